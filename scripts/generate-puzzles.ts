// Writes the trainer's puzzle collections from their seeds (the same seeds give the same files):
// Jumping Cups "win in N" puzzles mined from seeded games (src/engine/jumping-cups/puzzle-mine.ts)
// into public/trainer/jumping-cups/, and Balloon Cup cascades from seeded games between the
// site's bots, every level pair (src/engine/balloon-cup/cascade-mine.ts), into
// public/trainer/balloon-cup/ (a few minutes: Strong thinks), and open-hands endings from the last
// turns of seeded bot games (src/engine/balloon-cup/ending-mine.ts) into public/trainer/balloon-cup-endings/. Each collection is an index (id, difficulty, themes, file)
// and data files of a fixed number of puzzles. tests/unit/trainer/ prove every puzzle.
//
//   npm run puzzles:generate
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { startPosition } from '../src/engine/jumping-cups/board.ts';
import { CASCADE_CHUNK_SIZE, CASCADE_COLLECTION, mineCascadeCollection } from '../src/engine/balloon-cup/cascade-mine.ts';
import { ENDING_CHUNK_SIZE, ENDING_COLLECTION, mineEndingCollection } from '../src/engine/balloon-cup/ending-mine.ts';
import { JC_CHUNK_SIZE, JC_COLLECTION, minePuzzles } from '../src/engine/jumping-cups/puzzle-mine.ts';

function writeCollection(dir: URL, puzzles: ReadonlyArray<{ id: string; difficulty: number; themes: readonly string[] }>, chunkSize: number): void {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (f.endsWith('.json')) rmSync(new URL(f, dir));
  const index = puzzles.map((p, i) => [p.id, p.difficulty, p.themes, Math.floor(i / chunkSize)]);
  for (let c = 0; c * chunkSize < puzzles.length; c += 1) {
    writeFileSync(new URL(`${c}.json`, dir), `${JSON.stringify(puzzles.slice(c * chunkSize, (c + 1) * chunkSize))}\n`);
  }
  writeFileSync(new URL('index.json', dir), `${JSON.stringify(index)}\n`);
}

const started = performance.now();
const jc = minePuzzles(startPosition(), JC_COLLECTION);
writeCollection(new URL('../public/trainer/jumping-cups/', import.meta.url), jc, JC_CHUNK_SIZE);
console.log(`jumping-cups: ${jc.length} puzzles from ${JC_COLLECTION.games} games (seed ${JC_COLLECTION.seed}) in ${Math.round(performance.now() - started)} ms`);

const bcStarted = performance.now();
const bc = mineCascadeCollection();
writeCollection(new URL('../public/trainer/balloon-cup/', import.meta.url), bc, CASCADE_CHUNK_SIZE);
console.log(`balloon-cup: ${bc.length} cascades from ${CASCADE_COLLECTION.map(({ pair, games }) => `${games} ${pair.join('-')}`).join(', ')} games in ${Math.round(performance.now() - bcStarted)} ms`);

const endStarted = performance.now();
const endings = mineEndingCollection();
writeCollection(new URL('../public/trainer/balloon-cup-endings/', import.meta.url), endings, ENDING_CHUNK_SIZE);
console.log(`balloon-cup endings: ${endings.length} from ${ENDING_COLLECTION.map(({ pair, games }) => `${games} ${pair.join('-')}`).join(', ')} games in ${Math.round(performance.now() - endStarted)} ms`);

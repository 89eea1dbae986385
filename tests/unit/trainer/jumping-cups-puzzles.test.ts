// The trainer's Jumping Cups collection (public/trainer/jumping-cups/): every puzzle proved by
// the solver, the counts the trainer promises, and the generator reproducing the files.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Solver, checkPuzzle, makePosition, parsePosition, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import { JC_COLLECTION, MAX_MINED_MOVES, MINED_THEMES, minePuzzles, proveMined, seededGame } from '../../../src/engine/jumping-cups/puzzle-mine.ts';
import type { MinedPuzzle } from '../../../src/engine/jumping-cups/puzzle-mine.ts';

const dir = new URL('../../../public/trainer/jumping-cups/', import.meta.url);
const read = (f: string): unknown => JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
const files = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f)).sort((a, b) => parseInt(a) - parseInt(b));
const puzzles = files.flatMap((f) => read(f) as MinedPuzzle[]);

describe('Jumping Cups trainer puzzles', () => {
  it('holds at least 150 puzzles, win in 1 to 6, each N present, ids unique', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(150);
    expect(new Set(puzzles.map((p) => p.moves))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(Math.max(...puzzles.map((p) => p.moves))).toBeLessThanOrEqual(MAX_MINED_MOVES);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => p.position)).size).toBe(puzzles.length);
  });

  it('every puzzle is proved: from its seeded game, N, winner, every winning first move, the natural move losing, themes and difficulty', () => {
    const solver = new Solver(18);
    const wrong: string[] = [];
    for (const p of puzzles) {
      // Its game proves it arises in play (cheaper than parsePosition's search for a history).
      const [, game, ply] = /^g(\d+)-(\d+)$/.exec(p.id) ?? [];
      const replayed = seededGame(startPosition(), Number(game))[Number(ply)];
      if (replayed === undefined || makePosition(replayed) !== p.position) { wrong.push(`${p.id}: not from its game`); continue; }
      const checked = checkPuzzle({ position: p.position, winner: p.winner, moves: p.moves }, solver, { origin: false });
      if (!checked.ok) { wrong.push(`${p.id}: ${checked.message}`); continue; }
      if ([...checked.facts.keys].sort().join() !== [...p.answer].sort().join()) wrong.push(`${p.id}: answer`);
      const parsed = parsePosition(p.position, { origin: false });
      const problem = proveMined(p, parsed.ok ? parsed.value : null, solver);
      if (problem !== null) wrong.push(`${p.id}: ${problem.field}`);
      if (p.answer.length > 2 || p.answer.includes(p.natural) || p.losing < 1) wrong.push(`${p.id}: not a real decision`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a wrong stated answer, a wrong N and a tag the facts do not give', () => {
    const solver = new Solver();
    const p = puzzles.find((q) => q.legal - q.answer.length >= 2)!;
    const position = parsePosition(p.position, { origin: false });
    expect(position.ok).toBe(true);
    const pos = position.ok ? position.value : null;
    const loser = [...Array(14).keys()].map((i) => i + 1).find((s) => s === p.natural)!;
    expect(proveMined({ ...p, answer: [loser] }, pos, solver)).toEqual({ field: 'answer' });
    expect(proveMined({ ...p, answer: p.answer.slice(0, 0) }, pos, solver)).toEqual({ field: 'answer' });
    expect(proveMined({ ...p, moves: p.moves + 1 }, pos, solver)).toEqual({ field: 'moves' });
    const absent = MINED_THEMES.find((t) => !p.themes.includes(t))!;
    expect(proveMined({ ...p, themes: [...p.themes, absent] }, pos, solver)).toEqual({ field: 'themes' });
    expect(proveMined({ ...p, difficulty: p.difficulty === 5 ? 4 : p.difficulty + 1 }, pos, solver)).toEqual({ field: 'difficulty' });
  });

  it('the generator reproduces the files from their seed (the first games, checked in full)', () => {
    const games = 25;
    const again = minePuzzles(startPosition(), { seed: JC_COLLECTION.seed, games });
    const ids = new Set(Array.from({ length: games }, (_, g) => `g${JC_COLLECTION.seed + g}-`));
    const stored = puzzles.filter((p) => [...ids].some((prefix) => p.id.startsWith(prefix)));
    expect(again.length).toBeGreaterThan(10);
    expect(stored).toEqual(again);
  });

  it('the index lists every puzzle with its difficulty, themes and file', () => {
    const index = read('index.json') as Array<[string, number, string[], number]>;
    expect(index.map(([id]) => id)).toEqual(puzzles.map((p) => p.id));
    for (const [id, difficulty, themes, file] of index) {
      const inFile = (read(`${file}.json`) as MinedPuzzle[]).find((p) => p.id === id)!;
      expect([inFile.difficulty, inFile.themes]).toEqual([difficulty, themes]);
    }
  });
});

/**
 * The build's proof of the trainer's Balloon Cup cascades (public/trainer/balloon-cup/), as the
 * hand-picked puzzles are proved in puzzles.ts: the trainer's page asks for it while it is built,
 * so a stored puzzle whose answer, line, refutations, themes or difficulty are not the solver's
 * fails the build, naming the puzzle and the field. Done once per build, however many languages.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { proveMinedCascade } from '../../engine/balloon-cup/cascade-mine.ts';

const proved = new Map<string, number>();

/** How many cascades `dir` holds, every one proved; throws at the first the solver refutes. */
export function proveTrainerCascades(dir = join(process.cwd(), 'public', 'trainer', 'balloon-cup')): number {
  const known = proved.get(dir);
  if (known !== undefined) return known;
  let count = 0;
  for (const file of readdirSync(dir).filter((f) => /^\d+\.json$/.test(f))) {
    for (const puzzle of JSON.parse(readFileSync(join(dir, file), 'utf8')) as Array<{ id?: unknown }>) {
      const problem = proveMinedCascade(puzzle);
      if (problem !== null) throw new Error(`trainer cascade ${String(puzzle.id)} (${file}): its ${problem.field} is not what the solver finds`);
      count += 1;
    }
  }
  proved.set(dir, count);
  return count;
}

/**
 * The build check of the puzzles: `checkPuzzleEntries` runs every puzzle file through the
 * engine's checkPuzzle (which solves the position) and throws on the first file that is
 * malformed or whose stated answer is not the solver's set of best first actions, so such a
 * puzzle fails the build. No astro:content here, so it is unit-tested directly (puzzles.ts
 * loads the collection through it).
 */
import { PUZZLE_THEMES, checkPuzzle } from '../../engine/balloon-cup/puzzle.ts';
import type { CheckedPuzzle, PuzzleTheme } from '../../engine/balloon-cup/puzzle.ts';
import { RESERVED_IDS } from './puzzle-list.ts';

/** Theme by theme (in PUZZLE_THEMES order), easiest first, then by title. */
export function orderPuzzles<T extends { readonly data: { theme: PuzzleTheme; difficulty: number; title: string } }>(puzzles: readonly T[]): T[] {
  return [...puzzles].sort((a, b) =>
    PUZZLE_THEMES.indexOf(a.data.theme) - PUZZLE_THEMES.indexOf(b.data.theme) ||
    a.data.difficulty - b.data.difficulty ||
    a.data.title.localeCompare(b.data.title));
}

/**
 * Checks every puzzle entry (id = file name) and returns them in list order. Throws an Error
 * naming the puzzle and the problem: a malformed file, an id that is not its file name, or an
 * answer that differs from the solver's best first actions.
 */
export function checkPuzzleEntries(entries: readonly { readonly id: string; readonly data: unknown }[]): CheckedPuzzle[] {
  const checked: CheckedPuzzle[] = [];
  for (const entry of entries) {
    const where = `content/puzzles/balloon-cup/${entry.id}.json`;
    const result = checkPuzzle(entry.data);
    if (!result.ok) throw new Error(`Puzzle "${entry.id}" (${where}) is wrong (${result.error}): ${result.message}`);
    if (result.value.data.id !== entry.id) {
      throw new Error(`Puzzle "${entry.id}" (${where}): id "${result.value.data.id}" differs from the file name`);
    }
    if (RESERVED_IDS.includes(entry.id)) throw new Error(`Puzzle "${entry.id}" (${where}): the id is taken by the ${entry.id} page`);
    checked.push(result.value);
  }
  return orderPuzzles(checked);
}

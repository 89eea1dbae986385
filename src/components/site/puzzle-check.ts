/**
 * The build check of the puzzles: `checkPuzzleEntries` runs every puzzle file through the
 * engine's checkPuzzle (which solves the position) and throws on the first file that is
 * malformed or whose stated answer is not the solver's set of best first actions, so such a
 * puzzle fails the build. No astro:content here, so it is unit-tested directly (puzzles.ts
 * loads the collection through it).
 */
import { PUZZLE_THEMES, checkPuzzle } from '../../engine/balloon-cup/puzzle.ts';
import type { CheckedPuzzle, PuzzleProblem, PuzzleTheme } from '../../engine/balloon-cup/puzzle.ts';
import { describeCascadeAction } from '../../engine/balloon-cup/cascade-action.ts';
import { problemLine } from '../../engine/balloon-cup/result.ts';
import { RESERVED_IDS } from './puzzle-list.ts';

/** Theme by theme (in PUZZLE_THEMES order), easiest first, then by title. */
export function orderPuzzles<T extends { readonly data: { theme: PuzzleTheme; difficulty: number; title: string } }>(puzzles: readonly T[]): T[] {
  return [...puzzles].sort((a, b) =>
    PUZZLE_THEMES.indexOf(a.data.theme) - PUZZLE_THEMES.indexOf(b.data.theme) ||
    a.data.difficulty - b.data.difficulty ||
    a.data.title.localeCompare(b.data.title));
}

/**
 * A wrong puzzle's facts in English, for the content's author: the build fails with it, so no
 * reader ever sees it (a reader's refusals are in the page's language, *problem-words.ts).
 */
export function puzzleProblemText(problem: PuzzleProblem): string {
  switch (problem.code) {
    case 'puzzle-field': return `${problem.field}: not in its form (see engine/balloon-cup/puzzle.ts)`;
    case 'puzzle-unknown-field': return `${problem.field}: unknown field`;
    case 'puzzle-answer-twice': return `answer[${problem.index}]: ${describeCascadeAction(problem.action)} is listed twice`;
    case 'puzzle-position': return `position: ${problemLine(problem.problem)}`;
    case 'puzzle-compulsory-win': return 'position: the compulsory claims already win the game; there is nothing to solve';
    case 'puzzle-nothing-after': return 'position: after the compulsory claims nobody can claim; there is nothing to solve';
    case 'puzzle-side': return `side: it is ${problem.side}'s part (player ${problem.player}) when the puzzle starts, not ${problem.stated}'s`;
    case 'puzzle-lost': return `goal: the solving side loses whatever it does (value ${problem.value}); not a puzzle`;
    case 'puzzle-goal': return `goal: with best play the value is ${problem.value}, so the goal is "${problem.goal}", not "${problem.stated}"`;
    case 'puzzle-answer': return `answer: ${[
      ...problem.missing.map((a) => `missing "${describeCascadeAction(a)}", which also reaches ${problem.value}`),
      ...problem.extra.map((a) => `"${describeCascadeAction(a)}" does not reach ${problem.value}`),
    ].join('; ')}`;
  }
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
    if (!result.ok) throw new Error(`Puzzle "${entry.id}" (${where}) is wrong (${result.error}): ${puzzleProblemText(result.problem)}`);
    if (result.value.data.id !== entry.id) {
      throw new Error(`Puzzle "${entry.id}" (${where}): id "${result.value.data.id}" differs from the file name`);
    }
    if (RESERVED_IDS.includes(entry.id)) throw new Error(`Puzzle "${entry.id}" (${where}): the id is taken by the ${entry.id} page`);
    checked.push(result.value);
  }
  return orderPuzzles(checked);
}

/**
 * A Balloon Cup cascade on the trainer's board: the cascade puzzle island of /balloon-cup/puzzles/
 * with its machine's first view, and the hint and explanation written from the solver's facts
 * (machines/balloon-cup/trainer-words.ts). One module, fetched with the first puzzle, that imports
 * all of it: the puzzle pages' own chunks stay as they are (a second way into them would split them).
 */
import type { MinedCascade } from '../../engine/balloon-cup/cascade-mine.ts';
import type { PuzzleInput } from '../../machines/balloon-cup/puzzle.ts';
import { createActor, puzzleMachine, puzzleView } from '../../machines/balloon-cup/puzzle.ts';
import { bcExplanation, bcHint, bcTeaches } from '../../machines/balloon-cup/trainer-words.ts';
import PuzzleIsland from '../balloon-cup/PuzzleIsland.tsx';
import type { Opened } from './TrainerApp.tsx';

export function openCascade(puzzle: MinedCascade): Opened {
  const hint = bcHint(puzzle);
  const first: PuzzleInput = { code: puzzle.position, start: 'phase', hasHint: true };
  const view = puzzleView(createActor(puzzleMachine, { input: first }).getSnapshot(), hint);
  // The machine's players' names (the examples' names in the page's language), for the explanation too.
  const input: PuzzleInput = { ...first, names: view.names };
  const explanation = bcExplanation(puzzle, view.names);
  const teaches = bcTeaches(puzzle);
  return {
    id: puzzle.id,
    difficulty: puzzle.difficulty,
    themes: puzzle.themes,
    board: ({ onPuzzle, revealed }) => (
      <PuzzleIsland input={input} view={view} hint={hint} explanation={explanation} teaches={teaches} onPuzzle={onPuzzle} honest revealed={revealed} />
    ),
  };
}

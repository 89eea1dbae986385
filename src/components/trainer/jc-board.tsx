/**
 * A Jumping Cups "win in N" puzzle on the trainer's board: the play island against the perfect
 * opponent, with its machine's first view. One module, fetched with the first puzzle, that imports
 * all of it: the puzzle pages' own chunks stay as they are (a second way into them would split them).
 */
import type { MinedPuzzle } from '../../engine/jumping-cups/puzzle-mine.ts';
import type { PlayInput } from '../../machines/jumping-cups/play.ts';
import { checkedPlayMachine, createActor, playView } from '../../machines/jumping-cups/play-checked.ts';
import PlayIsland, { loadChecked } from '../jumping-cups/PlayIsland.tsx';
import type { Opened } from './TrainerApp.tsx';

export function openWinInN(puzzle: MinedPuzzle): Opened {
  const input: PlayInput = { position: puzzle.position, human: puzzle.winner, limit: puzzle.moves };
  const view = playView(createActor(checkedPlayMachine, { input }).getSnapshot());
  return {
    id: puzzle.id,
    difficulty: puzzle.difficulty,
    themes: puzzle.themes,
    board: ({ onPuzzle, revealed }) => <PlayIsland input={input} view={view} onPuzzle={onPuzzle} honest revealed={revealed} load={loadChecked} />,
  };
}

/**
 * The Balloon Cup puzzle trainer (/balloon-cup/trainer/): TrainerApp with the collection's claim
 * cascades mined from games between the site's bots (public/trainer/balloon-cup/, files of 60),
 * each solved on the cascade puzzle board of /balloon-cup/puzzles/ (PuzzleIsland and its machine),
 * with the hint and explanation written from the solver's facts (bc-words.ts).
 */
import type { MinedCascade } from '../../engine/balloon-cup/cascade-mine.ts';
import type { PuzzleInput } from '../../machines/balloon-cup/puzzle.ts';
import type { TrainerGame } from './TrainerApp.tsx';
import { TrainerApp } from './TrainerApp.tsx';
import { BC_TRAINER_THEMES, bcThemeName } from './bc-themes.ts';

const BALLOON_CUP: TrainerGame = {
  game: 'balloon-cup',
  base: '/trainer/balloon-cup/',
  themes: BC_TRAINER_THEMES,
  themeName: bcThemeName,
  async open(row, chunk) {
    const [puzzles, machine, words, { default: PuzzleIsland }, { exampleNames }] = await Promise.all([
      chunk(row[3]) as Promise<MinedCascade[]>,
      import('../../machines/balloon-cup/puzzle.ts'),
      import('../../machines/balloon-cup/trainer-words.ts'),
      import('../balloon-cup/PuzzleIsland.tsx'),
      import('../../machines/balloon-cup/example-names.ts'),
    ]);
    const puzzle = puzzles.find((p) => p.id === row[0])!;
    const names = exampleNames();
    const hint = words.bcHint(puzzle);
    const input: PuzzleInput = { code: puzzle.position, start: 'phase', names, hasHint: true };
    const view = machine.puzzleView(machine.createActor(machine.puzzleMachine, { input }).getSnapshot(), hint);
    const explanation = words.bcExplanation(puzzle, names);
    const teaches = words.bcTeaches(puzzle);
    return {
      id: puzzle.id,
      difficulty: puzzle.difficulty,
      themes: puzzle.themes,
      board: ({ onPuzzle, revealed }) => (
        <PuzzleIsland input={input} view={view} hint={hint} explanation={explanation} teaches={teaches} onPuzzle={onPuzzle} honest revealed={revealed} />
      ),
    };
  },
};

export default function BcTrainer() {
  return <TrainerApp game={BALLOON_CUP} />;
}

/**
 * The Jumping Cups puzzle trainer (/jumping-cups/trainer/): TrainerApp with the collection's
 * "win in N" puzzles (public/trainer/jumping-cups/, files of 80), each played in the play island
 * against the perfect opponent.
 */
import type { MinedPuzzle } from '../../engine/jumping-cups/puzzle-mine.ts';
import type { PlayInput } from '../../machines/jumping-cups/play.ts';
import type { TrainerGame } from './TrainerApp.tsx';
import { TrainerApp } from './TrainerApp.tsx';
import { JC_TRAINER_THEMES, jcThemeName } from './jc-themes.ts';

const JUMPING_CUPS: TrainerGame = {
  game: 'jumping-cups',
  base: '/trainer/jumping-cups/',
  themes: JC_TRAINER_THEMES,
  themeName: jcThemeName,
  async open(row, chunk) {
    const [puzzles, play, { default: PlayIsland }] = await Promise.all([
      chunk(row[3]) as Promise<MinedPuzzle[]>,
      import('../../machines/jumping-cups/play.ts'),
      import('../jumping-cups/PlayIsland.tsx'),
    ]);
    const puzzle = puzzles.find((p) => p.id === row[0])!;
    const input: PlayInput = { position: puzzle.position, human: puzzle.winner, limit: puzzle.moves };
    const view = play.playView(play.createActor(play.playMachine, { input }).getSnapshot());
    return {
      id: puzzle.id,
      difficulty: puzzle.difficulty,
      themes: puzzle.themes,
      board: ({ onPuzzle, revealed }) => <PlayIsland input={input} view={view} onPuzzle={onPuzzle} honest revealed={revealed} />,
    };
  },
};

export default function JcTrainer() {
  return <TrainerApp game={JUMPING_CUPS} />;
}

/**
 * The Jumping Cups puzzle trainer (/jumping-cups/trainer/): TrainerApp with the collection's
 * "win in N" puzzles (public/trainer/jumping-cups/, files of 80), each played in the play island
 * against the perfect opponent.
 */
import type { MinedPuzzle } from '../../engine/jumping-cups/puzzle-mine.ts';
import type { TrainerGame } from './TrainerApp.tsx';
import { TrainerApp } from './TrainerApp.tsx';
import { JC_TRAINER_THEMES, jcThemeName } from './jc-themes.ts';

const JUMPING_CUPS: TrainerGame = {
  game: 'jumping-cups',
  base: '/trainer/jumping-cups/',
  themes: JC_TRAINER_THEMES,
  themeName: jcThemeName,
  async open(row, chunk) {
    const [puzzles, board] = await Promise.all([chunk(row[3]) as Promise<MinedPuzzle[]>, import('./jc-board.tsx')]);
    return board.openWinInN(puzzles.find((p) => p.id === row[0])!);
  },
};

export default function JcTrainer() {
  return <TrainerApp game={JUMPING_CUPS} />;
}

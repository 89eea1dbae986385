/**
 * The Balloon Cup puzzle trainer (/balloon-cup/trainer/): TrainerApp with the collection's claim
 * cascades mined from games between the site's bots (public/trainer/balloon-cup/, files of 60),
 * each solved on the cascade puzzle board of /balloon-cup/puzzles/ (PuzzleIsland and its machine),
 * with the hint and explanation written from the solver's facts (bc-board.tsx).
 */
import type { MinedCascade } from '../../engine/balloon-cup/cascade-mine.ts';
import type { TrainerGame } from './TrainerApp.tsx';
import { TrainerApp } from './TrainerApp.tsx';
import { BC_TRAINER_THEMES, bcThemeName } from './bc-themes.ts';

const BALLOON_CUP: TrainerGame = {
  game: 'balloon-cup',
  base: '/trainer/balloon-cup/',
  themes: BC_TRAINER_THEMES,
  themeName: bcThemeName,
  async open(row, chunk) {
    const [puzzles, board] = await Promise.all([chunk(row[3]) as Promise<MinedCascade[]>, import('./bc-board.tsx')]);
    return board.openCascade(puzzles.find((p) => p.id === row[0])!);
  },
};

export default function BcTrainer() {
  return <TrainerApp game={BALLOON_CUP} />;
}

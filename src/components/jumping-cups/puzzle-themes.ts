/** The themes of the Jumping Cups "win in N" puzzles, in the list's order, with their words. */
import { m } from '../../paraglide/words/puzzles.ts';
import { themeWords } from '../site/puzzle-list.ts';
import type { ThemeWords } from '../site/puzzle-list.ts';

export const JC_PUZZLE_THEMES = ['fill-the-gaps', 'springboards', 'leave-no-move'] as const;
export type JcPuzzleTheme = (typeof JC_PUZZLE_THEMES)[number];

export const JC_THEME_INFO: Readonly<Record<JcPuzzleTheme, ThemeWords>> = {
  'fill-the-gaps': themeWords(() => m.theme_fill_the_gaps(), () => m.theme_fill_the_gaps_blurb()),
  springboards: themeWords(() => m.theme_springboards(), () => m.theme_springboards_blurb()),
  'leave-no-move': themeWords(() => m.theme_leave_no_move(), () => m.theme_leave_no_move_blurb()),
};

/** The themes of the trainer's Jumping Cups puzzles (engine/jumping-cups/puzzle-mine.ts), with their names. */
import { MINED_THEMES } from '../../engine/jumping-cups/puzzle-mine.ts';
import { m } from '../../paraglide/words/trainer.ts';

export const JC_TRAINER_THEMES: readonly string[] = MINED_THEMES;

export function jcThemeName(theme: string): string {
  switch (theme) {
    case 'fill-the-gaps': return m.theme_fill_the_gaps();
    case 'leave-no-move': return m.theme_leave_no_move();
    case 'springboards': return m.theme_springboards();
    case 'cover-their-cup': return m.theme_cover_their_cup();
    case 'tower-jump': return m.theme_tower_jump();
    default: return m.theme_quiet_move();
  }
}

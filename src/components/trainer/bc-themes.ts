/**
 * The themes of the trainer's Balloon Cup cascades (engine/balloon-cup/cascade-mine.ts
 * MINED_CASCADE_THEMES, the same list: a unit test holds them together), with their names. Kept
 * apart from the miner so the trainer's first load does not carry the bots and the solver.
 */
import type { MinedCascadeTheme } from '../../engine/balloon-cup/cascade-mine.ts';
import { m } from '../../paraglide/words/bctrainer.ts';

export const BC_TRAINER_THEMES: readonly MinedCascadeTheme[] = ['win-now', 'order-matters', 'hold-back', 'the-other-players-claim', 'limit-the-damage', 'compulsory-gift', 'long-cascade'];

export function bcThemeName(theme: string): string {
  switch (theme as MinedCascadeTheme) {
    case 'win-now': return m.theme_win_now();
    case 'order-matters': return m.theme_order_matters();
    case 'hold-back': return m.theme_hold_back();
    case 'the-other-players-claim': return m.theme_the_other_players_claim();
    case 'limit-the-damage': return m.theme_limit_the_damage();
    case 'compulsory-gift': return m.theme_compulsory_gift();
    default: return m.theme_long_cascade();
  }
}


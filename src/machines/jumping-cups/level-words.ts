// The opponent's levels in words (src/messages/jclevels/): each level's name, and what it does,
// said plainly on the play page (under the game, where the island need not carry it).
import { m } from '../../paraglide/words/jclevels.ts';
import type { Level } from './levels.ts';

export const levelName = (level: Level): string =>
  level === 'beginner' ? m.level_beginner() : level === 'casual' ? m.level_casual() : m.level_perfect();

/** What choosing a level announces: its name (how each plays is written on the page). */
export const levelSet = (level: Level): string => m.level_set({ level: levelName(level) });

export const levelLegend = (): string => m.level_legend();

// The opponent's levels in words (src/messages/jclevels/): each level's name, and what it does,
// said plainly so a reader knows how strong it is before choosing.
import { m } from '../../paraglide/words/jclevels.ts';
import type { Level } from './levels.ts';

export const levelName = (level: Level): string =>
  level === 'beginner' ? m.level_beginner() : level === 'casual' ? m.level_casual() : m.level_perfect();

export const levelAbout = (level: Level): string =>
  level === 'beginner' ? m.level_beginner_about() : level === 'casual' ? m.level_casual_about() : m.level_perfect_about();

/** What choosing a level announces: how that opponent plays. */
export const levelSet = (level: Level): string => levelAbout(level);

export const levelLegend = (): string => m.level_legend();

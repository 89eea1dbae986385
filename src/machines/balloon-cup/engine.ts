// Reading an example's input for the engine: the content keeps rule options beside the Position
// JSON, the engine reads them inside it. (A replay's moves are read in replay.ts, so that its
// island, which takes the start as the build checked it, carries no position reader.)
import { parseOptions, parsePosition } from '../../engine/balloon-cup/index.ts';
import type { GameState, Options } from '../../engine/balloon-cup/index.ts';
import type { GoneTileFault, PositionProblem, PositionRefusal } from '../../engine/balloon-cup/index.ts';

/**
 * An example's start as checked: the game, or the problem (the engine's terse line of its facts,
 * for the build's warning; position-words.ts puts it in the page's words), with the rule options read. The build checks every example (Example.astro)
 * and hands the result to its island, so a page never re-checks a position the build already
 * checked (an option switch moves that checked table to the new options: spent-cubes.ts).
 */
export interface Checked {
  readonly game: GameState | null;
  readonly problem: string | null;
  readonly options: Options | null;
  /** The facts behind `problem` when a tile is gone that the bag could refill (words: Example.astro). */
  readonly fault?: GoneTileFault;
  /** The facts behind `problem` (words: components/balloon-cup/position-words.ts). */
  readonly refusal?: PositionProblem;
}

/** Reads an example's position and rule options (both as the content writes them). */
export type Checker = (position: unknown, options: unknown) => Checked;

export const checkExample: Checker = (position, options) => {
  const read = parseOptions(options);
  if (!read.ok) return { game: null, problem: read.message, options: null, refusal: read.problem };
  const game = loadGame(position, read.value);
  if (!game.ok) return { game: null, problem: game.message, options: read.value, refusal: game.problem, ...(game.fault ? { fault: game.fault } : {}) };
  return { game: game.value, problem: null, options: read.value };
};

/** Position JSON plus rule options → a checked GameState (errors name the field at fault). */
export function loadGame(position: unknown, options: Options): { readonly ok: true; readonly value: GameState } | PositionRefusal {
  if (typeof position !== 'object' || position === null || Array.isArray(position)) return parsePosition(position);
  return parsePosition({ ...position, options });
}


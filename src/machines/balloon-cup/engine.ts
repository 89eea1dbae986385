// Reading an example's input for the engine: the content keeps rule options beside the Position
// JSON, the engine reads them inside it; moves from content are checked for shape here and for
// legality by `apply`.
import { parseMove, parsePosition } from '../../engine/balloon-cup/index.ts';
import type { GameState, Move, Options, Result } from '../../engine/balloon-cup/index.ts';

/** Position JSON plus rule options → a checked GameState (errors name the field at fault). */
export function loadGame(position: unknown, options: Options): Result<GameState> {
  if (typeof position !== 'object' || position === null || Array.isArray(position)) return parsePosition(position);
  return parsePosition({ ...position, options });
}

/**
 * A move from content, checked for shape only. Card names stay unchecked strings until `apply`
 * answers `not-in-hand`; the wording of refusals treats them as plain text.
 */
export function readMove(input: unknown): Result<Move> {
  return parseMove(input) as Result<Move>;
}

// Typed results: user input (a notation string, a move) is answered with a stable error code and a
// message naming the problem, never an exception (chessops / boardgame.io habit).

/** Stable codes for rejected notation and illegal moves. */
export const ERROR_CODES = [
  // notation
  'bad-format',
  'wrong-square-count',
  'bad-cup',
  'bad-turn',
  'wrong-cup-count',
  'two-on-own-finish',
  'finished-side-to-move',
  // moves
  'game-over',
  'no-such-square',
  'empty-square',
  'not-your-cup',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Result<T, E extends string = ErrorCode> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly message: string };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E extends string>(error: E, message: string): { readonly ok: false; readonly error: E; readonly message: string } {
  return { ok: false, error, message };
}

// Typed results: user input is answered with a stable error code and a message naming the
// problem, never an exception (chessops / boardgame.io habit).

/** Stable codes for illegal moves (shared/conformance/README.md) and for rejected positions. */
export const ERROR_CODES = [
  'game-over',
  'not-in-hand',
  'no-such-tile',
  'tile-removed',
  'side-full-for-color',
  'must-place',
  'too-many-discards',
  'too-few-discards',
  'not-claim-phase',
  'trophy-taken',
  'cannot-afford',
  'bad-sets',
  'claim-pending',
  'bad-move',
  'bad-position',
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

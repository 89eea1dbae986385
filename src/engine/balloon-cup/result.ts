// Balloon Cup's error codes; the Result shape is shared by both engines (../result.ts).

import type { Result as AnyResult } from '../result.ts';

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
  // A game's link or saved text not in the form the site writes it (cut short, changed, mistyped).
  'bad-format',
  // A move of a game link written before g3 that the link does not hold and its later moves do not tell.
  'lost-move',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Result<T, E extends string = ErrorCode> = AnyResult<T, E>;
export { err, ok } from '../result.ts';

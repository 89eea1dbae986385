// Jumping Cups' error codes for notation and moves; the Result shape is shared (../result.ts).

import type { Result as AnyResult } from '../result.ts';

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
  'unreachable',
  'unsettled',
  // moves
  'game-over',
  'no-such-square',
  'empty-square',
  'not-your-cup',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Result<T, E extends string = ErrorCode> = AnyResult<T, E>;
export { err, ok } from '../result.ts';

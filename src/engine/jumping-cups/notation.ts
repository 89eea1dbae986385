// Position notation (shared/rules/jumping-cups.md), read as read.ts reads it (syntax and the
// rules' counts, naming the square or colour at fault) and then proved to arise in play from a
// start with either colour moving first (origin.ts).
import type { Position } from './board.ts';
import { ORIGIN_LIMIT, arisesInPlay, countingProblem } from './origin.ts';
import { readPosition } from './read.ts';
import type { Result } from './result.ts';
import { fail } from './result.ts';

export { MAX_NOTATION_LENGTH, START_NOTATION, makePosition, readPosition, validatePosition } from './read.ts';

export interface ParseOptions {
  /** Positions the search for a history may expand before giving up (default ORIGIN_LIMIT). */
  readonly workLimit?: number;
  /**
   * false: skip that search (the position must still be well formed, as validatePosition checks),
   * for text made from a position already checked; the search can take a large part of a second.
   * (Code that never needs the search imports readPosition from read.ts instead.)
   */
  readonly origin?: boolean;
}

export function parsePosition(text: unknown, options: ParseOptions = {}): Result<Position> {
  const valid = readPosition(text);
  if (!valid.ok) return valid;
  if (options.origin === false) return valid;
  const counted = countingProblem(valid.value);
  if (counted !== null) return fail({ code: 'unreachable', counting: counted });
  switch (arisesInPlay(valid.value, options.workLimit ?? ORIGIN_LIMIT)) {
    case 'reachable':
      return valid;
    case 'unreachable':
      return fail({ code: 'unreachable', counting: null });
    case 'unknown':
      return fail({ code: 'unsettled' });
  }
}


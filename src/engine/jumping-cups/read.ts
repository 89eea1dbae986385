// Reading position notation (shared/rules/jumping-cups.md): 14 fields separated by `/`, square 1
// first, each listing its stack bottom to top with `r` and `y`; a space; the side to move (`r` or
// `y`). readPosition checks the syntax and the rules' counts (validatePosition), naming the square
// or colour at fault; makePosition is its inverse. Apart from notation.ts, whose parsePosition also
// proves that play reaches the position (origin.ts): code that reads only positions it made itself,
// such as the play page's solver worker, then carries no search for a position's history.
import type { Color, Position, Stack } from './board.ts';
import { COLORS, CUPS_PER_COLOR, FINISH_SQUARES, TRACK_LENGTH, countCups, hasFilledFinish } from './board.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';

export const START_NOTATION = 'r/r/r/r/r/////y/y/y/y/y r';

/** Longer text is refused unread: a position is 10 cups, 13 slashes, a space and a letter. */
export const MAX_NOTATION_LENGTH = 100;

const LETTER: Readonly<Record<Color, string>> = { red: 'r', yellow: 'y' };
const COLOR_OF_LETTER: ReadonlyMap<string, Color> = new Map([['r', 'red'], ['y', 'yellow']]);

export function makePosition(position: Position): string {
  const fields = position.squares.map((stack) => stack.map((cup) => LETTER[cup]).join(''));
  return `${fields.join('/')} ${LETTER[position.turn]}`;
}

export function readPosition(text: unknown): Result<Position> {
  if (typeof text !== 'string') return fail({ code: 'bad-format', reason: 'not-text' });
  const trimmed = text.trim();
  if (trimmed.length > MAX_NOTATION_LENGTH) {
    return fail({ code: 'bad-format', reason: 'too-long', length: trimmed.length });
  }
  const parts = trimmed.split(' ');
  if (parts.length !== 2) {
    return fail({ code: 'bad-format', reason: 'shape' });
  }
  const [board = '', side = ''] = parts;
  const fields = board.split('/');
  if (fields.length !== TRACK_LENGTH) {
    return fail({ code: 'wrong-square-count', found: fields.length });
  }
  const squares: Stack[] = [];
  for (const [i, field] of fields.entries()) {
    const stack: Color[] = [];
    for (const letter of field) {
      const color = COLOR_OF_LETTER.get(letter);
      if (!color) return fail({ code: 'bad-cup', square: i + 1, letter });
      stack.push(color);
    }
    squares.push(stack);
  }
  const turn = COLOR_OF_LETTER.get(side);
  if (!turn) return fail({ code: 'bad-turn', found: side });
  const valid = validatePosition({ squares, turn });
  if (!valid.ok) return valid;
  // Only the text makePosition writes (no spaces around it): reading then writing gives the text.
  if (makePosition(valid.value) !== text) return fail({ code: 'bad-format', reason: 'surroundings' });
  return valid;
}

/**
 * The checks a parsed position must pass to be one that play can reach; the solver and the move
 * generator rely on them.
 */
export function validatePosition(position: Position): Result<Position> {
  const { squares, turn } = position;
  if (squares.length !== TRACK_LENGTH) {
    return fail({ code: 'wrong-square-count', found: squares.length });
  }
  // Only the player who just moved can be a cup short: that cup left the track and lost the game.
  for (const color of COLORS) {
    const n = countCups(position, color);
    if (n === CUPS_PER_COLOR || (n === CUPS_PER_COLOR - 1 && color !== turn)) continue;
    return fail({ code: 'wrong-cup-count', color, count: n });
  }
  // The chain rule never lets a move end with two cups of one color on one of its finish squares.
  for (const color of COLORS) {
    for (const square of FINISH_SQUARES[color]) {
      const n = (squares[square - 1] ?? []).filter((cup) => cup === color).length;
      if (n > 1) {
        return fail({ code: 'two-on-own-finish', square, color, count: n });
      }
    }
  }
  // A player wins the moment they fill their finish squares, so it cannot be their turn then.
  if (hasFilledFinish(position, turn)) {
    return fail({ code: 'finished-side-to-move', color: turn });
  }
  return ok(position);
}

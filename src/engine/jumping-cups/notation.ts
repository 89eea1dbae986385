// Position notation (shared/rules/jumping-cups.md): 14 fields separated by `/`, square 1 first,
// each listing its stack bottom to top with `r` and `y`; a space; the side to move (`r` or `y`).
// parsePosition checks syntax and then that the position can arise in play, naming the square or
// color at fault; makePosition is its inverse.
import type { Color, Position, Stack } from './board.ts';
import { COLORS, CUPS_PER_COLOR, FINISH_SQUARES, TRACK_LENGTH, countCups, hasFilledFinish } from './board.ts';
import type { Result } from './result.ts';
import { err, ok } from './result.ts';

export const START_NOTATION = 'r/r/r/r/r/////y/y/y/y/y r';

const LETTER: Readonly<Record<Color, string>> = { red: 'r', yellow: 'y' };
const COLOR_OF_LETTER: Readonly<Record<string, Color>> = { r: 'red', y: 'yellow' };

export function makePosition(position: Position): string {
  const fields = position.squares.map((stack) => stack.map((cup) => LETTER[cup]).join(''));
  return `${fields.join('/')} ${LETTER[position.turn]}`;
}

export function parsePosition(text: string): Result<Position> {
  const trimmed = text.trim();
  const parts = trimmed.split(' ');
  if (parts.length !== 2) {
    return err('bad-format', `expected the 14 squares, one space, then the side to move (r or y), as in "${START_NOTATION}"`);
  }
  const [board = '', side = ''] = parts;
  const fields = board.split('/');
  if (fields.length !== TRACK_LENGTH) {
    return err('wrong-square-count', `expected ${TRACK_LENGTH} squares separated by "/", found ${fields.length}`);
  }
  const squares: Stack[] = [];
  for (const [i, field] of fields.entries()) {
    const stack: Color[] = [];
    for (const letter of field) {
      const color = COLOR_OF_LETTER[letter];
      if (!color) return err('bad-cup', `square ${i + 1}: "${letter}" is not a cup (r is red, y is yellow)`);
      stack.push(color);
    }
    squares.push(stack);
  }
  const turn = COLOR_OF_LETTER[side];
  if (!turn) return err('bad-turn', `side to move: "${side}" must be r (red) or y (yellow)`);
  return validatePosition({ squares, turn });
}

/**
 * The checks a parsed position must pass to be one that play can reach; the solver and the move
 * generator rely on them.
 */
export function validatePosition(position: Position): Result<Position> {
  const { squares, turn } = position;
  if (squares.length !== TRACK_LENGTH) {
    return err('wrong-square-count', `expected ${TRACK_LENGTH} squares, found ${squares.length}`);
  }
  // Only the player who just moved can be a cup short: that cup left the track and lost the game.
  for (const color of COLORS) {
    const n = countCups(position, color);
    if (n === CUPS_PER_COLOR || (n === CUPS_PER_COLOR - 1 && color !== turn)) continue;
    return err('wrong-cup-count', `${color} has ${n} cups; each color has ${CUPS_PER_COLOR} (only the side that just moved may have one fewer, having left the track)`);
  }
  // The chain rule never lets a move end with two cups of one color on one of its finish squares.
  for (const color of COLORS) {
    for (const square of FINISH_SQUARES[color]) {
      const n = (squares[square - 1] ?? []).filter((cup) => cup === color).length;
      if (n > 1) {
        return err('two-on-own-finish', `square ${square} holds ${n} ${color} cups; a ${color} finish square ends every move with at most one ${color} cup`);
      }
    }
  }
  // A player wins the moment they fill their finish squares, so it cannot be their turn then.
  if (hasFilledFinish(position, turn)) {
    return err('finished-side-to-move', `${turn} already holds all its finish squares (${FINISH_SQUARES[turn].join(', ')}), so the game ended on ${turn}'s last move and it cannot be ${turn}'s turn`);
  }
  return ok(position);
}

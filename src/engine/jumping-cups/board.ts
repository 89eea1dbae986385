// The physical game (shared/rules/jumping-cups.md): a track of 14 squares, 5 cups per color, each
// color racing toward the other end. Squares are numbered 1–14 everywhere in the API.

export const COLORS = ['red', 'yellow'] as const;
export type Color = (typeof COLORS)[number];

export const SQUARES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type Square = (typeof SQUARES)[number];

export const TRACK_LENGTH = 14;
export const CUPS_PER_COLOR = 5;

/** Each color's finish squares: where it wins, and where the chain rule applies to it. */
export const FINISH_SQUARES: Readonly<Record<Color, readonly Square[]>> = {
  red: [10, 11, 12, 13, 14],
  yellow: [1, 2, 3, 4, 5],
};

/** +1: toward 14 (red), -1: toward 1 (yellow). */
export const DIRECTION: Readonly<Record<Color, 1 | -1>> = { red: 1, yellow: -1 };

/** One square's cups, bottom first; the last one is the free cup. */
export type Stack = readonly Color[];

/**
 * A position: the 14 stacks (index 0 is square 1) and the side to move. Treated as immutable;
 * every function returns a new position.
 */
export interface Position {
  readonly squares: readonly Stack[];
  readonly turn: Color;
}

export interface StartOptions {
  /** Who moves first; the rulebook leaves it open, the engine defaults to red. */
  readonly first?: Color;
}

export function opponent(color: Color): Color {
  return color === 'red' ? 'yellow' : 'red';
}

export function isSquare(n: unknown): n is Square {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= TRACK_LENGTH;
}

export function isFinishSquare(color: Color, square: number): boolean {
  return color === 'red' ? square >= 10 && square <= 14 : square >= 1 && square <= 5;
}

/** The stack on a square (1-based); empty off the track. */
export function stackAt(position: Position, square: number): Stack {
  return position.squares[square - 1] ?? [];
}

/** Set-up: red on 1–5, yellow on 10–14, each on the other color's finish squares. */
export function startPosition(options: StartOptions = {}): Position {
  const squares: Stack[] = SQUARES.map((s) => (s <= 5 ? ['red'] : s >= 10 ? ['yellow'] : []));
  return { squares, turn: options.first ?? 'red' };
}

export function countCups(position: Position, color: Color): number {
  let n = 0;
  for (const stack of position.squares) for (const cup of stack) if (cup === color) n += 1;
  return n;
}

/** Every finish square of `color` holds a cup of that color, at any height. */
export function hasFilledFinish(position: Position, color: Color): boolean {
  return FINISH_SQUARES[color].every((s) => stackAt(position, s).includes(color));
}

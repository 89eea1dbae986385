// Builds positions for the tests from square → stack, so each test reads as a picture of the track.
import { expect } from 'vitest';
import { SQUARES, parsePosition, validatePosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Color, MoveResult, Position } from '../../../src/engine/jumping-cups/index.ts';
import { play } from '../../../src/engine/jumping-cups/index.ts';

/** Notation from stacks by square (bottom first, `r`/`y`), empty squares omitted. */
export function notation(stacks: Readonly<Record<number, string>>, turn: Color): string {
  return `${SQUARES.map((s) => stacks[s] ?? '').join('/')} ${turn === 'red' ? 'r' : 'y'}`;
}

/**
 * A position that keeps the rules' counts (validatePosition); fails the test otherwise. Tests of
 * the move rules set up pictures that no game need reach, so this does not ask parsePosition,
 * which also proves a history from the start (see reachablePosition).
 */
export function position(stacks: Readonly<Record<number, string>>, turn: Color): Position {
  const squares = SQUARES.map((s) => [...(stacks[s] ?? '')].map((c): Color => (c === 'r' ? 'red' : 'yellow')));
  const valid = validatePosition({ squares, turn });
  if (!valid.ok) throw new Error(`test position rejected: ${valid.message}`);
  return valid.value;
}

/** A position the notation parser accepts, so one a game reaches; fails the test otherwise. */
export function reachablePosition(stacks: Readonly<Record<number, string>>, turn: Color): Position {
  const parsed = parsePosition(notation(stacks, turn));
  if (!parsed.ok) throw new Error(`test position rejected: ${parsed.message}`);
  return parsed.value;
}

/** A legal move's result; fails the test if the engine refuses it. */
export function move(from: Position, square: number): MoveResult {
  const result = play(from, square);
  expect(result.ok, result.ok ? '' : result.message).toBe(true);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** A square's stack as `r`/`y` letters, bottom first. */
export function stackText(p: Position, square: number): string {
  return (p.squares[square - 1] ?? []).map((c) => (c === 'red' ? 'r' : 'y')).join('');
}

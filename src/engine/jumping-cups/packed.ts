// The solver's compact state. A stack is one int: its cups' colors as bits (bit 0 the bottom cup,
// red = 1) under a sentinel 1 just above the top cup, so an empty square is 1 and push/pop/top
// are a few bit operations. A whole position packs into one 32-bit key (see positionKey).
import type { Color, Position } from './board.ts';
import { TRACK_LENGTH } from './board.ts';

export const RED = 1;
export const YELLOW = 0;
export const EMPTY = 1;

export function bitOf(color: Color): number {
  return color === 'red' ? RED : YELLOW;
}

export function height(stack: number): number {
  return 31 - Math.clz32(stack);
}

export function push(stack: number, cup: number): number {
  const h = 31 - Math.clz32(stack);
  return (stack ^ (1 << h)) | (cup << h) | (2 << h);
}

export function pop(stack: number): number {
  const h = 31 - Math.clz32(stack) - 1;
  return (stack & ((1 << h) - 1)) | (1 << h);
}

/** Whether a cup of `cup`'s color stands anywhere in the stack. */
export function holds(stack: number, cup: number): boolean {
  const h = 31 - Math.clz32(stack);
  const bits = stack ^ (1 << h);
  return cup === RED ? bits !== 0 : bits !== (1 << h) - 1;
}

export function packBoard(position: Position, board: Int32Array): void {
  for (let i = 0; i < TRACK_LENGTH; i += 1) {
    let stack = EMPTY;
    for (const cup of position.squares[i] ?? []) stack = push(stack, bitOf(cup));
    board[i] = stack;
  }
}

/**
 * Rank of each 10-bit color sequence with exactly five red bits among the 252 such sequences
 * (255 for the others, which never occur with 5 + 5 cups).
 */
const COLOR_RANK: Uint8Array = (() => {
  const rank = new Uint8Array(1 << 10).fill(255);
  let next = 0;
  for (let bits = 0; bits < 1 << 10; bits += 1) {
    let n = 0;
    for (let b = bits; b !== 0; b &= b - 1) n += 1;
    if (n === 5) rank[bits] = next++;
  }
  return rank;
})();

/**
 * A nonzero int32 naming a position with 5 + 5 cups: the stack heights as a 23-bit pattern
 * (a 1 per cup, a 0 between squares), the ranked color sequence (8 bits), the side to move (1 bit).
 */
export function positionKey(board: Int32Array, red: number): number {
  let pattern = 0;
  let colors = 0;
  for (let i = 0; i < TRACK_LENGTH; i += 1) {
    const stack = board[i]!;
    const h = 31 - Math.clz32(stack);
    pattern = (((i === 0 ? pattern : pattern << 1) << h) | ((1 << h) - 1));
    colors = (colors << h) | (stack ^ (1 << h));
  }
  return (pattern << 9) | (COLOR_RANK[colors]! << 1) | red;
}

// reachableStates: the measure the solver's browser speed target is stated in, checked against a
// plain count by notation through the public move API.
import { describe, expect, it } from 'vitest';
import { gameStatus, legalMoves, makePosition, parsePosition, play, reachableStates, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';
import { position } from './helpers.ts';

function countByNotation(start: Position): number {
  const seen = new Set([makePosition(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (gameStatus(current).over) continue;
    for (const from of legalMoves(current)) {
      const moved = play(current, from);
      if (!moved.ok || moved.value.leftTrack) continue;
      const key = makePosition(moved.value.position);
      if (!seen.has(key)) {
        seen.add(key);
        stack.push(moved.value.position);
      }
    }
  }
  return seen.size;
}

describe('reachableStates', () => {
  it('counts a finished game as the one position there is', () => {
    const over = position({ 1: 'y', 2: 'y', 3: 'y', 4: 'y', 6: 'y', 10: 'r', 11: 'r', 12: 'r', 13: 'r', 14: 'r' }, 'yellow');
    expect(gameStatus(over).over).toBe(true);
    expect(reachableStates(over)).toBe(1);
  });

  it('agrees with a count by notation on positions from play', () => {
    // 11, 96 and about 40,000 positions.
    for (const text of ['y///r/y/r/r///r/yyyr/// y', '//r/ry/y/r///r//yyyr/// y', '////rrryr///yy///yyr/// y']) {
      const parsed = parsePosition(text);
      if (!parsed.ok) throw new Error(parsed.message);
      expect(reachableStates(parsed.value), text).toBe(countByNotation(parsed.value));
    }
  });

  it('stops at the limit', () => {
    expect(reachableStates(startPosition(), 1000)).toBe(1001);
  });
});

// The replay cursor (replay-cursor.ts), the one both replays keep: the rules examples' machine over
// a line's told steps and the replay page over a recorded game's moves. Where a step or a place
// leads, kept within 0…total, and what is said: the place reached, or a step past either end,
// counted by n so that a repeat is said again.
import { describe, expect, it } from 'vitest';
import { moveCursor } from '../../../src/machines/balloon-cup/replay-cursor.ts';
import type { ReplayCursor, ReplayTo } from '../../../src/machines/balloon-cup/replay-cursor.ts';

const start: ReplayCursor = { at: 0, said: null };
const walk = (cursor: ReplayCursor, total: number, ...to: ReplayTo[]) => to.reduce((c, t) => moveCursor(c, t, total), cursor);

describe('the replay cursor', () => {
  it('steps one place each way and jumps to either end, saying each place reached', () => {
    const one = moveCursor(start, 'next', 5);
    expect(one).toEqual({ at: 1, said: { kind: 'move', n: 1 } });
    expect(moveCursor(one, 'next', 5)).toEqual({ at: 2, said: { kind: 'move', n: 2 } });
    expect(moveCursor({ at: 3, said: null }, 'prev', 5)).toEqual({ at: 2, said: { kind: 'move', n: 1 } });
    expect(moveCursor({ at: 3, said: null }, 'last', 5)).toEqual({ at: 5, said: { kind: 'move', n: 1 } });
    expect(moveCursor({ at: 3, said: null }, 'first', 5)).toEqual({ at: 0, said: { kind: 'move', n: 1 } });
  });

  it('goes to a place of the list', () => {
    expect(moveCursor(start, 4, 7)).toEqual({ at: 4, said: { kind: 'move', n: 1 } });
    expect(moveCursor({ at: 6, said: { kind: 'last', n: 3 } }, 2, 7)).toEqual({ at: 2, said: { kind: 'move', n: 4 } });
    // Back to the start is a place reached like any other (each replay words it as the start).
    expect(moveCursor({ at: 6, said: null }, 0, 7)).toEqual({ at: 0, said: { kind: 'move', n: 1 } });
  });

  it('stays within 0…total and says a step past either end', () => {
    expect(moveCursor(start, 'prev', 5)).toEqual({ at: 0, said: { kind: 'first', n: 1 } });
    expect(moveCursor({ at: 5, said: null }, 'next', 5)).toEqual({ at: 5, said: { kind: 'last', n: 1 } });
    expect(moveCursor(start, -1, 5)).toEqual({ at: 0, said: { kind: 'first', n: 1 } });
    expect(moveCursor({ at: 5, said: null }, 6, 5)).toEqual({ at: 5, said: { kind: 'last', n: 1 } });
    // A line of no steps has both ends at 0.
    expect(moveCursor(start, 'next', 0)).toEqual({ at: 0, said: { kind: 'last', n: 1 } });
  });

  it('clamps a place beyond either end, and moves there when it is not there yet', () => {
    expect(moveCursor({ at: 2, said: null }, 99, 5)).toEqual({ at: 5, said: { kind: 'move', n: 1 } });
    expect(moveCursor({ at: 2, said: null }, -3, 5)).toEqual({ at: 0, said: { kind: 'move', n: 1 } });
  });

  it('counts what it says, so the same end said twice is said again', () => {
    const end = walk(start, 3, 'last', 'next', 'next');
    expect(end.at).toBe(3);
    expect(end.said).toEqual({ kind: 'last', n: 3 });
    const there = walk(start, 3, 'next', 'prev', 'prev', 'prev');
    expect(there).toEqual({ at: 0, said: { kind: 'first', n: 4 } });
  });

  it('changes nothing when asked for where it stands: the same cursor, nothing said', () => {
    const atStart = { at: 0, said: { kind: 'move', n: 2 } } as const;
    expect(moveCursor(atStart, 'first', 4)).toBe(atStart);
    expect(moveCursor(atStart, 0, 4)).toBe(atStart);
    const atEnd = { at: 4, said: null };
    expect(moveCursor(atEnd, 'last', 4)).toBe(atEnd);
    expect(moveCursor(atEnd, 4, 4)).toBe(atEnd);
  });

  it('keeps whatever else the replay holds beside the cursor', () => {
    const state = { at: 1, said: null, g: 'g3.x', steps: ['a', 'b'] };
    const moved = moveCursor(state, 'next', 2);
    expect(moved).toEqual({ at: 2, said: { kind: 'move', n: 1 }, g: 'g3.x', steps: ['a', 'b'] });
    expect(moved.steps).toBe(state.steps);
  });
});

// Position links: the code, and `start=scoring` only for the moment of the scoring.
import { describe, expect, it } from 'vitest';
import { nextUnsolved, playHref, sandboxHref } from '../../../src/components/site/puzzle-list.ts';

describe('position links', () => {
  it('carry the code, and start=scoring when the position is the moment of the scoring', () => {
    expect(playHref('w0p1.BGk2y3.Rk2b3g3y5')).toBe('/balloon-cup/puzzles/play/?p=w0p1.BGk2y3.Rk2b3g3y5');
    expect(playHref('w0p1.BGk2y3.Rk2b3g3y5', 'phase')).toBe('/balloon-cup/puzzles/play/?p=w0p1.BGk2y3.Rk2b3g3y5');
    expect(playHref('w0p0.k2b3g5y3r3.Rk2b3g3y5', 'scoring')).toBe('/balloon-cup/puzzles/play/?p=w0p0.k2b3g5y3r3.Rk2b3g3y5&start=scoring');
    expect(sandboxHref('w0p0.k2b3g5y3r3.-', 'scoring')).toBe('/balloon-cup/puzzles/sandbox/?p=w0p0.k2b3g5y3r3.-&start=scoring');
  });
});

describe('the next unsolved puzzle follows difficulty', () => {
  // The shipped list's order: theme by theme, easiest first within each.
  const list = [
    { id: 'a', difficulty: 2 }, { id: 'b', difficulty: 3 },
    { id: 'c', difficulty: 1 }, { id: 'd', difficulty: 4 },
    { id: 'e', difficulty: 1 },
  ];
  it('offers the easiest unsolved puzzle first, in list order among equals', () => {
    expect(nextUnsolved(list, new Set())?.id).toBe('c');
    expect(nextUnsolved(list, new Set(['c']))?.id).toBe('e');
    expect(nextUnsolved(list, new Set(['c', 'e']))?.id).toBe('a');
    expect(nextUnsolved(list, new Set(['a', 'b', 'c', 'd', 'e']))).toBeUndefined();
  });
});

// Position links: the code, and `start=scoring` only for the moment of the scoring.
import { describe, expect, it } from 'vitest';
import { playHref, sandboxHref } from '../../../src/components/site/puzzle-list.ts';

describe('position links', () => {
  it('carry the code, and start=scoring when the position is the moment of the scoring', () => {
    expect(playHref('w0p1.BGk2y3.Rk2b3g3y5')).toBe('/balloon-cup/puzzles/play/?p=w0p1.BGk2y3.Rk2b3g3y5');
    expect(playHref('w0p1.BGk2y3.Rk2b3g3y5', 'phase')).toBe('/balloon-cup/puzzles/play/?p=w0p1.BGk2y3.Rk2b3g3y5');
    expect(playHref('w0p0.k2b3g5y3r3.Rk2b3g3y5', 'scoring')).toBe('/balloon-cup/puzzles/play/?p=w0p0.k2b3g5y3r3.Rk2b3g3y5&start=scoring');
    expect(sandboxHref('w0p0.k2b3g5y3r3.-', 'scoring')).toBe('/balloon-cup/puzzles/sandbox/?p=w0p0.k2b3g5y3r3.-&start=scoring');
  });
});

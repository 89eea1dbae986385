// The sandbox's guidance: fields stay within the game's pieces, an impossible position gets one
// change that makes it possible (checked with the engine), and a link is offered only when it
// reopens the same position.
import { describe, expect, it } from 'vitest';
import { COLORS, CUBES_PER_COLOR } from '../../../src/engine/balloon-cup/components.ts';
import { checkCascadePosition, decodeCascade, encodeCascade } from '../../../src/engine/balloon-cup/cascade-code.ts';
import type { CascadePosition } from '../../../src/engine/balloon-cup/cascade.ts';
import { clampCubes, cubeMax, guide, openLink, reopeningCode, toggleTrophy } from '../../../src/machines/balloon-cup/sandbox-guide.ts';

const names = ['Ana', 'Ben'] as const;
const position = (code: string): CascadePosition => {
  const read = openLink(code);
  if (!('position' in read)) throw new Error(read.unreadable.code);
  return read.position;
};

describe('inputs stay within what exists', () => {
  it('a count is kept between 0 and what the other player leaves', () => {
    expect(clampCubes('red', 99, 0)).toBe(13);
    expect(clampCubes('gray', 4, 2)).toBe(3);
    expect(clampCubes('blue', -3, 0)).toBe(0);
    expect(clampCubes('blue', Number.NaN, 0)).toBe(0);
    for (const c of COLORS) expect(cubeMax(c, 0)).toBe(CUBES_PER_COLOR[c]);
  });

  it('ticking a trophy for one player takes it from the other', () => {
    expect(toggleTrophy([['gray'], ['red']], 0, 'red', true)).toEqual([['gray', 'red'], []]);
    expect(toggleTrophy([['gray'], ['red']], 0, 'gray', false)).toEqual([[], ['red']]);
  });

  it("unticking a trophy for one player never takes it from the other (quick edits: ticked for Ben, then Ana's box unticked)", () => {
    const moved = toggleTrophy([['blue', 'green'], ['red']], 1, 'green', true);
    expect(moved).toEqual([['blue'], ['green', 'red']]);
    expect(toggleTrophy(moved, 0, 'green', false)).toEqual([['blue'], ['green', 'red']]);
  });

  it('a link with more cubes than exist opens within the pieces', () => {
    const opened = position('w0p0.r99.r5');
    expect(opened.players[0].cubes.red + opened.players[1].cubes.red).toBeLessThanOrEqual(13);
  });

  it('an unreadable link gives what is wrong with its code, as facts', () => {
    expect(openLink('not a code')).toEqual({ unreadable: { code: 'code-parts' } });
    expect(openLink('w0p0.Rk2x.-')).toEqual({ unreadable: { code: 'code-letter', player: 0, letter: 'x' } });
    expect(openLink('w0p0.-.k2R')).toEqual({ unreadable: { code: 'code-trophy-order', player: 1 } });
  });
});

describe('an impossible position gets one change that makes it possible', () => {
  const cases: [string, 'phase' | 'scoring', string][] = [
    ['w0p0.k3.-', 'phase', 'claim-left-open'],
    ['w0p1.-.g5', 'phase', 'claim-left-open'],
    ['w0p0.KBG.-', 'phase', 'game-already-won'],
    ['w0p0.R.r13', 'phase', 'trophies-unpaid'],
    ['w0p0.k3b4g5y6r7.-', 'scoring', 'too-many-cubes-won'],
  ];
  it.each(cases)('%s (%s): %s', (code, start, kind) => {
    const p = position(code);
    expect(checkCascadePosition(p, { atScoring: start === 'scoring' }).ok).toBe(false);
    const g = guide(p, start, names);
    expect(g.possible).toBe(false);
    if (g.possible) return;
    expect(g.kind).toBe(kind);
    expect(g.fix).toMatch(/and the position can happen in a game\.$/);
    // No code-shaped words: no players[0], no field paths.
    expect(`${g.problem} ${g.fix}`).not.toMatch(/\[|\]|\.cubes|\bW\b|\bO\b/);
  });

  it('the fix it names works: applying it makes the engine accept the position', () => {
    const g = guide(position('w0p0.k3.-'), 'phase', names);
    expect(!g.possible && g.fix).toMatch(/^Set Ana's gray cubes to 2 instead of 3|^Choose “Right after the scoring”/);
  });

  it('a possible position needs no guidance', () => {
    expect(guide(position('w0p1.BGk2y3.Rk2b3g3y5'), 'phase', names)).toEqual({ possible: true });
  });
});

describe('a link is offered only when it reopens the position', () => {
  it('a possible position: the code reads back to the same position', () => {
    const p = position('w0p1.BGk2y3.Rk2b3g3y5');
    const code = reopeningCode(p, 'phase');
    expect(code).not.toBeNull();
    const back = decodeCascade(code!);
    expect(back.ok && encodeCascade(back.value)).toBe(encodeCascade(p));
  });

  it('an impossible position: no link', () => {
    expect(reopeningCode(position('w0p0.k3.-'), 'phase')).toBeNull();
    expect(reopeningCode(position('w0p0.k3b4g5y6r7.-'), 'phase')).toBeNull();
  });
});

describe('two problems at once', () => {
  it('names the first problem and the change that settles it', () => {
    const g = guide(position('w0p1.BGk3y3.Rk2b3g3y8'), 'phase', names);
    expect(!g.possible && g.fix).toBe("Set Ana's gray cubes to 2 instead of 3 to settle this; then the next problem is named here.");
  });
});

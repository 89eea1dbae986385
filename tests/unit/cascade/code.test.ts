// Cascade codes: round trips over reachable positions, and every rejection names its field.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLORS } from '../../../src/engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../../src/engine/balloon-cup/cascade.ts';
import { startCascade } from '../../../src/engine/balloon-cup/cascade.ts';
import { checkCascadePosition, decodeCascade, encodeCascade, paymentsPossible } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { randomCascadePosition, randomScoring, seededRandom } from '../../../src/engine/balloon-cup/cascade-random.ts';
import { cubes, player } from './helpers.ts';

/** Trophies in canonical order (the code does not keep claim order). */
function canonical(position: CascadePosition): CascadePosition {
  const players = position.players.map((p) => ({ cubes: { ...p.cubes }, trophies: COLORS.filter((c) => p.trophies.includes(c)) }));
  return { ...position, players: [players[0]!, players[1]!] };
}

const reachable = fc
  .record({ seed: fc.nat(), mid: fc.boolean(), trade: fc.boolean(), spread: fc.integer({ min: 0, max: 6 }) })
  .map(({ seed, mid, trade, spread }) =>
    randomCascadePosition(seededRandom(seed), { midCascade: mid ? 1 : 0, tradeAfterWin: trade, spread }));

describe('encodeCascade / decodeCascade', () => {
  it('writes the rulebook position as documented', () => {
    const mike: CascadePosition = {
      players: [player(['green', 'blue'], { gray: 2, yellow: 3 }), player(['red'], { gray: 2, blue: 3, green: 3, yellow: 5 })],
      winner: 0, part: 1, tradeAfterWin: false,
    };
    expect(encodeCascade(mike)).toBe('w0p1.BGk2y3.Rk2b3g3y5');
    expect(decodeCascade('w0p1.BGk2y3.Rk2b3g3y5')).toEqual({ ok: true, value: canonical(mike) });
  });

  it('round-trips every reachable position, canonically and briefly', () => {
    fc.assert(fc.property(reachable, (position) => {
      const code = encodeCascade(position);
      expect(code.length).toBeLessThan(60);
      expect(code).toMatch(/^[A-Za-z0-9.-]+$/);
      expect(decodeCascade(code)).toEqual({ ok: true, value: canonical(position) });
      expect(encodeCascade(canonical(position))).toBe(code);
    }), { numRuns: 500, seed: 7 });
  });

  it('round-trips positions at the scoring with atScoring', () => {
    fc.assert(fc.property(fc.nat(), (seed) => {
      const { players, winner } = randomScoring(seededRandom(seed), 4);
      const position: CascadePosition = { players, winner, part: winner, tradeAfterWin: false };
      const decoded = decodeCascade(encodeCascade(position), { atScoring: true });
      expect(decoded).toEqual({ ok: true, value: canonical(position) });
    }), { numRuns: 200, seed: 11 });
  });

  it('reads only the code it writes: an empty player yes; spaces, colors out of order or zero counts are refused with the code this site writes', () => {
    expect(decodeCascade('w1p1t.-.Rk1y2')).toEqual({
      ok: true,
      value: { players: [player([], {}), player(['red'], { gray: 1, yellow: 2 })], winner: 1, part: 1, tradeAfterWin: true },
    });
    expect(decodeCascade(' w1p1t.-.y2k1R ').ok).toBe(false); // capitals after cubes
    for (const altered of [' w1p1t.-.Rk1y2 ', 'w1p1t.-.Ry2k1', 'w1p1t.-.Rk1y2b0', 'w1p1t.-.Rk01y2']) {
      const refused = decodeCascade(altered);
      expect(refused.ok, altered).toBe(false);
      if (!refused.ok) expect(refused.problem).toEqual({ code: 'code-not-canonical', written: 'w1p1t.-.Rk1y2' });
    }
  });
});

describe('a code not in the form codes are written is refused with the facts of what is wrong', () => {
  const forms: Array<[string, object]> = [
    ['', { code: 'code-parts' }],
    ['w0p1.R', { code: 'code-parts' }],
    ['x'.repeat(201), { code: 'code-too-long', max: 200 }],
    ['w2p0.-.-', { code: 'code-header', header: 'w2p0' }],
    ['w0p0x.-.-', { code: 'code-header', header: 'w0p0x' }],
    ['w0p1..-', { code: 'code-player-empty', player: 0 }],
    ['w0p1.-.q1', { code: 'code-letter', player: 1, letter: 'q' }],
    ['w0p1.k.-', { code: 'code-count-missing', player: 0, color: 'gray' }],
    ['w0p1.k1k2.-', { code: 'code-cubes-twice', player: 0, color: 'gray' }],
    ['w0p1.r123.-', { code: 'code-count-large', player: 0, color: 'red' }],
    ['w0p1.k1R.-', { code: 'code-trophy-order', player: 0 }],
    ['w0p1.RR.-', { code: 'code-trophy-twice', player: 0, color: 'red' }],
  ];
  it.each(forms)('%s → %o', (code, problem) => {
    const result = decodeCascade(code);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('bad-position');
    expect(result.problem).toEqual(problem);
  });
});

describe('rejected codes name the field at fault', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['w0p1.k6.-', { code: 'cas-cubes-over', field: 'players[0].cubes.gray', color: 'gray', held: 6, total: 5 }],
    ['w0p1.-.r14', { code: 'cas-cubes-over', field: 'players[1].cubes.red', color: 'red', held: 14, total: 13 }],
    ['w0p1.r8.r6', { code: 'cas-cubes-over', field: 'cubes.red', color: 'red', held: 14, total: 13 }],
    ['w0p1.KBG.-', { code: 'cas-game-won', field: 'players[0].trophies', player: 0, count: 3 }],
    ['w0p1.R.R', { code: 'cas-trophy-both', field: 'trophies', color: 'red' }],
    ['w0p1.Kk2.k1', { code: 'cas-unpaid', field: 'cubes', colors: ['gray'] }],
    ['w1p1.Kk3.Bb4', { code: 'cas-unpaid', field: 'cubes', colors: ['gray', 'blue'] }],
    ['w0p1.k3.-', { code: 'cas-claim-open', field: 'players[0] (W).cubes.gray', player: 0, color: 'gray', count: 3, winner: true }],
    ['w1p1.-.Yy3r7', { code: 'cas-claim-open', field: 'players[1] (W).cubes.red', player: 1, color: 'red', count: 7, winner: true }],
    ['w0p0.-.b4', { code: 'cas-claim-open', field: 'players[1] (O).cubes.blue', player: 1, color: 'blue', count: 4, winner: false }],
  ];
  it.each(cases)('%s → %o', (code, facts) => {
    const result = decodeCascade(code);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe('bad-position');
    expect(result.problem).toEqual(facts);
  });

  it('at the scoring, W may hold compulsory claims (one tile’s worth), but the part is W’s', () => {
    expect(decodeCascade('w0p0.k3.-', { atScoring: true }).ok).toBe(true);
    // 3 gray over 2 and 1 blue over 3: the 4 cubes of one tile.
    expect(decodeCascade('w0p0.k5b4.-', { atScoring: true }).ok).toBe(true);
    const five = decodeCascade('w0p0.k5b5.-', { atScoring: true });
    expect(five.ok || five.problem).toEqual({ code: 'cas-won-too-many', field: 'players[0] (W).cubes', player: 0, over: 5, max: 4 });
    const other = decodeCascade('w0p0.-.y6', { atScoring: true });
    expect(other.ok || other.problem).toMatchObject({ code: 'cas-claim-open', player: 1, color: 'yellow', winner: false });
    const wrong = decodeCascade('w0p1.k3.-', { atScoring: true });
    expect(wrong.ok || wrong.problem).toEqual({ code: 'cas-scoring-part', field: 'part', winner: 0, part: 1 });
  });
});

describe('which spent cubes are possible', () => {
  it('a trophy paid with trade sets leaves its own color free: 4 gray held with gray claimed', () => {
    // Red was claimed first (7 red); gray later with 1 gray + 2 red sets: 4 gray stay in play.
    expect(paymentsPossible(cubes({ gray: 4 }), ['gray', 'red'])).toBe(true);
    expect(checkCascadePosition({
      players: [player(['gray'], { gray: 2 }), player(['red'], { gray: 2 })], winner: 1, part: 1, tradeAfterWin: false,
    }).ok).toBe(true);
  });

  it('the first trophy of a game is paid in its own color', () => {
    expect(paymentsPossible(cubes({ gray: 3 }), ['gray'])).toBe(false);
    expect(paymentsPossible(cubes({ gray: 2 }), ['gray'])).toBe(true);
  });

  it('trades need enough cubes of colors claimed earlier', () => {
    // Gray first (3 of 5) leaves no gray set; blue first (4 of 7) leaves 3 blue = 1 set; with 4 blue held, neither works.
    expect(paymentsPossible(cubes({ gray: 3, blue: 0 }), ['gray', 'blue'])).toBe(true);
    expect(paymentsPossible(cubes({ gray: 3, blue: 4 }), ['gray', 'blue'])).toBe(false);
  });

  it('every position the cascade reaches from a valid scoring stays valid', () => {
    fc.assert(fc.property(fc.nat(), (seed) => {
      const { players, winner } = randomScoring(seededRandom(seed), 6);
      const start = startCascade(players, winner, { tradeAfterWin: false });
      if (start.position) expect(checkCascadePosition(start.position)).toMatchObject({ ok: true });
    }), { numRuns: 300, seed: 5 });
  });
});

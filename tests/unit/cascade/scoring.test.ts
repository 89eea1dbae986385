// Solving from the moment of the scoring (solveFromScoring) with the real engine: the rulebook
// example, the compulsory claims against a plain reading of rules §6, the value against the
// brute-force minimax, and the `start` parameter of a link (parseCascadeStart).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLORS, TROPHIES_TO_WIN, TROPHY_COST } from '../../../src/engine/balloon-cup/components.ts';
import type { Color } from '../../../src/engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../../src/engine/balloon-cup/cascade.ts';
import { cascadeActionKey } from '../../../src/engine/balloon-cup/cascade-action.ts';
import { checkCascadePosition, decodeCascade, parseCascadeStart } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { randomScoring, seededRandom } from '../../../src/engine/balloon-cup/cascade-random.ts';
import { solveFromScoring } from '../../../src/engine/balloon-cup/cascade-scoring.ts';
import type { CascadeValue } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import { scoringWords } from '../../../src/machines/balloon-cup/cascade-words.ts';
import { bruteValue } from './brute-force.ts';

const VALUES: Record<number, CascadeValue> = { 1: 'winner-wins', 0: 'no-win', [-1]: 'other-wins' };
const NAMES = ['Kevin', 'Mike'] as const;

function atScoring(code: string): CascadePosition {
  const decoded = decodeCascade(code, { atScoring: true });
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.value;
}

/** Rules §6 step 1, read directly: W claims, gray to red, every unclaimed trophy its own cubes pay, until a third. */
function compulsoryByHand(position: CascadePosition): Color[] {
  const w = position.players[position.winner];
  const taken = new Set<Color>([...position.players[0].trophies, ...position.players[1].trophies]);
  const claims: Color[] = [];
  for (const c of COLORS) {
    if (w.trophies.length + claims.length >= TROPHIES_TO_WIN) break;
    if (!taken.has(c) && w.cubes[c] >= TROPHY_COST[c]) claims.push(c);
  }
  return claims;
}

describe('solveFromScoring', () => {
  it('the rulebook example from the scoring: green is forced, then gray or pass holds the draw', () => {
    const solved = solveFromScoring(atScoring('w0p0.k2b3g5y3r3.Rk2b3g3y5'));
    expect(solved.compulsory).toEqual(['green']);
    expect(solved.step.players[0].trophies).toEqual(['green']);
    expect(solved.step.position?.part).toBe(0);
    expect(solved.value).toBe('no-win');
    expect(solved.solution?.best.map(cascadeActionKey)).toEqual(['gray+red1', 'pass']);
    const words = scoringWords(solved, 0, NAMES);
    expect(words.claims).toEqual(['Kevin must claim green (5 green cubes)']);
    expect(words.after).toBe("The cascade goes on with Kevin's part: any claims with trades are Kevin's choice.");
    expect(words.verdict).toMatch(/^Neither player can force a third trophy/);
  });

  it('compulsory claims that make a third trophy end the game: W wins, nothing to solve', () => {
    const solved = solveFromScoring(atScoring('w1p1.Rk2.KBg5'));
    expect(solved.compulsory).toEqual(['green']);
    expect(solved.step.gameWinner).toBe(1);
    expect(solved.value).toBe('winner-wins');
    expect(solved.solution).toBeNull();
    const words = scoringWords(solved, 1, NAMES);
    expect(words.after).toBe("That is Mike's third trophy: the compulsory claims end the game, and Mike wins before anyone has a choice.");
    expect(words.verdict).toBe('Mike wins the game at the scoring, with no choice made.');
  });

  it('when nobody can claim after them the cascade ends with no winner; no claims are said so', () => {
    const ended = solveFromScoring(atScoring('w0p0.k2b3g5y3r3.-'));
    expect(ended.compulsory).toEqual(['green']);
    expect(ended.step.position).toBeNull();
    expect(ended.value).toBe('no-win');
    expect(scoringWords(ended, 0, NAMES).after).toBe('After them nobody can pay for a trophy: the cascade ends at once, with no winner.');

    const none = solveFromScoring(atScoring('w0p0.k2y3.Rk2b3g3y5r3'));
    expect(none.compulsory).toEqual([]);
    const words = scoringWords(none, 0, NAMES);
    expect(words.claims).toEqual([]);
    expect(words.after).toBe("Kevin has no compulsory claim and cannot pay for any trophy, so the cascade goes on with Mike's part.");
    const trades = scoringWords(solveFromScoring(atScoring('w0p0.k2y3r3.Rk2b3g3y5')), 0, NAMES);
    expect(trades.claims).toEqual([]);
    expect(trades.after).toMatch(/^Kevin has no compulsory claim: .* The cascade starts with Kevin's part\.$/);
  });

  it('makes the claims rules §6 asks for and values what they leave as the brute force does', () => {
    fc.assert(fc.property(fc.nat(), fc.boolean(), (seed, tradeAfterWin) => {
      const { players, winner } = randomScoring(seededRandom(seed));
      const position: CascadePosition = { players, winner, part: winner, tradeAfterWin };
      expect(checkCascadePosition(position, { atScoring: true }).ok).toBe(true);
      const solved = solveFromScoring(position);
      expect(solved.compulsory).toEqual(compulsoryByHand(position));
      const after = solved.step.position;
      if (after === null) {
        expect(solved.value).toBe(solved.step.gameWinner === winner ? 'winner-wins' : 'no-win');
        return;
      }
      const brute = {
        cubes: after.players.map((p) => COLORS.map((c) => p.cubes[c])),
        trophies: after.players.map((p) => COLORS.map((c) => p.trophies.includes(c))),
        winner: after.winner,
        tradeAfterWin,
      };
      expect(solved.value).toBe(VALUES[bruteValue(brute, after.part, new Map())]);
      expect(solved.solution?.value).toBe(solved.value);
    }), { numRuns: 200, seed: 11 });
  });
});

describe('parseCascadeStart', () => {
  it('reads scoring and phase; no start means mid-cascade', () => {
    expect(parseCascadeStart('scoring')).toEqual({ ok: true, value: 'scoring' });
    expect(parseCascadeStart('phase')).toEqual({ ok: true, value: 'phase' });
    expect(parseCascadeStart(null)).toEqual({ ok: true, value: 'phase' });
  });

  it('names start for anything else, and keeps a long value short', () => {
    const bad = parseCascadeStart('bogus');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problem).toEqual({ code: 'code-start', start: 'bogus' });
    const long = parseCascadeStart('x'.repeat(500));
    if (!long.ok) expect(long.problem).toEqual({ code: 'code-start', start: `${'x'.repeat(30)}…` });
    expect(parseCascadeStart('').ok).toBe(false);
  });
});

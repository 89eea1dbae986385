// The solver against an independent brute-force minimax, and its lines against the engine.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLORS, TROPHY_COST } from '../../../src/engine/balloon-cup/components.ts';
import type { Color, Player } from '../../../src/engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../../src/engine/balloon-cup/cascade.ts';
import { cascadeActions } from '../../../src/engine/balloon-cup/cascade.ts';
import { cascadeActionKey } from '../../../src/engine/balloon-cup/cascade-action.ts';
import { evaluateActions, isWinFor, solveCascade } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import type { CascadeValue } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import { bruteActions, bruteAfter, bruteKey, bruteValue } from './brute-force.ts';
import type { BruteState } from './brute-force.ts';
import { claim, pass, player, replay } from './helpers.ts';

const VALUES: Record<number, CascadeValue> = { 1: 'winner-wins', 0: 'no-win', [-1]: 'other-wins' };

/** Any cascade position the solver may be handed: valid or not, cubes up to cost + 3. */
const positionArb: fc.Arbitrary<CascadePosition> = fc
  .record({
    owners: fc.array(fc.constantFrom<(Player | null)[]>(null, null, 0, 1), { minLength: 5, maxLength: 5 }),
    cubes: fc.tuple(
      fc.tuple(...COLORS.map((c) => fc.nat({ max: TROPHY_COST[c] + 3 }))),
      fc.tuple(...COLORS.map((c) => fc.nat({ max: TROPHY_COST[c] + 3 }))),
    ),
    winner: fc.constantFrom<Player>(0, 1),
    part: fc.constantFrom<Player>(0, 1),
    tradeAfterWin: fc.boolean(),
  })
  .filter(({ owners }) => owners.filter((o) => o === 0).length <= 2 && owners.filter((o) => o === 1).length <= 2)
  .map(({ owners, cubes, winner, part, tradeAfterWin }) => {
    const make = (p: Player) => player(
      COLORS.filter((_, i) => owners[i] === p),
      Object.fromEntries(COLORS.map((c, i) => [c, cubes[p][i]!])) as Record<Color, number>,
    );
    return { players: [make(0), make(1)] as const, winner, part, tradeAfterWin };
  });

function toBrute(position: CascadePosition): BruteState {
  return {
    cubes: position.players.map((p) => COLORS.map((c) => p.cubes[c])),
    trophies: position.players.map((p) => COLORS.map((c) => p.trophies.includes(c))),
    winner: position.winner,
    tradeAfterWin: position.tradeAfterWin,
  };
}

const RUNS = { numRuns: 400, seed: 20240601 };

describe('solveCascade against a brute-force minimax', () => {
  it('finds the value and the complete set of best first actions', () => {
    fc.assert(fc.property(positionArb, (position) => {
      const state = toBrute(position);
      const memo = new Map<string, number>();
      const value = bruteValue(state, position.part, memo);
      const best = bruteActions(state, position.part)
        .filter((a) => bruteAfter(state, position.part, a, memo) === value)
        .map(bruteKey);
      const solution = solveCascade(position);
      expect(solution.value).toBe(VALUES[value]);
      expect(solution.best.map(cascadeActionKey).sort()).toEqual(best.sort());
    }), RUNS);
  });

  it('lists the same actions as the brute force, and values each one the same', () => {
    fc.assert(fc.property(positionArb, (position) => {
      const state = toBrute(position);
      const memo = new Map<string, number>();
      const brute = new Map(bruteActions(state, position.part).map((a) => [bruteKey(a), VALUES[bruteAfter(state, position.part, a, memo)]]));
      const evaluations = evaluateActions(position);
      expect(evaluations.map((e) => cascadeActionKey(e.action)).sort()).toEqual([...brute.keys()].sort());
      for (const e of evaluations) expect(e.value).toBe(brute.get(cascadeActionKey(e.action)));
    }), RUNS);
  });
});

describe('lines of play', () => {
  it('the pv starts with a best action, replays legally and ends at the value', () => {
    fc.assert(fc.property(positionArb, (position) => {
      const solution = solveCascade(position);
      expect(solution.best.map(cascadeActionKey)).toContain(cascadeActionKey(solution.pv[0]!));
      const played = replay(position, solution.pv);
      expect(played.ok).toBe(true);
      expect(played.value).toBe(solution.value);
    }), RUNS);
  });

  it('after each first action, the line replays legally and ends at that action’s value', () => {
    fc.assert(fc.property(positionArb, (position) => {
      for (const e of evaluateActions(position)) {
        const played = replay(position, [e.action, ...e.line]);
        expect(played.ok).toBe(true);
        expect(played.value).toBe(e.value);
      }
    }), { ...RUNS, numRuns: 200 });
  });

  it('every action of cascadeActions is evaluated, in the same order', () => {
    fc.assert(fc.property(positionArb, (position) => {
      expect(evaluateActions(position).map((e) => e.action)).toEqual(cascadeActions(position));
    }), { ...RUNS, numRuns: 100 });
  });

  it('a winner wins as quickly as possible: a third trophy in reach is taken at once', () => {
    // W holds gray and red and 7 blue cubes' worth: blue now wins; passing first only delays.
    const position: CascadePosition = {
      players: [player(['gray', 'red'], { blue: 3, red: 6 }), player(['yellow'], { green: 4 })],
      winner: 0, part: 0, tradeAfterWin: false,
    };
    const solution = solveCascade(position);
    expect(solution.value).toBe('winner-wins');
    expect(solution.pv).toEqual([claim('blue', { red: 1 })]);
  });
});

describe('a property of the rules the puzzles rely on', () => {
  it('every payment of one trophy has the same value (sets of claimed colors are interchangeable)', () => {
    fc.assert(fc.property(positionArb, (position) => {
      const byTrophy = new Map<string, Set<CascadeValue>>();
      for (const e of evaluateActions(position)) {
        if (e.action.type !== 'claim') continue;
        byTrophy.set(e.action.trophy, (byTrophy.get(e.action.trophy) ?? new Set()).add(e.value));
      }
      for (const values of byTrophy.values()) expect(values.size).toBe(1);
    }), RUNS);
  });
});

describe('edge cases', () => {
  it('a part with nothing to claim can only pass', () => {
    const position: CascadePosition = {
      players: [player([], { gray: 1 }), player([], { blue: 2 })], winner: 0, part: 0, tradeAfterWin: false,
    };
    expect(solveCascade(position)).toEqual({ value: 'no-win', best: [pass], pv: [pass] });
  });

  it('trade-after-win: O may not trade, so O cannot take the gray trophy with a red set', () => {
    const players = [player(['red'], {}), player(['blue'], { gray: 2, red: 3 })] as const;
    const open: CascadePosition = { players: [players[0], players[1]], winner: 0, part: 1, tradeAfterWin: false };
    expect(solveCascade(open).best).toContainEqual(claim('gray', { red: 1 }));
    const closed: CascadePosition = { ...open, tradeAfterWin: true };
    expect(solveCascade(closed)).toEqual({ value: 'no-win', best: [pass], pv: [pass] });
  });

  it('counts past the memo key’s 4 bits still solve (string key)', () => {
    const position: CascadePosition = {
      players: [player(['yellow', 'green'], { red: 16 }), player([], { gray: 3 })], winner: 1, part: 0, tradeAfterWin: false,
    };
    const solution = solveCascade(position);
    expect(solution.value).toBe('other-wins');
    expect(isWinFor(solution.value, 0, 1)).toBe(true);
  });
});

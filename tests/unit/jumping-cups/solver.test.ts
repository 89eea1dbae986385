// The solver: small positions checked by hand, then an independent brute force on many
// late-game positions, then the consistency of a whole perfect game.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Solver, evaluate, gameStatus, legalMoves, play, solve, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';
import { bruteMove, bruteSolve, TooBig } from './brute-force.ts';
import type { BruteResult } from './brute-force.ts';
import { move, position } from './helpers.ts';

describe('hand-checked positions', () => {
  it('refuses a position play cannot reach instead of answering wrongly', () => {
    const sixRed: Position = { ...startPosition(), squares: startPosition().squares.map((s, i) => (i === 6 ? ['red'] : s)) };
    expect(() => solve(sixRed)).toThrow(RangeError);
  });

  it('a player whose only move leaves the track loses in 1', () => {
    const solution = solve(position({ 1: 'ry', 2: 'ry', 3: 'ry', 4: 'ry', 7: 'y', 14: 'r' }, 'red'));
    expect(solution).toEqual({
      value: 'loss', plies: 1, bestMoves: [],
      moves: [{ from: 14, value: 'loss', plies: 1, leftTrack: true }],
    });
  });

  it('a quiet move that leaves the opponent only moves off the track wins in 2', () => {
    // Yellow's free cups: 1 (height 2) and 6 (height 7) both go past square 1. Red's only free
    // cup, 8, steps to 9 without uncovering anything.
    const board = { 1: 'ry', 6: 'rrryyyy', 8: 'r' };
    expect(solve(position(board, 'red'))).toEqual({
      value: 'win', plies: 2, bestMoves: [8],
      moves: [{ from: 8, value: 'win', plies: 2, leftTrack: false }],
    });
    expect(evaluate(position(board, 'yellow'))).toEqual({ value: 'loss', plies: 1 });
  });

  it('covering the opponent’s last free cup wins in 1; moves off the track lose in 1', () => {
    // Yellow 8 → 7 covers red's only free cup. Yellow's tops on 2, 4 and 5 leave the track (4 and
    // 5 by the chain rule onto 2 and 3); 3 → 1 is a quiet move.
    const solution = solve(position({ 2: 'ry', 3: 'ry', 4: 'ry', 5: 'ry', 7: 'r', 8: 'y' }, 'yellow'));
    expect(solution.value).toBe('win');
    expect(solution.plies).toBe(1);
    expect(solution.bestMoves).toContain(8);
    for (const from of [2, 4, 5]) {
      expect(solution.moves.find((m) => m.from === from)).toEqual({ from, value: 'loss', plies: 1, leftTrack: true });
    }
    expect(solution.moves.find((m) => m.from === 8)).toEqual({ from: 8, value: 'win', plies: 1, leftTrack: false });
  });

  it('filling the finish wins in 1', () => {
    // 9 (height 5) → 14 fills 10–14. 10 and 12 chain off the track; 11 and 13 vacate a square.
    const solution = solve(position({ 6: 'y', 9: 'yyyyr', 10: 'r', 11: 'r', 12: 'r', 13: 'r' }, 'red'));
    expect(solution.value).toBe('win');
    expect(solution.plies).toBe(1);
    expect(solution.bestMoves).toContain(9);
    expect(solution.moves.find((m) => m.from === 10)).toMatchObject({ value: 'loss', plies: 1, leftTrack: true });
    expect(solution.moves.find((m) => m.from === 12)).toMatchObject({ value: 'loss', plies: 1, leftTrack: true });
  });

  it('a finished game is worth 0 plies, lost for the side to move unless the other side left the track', () => {
    const filled = position({ 6: 'yyyyy', 10: 'r', 11: 'r', 12: 'r', 13: 'r', 14: 'r' }, 'yellow');
    expect(solve(filled)).toEqual({ value: 'loss', plies: 0, bestMoves: [], moves: [] });
    const blocked = move(position({ 2: 'ry', 3: 'ry', 4: 'ry', 5: 'ry', 7: 'r', 8: 'y' }, 'yellow'), 8).position;
    expect(evaluate(blocked)).toEqual({ value: 'loss', plies: 0 });
    const left = move(position({ 1: 'ry', 2: 'ry', 3: 'ry', 4: 'ry', 7: 'y', 14: 'r' }, 'red'), 14).position;
    expect(evaluate(left)).toEqual({ value: 'win', plies: 0 });
  });
});

/** A late-game position: a seeded random game from the start, cut where it has moves left. */
const lateGame: fc.Arbitrary<Position> = fc
  .record({
    first: fc.constantFrom('red' as const, 'yellow' as const),
    picks: fc.array(fc.nat(), { minLength: 30, maxLength: 80 }),
  })
  .map(({ first, picks }) => {
    let p: Position = startPosition({ first });
    for (const pick of picks) {
      // Random moves off the track would end most games at once; keep them for the search.
      const moves = legalMoves(p).filter((from) => {
        const r = play(p, from);
        return r.ok && !r.value.status.over;
      });
      if (moves.length === 0) break;
      const r = play(p, moves[pick % moves.length]!);
      if (!r.ok) throw new Error(r.message);
      p = r.value.position;
    }
    return p;
  });

// Positions the brute force gives up on (more states than this) are skipped, keeping the test fast.
const BRUTE_LIMIT = 5_000;

describe('against a brute-force minimax', () => {
  it('finds the value, the length, every move’s outcome, and all winning moves as best', () => {
    let compared = 0;
    let slowerWinsSeen = 0;
    const shared = new Solver();
    fc.assert(fc.property(lateGame, fc.boolean(), (p, reuse) => {
      const memo = new Map<string, BruteResult>();
      let expected: BruteResult;
      let outcomes: { from: number; result: BruteResult }[];
      try {
        expected = bruteSolve(p, memo, BRUTE_LIMIT);
        outcomes = legalMoves(p).map((from) => ({ from, result: bruteMove(p, from, memo, BRUTE_LIMIT) }));
      } catch (error) {
        if (error instanceof TooBig) return;
        throw error;
      }
      compared += 1;
      const solver = reuse ? shared : new Solver();
      const solution = solver.solve(p);
      const want = { value: expected.win ? 'win' : 'loss', plies: expected.plies };
      expect({ value: solution.value, plies: solution.plies }).toEqual(want);
      expect(solver.evaluate(p)).toEqual(want);
      expect(solution.moves.map((m) => ({ from: m.from, win: m.value === 'win', plies: m.plies })))
        .toEqual(outcomes.map((o) => ({ from: o.from, ...o.result })));
      const winning = outcomes.filter((o) => o.result.win).map((o) => o.from);
      expect(solution.bestMoves).toEqual(winning);
      if (outcomes.some((o) => o.result.win && o.result.plies > expected.plies)) slowerWinsSeen += 1;
    }), { numRuns: 250, seed: 20240601 });
    // The comparison must have happened, including on positions where "all winning moves" and
    // "fastest winning moves" differ.
    expect(compared).toBeGreaterThan(150);
    expect(slowerWinsSeen).toBeGreaterThan(0);
  });
});

describe('a perfect game', () => {
  it('shortens by exactly one ply per move and flips the value, with one solver reused throughout', () => {
    // From a middle-game position: the winner plays its fastest win, the loser its longest defence.
    let p = position({ 1: 'y', 4: 'r', 5: 'rrr', 9: 'yyy', 12: 'y', 14: 'r' }, 'red');
    const solver = new Solver();
    let solution = solver.solve(p);
    let plies = 0;
    while (!gameStatus(p).over) {
      const choice = solution.value === 'win'
        ? solution.moves.find((m) => m.value === 'win' && m.plies === solution.plies)
        : solution.moves.find((m) => m.plies === solution.plies);
      expect(choice).toBeDefined();
      const next = move(p, choice!.from);
      plies += 1;
      if (next.status.over) {
        expect(solution.plies).toBe(1);
        expect(next.status.winner === p.turn).toBe(solution.value === 'win');
        break;
      }
      const after = solver.solve(next.position);
      expect(after.plies).toBe(solution.plies - 1);
      expect(after.value).not.toBe(solution.value);
      expect(after).toEqual(new Solver().solve(next.position));
      p = next.position;
      solution = after;
    }
    expect(plies).toBeGreaterThan(10);
  });
});

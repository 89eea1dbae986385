// The review of a game (bots/review.ts): each move is judged from what its mover knew then, the
// same on every run, and marked by the thresholds the page states.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { BUDGETS, NOTHING_KNOWN, botMove, determinize, observe, unseenCards } from '../../../src/engine/balloon-cup/bots/index.ts';
import type { Known } from '../../../src/engine/balloon-cup/bots/index.ts';
import { THRESHOLDS, aimOf, markOf, moverViews, reviewMove, turningPoints } from '../../../src/engine/balloon-cup/bots/review.ts';
import type { MoveReview } from '../../../src/engine/balloon-cup/bots/review.ts';
import { seatState, seatView } from '../../../src/engine/balloon-cup/bots/seat-view.ts';
import { other } from '../../../src/engine/balloon-cup/components.ts';
import { mover } from '../../../src/engine/balloon-cup/moves.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { makeRng } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';

/** A whole game, Beginner (player 0) against Club, with what each side knew before each move. */
function game(seed: number, options: Partial<Options> = {}) {
  let state = newGame(seed, options);
  const states: GameState[] = [state];
  const moves: Move[] = [];
  const knowns: Known[] = [];
  let known: Known = NOTHING_KNOWN;
  while (!state.result && moves.length < 400) {
    const p = mover(state);
    const move = botMove(state, p === 0 ? 'beginner' : 'club', known[p], seed * 1000 + moves.length);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    knowns.push(known);
    known = observe(known, p, move, next.value.events);
    state = next.value.state;
    states.push(state);
    moves.push(move);
  }
  return { states, moves, knowns };
}

// Small budgets: the tests check honesty and the marks' rules, not the review's strength.
const FAST = { ...BUDGETS.strong, iterations: 60 };
const DEALS = 12;

describe('the review sees only what the mover saw', () => {
  const games = [game(7), game(12, { claimTiming: 'own-turn', exchangeMin: 1 }), game(30, { spentCubes: 'bag', cubeLimit: true })];

  it('each move is judged from the mover\'s view before it, whatever happens later in the game', () => {
    for (const { states, moves, knowns } of games) {
      const views = moverViews(states, moves);
      for (let k = 0; k < moves.length; k += 1) {
        expect(views[k]).toEqual(seatView(states[k]!, knowns[k]![mover(states[k]!)]));
        // The hand revealed at the end (or any later move) cannot reach an earlier move's view.
        if (k % 7 === 0) expect(moverViews(states.slice(0, k + 1), moves.slice(0, k + 1))[k]).toEqual(views[k]);
      }
    }
  });

  it('re-dealing the cards the mover could not see does not change that move\'s estimate', () => {
    let checked = 0;
    let differed = 0;
    for (const [g, { states, moves, knowns }] of games.entries()) {
      for (let k = 3; k < moves.length; k += 11) {
        const state = states[k]!;
        const me = mover(state);
        const known = knowns[k]![me];
        const review = reviewMove(seatView(state, known), moves[k]!, k, 99 + g, DEALS, FAST);
        const rng = makeRng(1234 + k);
        for (let r = 0; r < 2; r += 1) {
          // Another world that looks the same to the mover: the other hand (keeping the cards an
          // exchange showed), the supply and the bag's order dealt anew, another random state.
          const world = determinize(state, me, known, unseenCards(state, me), rng);
          if (JSON.stringify(world.hands[other(me)]) !== JSON.stringify(state.hands[other(me)]) || JSON.stringify(world.supply) !== JSON.stringify(state.supply)) differed += 1;
          expect(reviewMove(seatView(world, known), moves[k]!, k, 99 + g, DEALS, FAST)).toEqual(review);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
    // The worlds really hid other cards: the test would catch a review that read them.
    expect(differed).toBeGreaterThan(checked);
  });

  it('the same game gets the same review on every run (seeded by the game and the move)', () => {
    const { states, moves, knowns } = games[0]!;
    const k = 10;
    const view = seatView(states[k]!, knowns[k]![mover(states[k]!)]);
    expect(reviewMove(view, moves[k]!, k, 5, DEALS, FAST)).toEqual(reviewMove(structuredClone(view), moves[k]!, k, 5, DEALS, FAST));
  });
});

describe('marks follow the stated thresholds', () => {
  it('a loss is an inaccuracy from 0.05, a mistake from 0.10, a blunder from 0.20', () => {
    expect(THRESHOLDS).toEqual({ inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 });
    expect(markOf(0)).toBeNull();
    expect(markOf(0.0499)).toBeNull();
    expect(markOf(0.05)).toBe('inaccuracy');
    expect(markOf(0.0999)).toBe('inaccuracy');
    expect(markOf(0.1)).toBe('mistake');
    expect(markOf(0.1999)).toBe('mistake');
    expect(markOf(0.2)).toBe('blunder');
    expect(markOf(0.9)).toBe('blunder');
  });

  it('every reviewed move carries the mark of its loss, and a marked move names a better one and what it aims at', () => {
    const { states, moves, knowns } = game(3);
    const reviews: MoveReview[] = [];
    for (let k = 0; k < moves.length; k += 1) {
      const state = states[k]!;
      const review = reviewMove(seatView(state, knowns[k]![mover(state)]), moves[k]!, k, 3, DEALS, FAST);
      reviews.push(review);
      expect(review.loss).toBeGreaterThanOrEqual(0);
      expect(review.loss).toBeCloseTo(review.best - review.played, 12);
      expect(review.chance).toBeCloseTo(review.mover === 0 ? review.played : 1 - review.played, 12);
      if (review.better === null) {
        expect(review.mark).toBeNull();
        continue;
      }
      expect(review.better).not.toEqual(moves[k]);
      expect(review.mark).toBe(markOf(review.loss));
      // The aim is what the engine says the better move does in the mover's view.
      expect(review.aim).toEqual(aimOf(seatState(seatView(state, knowns[k]![mover(state)])), review.better));
      const aim = review.aim;
      if (aim?.kind === 'win-tile' || aim?.kind === 'close-tile') {
        const applied = apply(state, review.better);
        expect(applied.ok && applied.value.events.some((e) => e.type === 'scored' && e.tile === aim.tile && (e.winner === review.mover) === (aim.kind === 'win-tile'))).toBe(true);
      }
    }
    expect(reviews.some((r) => r.mark !== null)).toBe(true);
    // Turning points: the largest swings of player 0's chance, largest first.
    const points = turningPoints(reviews);
    const swings = reviews.map((r, k) => Math.abs(r.chance - (k === 0 ? 0.5 : reviews[k - 1]!.chance)));
    for (const p of points) expect(Math.abs(p.swing)).toBeCloseTo(swings[p.index]!, 12);
    for (let i = 1; i < points.length; i += 1) expect(Math.abs(points[i]!.swing)).toBeLessThanOrEqual(Math.abs(points[i - 1]!.swing));
    if (points.length > 0) expect(Math.abs(points[0]!.swing)).toBeCloseTo(Math.max(...swings.filter((s) => s >= THRESHOLDS.mistake)), 12);
  });
});

// Practising a reviewed move again ("Practice your mistakes"): a new choice at a marked move is
// judged exactly as the review judged the move played (review.ts): in the same dealt worlds, with
// the same playouts, against Strong's move, from what the mover saw then. A choice that gives away
// less than the inaccuracy threshold is accepted, whoever's move it is. A miss is shown the line
// that punishes the move first played: Strong playing both seats from the position after it, each
// seat seeing only its own hand and what exchanges showed it.
import { apply } from '../apply.ts';
import { mover } from '../moves.ts';
import type { GameState, Move } from '../state.ts';
import { observe } from './knowledge.ts';
import type { Known } from './knowledge.ts';
import { REVIEW_BUDGET, REVIEW_DEALS, THRESHOLDS, compareMoves, compareSeed, reviewSeed } from './review.ts';
import { searchMove } from './search.ts';
import type { SearchBudget } from './search.ts';
import { seatState, seatView } from './seat-view.ts';
import type { SeatView } from './seat-view.ts';

export interface Judged {
  /** Estimated value for the mover of the new choice and of the best of it and Strong's move. */
  readonly value: number;
  readonly best: number;
  /** best − value, never below 0. */
  readonly loss: number;
  /** The loss is under the inaccuracy threshold. */
  readonly accepted: boolean;
}

function same(a: Move, b: Move): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A new choice `chosen` at move `index` of the game numbered `gameSeed`, judged against Strong's
 * move `strong` there (the review's `better`) in the mover's `view` before that move.
 */
export function judgeChoice(view: SeatView, chosen: Move, strong: Move, index: number, gameSeed: number, deals = REVIEW_DEALS, budget = REVIEW_BUDGET): Judged {
  if (same(chosen, strong)) return { value: 1, best: 1, loss: 0, accepted: true };
  const state = seatState(view);
  const [value = 0.5, strongValue = value] = compareMoves(state, view.known, [chosen, strong], deals, budget, compareSeed(reviewSeed(gameSeed, index)));
  const best = Math.max(value, strongValue);
  const loss = best - value;
  return { value, best, loss, accepted: loss < THRESHOLDS.inaccuracy };
}

/** How many moves the punishing line plays after the move first made. */
export const LINE_MOVES = 4;

/**
 * The line after `played` in `state` (the true position of a finished game, public by then):
 * Strong plays each seat in turn, each knowing what it would have known, for `count` moves or to
 * the end. Returns the moves; `states[k]` is the position before `moves[k]`, the last the end.
 */
export function punishingLine(state: GameState, played: Move, known: Known, seed: number, count = LINE_MOVES, budget = REVIEW_BUDGET): { moves: Move[]; states: GameState[] } {
  const first = apply(state, played);
  if (!first.ok) return { moves: [], states: [state] };
  let now = first.value.state;
  let seen = observe(known, mover(state), played, first.value.events);
  const moves: Move[] = [];
  const states: GameState[] = [now];
  for (let k = 0; k < count && !now.result; k += 1) {
    const me = mover(now);
    const move = searchMove(seatState(seatView(now, seen[me])), seen[me], budget, (seed + k * 7919) >>> 0).move;
    const next = apply(now, move);
    if (!next.ok) break;
    seen = observe(seen, me, move, next.value.events);
    moves.push(move);
    now = next.value.state;
    states.push(now);
  }
  return { moves, states };
}

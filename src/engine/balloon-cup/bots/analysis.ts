// The analysis board's estimates (issue 33): every legal move of the seat to act, each with its
// estimated chance to win by Strong's evaluation (search.ts: determinized playouts scored by
// trophy progress), all moves played in the same dealt worlds with the same playout randomness
// (common random numbers, as the review compares two moves), so they are compared on equal terms.
// It reads only a seat's view (seat-view.ts): the public table, the seat's hand and the cards it
// knows of the other hand (all of them when the person opens both hands). The seed comes from
// that view alone, so the same view gives the same numbers on every device and a re-deal of what
// the seat cannot see changes nothing.
import { legalMoves, mover } from '../moves.ts';
import { Playout } from '../playout.ts';
import { makeRng, nextFloat } from '../rng.ts';
import { moveCode } from '../record.ts';
import { sortColors } from '../cards.ts';
import { encodePosition } from '../url.ts';
import type { Move } from '../state.ts';
import { BUDGETS } from './index.ts';
import { determinize, unseenCards } from './knowledge.ts';
import { evaluate, playoutStep } from './search.ts';
import { seatState } from './seat-view.ts';
import type { SeatView } from './seat-view.ts';

/** One legal move and its estimate for the seat to act. */
export interface MoveEstimate {
  readonly move: Move;
  /** The move in the game record's notation (record.ts moveCode). */
  readonly code: string;
  /** Estimated chance to win for the mover, in [0, 1]. */
  readonly value: number;
  /** Dealt games the estimate rests on. */
  readonly games: number;
}

/**
 * Playouts shared among all moves: under 1.5 s of one core here even at the start, when playouts run longest (scripts/bench/analysis.ts,
 * `analysis-all-moves-ms`), so a phone's worker answers in a few seconds at most.
 */
export const ANALYSIS_PLAYOUTS = 12_000;
/** Fewest and most dealt games per move (few moves get more games each, many moves fewer). */
export const MIN_GAMES = 40;
export const MAX_GAMES = 400;

/** Dealt games per move for `count` legal moves. */
export function gamesPerMove(count: number): number {
  return Math.max(MIN_GAMES, Math.min(MAX_GAMES, Math.floor(ANALYSIS_PLAYOUTS / Math.max(1, count))));
}

/** The seed of a view: a hash of what the seat sees (its filled-in state's code and its known cards). */
export function analysisSeed(view: SeatView): number {
  const text = `${encodePosition(seatState(view))}|${[...view.known].sort().join(',')}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/**
 * Every legal move of the seat to act in `view`, best first (equal estimates keep the rules'
 * order), each with its estimated chance to win; empty when the game is over. `onProgress` hears
 * the share done (0 to 1) every few dealt games. `games`: fewer for tests.
 */
export function analyseMoves(view: SeatView, onProgress?: (done: number) => void, games?: number): MoveEstimate[] {
  const state = seatState(view);
  if (state.result) return [];
  const moves = legalMoves(state);
  if (moves.length === 0) return [];
  const me = mover(state);
  const budget = BUDGETS.strong;
  const deals = games ?? gamesPerMove(moves.length);
  const rng = makeRng(analysisSeed(view));
  const unseen = unseenCards(state, me);
  const bagInOrder = sortColors(state.bag);
  const totals = new Float64Array(moves.length);
  const game = new Playout(state);
  const every = Math.max(1, Math.floor(deals / 50));
  for (let d = 0; d < deals; d += 1) {
    const world = determinize(state, me, view.known, unseen, rng, bagInOrder);
    const playSeed = Math.floor(nextFloat(rng) * 4294967296) >>> 0;
    for (let k = 0; k < moves.length; k += 1) {
      game.load(world);
      let value = 0;
      if (game.play(moves[k]!)) {
        const r = makeRng(playSeed);
        for (let i = 0; i < budget.depth && !game.result; i += 1) if (!playoutStep(game, r, budget.randomShare)) break;
        value = evaluate(game, me);
      }
      totals[k] = totals[k]! + value;
    }
    if (onProgress && (d + 1) % every === 0) onProgress((d + 1) / deals);
  }
  return moves
    .map((move, k) => ({ move, code: moveCode(move), value: totals[k]! / deals, games: deals, k }))
    .sort((a, b) => b.value - a.value || a.k - b.k)
    .map(({ move, code, value, games: n }) => ({ move, code, value, games: n }));
}


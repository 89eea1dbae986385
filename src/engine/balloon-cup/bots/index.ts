// Computer opponents. Every level is pure and seeded: the same state, knowledge and seed give
// the same move. Beginner: a one-move heuristic. Club and Strong: determinized Monte Carlo
// search (search.ts) that sees only what its player may see, Strong with 25 times the playouts
// and sequential halving; in a claim cascade both play the exact cascade solver's best action.
import type { CardId } from '../components.ts';
import { legalMoveAt, legalMoveCount } from '../moves.ts';
import { makeRng, nextInt } from '../rng.ts';
import type { GameState, Move } from '../state.ts';
import { beginnerMove } from './heuristic.ts';
import type { SearchAnswer, SearchBudget } from './search.ts';
import { searchMove, solverMove } from './search.ts';

export type BotLevel = 'beginner' | 'club' | 'strong';
export const BOT_LEVELS = ['beginner', 'club', 'strong'] as const satisfies readonly BotLevel[];

/**
 * Search budgets of the page and the bench alike (iterations, so results replay exactly). Club
 * shares 300 playouts among 5 candidates by UCB1 (about 3 ms a move on one core; with 120 it won
 * only 69 % against Beginner, too close to Beginner to be a level of its own); Strong plays
 * 3,000 among 10 by sequential halving, each round's candidates meeting the same deals (about
 * 35 ms, at most 76). Figures: scripts/bench/bots.ts (2026-11-27, quiet machine).
 */
export const BUDGETS: Readonly<Record<Exclude<BotLevel, 'beginner'>, SearchBudget>> = {
  club: { iterations: 300, depth: 16, candidates: 5, randomShare: 0.1 },
  strong: { iterations: 3000, depth: 20, candidates: 10, randomShare: 0.1, schedule: 'halving' },
};

/** The move of `level` for the player to act. `known`: that player's knowledge of the other hand. */
export function botMove(state: GameState, level: BotLevel, known: readonly CardId[], seed: number): Move {
  if (level === 'beginner') return state.cascade ? solverOrGreedy(state) : beginnerMove(state);
  return searchMove(state, known, BUDGETS[level], seed).move;
}

/** Beginner plays cascades greedily (claims what it can), which is legal and usually sensible. */
function solverOrGreedy(state: GameState): Move {
  return beginnerMove(state);
}

/** Strong's move with its candidates' values, for the Hint. */
export function strongAnswer(state: GameState, known: readonly CardId[], seed: number): SearchAnswer {
  return searchMove(state, known, BUDGETS.strong, seed);
}

/** A uniformly random legal move (the bench's weakest opponent). */
export function randomMove(state: GameState, seed: number): Move {
  const rng = makeRng(seed);
  return legalMoveAt(state, nextInt(rng, legalMoveCount(state)))!;
}

export { solverMove };
export type { SearchAnswer, SearchBudget };
export * from './knowledge.ts';

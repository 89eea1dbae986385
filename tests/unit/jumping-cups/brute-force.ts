// An independent reference for the solver: plain minimax over Position objects through the public
// move API, memoised by notation. Slow, but nothing like the solver's packed board, pruning,
// move ordering or hash table.
import { gameStatus, legalMoves, makePosition, play } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';

export interface BruteResult {
  readonly win: boolean;
  readonly plies: number;
}

export class TooBig extends Error {}

export function bruteSolve(position: Position, memo: Map<string, BruteResult>, limit = 60_000): BruteResult {
  const key = makePosition(position);
  const known = memo.get(key);
  if (known) return known;
  if (memo.size >= limit) throw new TooBig();
  const status = gameStatus(position);
  let result: BruteResult;
  if (status.over) {
    result = { win: status.winner === position.turn, plies: 0 };
  } else {
    const outcomes = legalMoves(position).map((from) => bruteMove(position, from, memo, limit));
    const wins = outcomes.filter((o) => o.win).map((o) => o.plies);
    result = wins.length > 0
      ? { win: true, plies: Math.min(...wins) }
      : { win: false, plies: Math.max(...outcomes.map((o) => o.plies)) };
  }
  memo.set(key, result);
  return result;
}

/** The outcome of one move for the player making it, plies counted from before it. */
export function bruteMove(position: Position, from: number, memo: Map<string, BruteResult>, limit = 60_000): BruteResult {
  const moved = play(position, from);
  if (!moved.ok) throw new Error(moved.message);
  const reply = bruteSolve(moved.value.position, memo, limit);
  return { win: !reply.win, plies: reply.plies + 1 };
}

// "Win in N" puzzles: a position, the side that wins, and N counted in the winner's own moves.
// checkPuzzle holds a puzzle's stated answer against the solver, so a wrong puzzle never ships
// (the puzzle pages call it at build time; the unit tests call it too).
import type { Color } from './board.ts';
import { parsePosition } from './notation.ts';
import { Solver } from './solver.ts';

export interface PuzzleClaim {
  /** Position notation; its side to move is the side that should win. */
  readonly position: string;
  readonly winner: Color;
  /** Moves of the winner, the last one included. */
  readonly moves: number;
}

export interface PuzzleFacts {
  readonly winner: Color;
  readonly moves: number;
  /** The winning first moves that stay within `moves`, by start square. */
  readonly keys: readonly number[];
}

/** The winner's moves in a won game of `plies` single moves (the winner makes the last one). */
export function winnerMoves(plies: number): number {
  return Math.ceil(plies / 2);
}

/**
 * The solver's facts for a puzzle position, or the reason the claim is wrong (a plain sentence).
 * `solver` may be shared to reuse its table across puzzles.
 */
export function checkPuzzle(claim: PuzzleClaim, solver: Solver = new Solver()): { ok: true; facts: PuzzleFacts } | { ok: false; message: string } {
  const parsed = parsePosition(claim.position);
  if (!parsed.ok) return { ok: false, message: `position rejected (${parsed.error}): ${parsed.message}` };
  const position = parsed.value;
  if (position.turn !== claim.winner) {
    return { ok: false, message: `the stated winner is ${claim.winner}, but it is ${position.turn} to move; a "win in N" puzzle is set for the side to move` };
  }
  const solution = solver.solve(position);
  if (solution.value !== 'win') {
    return { ok: false, message: `${claim.winner} does not win this position with perfect play; the solver says ${claim.winner} loses in ${solution.plies} plies` };
  }
  const moves = winnerMoves(solution.plies);
  if (moves !== claim.moves) {
    return { ok: false, message: `the puzzle says win in ${claim.moves}, the solver says ${claim.winner} wins in ${moves} (${solution.plies} plies)` };
  }
  const keys = solution.moves.filter((m) => m.value === 'win' && m.plies === solution.plies).map((m) => m.from);
  return { ok: true, facts: { winner: claim.winner, moves, keys } };
}

// "Win in N" puzzles: a position, the side that wins, and N counted in the winner's own moves.
// checkPuzzle holds a puzzle's stated answer against the solver, so a wrong puzzle never ships
// (the puzzle pages call it at build time; the unit tests call it too).
import type { Color } from './board.ts';
import { excerpt } from '../excerpt.ts';
import { gameStatus } from './moves.ts';
import { parsePosition } from './notation.ts';
import type { ParseOptions } from './notation.ts';
import type { ErrorCode } from './result.ts';
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

/** Codes for a refused puzzle: its data, its position (the notation's codes), or its claim. */
export type PuzzleErrorCode = 'bad-puzzle' | 'wrong-winner' | 'wrong-moves' | ErrorCode;

/** Largest N a puzzle may state: no game is longer than 140 plies. */
const MAX_PUZZLE_MOVES = 70;

/**
 * The solver's facts for a puzzle position, or the reason the claim is wrong (a plain sentence
 * and a code). Any input is answered: a puzzle file's data is untrusted until checked here.
 * `solver` may be shared to reuse its table across puzzles.
 */
export function checkPuzzle(claim: unknown, solver: Solver = new Solver(), options: ParseOptions = {}): { ok: true; facts: PuzzleFacts } | { ok: false; error: PuzzleErrorCode; message: string } {
  if (typeof claim !== 'object' || claim === null || Array.isArray(claim)) {
    return { ok: false, error: 'bad-puzzle', message: `puzzle: expected an object with "position", "winner" and "moves", found ${excerpt(claim)}` };
  }
  const record = claim as Record<string, unknown>;
  const winner = record.winner;
  if (winner !== 'red' && winner !== 'yellow') return { ok: false, error: 'bad-puzzle', message: `winner: expected "red" or "yellow", found ${excerpt(winner)}` };
  const stated = record.moves;
  if (typeof stated !== 'number' || !Number.isInteger(stated) || stated < 1 || stated > MAX_PUZZLE_MOVES) {
    return { ok: false, error: 'bad-puzzle', message: `moves: expected a whole number of moves from 1 to ${MAX_PUZZLE_MOVES}, found ${excerpt(stated)}` };
  }
  const parsed = parsePosition(record.position, options);
  if (!parsed.ok) return { ok: false, error: parsed.error, message: `position rejected (${parsed.error}): ${parsed.message}` };
  const position = parsed.value;
  if (gameStatus(position).over) return { ok: false, error: 'bad-puzzle', message: 'position: the game is already over, so there is nothing to win' };
  if (position.turn !== winner) {
    return { ok: false, error: 'wrong-winner', message: `the stated winner is ${winner}, but it is ${position.turn} to move; a "win in N" puzzle is set for the side to move` };
  }
  const solution = solver.solve(position);
  if (solution.value !== 'win') {
    return { ok: false, error: 'wrong-winner', message: `${winner} does not win this position with perfect play; the solver says ${winner} loses in ${solution.plies} plies` };
  }
  const moves = winnerMoves(solution.plies);
  if (moves !== stated) {
    return { ok: false, error: 'wrong-moves', message: `the puzzle says win in ${stated}, the solver says ${winner} wins in ${moves} (${solution.plies} plies)` };
  }
  const keys = solution.moves.filter((m) => m.value === 'win' && m.plies === solution.plies).map((m) => m.from);
  return { ok: true, facts: { winner, moves, keys } };
}

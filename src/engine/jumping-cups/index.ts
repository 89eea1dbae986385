// Public API of the Jumping Cups engine (shared/rules/jumping-cups.md).
export type { Color, Position, Square, Stack, StartOptions } from './board.ts';
export {
  COLORS,
  CUPS_PER_COLOR,
  DIRECTION,
  FINISH_SQUARES,
  SQUARES,
  TRACK_LENGTH,
  hasFilledFinish,
  isFinishSquare,
  isSquare,
  opponent,
  stackAt,
  startPosition,
} from './board.ts';
export { START_NOTATION, makePosition, parsePosition, readPosition, validatePosition } from './notation.ts';
export type { EndReason, GameStatus, MoveResult } from './moves.ts';
export { END_REASONS, gameStatus, legalMoves, play } from './moves.ts';
export type { Evaluation, MoveEvaluation, Solution, Value } from './solver.ts';
export { Solver, VALUES, evaluate, solve } from './solver.ts';
export { reachableStates } from './reachable.ts';
export type { CountingFact, ErrorCode, Failure, Problem, Result } from './result.ts';
export { ERROR_CODES } from './result.ts';
export type { PuzzleClaim, PuzzleFacts } from './puzzle.ts';
export { checkPuzzle, winnerMoves } from './puzzle.ts';

// Moves (shared/rules/jumping-cups.md, "A move" and "End of the game"). A move is named by the
// square its cup starts from: only the free (top) cup of a square can move, so that is unambiguous.
import type { Color, Position, Square, Stack } from './board.ts';
import { CUPS_PER_COLOR, DIRECTION, SQUARES, TRACK_LENGTH, countCups, hasFilledFinish, isFinishSquare, isSquare, opponent, stackAt } from './board.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';

export const END_REASONS = ['finish', 'blocked', 'left-track'] as const;
export type EndReason = (typeof END_REASONS)[number];

export type GameStatus =
  | { readonly over: false }
  | { readonly over: true; readonly winner: Color; readonly reason: EndReason };

export interface MoveResult {
  readonly from: Square;
  /**
   * Every square the cup touched down on, in order: the landing square, then each square the
   * chain rule sent it on to. When the cup left the track the last entry is the number of the
   * square it would have reached (above 14 or below 1).
   */
  readonly path: readonly number[];
  readonly leftTrack: boolean;
  /** The position after the move, turn passed; a cup that left the track is gone from it. */
  readonly position: Position;
  readonly status: GameStatus;
}

/** Squares whose free cup is `color`'s, ascending. */
function freeCups(position: Position, color: Color): Square[] {
  return SQUARES.filter((s) => stackAt(position, s).at(-1) === color);
}

/**
 * Whether the game is over, checked for the player who moved last first (the rules' decision), so
 * a move that fills the mover's finish wins even if it also leaves the opponent unable to move.
 */
export function gameStatus(position: Position): GameStatus {
  const mover = opponent(position.turn);
  if (countCups(position, mover) < CUPS_PER_COLOR) return { over: true, winner: position.turn, reason: 'left-track' };
  if (hasFilledFinish(position, mover)) return { over: true, winner: mover, reason: 'finish' };
  if (hasFilledFinish(position, position.turn)) return { over: true, winner: position.turn, reason: 'finish' };
  if (freeCups(position, position.turn).length === 0) return { over: true, winner: mover, reason: 'blocked' };
  return { over: false };
}

/** The squares the side to move can move from (a move off the track included); none once the game is over. */
export function legalMoves(position: Position): Square[] {
  return gameStatus(position).over ? [] : freeCups(position, position.turn);
}

/**
 * Where the free cup on `from` goes: it travels as many squares as cups stood on `from` (itself
 * included); on its own finish square above a cup of its own color it goes on by the new height
 * of that stack, again and again.
 */
function travel(position: Position, from: Square, color: Color): number[] {
  const path: number[] = [];
  let at: number = from;
  let distance = stackAt(position, from).length;
  for (;;) {
    const to = at + DIRECTION[color] * distance;
    path.push(to);
    if (!isSquare(to)) return path;
    const stack = stackAt(position, to);
    if (!(isFinishSquare(color, to) && stack.includes(color))) return path;
    at = to;
    distance = stack.length + 1;
  }
}

export function play(position: Position, from: number): Result<MoveResult> {
  const before = gameStatus(position);
  if (before.over) return fail({ code: 'game-over', winner: before.winner });
  if (!isSquare(from)) return fail({ code: 'no-such-square', square: from });
  const color = position.turn;
  const top = stackAt(position, from).at(-1);
  if (top === undefined) return fail({ code: 'empty-square', square: from });
  if (top !== color) return fail({ code: 'not-your-cup', square: from, top, turn: color, covered: stackAt(position, from).includes(color) });

  const path = travel(position, from, color);
  const end = path.at(-1)!;
  const leftTrack = !isSquare(end);
  const squares: Stack[] = position.squares.map((stack, i) => {
    if (i === from - 1) return stack.slice(0, -1);
    if (i === end - 1) return [...stack, color];
    return stack;
  });
  const after: Position = { squares, turn: opponent(color) };
  return ok({ from, path, leftTrack, position: after, status: gameStatus(after) });
}

// How many positions can arise from a position: the size of the game tree's state graph below it,
// the measure the solver's speed target is stated in ("up to N reachable states").
import type { Position } from './board.ts';
import { TRACK_LENGTH } from './board.ts';
import { gameStatus, legalMoves, play } from './moves.ts';
import { bitOf, packBoard, positionKey } from './packed.ts';

/**
 * Positions reachable from `position` (itself included; finished games count, moves off the track
 * do not reach a position). Stops and returns `limit + 1` once more than `limit` are found.
 */
export function reachableStates(position: Position, limit = Number.POSITIVE_INFINITY): number {
  const board = new Int32Array(TRACK_LENGTH);
  const keyOf = (p: Position): number => {
    packBoard(p, board);
    return positionKey(board, bitOf(p.turn));
  };
  const seen = new Set<number>([keyOf(position)]);
  const stack: Position[] = [position];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (gameStatus(current).over) continue;
    for (const from of legalMoves(current)) {
      const moved = play(current, from);
      if (!moved.ok || moved.value.leftTrack) continue;
      const key = keyOf(moved.value.position);
      if (seen.has(key)) continue;
      seen.add(key);
      if (seen.size > limit) return limit + 1;
      stack.push(moved.value.position);
    }
  }
  return seen.size;
}

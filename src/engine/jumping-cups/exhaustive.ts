// Scores every position reachable from a position: the whole game graph below it, in one memoised
// depth-first pass (every move carries a cup forward, so the graph has no cycles). Unlike the
// alpha-beta solver (solver.ts) it proves nothing by bounds: each reachable position gets its
// exact score from all of its moves. It needs one byte for each of the 577 million positions of
// 5 + 5 cups (by a dense numbering), about 610 MB, so it is for build scripts, not for pages;
// scripts/jumping-cups-solution.ts ships what it finds.
import type { Position } from './board.ts';
import { TRACK_LENGTH } from './board.ts';
import { validatePosition } from './notation.ts';
import { EMPTY, RED, bitOf, height, holds, packBoard, pop, positionKey, push } from './packed.ts';
import { progress } from './solution.ts';

export interface ReachableScores {
  /** Positions reachable from the first one, itself and finished games included. */
  readonly reachable: number;
  /** The kept positions (see solveReachable), by positionKey, in the order they were solved. */
  readonly keys: Uint32Array;
  /** Each kept position's score for the side to move: +p a win in p plies, -p a loss in p plies. */
  readonly scores: Int8Array;
}

/** Marks a finished position in the score table (the player who moved into it has won). */
const OVER = 127;

/** Rank of each 23-bit stack-height pattern with ten 1 bits (positionKey's high part). */
function patternRanks(): { ranks: Int32Array; count: number } {
  const ranks = new Int32Array(1 << 23).fill(-1);
  let count = 0;
  for (let p = 0; p < 1 << 23; p += 1) {
    let n = 0;
    for (let b = p; b !== 0 && n <= 10; b &= b - 1) n += 1;
    if (n === 10) ranks[p] = count++;
  }
  return { ranks, count };
}

/**
 * Every position reachable from `position`, scored exactly as the solver scores it (the winner
 * takes the fastest win, the loser the longest defence). Positions that are not finished and whose
 * progress (solution.ts) is at most `keepUpTo` are returned with their scores.
 */
export function solveReachable(position: Position, keepUpTo: number): ReachableScores {
  const valid = validatePosition(position);
  if (!valid.ok) throw new RangeError(`needs a position play can reach: ${valid.message}`);
  const { ranks, count } = patternRanks();
  const table = new Int8Array(count * 252 * 2);
  const board = new Int32Array(TRACK_LENGTH);
  packBoard(position, board);
  let keys = new Uint32Array(1 << 16);
  let scores = new Int8Array(1 << 16);
  let kept = 0;
  let reachable = 0;

  const filled = (red: number): boolean => {
    const low = red === RED ? 9 : 0;
    for (let f = low; f < low + 5; f += 1) if (!holds(board[f]!, red)) return false;
    return true;
  };

  const score = (red: number, advanced: number): number => {
    const key = positionKey(board, red);
    const index = (ranks[key >>> 9]! * 252 + ((key >>> 1) & 255)) * 2 + (key & 1);
    const known = table[index]!;
    if (known !== 0) return known;
    reachable += 1;
    let result = OVER;
    if (!filled(red ^ 1) && !filled(red)) {
      const step = red === RED ? 1 : -1;
      const finishLow = red === RED ? 9 : 0;
      let best = 0;
      for (let from = 0; from < TRACK_LENGTH; from += 1) {
        const stack = board[from]!;
        if (stack === EMPTY) continue;
        const h = height(stack);
        if (((stack >>> (h - 1)) & 1) !== red) continue;
        let at = from;
        let distance = h;
        let to: number;
        for (;;) {
          to = at + step * distance;
          if (to < 0 || to >= TRACK_LENGTH) {
            to = -1;
            break;
          }
          const there = board[to]!;
          if (to < finishLow || to > finishLow + 4 || !holds(there, red)) break;
          at = to;
          distance = height(there) + 1;
        }
        let s: number;
        if (to < 0) s = -1; // off the track: lost at once
        else {
          board[from] = pop(stack);
          board[to] = push(board[to]!, red);
          const reply = score(red ^ 1, advanced + (to - from) * step);
          board[to] = pop(board[to]!);
          board[from] = stack;
          s = reply === OVER ? 1 : reply > 0 ? -(reply + 1) : 1 - reply;
        }
        // A win beats a loss; the fastest win, the longest loss.
        if (best === 0 || (s > 0 ? best < 0 || s < best : best < 0 && s < best)) best = s;
      }
      // No free cup: the player who moved last has won.
      if (best !== 0) result = best;
    }
    table[index] = result;
    if (result !== OVER && advanced <= keepUpTo) {
      if (kept === keys.length) {
        const k = new Uint32Array(kept * 2);
        k.set(keys);
        keys = k;
        const s = new Int8Array(kept * 2);
        s.set(scores);
        scores = s;
      }
      keys[kept] = key;
      scores[kept] = result;
      kept += 1;
    }
    return result;
  };

  score(bitOf(position.turn), progress(board));
  return { reachable, keys: keys.slice(0, kept), scores: scores.slice(0, kept) };
}

// Exact solver. Every move carries a cup toward its end of the track, so the game graph is acyclic
// and a memoised depth-first search is exact. A position's score says who wins and in how many
// plies (the winner takes the fastest win, the loser the longest resistance). Searching every
// reachable state is too slow for the start position (over 117 million states), so the search is
// alpha-beta on that score, driven by MTD(f): a sequence of null-window searches that each prove
// one bound, the table keeping every proven bound per position. Bounds stay true whatever path
// reaches a position because the graph has no cycles and no depth limit. States are 32-bit keys
// (packed.ts) in an open-addressing table of typed arrays; the search moves cups on one packed
// board in place, so it allocates nothing per state.
import type { Position, Square } from './board.ts';
import { TRACK_LENGTH } from './board.ts';
import { gameStatus, legalMoves, play } from './moves.ts';
import { validatePosition } from './read.ts';
import { EMPTY, RED, bitOf, height, holds, packBoard, pop, positionKey, push } from './packed.ts';

export const VALUES = ['win', 'loss'] as const;
/** The outcome for one player with perfect play on both sides. */
export type Value = (typeof VALUES)[number];

export interface Evaluation {
  /** For the side to move. */
  readonly value: Value;
  /** Single moves of either side until the game ends with perfect play (0: the game is over). */
  readonly plies: number;
}

/** `value` is for the player making the move; `plies` counts from before it, itself included. */
export interface MoveEvaluation extends Evaluation {
  readonly from: Square;
  /** The move leaves the track and so loses at once. */
  readonly leftTrack: boolean;
}

export interface Solution extends Evaluation {
  /** Every move that keeps the win, fastest or not (empty when the side to move loses). */
  readonly bestMoves: readonly Square[];
  /** Every legal move, by start square ascending, with its outcome. */
  readonly moves: readonly MoveEvaluation[];
}

// Scores for the side to move: a win in p plies is M - p, a loss in p plies is p - M, so higher
// is better and 0 never occurs (no game lasts M plies).
const M = 512;
const INFINITY = 1 << 12;

/** The mover's score from the score of the position its move leads to (one ply further). */
function back(score: number): number {
  return score > 0 ? 1 - score : -1 - score;
}

/**
 * The inverse of `back` extended to every integer: back(c) >= s exactly when c <= ahead(s). It
 * turns a window on the mover's score into one on the reply's.
 */
function ahead(score: number): number {
  return score <= 0 ? 1 - score : -1 - score;
}

function scoreToEvaluation(score: number): Evaluation {
  return score > 0 ? { value: 'win', plies: M - score } : { value: 'loss', plies: score + M };
}

// A player has at most 5 free cups; no game is deeper than 10 cups x 13 squares.
const MAX_MOVES = 5;
const MAX_DEPTH = 140;
const MAX_LOAD = 0.5;
// Table entry: proven lower and upper bound on the score, each offset by M + 1 into 11 bits so
// that no entry is 0, which marks "nothing known".
const BOUND_BITS = 11;
const BOUND_MASK = (1 << BOUND_BITS) - 1;
const HASH = 0x9e3779b1;

/**
 * A solver with its own table of solved positions. Keep one per game (or page): what was proven
 * for one move is reused for the next, so an opponent answering move after move searches little.
 */
export class Solver {
  /** Pairs of int32: key (0 = free slot), then packed bounds. */
  private slots: Int32Array;
  private shift: number;
  private count = 0;
  private readonly board = new Int32Array(TRACK_LENGTH);
  private readonly moveStack = new Int32Array(MAX_DEPTH * MAX_MOVES * 3);

  /** `capacityLog2`: starting table size as a power of two; it doubles as needed. */
  constructor(capacityLog2 = 16) {
    this.slots = new Int32Array(2 << capacityLog2);
    this.shift = 32 - capacityLog2;
  }

  /** Positions the table holds a result for. */
  get states(): number {
    return this.count;
  }

  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  /** Value and game length of a position (from parsePosition, startPosition or play). */
  evaluate(position: Position): Evaluation {
    checked(position);
    const status = gameStatus(position);
    if (status.over) return { value: status.winner === position.turn ? 'win' : 'loss', plies: 0 };
    packBoard(position, this.board);
    return scoreToEvaluation(this.exact(bitOf(position.turn)));
  }

  /** The value, the length, the moves that keep a win, and every legal move's own outcome. */
  solve(position: Position): Solution {
    checked(position);
    const status = gameStatus(position);
    if (status.over) {
      return { value: status.winner === position.turn ? 'win' : 'loss', plies: 0, bestMoves: [], moves: [] };
    }
    return solutionOf(legalMoves(position).map((from) => this.evaluateMove(position, from)));
  }

  private evaluateMove(position: Position, from: Square): MoveEvaluation {
    const moved = play(position, from);
    if (!moved.ok) throw new Error(`internal: legal move ${from} refused: ${moved.message}`);
    const { status, leftTrack, position: after } = moved.value;
    if (status.over) return { from, value: status.winner === position.turn ? 'win' : 'loss', plies: 1, leftTrack };
    packBoard(after, this.board);
    const score = back(this.exact(bitOf(after.turn)));
    return { from, ...scoreToEvaluation(score), leftTrack };
  }

  /**
   * The exact score of the packed board, by MTD(f): first who wins (a window around 0), then
   * null-window tests at the current guess until the proven lower and upper bounds meet.
   */
  private exact(red: number): number {
    let lower = -M;
    let upper = M;
    let guess = this.search(red, 0, -1, 1);
    if (guess > 0) lower = guess;
    else upper = guess;
    while (lower < upper) {
      const beta = guess === lower ? guess + 1 : guess;
      guess = this.search(red, 0, beta - 1, beta);
      if (guess < beta) upper = guess;
      else lower = guess;
    }
    return lower;
  }

  /**
   * Fail-soft alpha-beta: the exact score when it lies strictly between alpha and beta, else a
   * bound on the right side of the window (at most alpha, or at least beta).
   */
  private search(red: number, depth: number, alpha: number, beta: number): number {
    const board = this.board;
    const key = positionKey(board, red);
    let lo = -M;
    let hi = M;
    const known = this.lookup(key);
    if (known !== 0) {
      lo = (known & BOUND_MASK) - M - 1;
      hi = (known >>> BOUND_BITS) - M - 1;
      if (lo === hi || lo >= beta) return lo;
      if (hi <= alpha) return hi;
      if (lo > alpha) alpha = lo - 1;
      if (hi < beta) beta = hi + 1;
    }

    // Indices 9–13 are red's finish squares, 0–4 yellow's.
    const step = red === RED ? 1 : -1;
    const finishLow = red === RED ? 9 : 0;
    const moves = this.moveStack;
    const base = depth * MAX_MOVES * 3;
    let n = 0;
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
        // Own finish square with own cup: the chain rule sends the cup on.
        at = to;
        distance = height(there) + 1;
      }
      const landsOnFinish = to >= finishLow && to <= finishLow + 4;
      if (landsOnFinish) {
        // Only a landing on an own finish square can fill the finish: a win in 1, the best
        // score there is, so nothing else here needs searching.
        board[from] = pop(stack);
        board[to] = push(board[to]!, red);
        let filled = true;
        for (let f = finishLow; f <= finishLow + 4; f += 1) {
          if (!holds(board[f]!, red)) {
            filled = false;
            break;
          }
        }
        board[to] = pop(board[to]!);
        board[from] = stack;
        if (filled) return this.store(key, M - 1, M - 1);
      }
      // Move order, tried first to last (chosen by measuring the start position's search, which it
      // cuts from 117 to 6 million states together with alpha-beta): taking free cups from the
      // opponent, since a player left without one loses; keeping own finish squares; freeing own
      // cups; then short moves, which keep options open. A move covers the free cup where it
      // lands and uncovers the cup beneath it where it starts.
      let order = -1 << 20;
      if (to >= 0) {
        const there = board[to]!;
        const covered = there === EMPTY ? -1 : (there >>> (height(there) - 1)) & 1;
        const uncovered = h > 1 ? (stack >>> (h - 2)) & 1 : -1;
        const theirs = (covered === (red ^ 1) ? 1 : 0) - (uncovered === (red ^ 1) ? 1 : 0);
        const ours = (uncovered === red ? 1 : 0) - (covered === red ? 1 : 0);
        const leavesFinish = from >= finishLow && from <= finishLow + 4 ? 1 : 0;
        order = theirs * 256 - leavesFinish * 128 + ours * 64 - (to - from) * step * 4 - (landsOnFinish ? 1 : 0);
      }
      // Insertion by order, most promising first, so cut-offs come early.
      let i = n;
      while (i > 0 && moves[base + 3 * (i - 1) + 2]! < order) {
        moves[base + 3 * i] = moves[base + 3 * (i - 1)]!;
        moves[base + 3 * i + 1] = moves[base + 3 * (i - 1) + 1]!;
        moves[base + 3 * i + 2] = moves[base + 3 * (i - 1) + 2]!;
        i -= 1;
      }
      moves[base + 3 * i] = from;
      moves[base + 3 * i + 1] = to;
      moves[base + 3 * i + 2] = order;
      n += 1;
    }
    // No free cup: the side to move has lost, 0 plies.
    if (n === 0) return this.store(key, -M, -M);

    let best = -INFINITY;
    let a = alpha;
    const other = red ^ 1;
    for (let i = 0; i < n; i += 1) {
      const from = moves[base + 3 * i]!;
      const to = moves[base + 3 * i + 1]!;
      let score: number;
      if (to < 0) {
        // Leaving the track loses at once: one ply.
        score = 1 - M;
      } else {
        const stack = board[from]!;
        board[from] = pop(stack);
        board[to] = push(board[to]!, red);
        score = back(this.search(other, depth + 1, ahead(beta), ahead(a + 1) + 1));
        board[to] = pop(board[to]!);
        board[from] = stack;
      }
      if (score > best) {
        best = score;
        if (best >= beta) break;
        if (best > a) a = best;
      }
    }
    if (best <= alpha) hi = best;
    else if (best >= beta) lo = best;
    else lo = hi = best;
    this.store(key, lo, hi);
    return best;
  }

  /** The packed bounds stored for a key, 0 when none. */
  private lookup(key: number): number {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    for (let slot = Math.imul(key, HASH) >>> this.shift; ; slot = (slot + 1) & mask) {
      const k = slots[2 * slot]!;
      if (k === key) return slots[2 * slot + 1]!;
      if (k === 0) return 0;
    }
  }

  /** Records a key's bounds (they already include what was known); returns the lower one. */
  private store(key: number, lo: number, hi: number): number {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    let slot = Math.imul(key, HASH) >>> this.shift;
    for (;;) {
      const k = slots[2 * slot]!;
      if (k === key) break;
      if (k === 0) {
        slots[2 * slot] = key;
        this.count += 1;
        break;
      }
      slot = (slot + 1) & mask;
    }
    slots[2 * slot + 1] = (lo + M + 1) | ((hi + M + 1) << BOUND_BITS);
    if (this.count > (slots.length >>> 1) * MAX_LOAD) this.grow();
    return lo;
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >>> 1) - 1;
    this.shift -= 1;
    for (let i = 0; i < old.length; i += 2) {
      const key = old[i]!;
      if (key === 0) continue;
      let slot = Math.imul(key, HASH) >>> this.shift;
      while (slots[2 * slot] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = key;
      slots[2 * slot + 1] = old[i + 1]!;
    }
    this.slots = slots;
  }
}

/** A position's solution from every legal move's outcome (at least one move). */
export function solutionOf(moves: MoveEvaluation[]): Solution {
  const wins = moves.filter((m) => m.value === 'win');
  if (wins.length > 0) {
    return { value: 'win', plies: Math.min(...wins.map((m) => m.plies)), bestMoves: wins.map((m) => m.from), moves };
  }
  return { value: 'loss', plies: Math.max(...moves.map((m) => m.plies)), bestMoves: [], moves };
}

/**
 * The packed key only fits positions that play can reach (5 + 5 cups, ...). Positions reach the
 * solver from parsePosition, startPosition or play, so a bad one is a programming error.
 */
function checked(position: Position): void {
  const valid = validatePosition(position);
  if (!valid.ok) throw new RangeError(`the solver needs a position play can reach: ${valid.message}`);
}

/** Solves one position with a fresh table. */
export function solve(position: Position): Solution {
  return new Solver().solve(position);
}

/** Value and game length of one position with a fresh table. */
export function evaluate(position: Position): Evaluation {
  return new Solver().evaluate(position);
}

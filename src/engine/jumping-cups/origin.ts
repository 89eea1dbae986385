// Whether a position can arise in play: a search backwards, undoing one move at a time, until it
// reaches the start (either colour moving first) or runs out of positions that could have come
// before. Every move carries a cup forward, so the search ends. Counting facts prune it:
// - a red cup never moves toward square 1, so each red cup needs its own start square at or
//   below its square, strictly below when it stands on another cup (it landed there); the same
//   for yellow from square 14 down (Hall's condition on these nested ranges, startsSuffice);
// - the colours move in turn, and a colour has made at most as many moves as the squares its
//   cups advanced in all, and at least as many as its cups that cannot still be on their start
//   square (movesBalance).
// Positions shown not to lead back are remembered, so each is expanded once. The search stops
// after a work limit and then says it does not know.
import type { Color, Position } from './board.ts';
import { CUPS_PER_COLOR, TRACK_LENGTH, countCups, opponent } from './board.ts';
import { EMPTY, RED, YELLOW, bitOf, height, holds, packBoard, pop, positionKey, push } from './packed.ts';
import type { CountingFact } from './result.ts';

/** Answer of `arisesInPlay`: proven, refuted, or (past the work limit) not known. */
export type Origin = 'reachable' | 'unreachable' | 'unknown';

const START = (() => {
  const board = new Int32Array(TRACK_LENGTH);
  for (let i = 0; i < TRACK_LENGTH; i += 1) board[i] = i < 5 ? push(EMPTY, RED) : i >= 9 ? push(EMPTY, YELLOW) : EMPTY;
  return board;
})();

function isStart(board: Int32Array): boolean {
  for (let i = 0; i < TRACK_LENGTH; i += 1) if (board[i] !== START[i]) return false;
  return true;
}

/** Cup `h` (0 = bottom) of a packed stack. */
function cupAt(stack: number, h: number): number {
  return (stack >> h) & 1;
}

/**
 * Each cup of `cup`'s colour needs its own start square: one at or behind its square (strictly
 * behind when it does not stand at the bottom). Squares are scanned from that colour's start end;
 * Hall's condition on these nested intervals is that the first k start squares cover the cups
 * whose choice lies within them.
 */
function startsSuffice(board: Int32Array, cup: number): boolean {
  // needed: cups whose start square must lie among the first k + 1 from this colour's end.
  let needed = 0;
  for (let k = 0; k < CUPS_PER_COLOR; k += 1) {
    const stack = board[cup === RED ? k : TRACK_LENGTH - 1 - k]!;
    const h = height(stack);
    for (let j = 1; j < h; j += 1) if (cupAt(stack, j) === cup) needed += 1;
    if (needed > k) return false;
    if (h > 0 && cupAt(stack, 0) === cup) needed += 1;
  }
  return true;
}

/** The finish squares of a colour, 0-based, as [first, last]. */
function finishRange(cup: number): readonly [number, number] {
  return cup === RED ? [9, 13] : [0, 4];
}

/** Every finish square of `cup`'s colour holds a cup of it. */
function finished(board: Int32Array, cup: number): boolean {
  const [a, b] = finishRange(cup);
  for (let i = a; i <= b; i += 1) if (!holds(board[i]!, cup)) return false;
  return true;
}

/** No finish square holds two cups of its own colour (no move ever ends that way). */
function finishesSound(board: Int32Array, cup: number): boolean {
  const [a, b] = finishRange(cup);
  for (let i = a; i <= b; i += 1) {
    const stack = board[i]!;
    const h = height(stack);
    let n = 0;
    for (let j = 0; j < h; j += 1) if (cupAt(stack, j) === cup) n += 1;
    if (n > 1) return false;
  }
  return true;
}

function sound(board: Int32Array): boolean {
  return startsSuffice(board, RED) && startsSuffice(board, YELLOW) && finishesSound(board, RED) && finishesSound(board, YELLOW);
}

/**
 * The colours move in turn, so with `turn` to move one colour made as many moves as the other
 * or (the side that just moved) one more. A colour made at most as many moves as the squares
 * its cups advanced in all, and at least as many as its cups off their start squares.
 */
function movesBalance(board: Int32Array, turn: number, advancedRed: number, advancedYellow: number): boolean {
  let movedRed = CUPS_PER_COLOR;
  let movedYellow = CUPS_PER_COLOR;
  for (let k = 0; k < CUPS_PER_COLOR; k += 1) {
    const r = board[k]!;
    if (r !== EMPTY && (r & 1) === RED) movedRed -= 1;
    const y = board[TRACK_LENGTH - 1 - k]!;
    if (y !== EMPTY && (y & 1) === YELLOW) movedYellow -= 1;
  }
  const most = Math.min(advancedRed, advancedYellow);
  // The side to move made as many moves as the other, or one fewer.
  return turn === RED
    ? Math.max(movedRed, movedYellow - 1) <= most
    : Math.max(movedYellow, movedRed - 1) <= most;
}

function inStarts(cup: number, i: number): boolean {
  return cup === RED ? i <= 4 : i >= 9;
}

function isFinish(cup: number, i: number): boolean {
  return cup === RED ? i >= 9 : i <= 4;
}

/** A set of nonzero int32 keys: open addressing in a typed array, doubling when half full. */
class KeySet {
  private slots = new Int32Array(1 << 14);
  private mask = (1 << 14) - 1;
  private size = 0;

  has(key: number): boolean {
    let i = Math.imul(key, 0x9e3779b1) >>> 0 & this.mask;
    for (;;) {
      const k = this.slots[i]!;
      if (k === key) return true;
      if (k === 0) return false;
      i = (i + 1) & this.mask;
    }
  }

  add(key: number): void {
    if (this.size * 2 >= this.slots.length) this.grow();
    let i = Math.imul(key, 0x9e3779b1) >>> 0 & this.mask;
    while (this.slots[i] !== 0) {
      if (this.slots[i] === key) return;
      i = (i + 1) & this.mask;
    }
    this.slots[i] = key;
    this.size += 1;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.slots.length - 1;
    this.size = 0;
    for (const k of old) if (k !== 0) this.add(k);
  }
}

class Search {
  readonly board = new Int32Array(TRACK_LENGTH);
  readonly dead = new KeySet();
  /** Squares a cup may have passed through, for every position on the current path. */
  readonly chain = new Int32Array(TRACK_LENGTH * 160);
  chainTop = 0;
  nodes = 0;
  /** Squares the red (yellow) cups on the board have advanced from their start squares in all. */
  advancedRed = 0;
  advancedYellow = 0;

  /** The cheap counting checks, on the whole board. */
  plausible(turn: number): boolean {
    return sound(this.board) && movesBalance(this.board, turn, this.advancedRed, this.advancedYellow);
  }

  /** Sets the board from a position and the advance totals from the board. */
  load(position: Position): void {
    packBoard(position, this.board);
    this.advancedRed = -10; // start squares 0..4
    this.advancedYellow = 9 + 10 + 11 + 12 + 13;
    position.squares.forEach((stack, i) => {
      for (const cup of stack) {
        if (cup === 'red') this.advancedRed += i;
        else this.advancedYellow -= i;
      }
    });
  }

  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /**
   * Whether the position on `board` with `turn` to move (every cup on the track) arises from a
   * start. Throws nothing; returns null past the work limit.
   */
  back(turn: number, root: boolean): boolean | null {
    const board = this.board;
    if (isStart(board)) return true;
    const key = positionKey(board, turn);
    if (this.dead.has(key)) return false;
    this.nodes += 1;
    if (this.nodes > this.limit) return null;
    // The last move was the other colour's.
    const mover = turn === RED ? YELLOW : RED;
    const dir = mover === RED ? 1 : -1;
    const chain = this.chain;
    const base = this.chainTop;
    for (let to = 0; to < TRACK_LENGTH; to += 1) {
      const landed = board[to]!;
      if (height(landed) === 0 || cupAt(landed, height(landed) - 1) !== mover) continue;
      const under = pop(landed);
      // A cup stops on its own finish square only where no cup of its colour stands.
      if (isFinish(mover, to) && holds(under, mover)) continue;
      board[to] = under;
      let top = base;
      chain[top++] = to;
      for (let c = base; c < top; c += 1) {
        const x = chain[c]!;
        for (let from = x - dir; from >= 0 && from < TRACK_LENGTH; from -= dir) {
          const stack = board[from]!;
          const distance = (x - from) * dir;
          if (height(stack) + 1 !== distance) continue;
          // The cup started here: put it back on top and look further back.
          let answer: boolean | null = false;
          // No move ends with two cups of a colour on one of its finish squares.
          if (!(isFinish(mover, from) && holds(stack, mover))) {
            board[from] = push(stack, mover);
            this.chainTop = top;
            // Only the mover's cups moved, so only its start-square count can fail, and only
            // when the cup went back onto one of its start squares. The position before a
            // move is never a finished game: a finished side can only be the root's mover.
            if ((!inStarts(mover, from) || startsSuffice(board, mover)) && !(root && finished(board, mover)) && movesBalance(board, mover, this.advancedRed - (mover === RED ? (to - from) : 0), this.advancedYellow - (mover === YELLOW ? (from - to) : 0))) {
              if (mover === RED) this.advancedRed -= to - from;
              else this.advancedYellow -= from - to;
              answer = this.back(mover, false);
              if (mover === RED) this.advancedRed += to - from;
              else this.advancedYellow += from - to;
            }
            board[from] = stack;
          }
          if (answer !== false) {
            board[to] = landed;
            return answer;
          }
          // Or it passed through here, sent on by the chain rule from a cup of its own colour.
          if (isFinish(mover, from) && holds(stack, mover)) chain[top++] = from;
        }
      }
      board[to] = landed;
    }
    this.dead.add(key);
    return false;
  }
}

/**
 * The counting fact that alone rules the position out (see the top of this file): more cups of a
 * colour stand on others among the squares nearest its start edge than could have arrived there;
 * null when it takes the search to decide.
 */
export function countingProblem(position: Position): CountingFact | null {
  const board = new Int32Array(TRACK_LENGTH);
  packBoard(position, board);
  for (const cup of [RED, YELLOW]) {
    const color = cup === RED ? 'red' : 'yellow';
    let needed = 0;
    for (let k = 0; k < CUPS_PER_COLOR; k += 1) {
      const stack = board[cup === RED ? k : TRACK_LENGTH - 1 - k]!;
      const h = height(stack);
      for (let j = 1; j < h; j += 1) if (cupAt(stack, j) === cup) needed += 1;
      // The k + 1 squares nearest the edge hold `needed` cups that arrived by a move, each from
      // the k squares nearer still, where only k cups of this colour start.
      if (needed > k) return { color, squares: k + 1, needed, start: k };
      if (h > 0 && cupAt(stack, 0) === cup) needed += 1;
    }
  }
  return null;
}

/**
 * Work limit of `arisesInPlay`: positions expanded before giving up, so a link answers within
 * about a second. In 3,000 random positions the most any needed was 244,893 (median 174).
 */
export const ORIGIN_LIMIT = 400_000;

/**
 * Whether `position` (already checked by validatePosition) can arise from a start position with
 * either colour moving first. A position where a cup has left the track is the move before it
 * with that cup put back.
 */
export function arisesInPlay(position: Position, limit = ORIGIN_LIMIT): Origin {
  const search = new Search(limit);
  const moverColor: Color = opponent(position.turn);
  const mover = bitOf(moverColor);
  const board = search.board;
  search.load(position);
  if (!search.plausible(bitOf(position.turn))) return 'unreachable';
  if (countCups(position, moverColor) === CUPS_PER_COLOR) return verdict(search.back(bitOf(position.turn), true));
  // The mover's cup left the track, ending the game: before that move it stood on top of a
  // square from which it would go past the end.
  const after = Int32Array.from(board);
  const dir = mover === RED ? 1 : -1;
  for (let from = 0; from < TRACK_LENGTH; from += 1) {
    if (!leavesTrack(after, from, height(after[from]!) + 1, mover, dir)) continue;
    search.load({ squares: position.squares.map((stack, i) => (i === from ? [...stack, moverColor] : stack)), turn: moverColor });
    if (finished(board, RED) || finished(board, YELLOW) || !search.plausible(mover)) continue;
    const answer = search.back(mover, false);
    if (answer !== false) return verdict(answer);
  }
  return 'unreachable';
}

function verdict(answer: boolean | null): Origin {
  return answer === null ? 'unknown' : answer ? 'reachable' : 'unreachable';
}

/** Whether a cup of `cup`'s colour moving `distance` from `from` ends past the end of the track. */
function leavesTrack(board: Int32Array, from: number, distance: number, cup: number, dir: number): boolean {
  let at = from;
  let d = distance;
  for (;;) {
    const to = at + dir * d;
    if (to < 0 || to >= TRACK_LENGTH) return true;
    const stack = board[to]!;
    if (!(isFinish(cup, to) && holds(stack, cup))) return false;
    at = to;
    d = height(stack) + 1;
  }
}

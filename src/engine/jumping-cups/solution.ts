// The shipped solution: the exact score of every position reachable from the start whose cups have
// advanced little (the positions the alpha-beta solver takes long over), split into chunks so that
// answering one position needs one chunk. What is stored past that point is quick to search live.
//
// Why one chunk: a position's answer is the scores of the positions its moves lead to, and in all
// of those the cups of the player to move there stand exactly where they stood before the move
// (only the other side's cup moved, from the top of a stack to the top of another). So positions
// are grouped by the squares and heights of the side to move's cups (groupCode) and each group
// lives in one chunk (chunkOf). Within a group the stack heights name the position.
//
// Chunk format, gzipped in the shipped file: varint group count; per group, varint delta of its
// code and varint member count; per member, varint delta of its height pattern (positionKey's high
// 23 bits) from the previous member of its group (from 0 for the first); then one signed byte per
// member, its score for the side to move: +p a win in p plies, -p a loss in p plies.
//
// Colour symmetry: turning the track end for end and swapping the colours (mirror) maps a game
// onto the same game with the other colour; the score stays. The solution holds the positions of
// games where red moves first; a game where yellow moves first is answered from the mirrored
// positions, which the chunk of the mirrored position holds (a second chunk, fetched only when
// the first lacks a score).
import type { Position } from './board.ts';
import { TRACK_LENGTH, opponent } from './board.ts';
import { gameStatus, legalMoves, play } from './moves.ts';
import type { MoveEvaluation, Solution, Solver } from './solver.ts';
import { solutionOf } from './solver.ts';
import { RED, bitOf, height, packBoard, positionKey } from './packed.ts';

/** Positions with at most this much progress are stored; the rest are searched live. */
export const STORED_PROGRESS = 34;
/** Number of chunk files. */
export const CHUNK_COUNT = 1024;

/**
 * How far the cups have advanced in all from the set-up, in squares (red's squares up, yellow's
 * down): 0 at the start, and every move adds the distance it covers, so it only grows.
 */
export function progress(board: Int32Array): number {
  let total = 0;
  for (let i = 0; i < TRACK_LENGTH; i += 1) {
    const stack = board[i]!;
    const h = height(stack);
    for (let level = 0; level < h; level += 1) total += ((stack >>> level) & 1) === RED ? i - 2 : 11 - i;
  }
  return total;
}

/** The side to move's cups, as squares and heights (level 0 at the bottom), and the side to move. */
export function groupCode(board: Int32Array, red: number): number {
  let code = 0;
  for (let i = 0; i < TRACK_LENGTH; i += 1) {
    const stack = board[i]!;
    const h = height(stack);
    for (let level = 0; level < h; level += 1) if (((stack >>> level) & 1) === red) code = code * 160 + i * 11 + level + 1;
  }
  return code * 2 + red;
}

/** The chunk a group lives in: a hash, so chunks come out about equal in size. */
export function chunkOf(group: number): number {
  const low = group >>> 0;
  const high = Math.floor(group / 2 ** 32);
  let h = Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 13;
  return (h >>> 0) % CHUNK_COUNT;
}

const COLOR_SEQUENCES: number[] = [];
for (let bits = 0; bits < 1 << 10; bits += 1) {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n += 1;
  if (n === 5) COLOR_SEQUENCES.push(bits);
}

/** The packed board a positionKey names (the inverse of positionKey); returns the red bit. */
export function boardFromKey(key: number, board: Int32Array): number {
  const pattern = key >>> 9;
  const colors = COLOR_SEQUENCES[(key >>> 1) & 255]!;
  let bit = 22;
  let cup = 9;
  for (let i = 0; i < TRACK_LENGTH; i += 1) {
    let h = 0;
    while (bit >= 0 && ((pattern >>> bit) & 1) === 1) {
      h += 1;
      bit -= 1;
    }
    bit -= 1; // the 0 between squares
    // positionKey appends each stack's bits (bottom cup lowest) below the earlier ones.
    const bits = (colors >>> (cup - h + 1)) & ((1 << h) - 1);
    cup -= h;
    board[i] = bits | (1 << h);
  }
  return key & 1;
}

/** One chunk, decoded: group codes ascending, each group's members by height pattern ascending. */
export interface Chunk {
  readonly groups: Float64Array;
  /** Index of each group's first member; one more entry, the member count. */
  readonly starts: Int32Array;
  readonly patterns: Int32Array;
  readonly scores: Int8Array;
}

export interface StoredEntry {
  readonly group: number;
  readonly pattern: number;
  readonly score: number;
}

function writeVarint(out: number[], value: number): void {
  while (value >= 128) {
    out.push((value % 128) | 128);
    value = Math.floor(value / 128);
  }
  out.push(value);
}

/** A chunk's bytes (before gzip) from its entries, which must be sorted by group, then pattern. */
export function encodeChunk(entries: readonly StoredEntry[]): Uint8Array {
  const head: number[] = [];
  const patterns: number[] = [];
  const groups: { group: number; count: number }[] = [];
  let previousPattern = 0;
  for (const [i, entry] of entries.entries()) {
    if (i === 0 || entry.group !== entries[i - 1]!.group) {
      groups.push({ group: entry.group, count: 0 });
      previousPattern = 0;
    }
    groups.at(-1)!.count += 1;
    writeVarint(patterns, entry.pattern - previousPattern);
    previousPattern = entry.pattern;
  }
  writeVarint(head, groups.length);
  let previousGroup = 0;
  for (const { group, count } of groups) {
    writeVarint(head, group - previousGroup);
    writeVarint(head, count);
    previousGroup = group;
  }
  const out = new Uint8Array(head.length + patterns.length + entries.length);
  out.set(head);
  out.set(patterns, head.length);
  out.set(Int8Array.from(entries, (e) => e.score).map((s) => s & 255), head.length + patterns.length);
  return out;
}

/** A chunk from its bytes (after gunzip), or null when they are not a chunk. */
export function decodeChunk(bytes: Uint8Array): Chunk | null {
  let at = 0;
  const read = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) throw new RangeError('truncated');
      const b = bytes[at++]!;
      value += (b & 127) * scale;
      if (b < 128) return value;
      scale *= 128;
    }
  };
  try {
    const groupCount = read();
    const groups = new Float64Array(groupCount);
    const starts = new Int32Array(groupCount + 1);
    let group = 0;
    let members = 0;
    for (let g = 0; g < groupCount; g += 1) {
      group += read();
      groups[g] = group;
      starts[g] = members;
      members += read();
    }
    starts[groupCount] = members;
    const patterns = new Int32Array(members);
    for (let g = 0; g < groupCount; g += 1) {
      let pattern = 0;
      for (let m = starts[g]!; m < starts[g + 1]!; m += 1) {
        pattern += read();
        patterns[m] = pattern;
      }
    }
    if (bytes.length - at !== members) return null;
    const scores = new Int8Array(bytes.buffer, bytes.byteOffset + at, members).slice();
    return { groups, starts, patterns, scores };
  } catch {
    return null;
  }
}

/** The stored score of a packed position, 0 when the chunk does not hold it. */
export function storedScore(chunk: Chunk, group: number, pattern: number): number {
  const { groups, starts, patterns, scores } = chunk;
  let lo = 0;
  let hi = groups.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (groups[mid]! < group) lo = mid + 1;
    else if (groups[mid]! > group) hi = mid - 1;
    else {
      let a = starts[mid]!;
      let b = starts[mid + 1]! - 1;
      while (a <= b) {
        const m = (a + b) >>> 1;
        if (patterns[m]! < pattern) a = m + 1;
        else if (patterns[m]! > pattern) b = m - 1;
        else return scores[m]!;
      }
      return 0;
    }
  }
  return 0;
}

const board = new Int32Array(TRACK_LENGTH);
const mirrored = new Int32Array(TRACK_LENGTH);

/** Whether the solution would store the position (by its progress; it may still not hold it). */
export function withinStored(position: Position): boolean {
  packBoard(position, board);
  return progress(board) <= STORED_PROGRESS;
}

/** The packed board turned end for end with the colours swapped (see the colour symmetry above). */
export function mirrorBoard(from: Int32Array, to: Int32Array): void {
  for (let i = 0; i < TRACK_LENGTH; i += 1) {
    const stack = from[i]!;
    const h = height(stack);
    to[TRACK_LENGTH - 1 - i] = stack ^ ((1 << h) - 1);
  }
}

/**
 * The chunk that may hold the scores a position's answer needs, or null when none of its moves
 * leads to a stored position (they are then searched live). With `mirror`, the chunk of the
 * mirrored position, which holds them for a game where yellow moved first.
 */
export function neededChunk(position: Position, mirror = false): number | null {
  if (gameStatus(position).over) return null;
  packBoard(position, board);
  // Every move adds at least one square of progress.
  if (progress(board) + 1 > STORED_PROGRESS) return null;
  const red = bitOf(opponent(position.turn));
  if (!mirror) return chunkOf(groupCode(board, red));
  mirrorBoard(board, mirrored);
  return chunkOf(groupCode(mirrored, red ^ 1));
}

export interface Answer {
  readonly solution: Solution;
  /** Moves whose outcome came from the chunks, and moves searched live. */
  readonly stored: number;
  readonly searched: number;
}

/** The stored score of the packed board `board` (0 when not held), directly or mirrored. */
function lookUp(chunk: Chunk | null, mirror: Chunk | null, red: number): number {
  if (progress(board) > STORED_PROGRESS) return 0;
  let score = chunk ? storedScore(chunk, groupCode(board, red), positionKey(board, red) >>> 9) : 0;
  if (score === 0 && mirror) {
    mirrorBoard(board, mirrored);
    score = storedScore(mirror, groupCode(mirrored, red ^ 1), positionKey(mirrored, red ^ 1) >>> 9);
  }
  return score;
}

/**
 * Whether some move of the position leads to a position that the solution would store (by its
 * progress) and neither `chunk` nor the mirrored `mirror` holds: then the other chunk is worth
 * fetching.
 */
export function lacks(position: Position, chunk: Chunk | null, mirror: Chunk | null = null): boolean {
  if (gameStatus(position).over) return false;
  for (const from of legalMoves(position)) {
    const moved = play(position, from);
    if (!moved.ok || moved.value.status.over) continue;
    packBoard(moved.value.position, board);
    if (progress(board) <= STORED_PROGRESS && lookUp(chunk, mirror, bitOf(moved.value.position.turn)) === 0) return true;
  }
  return false;
}

/**
 * A position's solution, the same as `solver.solve(position)`: each move's outcome from the chunks
 * when they hold the position the move leads to, else from `solver`. `chunk` is the one
 * neededChunk names, `mirror` the mirrored one (either may be null). The position must be valid
 * (from parsePosition or play).
 */
export function answer(position: Position, chunk: Chunk | null, solver: Solver, mirror: Chunk | null = null): Answer {
  if (gameStatus(position).over) return { solution: solver.solve(position), stored: 0, searched: 0 };
  let stored = 0;
  let searched = 0;
  const moves: MoveEvaluation[] = legalMoves(position).map((from) => {
    const moved = play(position, from);
    if (!moved.ok) throw new Error(`internal: legal move ${from} refused: ${moved.message}`);
    const { status, leftTrack, position: after } = moved.value;
    if (status.over) return { from, value: status.winner === position.turn ? 'win' : 'loss', plies: 1, leftTrack };
    packBoard(after, board);
    let score = lookUp(chunk, mirror, bitOf(after.turn));
    if (score !== 0) stored += 1;
    else {
      searched += 1;
      const then = solver.evaluate(after);
      score = then.value === 'win' ? then.plies : -then.plies;
    }
    // The reply's score, seen from the mover, one ply longer.
    return { from, value: score > 0 ? 'loss' : 'win', plies: Math.abs(score) + 1, leftTrack };
  });
  return { solution: solutionOf(moves), stored, searched };
}

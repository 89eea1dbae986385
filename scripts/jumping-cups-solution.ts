// Writes the shipped Jumping Cups solution and the overview's figures:
//   - public/jumping-cups/solution/<n>.bin: the exact score of every position reachable from the
//     start with at most STORED_PROGRESS progress, in CHUNK_COUNT gzipped chunks (format and
//     grouping in src/engine/jumping-cups/solution.ts), found by scoring the whole reachable game
//     graph (exhaustive.ts: a few minutes, about 1 GB of memory);
//   - content/jumping-cups/solved.json: the start position solved by the alpha-beta solver as the
//     overview states it, and the figures of the shipped solution.
// tests/unit/jumping-cups/solution.test.ts checks the shipped chunks against fresh solves.
// Run: npm run solution:jumping-cups
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { START_NOTATION, Solver, startPosition } from '../src/engine/jumping-cups/index.ts';
import { solveReachable } from '../src/engine/jumping-cups/exhaustive.ts';
import { CHUNK_COUNT, STORED_PROGRESS, boardFromKey, chunkOf, encodeChunk, groupCode } from '../src/engine/jumping-cups/solution.ts';
import type { StoredEntry } from '../src/engine/jumping-cups/solution.ts';

export const SOLUTION_DIR = new URL('../public/jumping-cups/solution/', import.meta.url);
export const SOLVED_FILE = new URL('../content/jumping-cups/solved.json', import.meta.url);

/** The start as the overview states it: a fresh alpha-beta solve, its value, length and table size. */
export function computeStart(solver = new Solver(24)) {
  const start = startPosition();
  const { value, plies } = solver.evaluate(start);
  const states = solver.states;
  const bestMoves = solver.solve(start).bestMoves;
  return { position: START_NOTATION, value, winner: value === 'win' ? start.turn : start.turn === 'red' ? 'yellow' : 'red', plies, states, bestMoves };
}

/** The chunks' gzipped bytes, by chunk number, and the count of reachable and stored positions. */
export function computeChunks() {
  const { reachable, keys, scores } = solveReachable(startPosition(), STORED_PROGRESS);
  const n = keys.length;
  const groups = new Float64Array(n);
  const patterns = new Int32Array(n);
  const chunkSizes = new Int32Array(CHUNK_COUNT);
  const chunkOfEntry = new Uint16Array(n);
  const board = new Int32Array(14);
  for (let i = 0; i < n; i += 1) {
    const red = boardFromKey(keys[i]!, board);
    groups[i] = groupCode(board, red);
    patterns[i] = keys[i]! >>> 9;
    const c = chunkOf(groups[i]!);
    chunkOfEntry[i] = c;
    chunkSizes[c] = chunkSizes[c]! + 1;
  }
  // Entry indices bucketed by chunk.
  const starts = new Int32Array(CHUNK_COUNT + 1);
  for (let c = 0; c < CHUNK_COUNT; c += 1) starts[c + 1] = starts[c]! + chunkSizes[c]!;
  const order = new Int32Array(n);
  const fill = starts.slice(0, CHUNK_COUNT);
  for (let i = 0; i < n; i += 1) order[fill[chunkOfEntry[i]!]!++] = i;
  const chunks: Uint8Array[] = [];
  for (let c = 0; c < CHUNK_COUNT; c += 1) {
    const members = Array.from(order.subarray(starts[c]!, starts[c + 1]!)).sort((a, b) => groups[a]! - groups[b]! || patterns[a]! - patterns[b]!);
    const entries: StoredEntry[] = members.map((i) => ({ group: groups[i]!, pattern: patterns[i]!, score: scores[i]! }));
    chunks.push(gzipSync(encodeChunk(entries), { level: 9 }));
  }
  return { reachable, stored: n, chunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  const start = computeStart();
  const t1 = performance.now();
  const { reachable, stored, chunks } = computeChunks();
  const t2 = performance.now();
  mkdirSync(SOLUTION_DIR, { recursive: true });
  for (const name of readdirSync(SOLUTION_DIR)) rmSync(new URL(name, SOLUTION_DIR));
  chunks.forEach((bytes, c) => writeFileSync(new URL(`${c}.bin`, SOLUTION_DIR), bytes));
  const bytes = chunks.reduce((sum, c) => sum + c.length, 0);
  const largest = Math.max(...chunks.map((c) => c.length));
  const solution = { reachable, storedProgress: STORED_PROGRESS, stored, chunks: CHUNK_COUNT, bytes, largestChunkBytes: largest };
  writeFileSync(SOLVED_FILE, `${JSON.stringify({ start, solution }, null, 1)}\n`);
  console.log(JSON.stringify(solution));
  console.log(`start solved in ${((t1 - t0) / 1000).toFixed(1)} s; whole graph scored and chunked in ${((t2 - t1) / 1000).toFixed(1)} s`);
}

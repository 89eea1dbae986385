// The shipped solution (public/jumping-cups/solution/, written by scripts/jumping-cups-solution.ts):
// its format, its answers past the stored part against the alpha-beta solver, and the chunk
// format's own round trips. (Its answers on thousands of positions of random games, minutes of
// solving: solution-red.slow.test.ts and solution-yellow.slow.test.ts, in the slow project.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Solver } from '../../../src/engine/jumping-cups/index.ts';
import { advance, chunk, randomGames } from './solution-data.ts';
import { bitOf, packBoard, positionKey } from '../../../src/engine/jumping-cups/packed.ts';
import {
  CHUNK_COUNT,
  STORED_PROGRESS,
  answer,
  boardFromKey,
  decodeChunk,
  encodeChunk,
  mirrorBoard,
  neededChunk,
  progress,
} from '../../../src/engine/jumping-cups/solution.ts';

const solved = JSON.parse(readFileSync(new URL('../../../content/jumping-cups/solved.json', import.meta.url), 'utf8'));

describe('the shipped solution', () => {
  it('was written for the format the page reads, with every chunk present and decodable', () => {
    expect(solved.solution).toMatchObject({ storedProgress: STORED_PROGRESS, chunks: CHUNK_COUNT });
    let stored = 0;
    for (let n = 0; n < CHUNK_COUNT; n += 1) stored += chunk(n).scores.length;
    expect(stored).toBe(solved.solution.stored);
    // Over a hundred million positions can arise from the start; the early part is stored.
    expect(solved.solution.reachable).toBeGreaterThan(100_000_000);
    expect(stored).toBeGreaterThan(1_000_000);
  });

  it('answers positions past the stored part by searching, exactly as the solver', () => {
    const live = new Solver(16);
    const reference = new Solver(16);
    const late = randomGames(40, 7).filter((p) => advance(p) > STORED_PROGRESS + 5).slice(0, 50);
    for (const position of late) {
      expect(neededChunk(position)).toBeNull();
      const shipped = answer(position, null, live);
      expect(shipped.solution).toEqual(reference.solve(position));
    }
    expect(late.length).toBe(50);
  });
});

describe('the chunk format', () => {
  it('names every position by its key, both ways', () => {
    const board = new Int32Array(14);
    for (const position of randomGames(20, 99)) {
      packBoard(position, board);
      const key = positionKey(board, bitOf(position.turn));
      const back = new Int32Array(14);
      expect(boardFromKey(key, back)).toBe(bitOf(position.turn));
      expect(Array.from(back)).toEqual(Array.from(board));
    }
  });

  it('mirrors a board end for end with the colours swapped, and back', () => {
    const board = new Int32Array(14);
    const once = new Int32Array(14);
    const twice = new Int32Array(14);
    for (const position of randomGames(5, 3)) {
      packBoard(position, board);
      mirrorBoard(board, once);
      mirrorBoard(once, twice);
      expect(Array.from(twice)).toEqual(Array.from(board));
      // Square s holds, mirrored, on square 15 - s, the other colour in the same order.
      const swapped = position.squares.map((stack) => stack.map((c) => (c === 'red' ? 'yellow' : 'red'))).reverse();
      const expected = new Int32Array(14);
      packBoard({ squares: swapped, turn: position.turn }, expected);
      expect(Array.from(once)).toEqual(Array.from(expected));
      expect(progress(once)).toBe(progress(board));
    }
  });

  it('decodes what it encodes, and refuses bytes that are not a chunk', () => {
    const entries = [
      { group: 5, pattern: 3, score: -7 },
      { group: 5, pattern: 900_000, score: 54 },
      { group: 2 ** 36 + 1, pattern: 12, score: 1 },
    ];
    const c = decodeChunk(encodeChunk(entries));
    expect(c && { groups: Array.from(c.groups), starts: Array.from(c.starts), patterns: Array.from(c.patterns), scores: Array.from(c.scores) }).toEqual({
      groups: [5, 2 ** 36 + 1],
      starts: [0, 2, 3],
      patterns: [3, 900_000, 12],
      scores: [-7, 54, 1],
    });
    expect(decodeChunk(new Uint8Array([5, 1]))).toBeNull();
    expect(decodeChunk(encodeChunk(entries).slice(0, -1))).toBeNull();
  });
});

// The shipped solution (public/jumping-cups/solution/, written by scripts/jumping-cups-solution.ts)
// against fresh solves by the alpha-beta solver, on thousands of positions reached by random games
// from the start; and the chunk format's own round trips.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Solver, gameStatus, legalMoves, makePosition, parsePosition, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';
import { bitOf, packBoard, positionKey } from '../../../src/engine/jumping-cups/packed.ts';
import {
  CHUNK_COUNT,
  STORED_PROGRESS,
  answer,
  boardFromKey,
  decodeChunk,
  encodeChunk,
  lacks,
  mirrorBoard,
  neededChunk,
  progress,
} from '../../../src/engine/jumping-cups/solution.ts';
import type { Chunk } from '../../../src/engine/jumping-cups/solution.ts';

const DIR = new URL('../../../public/jumping-cups/solution/', import.meta.url);
const solved = JSON.parse(readFileSync(new URL('../../../content/jumping-cups/solved.json', import.meta.url), 'utf8'));

const chunks = new Map<number, Chunk>();
function chunk(n: number): Chunk {
  let c = chunks.get(n);
  if (!c) {
    const decoded = decodeChunk(gunzipSync(readFileSync(new URL(`${n}.bin`, DIR))));
    if (!decoded) throw new Error(`chunk ${n} does not decode`);
    c = decoded;
    chunks.set(n, c);
  }
  return c;
}

/** A small deterministic generator, so a failure names a position that can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Positions of random games from the start (moves off the track not taken), in game order. */
function randomGames(games: number, seed: number, first: 'red' | 'yellow' = 'red'): Position[] {
  const next = random(seed);
  const out: Position[] = [];
  for (let g = 0; g < games; g += 1) {
    let position = startPosition({ first });
    while (!gameStatus(position).over) {
      out.push(position);
      const moves = legalMoves(position)
        .map((from) => play(position, from))
        .flatMap((m) => (m.ok && !m.value.leftTrack ? [m.value.position] : []));
      if (moves.length === 0) break;
      position = moves[Math.floor(next() * moves.length)]!;
    }
  }
  return out;
}

const advance = (p: Position): number => {
  const board = new Int32Array(14);
  packBoard(p, board);
  return progress(board);
};

/** How many moves of a position lead past the stored progress (answered by a live search). */
function movesPastStored(position: Position): number {
  return legalMoves(position).filter((from) => {
    const moved = play(position, from);
    return moved.ok && !moved.value.status.over && advance(moved.value.position) > STORED_PROGRESS;
  }).length;
}

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

  it('gives exactly the solver\'s answer on 3,000 positions of random games, with no live search up to the stored progress', () => {
    // One reference table for the run, a fresh alpha-beta solve. Positions near the start take it
    // seconds each, so the sample is the first moves of a few games and then 3,000 positions from
    // further on (where most stored positions are), every move's outcome compared.
    const reference = new Solver(22);
    const live = new Solver(16);
    const games = randomGames(400, 20261123);
    const early = games.filter((p) => advance(p) < 12).slice(0, 15);
    const later = games.filter((p) => advance(p) >= 12 && advance(p) < STORED_PROGRESS);
    const every = Math.max(1, Math.floor(later.length / 3000));
    const sample = [...early, ...later.filter((_, i) => i % every === 0).slice(0, 3000)];
    for (const position of sample) {
      const n = neededChunk(position);
      expect(n).not.toBeNull();
      const shipped = answer(position, chunk(n!), live);
      const notation = makePosition(position);
      expect({ notation, solution: shipped.solution }).toEqual({ notation, solution: reference.solve(position) });
      // Every move of a reachable position leads to a reachable one: stored when its progress is.
      expect({ notation, searched: shipped.searched }).toEqual({ notation, searched: movesPastStored(position) });
    }
    expect(sample.length).toBe(3015);
  }, 1_200_000);

  it('answers games where yellow moved first from the mirrored chunk, exactly as the solver, with no live search up to the stored progress', () => {
    const reference = new Solver(20);
    const live = new Solver(16);
    const games = randomGames(60, 31, 'yellow');
    // The start (a minute's solve) and one more early position, then 300 from further on.
    const early = games.filter((p) => advance(p) < 12).slice(0, 2);
    const later = games.filter((p) => advance(p) >= 12 && advance(p) < STORED_PROGRESS);
    const every = Math.max(1, Math.floor(later.length / 300));
    const sample = [...early, ...later.filter((_, i) => i % every === 0).slice(0, 300)];
    let mirrored = 0;
    for (const position of sample) {
      const n = neededChunk(position);
      expect(n).not.toBeNull();
      const direct = chunk(n!);
      const mirror = lacks(position, direct) ? chunk(neededChunk(position, true)!) : null;
      if (mirror) mirrored += 1;
      const shipped = answer(position, direct, live, mirror);
      const notation = makePosition(position);
      expect({ notation, solution: shipped.solution }).toEqual({ notation, solution: reference.solve(position) });
      expect({ notation, searched: shipped.searched }).toEqual({ notation, searched: movesPastStored(position) });
    }
    expect(sample.length).toBe(302);
    // Most of these positions also arise in games where red moved first; the others (the start
    // among them) are answered from the mirrored chunk.
    expect(mirrored).toBeGreaterThan(2);
  }, 600_000);

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

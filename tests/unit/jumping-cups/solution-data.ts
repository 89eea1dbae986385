// What the shipped-solution tests share: the shipped chunks (decoded once), random games from
// the start, and the measures of how far a position has come.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { gameStatus, legalMoves, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';
import { packBoard } from '../../../src/engine/jumping-cups/packed.ts';
import { STORED_PROGRESS, decodeChunk, progress } from '../../../src/engine/jumping-cups/solution.ts';
import type { Chunk } from '../../../src/engine/jumping-cups/solution.ts';

const DIR = new URL('../../../public/jumping-cups/solution/', import.meta.url);

const chunks = new Map<number, Chunk>();
export function chunk(n: number): Chunk {
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
export function randomGames(games: number, seed: number, first: 'red' | 'yellow' = 'red'): Position[] {
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

export const advance = (p: Position): number => {
  const board = new Int32Array(14);
  packBoard(p, board);
  return progress(board);
};

/** How many moves of a position lead past the stored progress (answered by a live search). */
export function movesPastStored(position: Position): number {
  return legalMoves(position).filter((from) => {
    const moved = play(position, from);
    return moved.ok && !moved.value.status.over && advance(moved.value.position) > STORED_PROGRESS;
  }).length;
}


// The Jumping Cups solution files the service worker precaches: those the answers of the first
// plies of a game from the start need (either colour may be the person's), so a first visit
// makes an opening playable offline without downloading the whole 22 MB solution (a game where
// yellow moved first uses the same files, mirrored). Every other
// file is cached when a game first fetches it (runtime caching in scripts/post-build.mjs).
import { legalMoves, parsePosition, play } from '../src/engine/jumping-cups/index.ts';
import type { Position } from '../src/engine/jumping-cups/index.ts';
import { START_NOTATION } from '../src/engine/jumping-cups/notation.ts';
import { neededChunk } from '../src/engine/jumping-cups/solution.ts';

/** Plies from the start whose answers are precached. */
const PLIES = 3;

export function openingChunks(): number[] {
  const start = parsePosition(START_NOTATION);
  if (!start.ok) throw new Error(`start position refused: ${start.message}`);
  const chunks = new Set<number>();
  let layer: Position[] = [start.value];
  for (let ply = 0; ply <= PLIES; ply += 1) {
    const next: Position[] = [];
    for (const position of layer) {
      const chunk = neededChunk(position);
      if (chunk !== null) chunks.add(chunk);
      if (ply === PLIES) continue;
      for (const from of legalMoves(position)) {
        const moved = play(position, from);
        if (moved.ok) next.push(moved.value.position);
      }
    }
    layer = next;
  }
  return [...chunks].sort((a, b) => a - b);
}

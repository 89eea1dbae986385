// kind `jumping-cups-solve` (shared/conformance/README.md): position notation → solver; compares
// the value, the game length and the complete set of winning first moves (1-based start squares,
// order-insensitive). A position the engine rejects fails the vector. The same facts are checked
// as the play page gets them: from the shipped solution's chunk, and a live search past it.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { Solver, VALUES, parsePosition, solve } from '../../../src/engine/jumping-cups/index.ts';
import { answer, decodeChunk, lacks, neededChunk } from '../../../src/engine/jumping-cups/solution.ts';
import type { Value } from '../../../src/engine/jumping-cups/index.ts';
import type { Vector } from '../vectors.ts';

interface SolveExpect {
  value?: unknown;
  plies?: unknown;
  best?: unknown;
}

function fail(vector: Vector, message: string): never {
  throw new Error(`${vector.id}: ${message}`);
}

export function runJumpingCupsSolve(vector: Vector): void {
  if (typeof vector.position !== 'string') fail(vector, 'position: expected a notation string');
  const position = parsePosition(vector.position);
  if (!position.ok) fail(vector, `position rejected (${position.error}): ${position.message}`);
  const expected = (vector.expect ?? {}) as SolveExpect;
  if (!VALUES.includes(expected.value as Value)) fail(vector, 'expect.value: expected "win" or "loss"');
  if (typeof expected.plies !== 'number') fail(vector, 'expect.plies: expected a number');
  const best = expected.best ?? [];
  if (!Array.isArray(best) || !best.every((s) => typeof s === 'number')) fail(vector, 'expect.best: expected a list of squares');

  const read = (n: number) => {
    const chunk = decodeChunk(gunzipSync(readFileSync(new URL(`../../../public/jumping-cups/solution/${n}.bin`, import.meta.url))));
    return chunk ?? fail(vector, `solution chunk ${n} does not decode`);
  };
  const n = neededChunk(position.value);
  const chunk = n === null ? null : read(n);
  // A game where yellow moved first: the mirrored chunk, as the page fetches it.
  const mirror = n !== null && lacks(position.value, chunk) ? read(neededChunk(position.value, true)!) : null;
  for (const [how, solution] of [
    ['solver', solve(position.value)],
    ['shipped', answer(position.value, chunk, new Solver(), mirror).solution],
  ] as const) {
    expect(solution.value, `${how}: value`).toBe(expected.value);
    expect(solution.plies, `${how}: plies`).toBe(expected.plies);
    expect([...solution.bestMoves].sort((a, b) => a - b), `${how}: best`).toEqual([...best].sort((a, b) => a - b));
  }
}

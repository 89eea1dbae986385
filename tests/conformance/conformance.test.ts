// One test per vector, named by its id; each kind has an adapter from the vector format to the
// engine's API. An adapter throws (via expect) when the engine disagrees with the vector.
import { describe, it } from 'vitest';
import { loadVectors, type Vector } from './vectors.ts';
import { runCascade } from './adapters/cascade.ts';
import { runPlay } from './adapters/play.ts';
import { runPosition } from './adapters/position.ts';
import { runJumpingCupsSolve } from './adapters/jumping-cups-solve.ts';

const adapters: Record<string, (vector: Vector) => void> = {
  cascade: runCascade,
  play: runPlay,
  position: runPosition,
  'jumping-cups-solve': runJumpingCupsSolve,
};

describe('rules conformance vectors', () => {
  for (const { file, vector, problem } of loadVectors()) {
    const name = vector ? vector.id : file;
    it(name, () => {
      if (!vector) throw new Error(`${file}: ${problem}`);
      const run = adapters[vector.kind];
      if (!run) throw new Error(`${file}: unknown vector kind "${vector.kind}"`);
      run(vector);
    });
  }
});

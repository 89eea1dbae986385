import type { Vector } from '../vectors.ts';

export function runPlay(vector: Vector): void {
  throw new Error(`no adapter yet for ${vector.kind}`);
}

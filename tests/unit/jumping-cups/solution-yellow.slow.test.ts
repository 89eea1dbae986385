// The shipped solution (public/jumping-cups/solution/) against fresh solves by the alpha-beta
// solver, on positions of random games where yellow moved first. Minutes of solving: in the slow project, a file of its own so it runs
// beside the other slow tests.
import { describe, expect, it } from 'vitest';
import { Solver, makePosition } from '../../../src/engine/jumping-cups/index.ts';
import { STORED_PROGRESS, answer, lacks, neededChunk } from '../../../src/engine/jumping-cups/solution.ts';
import { advance, chunk, movesPastStored, randomGames } from './solution-data.ts';

describe('the shipped solution', () => {
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
  }, 1_200_000);
});

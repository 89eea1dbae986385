// The shipped solution (public/jumping-cups/solution/) against fresh solves by the alpha-beta
// solver, on 3,000 positions of random games from the start. Minutes of solving: in the slow project, a file of its own so it runs
// beside the other slow tests.
import { describe, expect, it } from 'vitest';
import { Solver, makePosition } from '../../../src/engine/jumping-cups/index.ts';
import { STORED_PROGRESS, answer, neededChunk } from '../../../src/engine/jumping-cups/solution.ts';
import { advance, chunk, movesPastStored, randomGames } from './solution-data.ts';

describe('the shipped solution', () => {
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
});

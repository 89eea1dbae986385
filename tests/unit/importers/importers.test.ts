// Every importer answers any input with a result, never an exception (src/engine/result.ts):
// arbitrary values of every kind, hostile ones (prototype keys, nesting 5,000 deep, huge sizes)
// and mutations of valid inputs (cuts of real game links among them), 20,000 per importer,
// seeded; and whatever it accepts means what it says (Importer.meaning: written back, the same
// text; a game, legal to its end). `npm run fuzz` runs the same property over 200,000 per importer
// (the count issues 12 and 18 ask of it); `npm test` keeps a fifth of that, seeded, as a guard.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbitraryInput, hostileValue, mutate, mutateText, rng } from './hostile.ts';
import { IMPORTERS, answerProblem, limits } from './importers.ts';
import type { Importer } from './importers.ts';

const RUNS = 20_000;

function inputs(importer: Importer): fc.Arbitrary<unknown> {
  const seeds = importer.seeds;
  const mutated = fc.nat().map((seed) => {
    const valid = seeds[seed % seeds.length];
    return typeof valid === 'string' && importer.alphabet !== undefined ? mutateText(valid, seed, importer.alphabet) : mutate(valid, seed);
  });
  return fc.oneof(
    { arbitrary: mutated, weight: 6 },
    { arbitrary: arbitraryInput, weight: 2 },
    { arbitrary: fc.nat().map((seed) => hostileValue(rng(seed))), weight: 1 },
    { arbitrary: fc.string(), weight: 1 },
  );
}

describe('importers answer every input with a result', () => {
  // Jumping Cups positions are proven to arise in play; a short search keeps the inputs quick
  // (past it the answer is the 'unsettled' refusal, still a result).
  limits.jcWork = 300;
  for (const importer of IMPORTERS) {
    it(`${importer.name}: ${RUNS.toLocaleString('en')} arbitrary, hostile and mutated inputs`, () => {
      let accepted = 0;
      fc.assert(fc.property(inputs(importer), (input) => {
        let answer: unknown;
        try {
          answer = importer.run(input);
        } catch (error) {
          throw new Error(`threw ${(error as Error).name}: ${(error as Error).message}`);
        }
        const problem = answerProblem(importer, answer);
        if (problem !== null) throw new Error(problem);
        if ((answer as { ok: boolean }).ok) {
          accepted += 1;
          // What is accepted means what it says: written back, the same text; a game, legal to its end.
          const wrong = importer.meaning?.(input, (answer as { value: never }).value) ?? null;
          if (wrong !== null) throw new Error(`non-canonical acceptance: ${wrong}`);
        }
      }), { numRuns: RUNS, seed: 20261123, endOnFailure: true });
      // The mutations stay close enough to valid input to reach the deep checks, not only the
      // first type test: some are accepted.
      expect(accepted).toBeGreaterThan(0);
    }, 600_000);
  }
});

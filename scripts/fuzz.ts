// `npm run fuzz`: feeds every importer of untrusted input 200,000 inputs (arbitrary values from
// fast-check, hostile values, mutations of valid inputs; seeded, so a run can be repeated) and
// prints one line per importer: inputs, throws, malformed answers, accepted, refused, time. The
// exit code is 1 when any importer threw or answered with something other than a result.
// Options: `npm run fuzz -- <runs per importer> <seed>`.
import fc from 'fast-check';
import { arbitraryInput, hostileValue, mutate, mutateText, rng } from '../tests/unit/importers/hostile.ts';
import { IMPORTERS, answerProblem } from '../tests/unit/importers/importers.ts';

const runs = Number(process.argv[2] ?? 200_000);
const seed = Number(process.argv[3] ?? 1);
const CHUNK = 2_000;
let failed = false;

for (const importer of IMPORTERS) {
  const started = performance.now();
  let throws = 0;
  let malformed = 0;
  let accepted = 0;
  const examples: string[] = [];
  for (let done = 0; done < runs; done += CHUNK) {
    const n = Math.min(CHUNK, runs - done);
    // A quarter arbitrary values, the rest hostile values and mutations of valid inputs.
    const arbitrary = fc.sample(arbitraryInput, { numRuns: Math.ceil(n / 4), seed: seed * 1_000_003 + done });
    for (let i = 0; i < n; i += 1) {
      const k = seed * 7_919 + done + i;
      let input: unknown;
      if (i % 4 === 0) input = arbitrary[i / 4];
      else if (i % 4 === 1) input = hostileValue(rng(k));
      else {
        const valid = importer.seeds[k % importer.seeds.length];
        input = typeof valid === 'string' && importer.alphabet !== undefined ? mutateText(valid, k, importer.alphabet) : mutate(valid, k);
      }
      try {
        const answer = importer.run(input);
        const problem = answerProblem(importer, answer);
        if (problem !== null) {
          malformed += 1;
          if (examples.length < 3) examples.push(problem);
        } else if ((answer as { ok: boolean }).ok) accepted += 1;
      } catch (error) {
        throws += 1;
        if (examples.length < 3) examples.push(`${(error as Error).name}: ${(error as Error).message}`.slice(0, 200));
      }
    }
  }
  const ms = performance.now() - started;
  if (throws + malformed > 0) failed = true;
  console.log(`${importer.name}: ${runs} inputs, ${throws} throws, ${malformed} malformed answers, ${accepted} accepted, ${runs - accepted - throws - malformed} refused, ${(ms / 1000).toFixed(1)} s`);
  for (const example of examples) console.log(`  e.g. ${example}`);
}
process.exitCode = failed ? 1 : 0;

// `npm run fuzz`: feeds every importer of untrusted input 200,000 inputs (arbitrary values from
// fast-check, hostile values, mutations of valid inputs, cuts of real game links among them;
// seeded, so a run can be repeated) and prints one line per importer: inputs, throws, malformed
// answers, non-canonical acceptances (an accepted input that does not mean what it says: written
// back it is another text, or a game whose moves do not replay legally to the state read),
// accepted, refused, time. Then every cut of every real game link, by version. The exit code is 1
// when any importer threw, answered with something other than a result, or accepted a
// non-canonical input, or when a g2 link's cut was accepted.
// Options: `npm run fuzz -- <runs per importer> <seed>`.
import fc from 'fast-check';
import { arbitraryInput, hostileValue, mutate, mutateText, rng } from '../tests/unit/importers/hostile.ts';
import { IMPORTERS, answerProblem } from '../tests/unit/importers/importers.ts';
import { decodeRecord } from '../src/engine/balloon-cup/record.ts';

const runs = Number(process.argv[2] ?? 200_000);
const seed = Number(process.argv[3] ?? 1);
const CHUNK = 2_000;
let failed = false;

for (const importer of IMPORTERS) {
  const started = performance.now();
  let throws = 0;
  let malformed = 0;
  let noncanonical = 0;
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
        } else if ((answer as { ok: boolean }).ok) {
          accepted += 1;
          const wrong = importer.meaning?.(input, (answer as { value: never }).value) ?? null;
          if (wrong !== null) {
            noncanonical += 1;
            if (examples.length < 3) examples.push(`non-canonical: ${wrong}`);
          }
        }
      } catch (error) {
        throws += 1;
        if (examples.length < 3) examples.push(`${(error as Error).name}: ${(error as Error).message}`.slice(0, 200));
      }
    }
  }
  const ms = performance.now() - started;
  if (throws + malformed + noncanonical > 0) failed = true;
  console.log(`${importer.name}: ${runs} inputs, ${throws} throws, ${malformed} malformed answers, ${noncanonical} non-canonical acceptances, ${accepted} accepted, ${runs - accepted - throws - malformed} refused, ${(ms / 1000).toFixed(1)} s`);
  for (const example of examples) console.log(`  e.g. ${example}`);
}

// Every cut of every real game link the record importer starts from: a g2/g3 link carries a check,
// so none may be accepted; a g1 link (shared before) cut exactly between two moves reads as the
// shorter game it then is, and any other cut is refused.
const links = IMPORTERS.find((i) => i.name.startsWith('game record link'))!.seeds.filter((s): s is string => typeof s === 'string' && s.length > 8);
for (const version of ['g1', 'g2', 'g3']) {
  let cuts = 0;
  let acceptedCuts = 0;
  let saidCut = 0;
  for (const link of links.filter((l) => l.startsWith(`${version}.`))) {
    for (let end = 0; end < link.length; end += 1) {
      const answer = decodeRecord(link.slice(0, end));
      cuts += 1;
      if (answer.ok) acceptedCuts += 1;
      else if (answer.problem.code === 'link-cut') saidCut += 1;
    }
  }
  if (version !== 'g1' && acceptedCuts > 0) failed = true;
  console.log(`cuts of real ${version} game links: ${cuts} cuts, ${acceptedCuts} accepted${version === 'g1' ? ' (cut exactly between two moves)' : ''}, ${saidCut} refused as cut, ${cuts - acceptedCuts - saidCut} refused otherwise`);
}
process.exitCode = failed ? 1 : 0;

/**
 * `npm test`: every stage of the tests, each started as soon as what it needs is done, so both
 * cores stay busy, with each stage's time at the end:
 *
 *   words → typecheck → build ─────┐
 *        └→ unit+slow+conformance ─┴→ budgets ∥ built files ∥ browser
 *
 * The messages are compiled once first (`npm run words`); the later stages' own `words` step then
 * finds nothing changed and writes nothing, so two stages never write src/paraglide/ at once. The
 * type check (one core, tsc) runs beside the Vitest run's two workers, whose slow files leave a
 * core idle in their tail; the build follows the type check (both write .astro/ with `astro sync`)
 * and so runs in that tail too: on a clean clone the Vitest run took 140 s, the type check 67 and
 * the build 85 after it (2026-11-30). The browser tests wait for the Vitest run as well: they use
 * both cores themselves (three workers), and running the Vitest run beside them was measured on a
 * clean clone and was slower (the browser stage grew from 18.6 to 24.4 minutes and the Vitest run,
 * on one worker there, ended after it). The budgets and the checks of dist/ (reads of the built
 * files) run beside the browser tests: the type check and then the build are the longest way to
 * the browser tests, and the budgets took 5 s of it. A failed stage fails the run and no further
 * stage starts; a stage's output is marked with its name.
 *
 * TEST_SERIAL=1 runs the same stages one after another (to compare, or on a one-core machine).
 */
import { spawn } from 'node:child_process';

/** Each stage, with the stages it waits for (in the order TEST_SERIAL runs them). */
const AFTER = {
  words: [],
  typecheck: ['words'],
  'test:vitest': ['words'],
  build: ['typecheck'],
  'test:budgets': ['build', 'test:vitest'],
  'test:dist': ['build', 'test:vitest'],
  'test:e2e': ['build', 'test:vitest'],
};

const times = [];

/** Runs `npm run <stage>`; with company, each line it prints is marked with its name. */
function run(stage, marked) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], { stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (marked) {
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        let rest = '';
        from.setEncoding('utf8');
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) to.write(`[${stage}] ${line}\n`);
        });
        from.on('end', () => { if (rest) to.write(`[${stage}] ${rest}\n`); });
      }
    }
    child.on('close', (code) => {
      times.push({ stage, seconds: (Date.now() - started) / 1000, code });
      resolve(code ?? 1);
    });
  });
}

const begun = Date.now();
let failed = false;
if (process.env.TEST_SERIAL) {
  for (const stage of Object.keys(AFTER)) {
    if ((await run(stage, false)) !== 0) {
      failed = true;
      break;
    }
  }
} else {
  /** Each stage's run, started once: true when it ran and passed. */
  const runs = new Map();
  const start = (stage) => {
    if (!runs.has(stage)) {
      runs.set(stage, Promise.all(AFTER[stage].map(start)).then(async (passed) => {
        if (failed || passed.includes(false)) return false;
        const code = await run(stage, stage !== 'words');
        if (code !== 0) failed = true;
        return code === 0;
      }));
    }
    return runs.get(stage);
  };
  await Promise.all(Object.keys(AFTER).map(start));
}
console.log('\nStage times:');
for (const { stage, seconds, code } of times) console.log(`  ${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : `  FAILED (exit ${code})`}`);
console.log(`  ${'total'.padEnd(14)} ${((Date.now() - begun) / 1000).toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);

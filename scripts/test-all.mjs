/**
 * `npm test`: every stage of the tests, in an order that keeps both cores busy, with each stage's
 * time at the end. Stages that neither write what another reads nor wait on it run side by side:
 *
 *   words → typecheck ∥ unit+slow+conformance → build → budgets → built files ∥ browser
 *
 * The messages are compiled once first (`npm run words`); the later stages' own `words` step then
 * finds nothing changed and writes nothing, so two stages never write src/paraglide/ at once. The
 * type check (one core, tsc) runs beside the Vitest run's two workers, whose slow files leave a
 * core idle in their tail; the checks of dist/ (a read of each built file) run beside the browser
 * tests. Running the Vitest run beside the browsers too was measured on a clean clone and was
 * slower: the browsers already use both cores (0.9-1.05 core per worker with its browser), so the
 * browser stage grew from 18.6 to 24.4 minutes and the Vitest run, on one worker there, ended
 * after it. A failed stage fails the run; its output is marked with its name.
 *
 * TEST_SERIAL=1 runs the same stages one after another (to compare, or on a one-core machine).
 */
import { spawn } from 'node:child_process';

const GROUPS = [
  ['words'],
  ['typecheck', 'test:vitest'],
  ['build'],
  ['test:budgets'],
  ['test:dist', 'test:e2e'],
];

const groups = process.env.TEST_SERIAL ? GROUPS.flat().map((stage) => [stage]) : GROUPS;
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
for (const group of groups) {
  const codes = await Promise.all(group.map((stage) => run(stage, group.length > 1)));
  if (codes.some((code) => code !== 0)) {
    failed = true;
    break;
  }
}
console.log('\nStage times:');
for (const { stage, seconds, code } of times) console.log(`  ${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : `  FAILED (exit ${code})`}`);
console.log(`  ${'total'.padEnd(14)} ${((Date.now() - begun) / 1000).toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);

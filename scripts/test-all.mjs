/**
 * `npm test`: every stage of the tests, in an order that keeps both cores busy, with each stage's
 * time at the end. Stages that neither write what another reads nor wait on it run side by side:
 *
 *   words → build → browser ∥ unit+slow+conformance ∥ typecheck ∥ budgets ∥ built files
 *
 * The messages are compiled once first (`npm run words`); the later stages' own `words` step then
 * finds nothing changed and writes nothing, so two stages never write src/paraglide/ at once. The
 * build comes next because the browser tests, the longest stage by far, need it; they then start
 * at once, and everything else runs beside them: the Vitest run (on one worker there,
 * VITEST_MAX_WORKERS=1, so the browsers keep most of the machine), the type check, the budgets and
 * the checks of dist/ use the time the browsers leave (their waits on pages, the computer's pause)
 * instead of adding their own minutes before the build. They run at normal priority: at the
 * lowest, a unit test could wait minutes for a core and run into its time-out. A failed stage
 * fails the run; its output is marked with its name.
 *
 * TEST_SERIAL=1 runs the same stages one after another (to compare, or on a one-core machine).
 */
import { spawn } from 'node:child_process';

const GROUPS = [
  ['words'],
  ['build'],
  ['test:e2e', 'test:vitest', 'typecheck', 'test:budgets', 'test:dist'],
];
const BROWSERS = 'test:e2e';

const groups = process.env.TEST_SERIAL ? GROUPS.flat().map((stage) => [stage]) : GROUPS;
const times = [];

/**
 * Runs `npm run <stage>`; with company, each line it prints is marked with its name; beside the
 * browser tests, the Vitest run keeps to one worker.
 */
function run(stage, marked, besideBrowsers) {
  const started = Date.now();
  return new Promise((resolve) => {
    const env = besideBrowsers && stage === 'test:vitest' ? { ...process.env, VITEST_MAX_WORKERS: '1' } : process.env;
    const child = spawn('npm', ['run', '--silent', stage], { env, stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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
  const codes = await Promise.all(group.map((stage) => run(stage, group.length > 1, group.includes(BROWSERS))));
  if (codes.some((code) => code !== 0)) {
    failed = true;
    break;
  }
}
console.log('\nStage times:');
for (const { stage, seconds, code } of times) console.log(`  ${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : `  FAILED (exit ${code})`}`);
console.log(`  ${'total'.padEnd(14)} ${((Date.now() - begun) / 1000).toFixed(0).padStart(5)} s`);
process.exit(failed ? 1 : 0);

// `npm run lighthouse`: Lighthouse (mobile form factor, its default simulated throttling) on a
// served build, against the guide's targets: performance >= 0.95, accessibility 1.0. It builds
// nothing: run `npm run build` first. It starts its own preview server (as playwright.config.ts
// does) on LIGHTHOUSE_PORT (default 4329).
//
// Prints one JSON line per page and category on stdout ({"name":"lighthouse-perf:/", ...} and
// "lighthouse-a11y:/"), and on stderr what drives each score (paint times, blocking time, layout
// shift, failing accessibility audits). Exits 1 when a page is under a target.
//
//   npm run lighthouse                                   every page below
//   npm run lighthouse -- /jumping-cups/play/ /search/   only these pages
//   RUNS=3 npm run lighthouse                            the median of three runs per page
//   LIGHTHOUSE_REPORTS=/tmp/lh npm run lighthouse        also keeps every run's full report (JSON)
//
// Not part of `npm test`: the performance score is a wall-clock measurement (blocking time is
// the real CPU's, slowed down four times), so a busy machine lowers it. Read the audits before
// blaming the page, and run a low page again alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const PERFORMANCE = 0.95;
const ACCESSIBILITY = 1;

// Every kind of page: the home page, both overviews, a chapter with live examples, a chapter of
// step-through replays and the heaviest chapter (editions), Balloon Cup play and a replay, the
// analysis board, both guided first games, a puzzle, the sandbox, an open-hands ending, both puzzle
// trainers, search, Jumping Cups play and a puzzle, and a language other than English (Russian, the
// longest words).
const PAGES = [
  '/',
  '/balloon-cup/',
  '/jumping-cups/',
  '/balloon-cup/rules/claim-cascade/',
  '/balloon-cup/rules/after-a-scoring/',
  '/balloon-cup/rules/editions-and-variants/',
  '/balloon-cup/learn/',
  '/jumping-cups/learn/',
  '/balloon-cup/analysis/',
  '/balloon-cup/play/',
  // A 28-move game against Beginner, as the play page wrote links before (tests/e2e keeps it too).
  '/balloon-cup/play/replay/?g=g1.v.w.010r010l0108010a0109010c000f010200070106000h010700050102',
  '/balloon-cup/puzzles/rulebook-kevin/',
  '/balloon-cup/puzzles/sandbox/',
  '/balloon-cup/puzzles/endings/e-bb-3-69/',
  '/balloon-cup/trainer/',
  '/jumping-cups/trainer/',
  '/search/',
  '/jumping-cups/play/',
  '/jumping-cups/puzzles/climb-the-pile/',
  '/ru/balloon-cup/play/',
  '/ru/balloon-cup/rules/claim-cascade/',
  '/ru/balloon-cup/learn/',
  '/ru/jumping-cups/learn/',
  '/ru/balloon-cup/trainer/',
  '/ru/jumping-cups/trainer/',
];

if (!existsSync('dist/index.html')) {
  console.error('lighthouse: no build in dist/; run `npm run build` first.');
  process.exit(1);
}

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4329);
const base = `http://localhost:${port}`;
const pages = process.argv.length > 2 ? process.argv.slice(2) : PAGES;
const runs = Math.max(1, Number(process.env.RUNS ?? 1));

// --ignore-lock: a server of our own even when another preview of this project is running.
const server = spawn('npx', ['astro', 'preview', '--port', String(port), '--ignore-lock'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function serverUp() {
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (server.exitCode !== null) throw new Error(`the preview server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no preview server on ${base} after 60 s`);
}

// The numbers behind a score, for telling a defect from a busy machine.
function details(lhr) {
  const ms = (id) => `${Math.round(lhr.audits[id].numericValue ?? 0)} ms`;
  const failing = lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
  return [
    `FCP ${ms('first-contentful-paint')}`,
    `LCP ${ms('largest-contentful-paint')}`,
    `TBT ${ms('total-blocking-time')}`,
    `CLS ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
    `SI ${ms('speed-index')}`,
    // Lighthouse's measure of the CPU at the time (a quiet desktop scores above 1000).
    `CPU ${Math.round(lhr.environment.benchmarkIndex)}`,
    // The script with the most main-thread time (the page itself when it is style and layout).
    ...lhr.audits['bootup-time'].details?.items?.slice(0, 1).map((item) => `busiest ${item.url.replace(base, '')} ${Math.round(item.total)} ms`) ?? [],
    ...(failing.length ? [`failing: ${failing.join(', ')}`] : []),
  ].join('  ');
}

let chrome;
let failed = false;
// Stopped early (Ctrl-C, kill): the browser and the server go too, not left busy on a shared machine.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    chrome?.kill();
    stopServer();
    process.exit(1);
  });
}
try {
  await serverUp();
  chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(new URL(page, base).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      results.push(result.lhr);
      if (process.env.LIGHTHOUSE_REPORTS) {
        const file = join(process.env.LIGHTHOUSE_REPORTS, `${page.split('?')[0].replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`);
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(file, result.report);
      }
    }
    // Lighthouse's advice for noisy machines: the median run by performance score.
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = results[Math.floor(results.length / 2)];
    const name = page.split('?')[0];
    const performance = lhr.categories.performance.score;
    const accessibility = lhr.categories.accessibility.score;
    console.log(JSON.stringify({ name: `lighthouse-perf:${name}`, value: performance, unit: 'score' }));
    console.log(JSON.stringify({ name: `lighthouse-a11y:${name}`, value: accessibility, unit: 'score' }));
    const spread = runs > 1 ? `  runs ${results.map((r) => r.categories.performance.score).join(' ')}` : '';
    console.error(`  ${name}  ${details(lhr)}${spread}`);
    if (performance < PERFORMANCE || accessibility < ACCESSIBILITY) failed = true;
  }
} catch (error) {
  console.error(`lighthouse: ${error.message}`);
  failed = true;
} finally {
  chrome?.kill();
  stopServer();
}
if (failed) {
  console.error(`lighthouse: a page is under performance ${PERFORMANCE} or accessibility ${ACCESSIBILITY}`);
}
process.exit(failed ? 1 : 0);

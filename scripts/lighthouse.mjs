// Lighthouse, mobile form factor with its default throttling, on the island pages (chapters with
// examples, a puzzle, the sandbox, both play pages) and the home page. Not part of `npm test`, and
// Lighthouse is not a dependency of the project: install it anywhere and point LIGHTHOUSE_DIR at
// that folder, then run against a served build (`npm run build && npm run preview`):
//
//   mkdir /tmp/lh && (cd /tmp/lh && npm init -y && npm i lighthouse@13.5.0)
//   LIGHTHOUSE_DIR=/tmp/lh node scripts/lighthouse.mjs [base URL, default http://localhost:4321]
//
// Prints one line per page: performance, accessibility, total blocking time, largest paint, layout
// shift; with RUNS=5, those of the median of five runs, and every run's performance score.
// CHROME_PATH picks the browser (default /usr/bin/chromium). Scores vary with the machine's load.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.env.LIGHTHOUSE_DIR;
if (!dir) {
  console.error('lighthouse: set LIGHTHOUSE_DIR to a folder where lighthouse is installed (see the top of this file).');
  process.exit(1);
}
const require = createRequire(join(dir, 'package.json'));
const { default: lighthouse } = await import(require.resolve('lighthouse'));
const { launch } = await import(require.resolve('chrome-launcher'));

const base = process.argv[2] ?? 'http://localhost:4321';
const pages = (process.env.LIGHTHOUSE_PAGES ?? [
  '/',
  '/balloon-cup/rules/claim-cascade/',
  '/balloon-cup/puzzles/sandbox/',
  '/balloon-cup/puzzles/rulebook-kevin/',
  '/balloon-cup/play/',
  '/jumping-cups/play/',
  '/jumping-cups/rules/moving-and-stacking/',
].join(',')).split(',');

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  // Lighthouse's own advice for noisy machines: run each page several times and read the median
  // run (by performance score). RUNS sets how many (default 1).
  const runs = Math.max(1, Number(process.env.RUNS ?? 1));
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(new URL(page, base).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      results.push(lhr);
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = results[Math.floor(results.length / 2)];
    const score = (id) => lhr.categories[id].score?.toFixed(2);
    const ms = (id) => Math.round(lhr.audits[id].numericValue ?? 0);
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
      .map((a) => a.id);
    const spread = runs > 1 ? `  (runs ${results.map((r) => r.categories.performance.score.toFixed(2)).join(' ')})` : '';
    console.log(`${page.padEnd(44)} perf ${score('performance')}  a11y ${score('accessibility')}  TBT ${ms('total-blocking-time')} ms  LCP ${ms('largest-contentful-paint')} ms  CLS ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)}${spread}${failed.length ? `  failing: ${failed.join(', ')}` : ''}`);
  }
} finally {
  chrome.kill();
}

import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://localhost:4432';
const out = process.argv[2] ?? '/tmp/jc-table/after';
const only = process.argv[3];
const targets = [
  ['example', '/jumping-cups/rules/moving-and-stacking/#ex-stack-of-three'],
  ['example-chain', '/jumping-cups/rules/finish-rule/#ex-chain-once'],
  ['play', '/jumping-cups/play/'],
  ['puzzle', '/jumping-cups/puzzles/the-last-gap/'],
  ['overview', '/jumping-cups/'],
  ['home', '/'],
  ['rules-index', '/jumping-cups/rules/'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
import { mkdirSync } from 'node:fs';
mkdirSync(out, { recursive: true });
for (const [w, h] of [[360, 740], [1280, 800]]) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  for (const [name, path] of targets) {
    if (only && !name.startsWith(only)) continue;
    await page.goto(base + path);
    if (!path.includes('#') && (name === 'play' || name === 'puzzle')) {
      await page.locator('.jc-island').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${name}-${w}-${scheme}.png` });
  }
  await ctx.close();
}
await browser.close();

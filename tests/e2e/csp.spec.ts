// The Content-Security-Policy on every built page (discovered from dist/, as all-pages does):
// each page carries a strict policy in a <meta> (no 'unsafe-inline', no 'unsafe-eval'), the
// same policy is served as an HTTP header from dist/_headers (here added to each page's
// response, so both are enforced as on a static host that reads the file), and nothing the page
// does breaks it: no securitypolicyviolation event and no CSP message in the console, while the
// islands hydrate and fetch their machines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { DIST, builtPages, hydrateAll } from './helpers.ts';

const pages = builtPages();

/** The Content-Security-Policy line of dist/_headers, for every path (`/*`). */
function headerPolicy(): string {
  const text = readFileSync(join(DIST, '_headers'), 'utf8');
  const block = /^\/\*\n((?:[ \t]+.+\n?)+)/m.exec(text);
  const line = block?.[1]?.split('\n').find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error('dist/_headers has no Content-Security-Policy for /*');
  return line.trim().slice('Content-Security-Policy:'.length).trim();
}

/** Serves pages with the _headers policy and records every violation the page reports. */
async function watchPolicy(page: Page, policy: string): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test('the policy is strict, in every page and in _headers', () => {
  const policy = headerPolicy();
  for (const source of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data: blob:']) {
    expect(policy.split(/[;\s]+/), `_headers allows ${source}`).not.toContain(source);
  }
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  for (const path of pages) {
    const file = path.endsWith('/') ? `${path}index.html` : path;
    const html = readFileSync(join(DIST, file), 'utf8');
    const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html);
    expect(meta, `${path} has a policy <meta>`).not.toBeNull();
    expect(meta![1]).toMatch(/script-src 'self'/);
    expect(meta![1]).not.toMatch(/unsafe-/);
    expect(html, `${path} has no style attribute`).not.toMatch(/<[a-z][^>]*\sstyle=/i);
  }
});

for (const path of pages) {
  test(`${path}: no Content-Security-Policy violation`, async ({ page }) => {
    const violations = await watchPolicy(page, headerPolicy());
    await page.goto(path);
    await hydrateAll(page);
    // Fetch every island's machine (as pointing at it does), so lazy chunks load under the policy.
    for (const island of await page.locator('astro-island > *').all()) {
      await island.dispatchEvent('pointerover');
    }
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('the Jumping Cups solver worker and a Balloon Cup example run under the policy', async ({ page }) => {
  const violations = await watchPolicy(page, headerPolicy());
  test.setTimeout(60_000);
  // Beyond the opening book: answered from the shipped solution's data files.
  await page.goto(`/jumping-cups/play/?p=${encodeURIComponent('y/y//y/////yr/r/r/r/yr/ r')}`);
  await hydrateAll(page);
  await page.getByRole('button', { name: 'What does the solver say?' }).click();
  await expect(page.locator('[data-verdict]')).toContainText('with perfect play', { timeout: 20_000 });
  await page.goto('/balloon-cup/rules/placing-cards/#ex-what-fits');
  await hydrateAll(page);
  const example = page.locator('#ex-what-fits');
  await example.getByRole('group', { name: /'s hand$/ }).getByRole('button', { name: 'blue 7', exact: true }).click();
  await expect(example.getByText(/Where should the blue 7 go\?/)).toBeVisible();
  expect(await violations()).toEqual([]);
});

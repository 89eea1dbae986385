// The Content-Security-Policy: every built page carries a strict policy in a <meta> (no
// 'unsafe-inline', no 'unsafe-eval'; only 'wasm-unsafe-eval', for the search's WebAssembly), the same policy is served from dist/_headers, and the
// solver worker and a played example run under it. (That no page breaks it while its islands
// hydrate and fetch their machines is checked page by page in all-pages.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { DIST, builtPages, headerPolicy, hydrateAll, watchPolicy } from './helpers.ts';

const pages = builtPages();

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
    // The one source with "unsafe" in its name that the policy allows: 'wasm-unsafe-eval', for the
    // site search's WebAssembly (Pagefind); it permits compiling WebAssembly, never JavaScript eval.
    expect((meta![1] ?? '').replaceAll("'wasm-unsafe-eval'", '')).not.toMatch(/unsafe-/);
    expect(html, `${path} has no style attribute`).not.toMatch(/<[a-z][^>]*\sstyle=/i);
  }
});

test('the Jumping Cups solver worker and a Balloon Cup example run under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
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

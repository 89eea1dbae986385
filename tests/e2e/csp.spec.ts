// The Content-Security-Policy in a browser: the solver worker and a played example run under the
// policy of dist/_headers. (That the built pages carry a strict policy is checked as files in
// tests/dist/csp.test.ts; that no page breaks it while its islands hydrate and fetch their
// machines, page by page in all-pages.spec.ts.)
import { expect, test } from './fixtures.ts';
import { hydrateAll, watchPolicy } from './helpers.ts';

test('the Jumping Cups solver worker and a Balloon Cup example run under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
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

// Deep links, heading anchors, chapter order and progress marks.
import { expect, test } from './fixtures.ts';
import { card, openExample, side } from './helpers.ts';

const CHAPTERS = [
  'goal-and-components', 'set-up', 'placing-cards', 'when-no-card-fits', 'scoring',
  'after-a-scoring', 'trophies', 'claim-cascade', 'end-of-the-game', 'editions-and-variants',
];

test('arriving by a link to an example scrolls to it and highlights it', async ({ page }) => {
  await page.goto('/balloon-cup/rules/claim-cascade/#ex-wrong-order');
  const example = page.locator('#ex-wrong-order');
  await expect(example).toBeInViewport();
  expect(await example.evaluate((el) => el.matches(':target'))).toBe(true);
  const shadow = await example.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(shadow).not.toBe('none');
  expect(await page.locator('#ex-mike-wins').evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
});

test('"Link to this" copies the example URL and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/balloon-cup/rules/scoring/');
  const example = page.locator('#ex-equal-sums');
  const link = example.getByRole('link', { name: 'Link to this example: Equal totals: the last card decides' });
  await expect(link).toHaveAttribute('href', '#ex-equal-sums');
  await link.click();
  await expect(example.getByRole('status').first()).toHaveText('Link copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/balloon-cup/rules/scoring/#ex-equal-sums`);
});

test('every section heading of a chapter has a labelled anchor link', async ({ page }) => {
  await page.goto('/balloon-cup/rules/claim-cascade/');
  const headings = page.locator('article h2[id]');
  expect(await headings.count()).toBeGreaterThanOrEqual(2);
  for (const heading of await headings.all()) {
    const id = await heading.getAttribute('id');
    // The heading's title, without the rule number shown before it (the link names the title).
    const text = (await heading.evaluate((h) => { const copy = h.cloneNode(true) as HTMLElement; copy.querySelector('.rule-number')?.remove(); return copy.textContent; }))?.trim();
    const anchor = page.getByRole('link', { name: `Link to the section “${text}”` });
    await expect(anchor).toHaveAttribute('href', `#${id}`);
  }
  await page.getByRole('link', { name: 'Link to the section “Mike and Kevin”' }).click();
  await expect(page).toHaveURL(/#mike-and-kevin$/);
  await expect(page.locator('#mike-and-kevin')).toBeInViewport();
});

test('previous and next lead through the ten chapters in learning order', async ({ page }) => {
  await page.goto(`/balloon-cup/rules/${CHAPTERS[0]}/`);
  await expect(page.locator('nav[aria-label="Chapters"] a[rel="prev"]')).toHaveCount(0);
  for (const next of CHAPTERS.slice(1)) {
    await page.locator('nav[aria-label="Chapters"] a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`/balloon-cup/rules/${next}/$`));
    // The next click goes to this page's link, once this page has loaded (not the last page's).
    await page.waitForLoadState('load');
  }
  await expect(page.locator('nav[aria-label="Chapters"] a[rel="next"]')).toHaveCount(0);
  await page.locator('nav[aria-label="Chapters"] a[rel="prev"]').click();
  await expect(page).toHaveURL(/\/end-of-the-game\/$/);
});

test('progress marks: an example completed, kept after reload, shown in the chapter list, reset per chapter', async ({ page }) => {
  const example = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-equal-sums');
  const toggle = example.getByRole('button', { name: /: Equal totals/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await card(example, 'blue 7').click();
  await side(example, 'Ben', 2).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(example.getByRole('status').first()).toHaveText('Example done: progress saved.');

  const listItem = page.locator('li[data-chapter="/balloon-cup/rules/scoring/"]');
  await expect(listItem.locator('[data-chapter-mark]')).toHaveText('1/3 (1 of 3 examples done)');

  // Marking by hand, then every example done: the chapter shows a tick.
  await page.locator('#ex-mountain-high').getByRole('button', { name: /^Mark done/ }).click();
  await page.locator('#ex-flatland-low').getByRole('button', { name: /^Mark done/ }).click();
  await expect(listItem.locator('[data-chapter-mark]')).toHaveText('✓ (all examples done)');

  await page.reload();
  await expect(page.locator('#ex-equal-sums').getByRole('button', { name: /: Equal totals/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/balloon-cup/rules/trophies/');
  await expect(page.locator('li[data-chapter="/balloon-cup/rules/scoring/"] [data-chapter-mark]')).toHaveText('✓ (all examples done)');

  await page.goto('/balloon-cup/rules/scoring/');
  await page.getByRole('button', { name: 'Reset progress for this chapter' }).click();
  await expect(page.locator('#ex-equal-sums').getByRole('button', { name: /: Equal totals/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('li[data-chapter="/balloon-cup/rules/scoring/"] [data-chapter-mark]')).toHaveText('');
  await expect(page.getByText('0 of 3 examples on this page done')).toBeVisible();
});

test('the home page links both games and the navigation reaches each game\'s sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Balloon Cup', exact: true }).first()).toHaveAttribute('href', '/balloon-cup/');
  const nav = page.getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link', { name: 'Jumping Cups', exact: true })).toHaveAttribute('href', '/jumping-cups/');
  // Each game's sections are named with the game, so two "Rules" links are told apart.
  await expect(nav.getByRole('link', { name: 'Balloon Cup Rules' })).toHaveAttribute('href', '/balloon-cup/rules/');
  await expect(nav.getByRole('link', { name: 'Jumping Cups Rules' })).toHaveAttribute('href', '/jumping-cups/rules/');
  await expect(nav.getByRole('link', { name: 'Jumping Cups Play' })).toHaveAttribute('href', '/jumping-cups/play/');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist');
});

// The site search (issues 20 and 30): a field in every page's header, reached with the `/` key too,
// whose code and index (/search-index/<lang>.json) load only when the reader reaches for it.
// Questions players ask find the right rule first; the results are a keyboard listbox whose count
// is announced, axe clean open in light and dark, and on a phone they fit the screen; an empty
// result says so and offers the rules and the questions. After one search it works offline (the
// service worker keeps the index). The players' questions of every language are checked against
// the built index without a browser: tests/dist/search-questions.test.ts.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { COLOR_RULES, axeViolations, watchPage, watchPolicy } from './helpers.ts';

/** What a person types, and where the first result must open (path and anchor). */
const QUESTIONS: readonly [string, RegExp][] = [
  ['cascade', /^\/balloon-cup\/rules\/claim-cascade\/(#|$)/],
  ['draw after scoring', /^\/balloon-cup\/(rules\/after-a-scoring\/|questions\/#q-draw-before-claims$)/],
  ['cube limit', /^\/balloon-cup\/rules\/editions-and-variants\/#cube-limit$/],
  ['stack', /^\/jumping-cups\/rules\/moving-and-stacking\//],
  ['finish square', /^\/jumping-cups\/rules\/finish-rule\//],
  ['equal totals', /^\/balloon-cup\/rules\/scoring\/#equal-totals$/],
  ['exchange zero cards', /^\/balloon-cup\/(questions\/#q-exchange-none|rules\/editions-and-variants\/#exchange-minimum)$/],
  ['blocked game', /^\/balloon-cup\/rules\/end-of-the-game\/#blocked-games$/],
  ['third trophy', /^\/balloon-cup\/rules\/end-of-the-game\/#the-third-trophy$/],
  ['can I refuse a trophy', /^\/balloon-cup\/questions\/#q-refuse-trophy$/],
  ['who moves first', /^\/jumping-cups\/questions\/#q-who-starts$/],
  ['claim order', /^\/balloon-cup\/rules\/claim-cascade\/#why-the-order-of-claims-matters$/],
];

const field = (page: Page) => page.getByRole('combobox', { name: 'Search the rules' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

/** Types the words and waits until the results for exactly these words are announced. */
async function search(page: Page, words: string): Promise<void> {
  await field(page).fill(words);
  await expect(page.locator('[data-search-status]')).toContainText(`“${words}”`, { timeout: 20_000 });
}

test('the search loads nothing until the reader reaches for it, then finds the right rule first for twelve questions', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = watchPage(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/balloon-cup/rules/placing-cards/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => path.startsWith('/search-index/') || /\/words-search-/.test(path))).toEqual([]);

  await field(page).focus();
  for (const [words, expected] of QUESTIONS) {
    await search(page, words);
    // The options may follow the announcement by a render: poll the first one.
    await expect.poll(() => results(page).getByRole('option').first().getAttribute('data-url'), { message: `first result for “${words}”` }).toMatch(expected);
  }
  expect(fetched.filter((path) => path.startsWith('/search-index/'))).toEqual(['/search-index/en.json']);
  expect(watch.problems).toEqual([]);
});

test('in Russian: the search speaks Russian, finds the Russian page, and fetches no other language\'s search', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/ru/balloon-cup/');
  const russian = page.getByRole('combobox', { name: 'Поиск по правилам' });
  // The glossary's Russian name for the claim cascade.
  await russian.fill('цепная реакция');
  await expect(page.locator('[data-search-status]')).toHaveText(/^По запросу «цепная реакция» найден[оа]? \d+ результат/, { timeout: 20_000 });
  const urls = await page.getByRole('listbox', { name: 'Результаты поиска' }).getByRole('option').evaluateAll((options) => options.map((o) => o.getAttribute('data-url') ?? ''));
  expect(urls.every((url) => url.startsWith('/ru/')), urls.join(' ')).toBe(true);
  expect(urls.some((url) => url.startsWith('/ru/balloon-cup/rules/claim-cascade/')), urls.join(' ')).toBe(true);
  // One search bundle was fetched, the Russian one: its name carries the language.
  const bundles = fetched.filter((path) => /\/words-search-/.test(path));
  expect(bundles).toHaveLength(1);
  expect(bundles[0]).toMatch(/\/words-search-ru-/);
  // No file of another language's words came with it.
  expect(fetched.filter((path) => /\/words-(?!lang-)(?:[a-z]+-)?(?!ru)[a-z]{2}[.-]/.test(path))).toEqual([]);
});

test('keyboard: / reaches the field, the arrow keys choose, Enter opens the exact anchor, Escape closes; the count is announced', async ({ page }) => {
  await page.goto('/jumping-cups/');
  await page.locator('body').press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('cube limit');
  await expect(page.locator('[data-search-status]')).toHaveText(/^\d+ results for “cube limit”\./, { timeout: 20_000 });
  await expect(field(page)).toHaveAttribute('aria-expanded', 'true');
  const options = results(page).getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(field(page)).toHaveValue('cube limit');

  await page.keyboard.press('ArrowDown');
  await expect(results(page)).toBeVisible();
  const target = await options.nth(0).getAttribute('data-url');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  await expect(page.locator('#cube-limit')).toBeInViewport();
});

test('results open: axe clean in light and dark, within the policy, and at 360×740 the list fits the screen', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  for (const scheme of ['light', 'dark'] as const) {
    for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/balloon-cup/');
      await field(page).click();
      await search(page, 'trophy');
      await page.keyboard.press('ArrowDown');
      await expect(results(page)).toBeVisible();
      const box = await page.locator('[data-search-panel]').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      for (const option of await results(page).getByRole('option').all()) {
        const optionBox = await option.boundingBox();
        expect(optionBox!.height).toBeGreaterThanOrEqual(24);
      }
      if (process.env.SEARCH_SHOTS) await page.screenshot({ path: `${process.env.SEARCH_SHOTS}/search-${size.width}-${scheme}.png` });
      // Every rule in the light theme; in the dark one, which changes colours only, the colour rules.
      expect(await axeViolations(page, scheme === 'dark' ? { rules: COLOR_RULES } : {}), `${scheme} ${size.width}`).toEqual([]);
    }
  }
  expect(await violations()).toEqual([]);
});

test('a question typed in a player\'s own words finds its answer; an empty result says so and offers the rules and the questions, at 360×740 and 1280×800', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.goto('/pl/balloon-cup/');
    const polish = page.getByRole('combobox', { name: 'Szukaj w zasadach' });
    await polish.click();
    // Typed key by key, as a player would: the site's term is «zamiana», the player's «wymiana».
    await polish.pressSequentially('wymiana trzech kostek na jedną');
    await expect(page.locator('[data-search-status]')).toContainText('„wymiana trzech kostek na jedną”', { timeout: 20_000 });
    const found = await page.getByRole('listbox', { name: 'Wyniki wyszukiwania' }).getByRole('option').evaluateAll((options) => options.slice(0, 3).map((o) => o.getAttribute('data-url')));
    expect(found, `${size.width}`).toContain('/pl/balloon-cup/rules/trophies/#the-3-for-1-trade');

    await page.goto('/jumping-cups/');
    await field(page).click();
    await search(page, 'zeppelin xylophone');
    const panel = page.locator('[data-search-panel]');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('No results for “zeppelin xylophone”.');
    await expect(results(page)).toBeHidden();
    await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
    const rules = panel.getByRole('link', { name: 'Jumping Cups rules' });
    const questions = panel.getByRole('link', { name: 'Balloon Cup: questions players ask' });
    for (const link of [rules, questions]) {
      await expect(link).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      expect(box.height, `${size.width}`).toBeGreaterThanOrEqual(24);
    }
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    expect(await axeViolations(page), `${size.width}`).toEqual([]);
    // The offer is reached with the keyboard from the field, and opens the page.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel).toBeVisible();
    await questions.click();
    await expect(page).toHaveURL(/\/balloon-cup\/questions\/$/);
  }
  expect(await violations()).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one search the index is kept: search works with the network cut', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await field(page).click();
    await search(page, 'cascade');
    // The service worker keeps the index the search fetched.
    await expect.poll(async () => page.evaluate(async () => {
      const cache = await caches.open('site-search');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }), { timeout: 60_000 }).toContain('/search-index/en.json');

    await context.setOffline(true);
    await page.goto('/jumping-cups/rules/');
    await field(page).click();
    await search(page, 'finish square');
    await expect(results(page).getByRole('option').first()).toHaveAttribute('data-url', /^\/jumping-cups\/rules\/finish-rule\//);
    await search(page, 'equal totals');
    await expect(results(page).getByRole('option').first()).toHaveAttribute('data-url', '/balloon-cup/rules/scoring/#equal-totals');
  });
});

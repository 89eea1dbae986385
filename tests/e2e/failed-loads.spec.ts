// Islands whose code cannot be fetched: the network cut (context offline, or requests aborted)
// and a chunk answering 404, as in a tab opened before a redeploy. The island says so in plain
// words with a button, keeps the reader's action and carries it out once the code arrives; after
// a redeploy a reload brings the new version at the same spot. The service worker is kept out
// (it would answer from its cache, which is what tests/e2e/offline.spec.ts checks).
import { expect, test } from './fixtures.ts';
import type { Page, Route } from '@playwright/test';
import { card, openExample, watchPage } from './helpers.ts';

test.use({ serviceWorkers: 'block' });

const CHAPTER = '/balloon-cup/rules/placing-cards/';
const EXAMPLE = 'ex-what-fits';
/** The lazily imported machine modules (Balloon Cup and Jumping Cups play, the puzzle). */
const MACHINE_CHUNK = /\/_astro\/(play|puzzle)\.[\w-]+\.js$/;

const notice = (page: Page) => page.locator('.load-notice');
const choice = (page: Page, name: string) =>
  page.getByRole('group', { name: /^Your choices as / }).getByRole('button', { name, exact: true });

/** Console errors other than the failed fetches this file causes on purpose. */
function unexpected(problems: string[]): string[] {
  return problems.filter((p) => !/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_/.test(p));
}

test('placing-cards: offline, a click is kept and carried out when the connection returns', async ({ page, context }) => {
  const watch = watchPage(page);
  const example = await openExample(page, CHAPTER, EXAMPLE);
  await context.setOffline(true);
  await card(example, 'blue 7').click();
  await expect(example.locator('.load-notice')).toContainText('This example could not load: no connection. Your choice is kept.');
  await expect(example.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(example.getByText(/Where should the blue 7 go\?/)).toHaveCount(0);
  // A second click while offline is the same action, not a second one that would undo it.
  await card(example, 'blue 7').click();
  await context.setOffline(false);
  // Back online: the machine loads by itself and the card chosen offline is chosen.
  await expect(example.getByText(/Where should the blue 7 go\?/)).toBeVisible();
  await expect(example.locator('.load-notice')).toHaveCount(0);
  await expect(card(example, 'blue 7')).toHaveAttribute('aria-pressed', 'true');
  expect(unexpected(watch.problems)).toEqual([]);
});

test('placing-cards: a chunk gone after a redeploy (404) offers a reload that keeps the place', async ({ page }) => {
  const watch = watchPage(page);
  const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
  await page.route(MACHINE_CHUNK, gone);
  const example = await openExample(page, CHAPTER, EXAMPLE);
  await card(example, 'blue 7').click();
  const message = example.locator('.load-notice');
  await expect(message).toContainText('could not load: the site was updated.');
  await expect(message).toHaveAttribute('data-load-trouble', 'updated');
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  // The new version is deployed (the chunk answers again); the reload brings it, at the same spot.
  await page.unroute(MACHINE_CHUNK, gone);
  await Promise.all([page.waitForEvent('load'), message.getByRole('button', { name: 'Reload the page' }).click()]);
  await expect(page).toHaveURL(new RegExp(`${CHAPTER}#${EXAMPLE}$`));
  // Same spot: the example is on screen, hydrated, with the card chosen before the reload chosen
  // after it, and the decision it leads to (where the card goes) in view.
  const again = page.locator(`#${EXAMPLE}`);
  await expect(again).toBeInViewport();
  await expect(again.locator('astro-island')).not.toHaveAttribute('ssr');
  const prompt = again.getByText(/Where should the blue 7 go\?/);
  await expect(prompt).toBeVisible();
  await expect(prompt).toBeInViewport();
  await expect(notice(page)).toHaveCount(0);
  expect(unexpected(watch.problems).filter((p) => !p.includes('404'))).toEqual([]);
});

test('rulebook-kevin: requests cut, then back: a reload finishes loading and plays the kept choice', async ({ page }) => {
  const watch = watchPage(page);
  const cut = (route: Route) => route.abort('internetdisconnected');
  await page.route(MACHINE_CHUNK, cut);
  await page.goto('/balloon-cup/puzzles/rulebook-kevin/');
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
  await choice(page, 'Pass: hand the cascade to Mike').click();
  await expect(notice(page)).toContainText('This puzzle could not load: no connection. Your choice is kept.');
  // Still cut: trying again says so again, the choice still waits.
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(notice(page)).toHaveAttribute('data-load-trouble', 'offline');
  await expect(page.locator('[data-puzzle-result]')).toHaveCount(0);
  await page.unroute(MACHINE_CHUNK, cut);
  // The browser keeps the failed module for the page's life: "Try again" finds the file reachable
  // and offers the reload, which replays the kept choice.
  await notice(page).getByRole('button', { name: 'Try again' }).click();
  await expect(notice(page)).toHaveAttribute('data-load-trouble', 'reload');
  await Promise.all([page.waitForEvent('load'), notice(page).getByRole('button', { name: 'Reload the page' }).click()]);
  await expect(page.locator('[data-puzzle-result="solved"]')).toContainText('Nobody wins this cascade');
  await expect(notice(page)).toHaveCount(0);
  expect(unexpected(watch.problems)).toEqual([]);
});

test('Jumping Cups play: offline as it loads, then back: the picked cup is kept and the game goes on', async ({ page, context }) => {
  const watch = watchPage(page);
  // The connection goes while the island is still loading: its own files come from the build
  // (held back until then), the game's code is left to the network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\//, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (MACHINE_CHUNK.test(path)) return route.fallback();
    if (/\/PlayIsland\./.test(path)) await held;
    await route.fulfill({ path: `dist${path}` });
  });
  await page.goto('/jumping-cups/play/');
  const island = page.locator('astro-island');
  await island.scrollIntoViewIfNeeded();
  await context.setOffline(true);
  release();
  await expect(island).not.toHaveAttribute('ssr');
  const game = page.locator('.jc-island');
  await game.locator('button[data-square="5"]').click();
  await expect(game.locator('.load-notice')).toContainText('The game could not load: no connection. Your choice is kept.');
  await expect(game.locator('.load-notice')).toHaveAttribute('data-load-trouble', 'offline');
  await context.setOffline(false);
  await expect(game.getByRole('button', { name: 'Move the cup from square 5' })).toBeVisible();
  await expect(game.locator('.load-notice')).toHaveCount(0);
  await game.getByRole('button', { name: 'Move the cup from square 5' }).click();
  await expect(game.locator('[data-told]')).toContainText('Reply: Yellow');
  expect(unexpected(watch.problems)).toEqual([]);
});

test('Jumping Cups play: a chunk answering 404 names the update; restored, a reload plays on', async ({ page }) => {
  const gone = (route: Route) => route.fulfill({ status: 404, body: 'Not found' });
  await page.route(MACHINE_CHUNK, gone);
  await page.goto('/jumping-cups/play/');
  const island = page.locator('astro-island');
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
  const game = page.locator('.jc-island');
  await game.locator('button[data-square="5"]').click();
  await expect(game.locator('.load-notice')).toHaveAttribute('data-load-trouble', 'updated');
  await page.unroute(MACHINE_CHUNK, gone);
  await Promise.all([page.waitForEvent('load'), game.getByRole('button', { name: 'Reload the page' }).click()]);
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  // The cup picked before the reload is picked after it.
  await expect(page.getByRole('button', { name: 'Move the cup from square 5' })).toBeVisible();
});

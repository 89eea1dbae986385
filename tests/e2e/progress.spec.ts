// Progress as the overview promises it: ticks wherever chapters and puzzles are listed, every
// puzzle solve recorded (Balloon Cup and Jumping Cups), lists easiest first within a theme, and
// "next unsolved" following that order.
import { expect, test } from './fixtures.ts';
import { hydrateAll, islandLive } from './helpers.ts';

test('a chapter with every example done is ticked on the rules index and the overview', async ({ page }) => {
  await page.goto('/balloon-cup/rules/scoring/');
  await hydrateAll(page);
  const toggles = page.locator('[data-done-toggle]');
  const total = await toggles.count();
  expect(total).toBeGreaterThan(0);
  for (let i = 0; i < total; i += 1) await toggles.nth(i).click();
  for (const path of ['/balloon-cup/rules/', '/balloon-cup/']) {
    await page.goto(path);
    await hydrateAll(page);
    const item = page.locator('[data-chapter="/balloon-cup/rules/scoring/"]');
    await expect(item.locator('[data-chapter-mark]')).toContainText('✓');
    await expect(item.locator('[data-chapter-mark]')).toContainText('all examples done');
    await expect(page.locator('[data-chapter="/balloon-cup/rules/set-up/"] [data-chapter-mark]')).toBeEmpty();
  }
});

test('a Jumping Cups chapter with one example done shows its count on both lists', async ({ page }) => {
  await page.goto('/jumping-cups/rules/track-and-set-up/');
  await hydrateAll(page);
  await page.locator('[data-done-toggle]').first().click();
  for (const path of ['/jumping-cups/rules/', '/jumping-cups/']) {
    await page.goto(path);
    await hydrateAll(page);
    await expect(page.locator('[data-chapter="/jumping-cups/rules/track-and-set-up/"] [data-chapter-mark]')).toContainText(/1 of \d+ examples done/);
  }
});

test('Jumping Cups puzzles: themes and difficulty as in Balloon Cup, a solve is recorded and the next unsolved is offered', async ({ page }) => {
  await page.goto('/jumping-cups/puzzles/');
  const sections = page.locator('#jc-puzzle-list section');
  expect(await sections.count()).toBeGreaterThan(1);
  const levels: number[] = [];
  for (const section of await sections.all()) {
    const inTheme = (await section.locator('.pz-difficulty').allInnerTexts()).map((t) => Number(/difficulty (\d)/.exec(t)?.[1]));
    expect(inTheme).toEqual([...inTheme].sort((a, b) => a - b));
    levels.push(...inTheme);
  }
  // Every puzzle has a drawn position: the track with its cups.
  const cards = page.locator('#jc-puzzle-list [data-puzzle]');
  const total = await cards.count();
  for (const card of await cards.all()) await expect(card.locator('.pz-picture [data-square]')).toHaveCount(14);
  await expect(page.locator('[data-next-unsolved]')).toContainText('Start with');

  await page.goto('/jumping-cups/puzzles/the-last-gap/');
  const game = page.locator('.jc-island');
  await islandLive(page);
  await game.locator('button[data-square="9"]').click();
  await game.getByRole('button', { name: 'Move the cup from square 9' }).click();
  await expect(game.locator('[data-puzzle-result="solved"]')).toContainText('Solved');
  // Kept by the time it shows: a reader who leaves at once keeps the mark.
  expect(await page.evaluate(() => localStorage.getItem('cup-games:progress:v1'))).toContain('"the-last-gap"');

  await page.goto('/jumping-cups/puzzles/');
  // The marks come with the list's island, hydrated once the browser is idle: later on a busy machine.
  await hydrateAll(page);
  await expect(page.locator('[data-puzzle="the-last-gap"]')).toContainText('Solved');
  await expect(page.locator('[data-puzzle="the-last-gap"]')).toHaveClass(/is-solved/);
  // The next unsolved: the easiest left, the first in list order among equals.
  const ids = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.puzzle));
  const easiest = Math.min(...levels.filter((_, i) => ids[i] !== 'the-last-gap'));
  const nextTitle = await cards.nth(levels.findIndex((l, i) => l === easiest && ids[i] !== 'the-last-gap')).locator('.pz-title a').innerText();
  await expect(page.locator('[data-next-unsolved]')).toContainText(`1 of ${total} solved. Next unsolved puzzle: ${nextTitle}`);
});

test('Balloon Cup puzzles: easiest first within each theme, next unsolved is the easiest one', async ({ page }) => {
  await page.goto('/balloon-cup/puzzles/');
  await hydrateAll(page);
  for (const section of await page.locator('.pz-index section').all()) {
    const levels = (await section.locator('.pz-difficulty').allInnerTexts()).map((t) => Number(/difficulty (\d)/.exec(t)?.[1]));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  }
  // Every puzzle has a drawn position: both players' trophies and cubes as pieces.
  for (const card of await page.locator('.pz-index [data-puzzle]').all()) {
    await expect(card.locator('.pz-picture .bc-thumb-row')).toHaveCount(2);
    await expect(card.locator('.pz-picture .bc-cube').first()).toBeVisible();
  }
  const next = page.locator('[data-next-unsolved] a');
  const href = await next.getAttribute('href');
  const id = href?.split('/').at(-2);
  await expect(page.locator(`[data-puzzle="${id}"] .pz-difficulty`)).toContainText('difficulty 1 of 5');
});

// Progress as the overview promises it: ticks wherever chapters and puzzles are listed, every
// puzzle solve recorded (Balloon Cup and Jumping Cups), lists easiest first within a theme, and
// "next unsolved" following that order.
import { expect, test } from './fixtures.ts';
import { hydrateAll } from './helpers.ts';

test('a chapter with every example done is ticked on the rules index and the overview', async ({ page }) => {
  await page.goto('/balloon-cup/rules/scoring/');
  await hydrateAll(page);
  const toggles = page.locator('[data-done-toggle]');
  const total = await toggles.count();
  expect(total).toBeGreaterThan(0);
  for (let i = 0; i < total; i += 1) await toggles.nth(i).click();
  for (const path of ['/balloon-cup/rules/', '/balloon-cup/']) {
    await page.goto(path);
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
    await expect(page.locator('[data-chapter="/jumping-cups/rules/track-and-set-up/"] [data-chapter-mark]')).toContainText(/1 of \d+ examples done/);
  }
});

test('Jumping Cups puzzles: easiest first, a solve is recorded and the next unsolved is offered', async ({ page }) => {
  await page.goto('/jumping-cups/puzzles/');
  const wins = await page.locator('#jc-puzzle-list li small').allInnerTexts();
  const moves = wins.map((t) => Number(/win in (\d+)/.exec(t)?.[1]));
  expect(moves).toEqual([...moves].sort((a, b) => a - b));
  await expect(page.locator('[data-next-unsolved]')).toBeHidden();

  await page.goto('/jumping-cups/puzzles/the-last-gap/');
  const game = page.locator('.jc-island');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  await game.locator('button[data-square="9"]').click();
  await game.getByRole('button', { name: 'Move the cup from square 9' }).click();
  await expect(game.locator('[data-puzzle-result="solved"]')).toContainText('Solved');

  await page.goto('/jumping-cups/puzzles/');
  await expect(page.locator('[data-solved-id="the-last-gap"]')).toContainText('Solved');
  const second = page.locator('#jc-puzzle-list li').nth(1).locator('a');
  await expect(page.locator('[data-next-unsolved]')).toContainText(`1 of ${wins.length} solved. Next unsolved puzzle: ${await second.innerText()}`);
});

test('Balloon Cup puzzles: easiest first within each theme, next unsolved is the easiest one', async ({ page }) => {
  await page.goto('/balloon-cup/puzzles/');
  await hydrateAll(page);
  for (const section of await page.locator('.pz-index section').all()) {
    const levels = (await section.locator('.pz-difficulty').allInnerTexts()).map((t) => Number(/difficulty (\d)/.exec(t)?.[1]));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  }
  const next = page.locator('[data-next-unsolved] a');
  const href = await next.getAttribute('href');
  const id = href?.split('/').at(-2);
  await expect(page.locator(`[data-puzzle="${id}"] .pz-difficulty`)).toContainText('difficulty 1 of 5');
});

// No silent dead ends: a full browser storage is named wherever progress is saved; a link to a
// finished Jumping Cups game says the game is over and offers a real new game; and pages that
// read a position from their link say, without JavaScript, that they cannot, instead of showing
// another position as if it were the linked one.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { islandLive, openExample } from './helpers.ts';
import { playHref } from '../../src/components/jumping-cups/links.ts';

const FULL = "Your browser's storage is full; progress is not saved.";

/** Fills this origin's localStorage up to the browser's quota (the real limit, no stand-in). */
async function fillStorage(page: Page): Promise<void> {
  const filled = await page.evaluate(() => {
    let size = 1 << 20;
    let i = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler-${i++}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return i;
  });
  expect(filled).toBeGreaterThan(0);
}

test('storage full: "Mark done" says progress is not saved, and does not claim the mark', async ({ page }) => {
  const example = await openExample(page, '/balloon-cup/rules/placing-cards/', 'ex-what-fits');
  await fillStorage(page);
  const toggle = example.locator('[data-done-toggle]');
  await toggle.click();
  await expect(example.locator('[data-example-status]')).toHaveText(FULL);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toContainText('Mark done');
  // Room again: the same button saves.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key);
  });
  await toggle.click();
  await expect(example.locator('[data-example-status]')).toHaveText('Marked as done.');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

test('storage full: a solved puzzle says its solve is not saved', async ({ page }) => {
  await page.goto('/balloon-cup/puzzles/rulebook-kevin/');
  await islandLive(page);
  await fillStorage(page);
  await page.getByRole('group', { name: /^Your choices as / }).getByRole('button', { name: 'Pass: hand the cascade to Mike', exact: true }).click();
  const solved = page.locator('[data-puzzle-result="solved"]');
  await expect(solved).toContainText('Nobody wins this cascade');
  await expect(solved.locator('[data-not-saved]')).toHaveText(FULL);
});

test('a link to a finished Jumping Cups game: told it is over, and "New game" is a real new game', async ({ page }) => {
  await page.goto('/jumping-cups/play/?p=//y/rr////r/yyryr/////+r');
  await page.locator('astro-island').scrollIntoViewIfNeeded();
  const game = page.locator('.jc-island');
  await expect(game.locator('[data-game-over]')).toBeVisible();
  const live = game.locator('[aria-live="polite"]');
  await expect(live).toContainText('the game is already over');
  await expect(live).not.toContainText('to move');
  await expect(game.locator('[data-link-pending]')).toHaveCount(0);
  const start = playHref('r/r/r/r/r/////y/y/y/y/y r');
  await game.getByRole('button', { name: 'New game as yellow' }).click();
  await expect(game.locator('[data-game-over]')).toHaveCount(0);
  // Red (the opponent) opens the new game from the start position.
  await expect(game.locator('[data-told]')).toContainText("Reply: Red's cup on square 5");
  await game.getByRole('button', { name: 'New game as red' }).click();
  await expect(game.locator('[data-game-over]')).toHaveCount(0);
  await expect(live).toContainText('New game: you play red.');
  await expect(game.locator('[data-share]')).toHaveValue(start);
  // And it can be played.
  await game.locator('button[data-square="5"]').click();
  await expect(game.getByRole('button', { name: 'Move the cup from square 5' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Jumping Cups play page says it cannot read the link and that the track is the start', async ({ page }) => {
    await page.goto(`/jumping-cups/play/?p=${encodeURIComponent('y/y//y/////yr/r/r/r/yr/ r')}`);
    await expect(page.getByText(/JavaScript is off.*cannot read a position sent in its link/)).toBeVisible();
    await expect(page.getByText(/The track below is the start position, whatever the link says\./)).toBeVisible();
  });

  test('the sandbox says it cannot read the link and that the position is the rulebook example', async ({ page }) => {
    await page.goto('/balloon-cup/puzzles/sandbox/?p=w0p1.BGk2y3.Rk2b3g3y5');
    await expect(page.getByText(/JavaScript is off.*the sandbox cannot read a position sent in its link/)).toBeVisible();
    await expect(page.getByText(/The position below is the rulebook example, whatever the link says\./)).toBeVisible();
  });

  test('the puzzle-by-link page does not wait forever on "Reading the position"', async ({ page }) => {
    await page.goto('/balloon-cup/puzzles/play/?p=w0p1.BGk2y3.Rk2b3g3y5');
    await expect(page.getByText(/JavaScript is off.*cannot read the position in its link/)).toBeVisible();
    await expect(page.getByText('Reading the position from the link')).toHaveCount(0);
    await expect(page.getByText('The position in this link is read in your browser, with JavaScript.')).toBeVisible();
  });
});

test('with JavaScript, a linked Jumping Cups position replaces the start, and nothing says otherwise', async ({ page }) => {
  const position = 'y/y//y/////yr/r/r/r/yr/ r';
  await page.goto(`/jumping-cups/play/?p=${encodeURIComponent(position)}`);
  await page.locator('astro-island').scrollIntoViewIfNeeded();
  const game = page.locator('.jc-island');
  await expect(game.locator('[data-share]')).toHaveValue(playHref(position));
  await expect(game.locator('[data-link-pending]')).toHaveCount(0);
  await expect(page.getByText('JavaScript is off')).toBeHidden();
});

// The Balloon Cup analysis board's tree of variations and its links, in a browser: a link whose
// known cards cannot be read opens the rest and says so; a move played after taking one back
// starts a variation listed beside the line (the line kept); the arrow keys walk the line; the
// board's link reopens the variation shown; an empty `?p=` opens the first turn, not a refusal.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { botMove } from '../../src/engine/balloon-cup/bots/index.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';
import { encodePosition } from '../../src/engine/balloon-cup/url.ts';
import { islandLive, watchPage } from './helpers.ts';

const ANSWER_MS = 20_000;
const more = JSON.parse(readFileSync(new URL('../../src/messages/bcanalysismore/en.json', import.meta.url), 'utf8')) as Record<string, string>;

/** A position some turns into a game (fewer cards, fewer rows to estimate). */
function midGame(): string {
  let state = newGame(9);
  for (let ply = 0; ply < 14; ply += 1) {
    const next = apply(state, botMove(state, 'beginner', [], ply));
    if (!next.ok) throw new Error(next.message);
    state = next.value.state;
  }
  return encodePosition(state);
}

test('a branch beside the line, walked by keys and reopened from its link; unreadable known cards named; an empty p opens the start', async ({ page }) => {
  const watch = watchPage(page);
  const code = midGame();
  await page.goto(`/balloon-cup/analysis/?p=${code}&k=%2A%2A.x`);
  await islandLive(page);
  const island = page.locator('.bca');
  await expect(island.locator('[data-note]')).toHaveText(more.known_dropped!);
  await expect(island.locator('[data-problem]')).toHaveCount(0);
  await expect(island.locator('[data-move]').first()).toBeVisible({ timeout: ANSWER_MS });

  // First row played, taken back, the second row played: a variation beside the first.
  await island.locator('[data-move]').first().locator('button').click();
  await expect(island.locator('[data-step="1"]')).toHaveAttribute('aria-current', 'step');
  await expect(island.locator('[data-move]').first()).toBeVisible({ timeout: ANSWER_MS });
  await island.locator('[data-undo]').click();
  await expect(island.locator('[data-move]').nth(1)).toBeVisible({ timeout: ANSWER_MS });
  await island.locator('[data-move]').nth(1).locator('button').click();
  const branch = island.locator('.bca-variation [data-step="2"]');
  await expect(branch).toHaveAttribute('aria-current', 'step');
  await expect(island.locator('.bca-tree > li > [data-step="1"]')).toBeVisible();

  // The keyboard: left goes back to the opened position, right on along the variation.
  await branch.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(island.locator('[data-step="0"]')).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('ArrowRight');
  await expect(branch).toHaveAttribute('aria-current', 'step');

  // The link reopens the variation shown, at the same move.
  const href = await island.locator('[data-link]').getAttribute('href');
  expect(href).toContain(`p=${code}`);
  expect(href).toContain('&l=');
  await page.goto(href!);
  await islandLive(page);
  const reopened = page.locator('.bca');
  await expect(reopened.locator('[data-step="1"]')).toHaveAttribute('aria-current', 'step');
  await expect(reopened.locator('[data-link]')).toHaveAttribute('href', href!);

  // An empty `?p=`: the first turn, its rows, no refusal.
  await page.goto('/balloon-cup/analysis/?p=');
  await islandLive(page);
  const start = page.locator('.bca');
  await expect(start.locator('[data-move]').first()).toBeVisible({ timeout: ANSWER_MS });
  await expect(start.locator('[data-problem]')).toHaveCount(0);
  expect(watch.problems).toEqual([]);
});

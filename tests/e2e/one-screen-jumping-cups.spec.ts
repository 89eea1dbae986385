// One screen: on a 360×740 phone and a 1280×800 laptop, each kind of Jumping Cups island shows
// its board, the prompt for the decision at hand and the controls for it together, without
// scrolling, and keeps them there after a cup is picked and after a move (the story of the move
// goes below the controls). Regions are marked data-region="board" | "prompt" | "controls".
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { pathIn } from '../../src/i18n/routes.ts';
import { stickyHeaderBottom } from './helpers.ts';

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

async function expectOneScreen(page: Page, island: Locator, when: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const top = await stickyHeaderBottom(page);
  for (const region of ['prompt', 'board', 'controls']) {
    const box = await island.locator(`[data-region="${region}"]`).boundingBox();
    expect(box, `${region} is drawn (${when})`).not.toBeNull();
    const { x, y, width, height } = box!;
    expect(height, `${region} has a height (${when})`).toBeGreaterThan(0);
    expect(y, `${region} top is below the header (${when})`).toBeGreaterThanOrEqual(top - 1);
    expect(y + height, `${region} bottom is on screen (${when})`).toBeLessThanOrEqual(viewport.height + 1);
    expect(x, `${region} left is on screen (${when})`).toBeGreaterThanOrEqual(0);
    expect(x + width, `${region} right is on screen (${when})`).toBeLessThanOrEqual(viewport.width + 1);
  }
  // The whole track is in its frame: square 1 and square 14 both drawn inside the viewport.
  for (const n of [1, 14]) {
    const box = await island.locator(`[data-square="${n}"]`).boundingBox();
    expect(box!.x + box!.width, `square ${n} is not clipped (${when})`).toBeLessThanOrEqual(viewport.width + 1);
  }
}

/** As a reader arriving at an island: its prompt brought to the top of the screen. */
async function bringIntoView(page: Page, island: Locator): Promise<void> {
  const top = await stickyHeaderBottom(page);
  await island.locator('[data-region="prompt"]').evaluate((el, offset) => {
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - offset - 8);
  }, top);
}

async function live(page: Page): Promise<void> {
  // Islands hydrate in the browser's idle time (client:visible-idle), later on a busy machine.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('rules example: arriving by its link, after a pick and after a move', async ({ page }) => {
      await page.goto('/jumping-cups/rules/moving-and-stacking/#ex-stack-of-three');
      const island = page.locator('#ex-stack-of-three .jc-island');
      await expect(island.locator('astro-island, [data-region="board"]').first()).toBeVisible();
      await expect(page.locator('#ex-stack-of-three astro-island')).not.toHaveAttribute('ssr');
      await expectOneScreen(page, island, 'on arrival');
      await island.locator('button[data-square="4"]').click();
      await expect(island.locator('[data-region="prompt"]')).toContainText('would land on square 7');
      await expectOneScreen(page, island, 'cup picked');
      await island.locator('button[data-square="7"]').click();
      await expect(island.locator('[data-told]')).toBeVisible();
      await expect(island.locator('[data-region="prompt"]')).toContainText('Yellow to move');
      await expectOneScreen(page, island, 'after the move');
    });

    test('rules example with a losing move: the confirm stays on screen', async ({ page }) => {
      await page.goto('/jumping-cups/rules/finish-rule/#ex-chain-off');
      const island = page.locator('#ex-chain-off .jc-island');
      await expect(page.locator('#ex-chain-off astro-island')).not.toHaveAttribute('ssr');
      await expectOneScreen(page, island, 'on arrival');
      await island.locator('button[data-square="12"]').click();
      await expect(island.locator('[data-region="controls"]').getByRole('button', { name: 'Move it anyway (loses)' })).toBeVisible();
      await expectOneScreen(page, island, 'losing move previewed');
    });

    test('play page: at the start, after a pick and after the reply', async ({ page }) => {
      await page.goto('/jumping-cups/play/');
      const island = page.locator('.jc-island');
      // Both open with the island on the first screen, so it hydrates at once; the reader then
      // scrolls it to the top.
      await live(page);
      await bringIntoView(page, island);
      await expectOneScreen(page, island, 'at the start');
      await island.locator('button[data-square="5"]').click();
      // The game's code loads on this first press: measure once the pick is drawn.
      await expect(island.locator('button[data-square="5"]')).toHaveAttribute('aria-pressed', 'true');
      await expectOneScreen(page, island, 'cup picked');
      await island.locator('button[data-square="6"]').click();
      // The reply waits for the solver's worker and the solution's chunk it reads: on a busy
      // machine that is more than the default five seconds.
      await expect(island.locator('[data-told]')).toContainText('Reply: Yellow');
      await expect(island.locator('[data-region="prompt"]')).toContainText('Your move');
      await expectOneScreen(page, island, 'after the reply');
    });

    test('puzzle page: at the start, after a pick and once solved', async ({ page }) => {
      await page.goto('/jumping-cups/puzzles/the-last-gap/');
      const island = page.locator('.jc-island');
      // Both open with the island on the first screen, so it hydrates at once; the reader then
      // scrolls it to the top.
      await live(page);
      await bringIntoView(page, island);
      await expectOneScreen(page, island, 'at the start');
      await island.locator('button[data-square="9"]').click();
      await expect(island.locator('button[data-square="9"]')).toHaveAttribute('aria-pressed', 'true');
      await expectOneScreen(page, island, 'cup picked');
      await island.getByRole('button', { name: /Move the cup from square 9 here/ }).click();
      await expect(island.locator('[data-puzzle-result="solved"]')).toBeVisible();
      await expectOneScreen(page, island, 'solved');
    });
  });
}

// The play page and every puzzle open with the game: the prompt and the whole track are on the
// first screen, without scrolling, in every language (the pages' longer words come after it).
const PUZZLES = readdirSync(join(process.cwd(), 'content', 'jumping-cups', 'puzzles')).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
// One test per language, so they run side by side and each keeps to its time on a busy machine.
// Each page is opened once, on the phone's screen, and checked there and then on the laptop's
// (the layout follows the width by CSS alone: no island reads the screen's size; nothing is
// scrolled, so the laptop's first screen is the page's top too), instead of once per size.
for (const locale of PUBLISHED_LOCALES) {
  test(`the play page and every puzzle open with the prompt and the track on the first screen at 360×740 and at 1280×800 (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/jumping-cups/play/', ...PUZZLES.map((id) => `/jumping-cups/puzzles/${id}/`)]) {
      await page.setViewportSize(SIZES[0]!);
      await page.goto(pathIn(path, locale));
      const island = page.locator('.jc-island').first();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // Measured in one round trip, as toBeInViewport({ ratio: 1 }) does (an IntersectionObserver
        // on the viewport, so clipping by a scrolling ancestor counts), retried until it holds.
        await expect.poll(() => island.evaluate(async (root) => {
          if (window.scrollY !== 0) return [`scrolled to ${window.scrollY}`];
          const problems: string[] = [];
          for (const region of ['prompt', 'board']) {
            const found = root.querySelectorAll(`[data-region="${region}"]`);
            if (found.length !== 1) { problems.push(`${region}: ${found.length} elements`); continue; }
            const ratio = await new Promise<number>((resolve) => {
              const watch = new IntersectionObserver(([entry]) => { watch.disconnect(); resolve(entry!.intersectionRatio); });
              watch.observe(found[0]!);
            });
            if (ratio < 1) problems.push(`${region}: ${Math.round(ratio * 100)} % in view`);
          }
          return problems;
        }), `${pathIn(path, locale)} at ${size.width}×${size.height}`).toEqual([]);
      }
    }
  });
}

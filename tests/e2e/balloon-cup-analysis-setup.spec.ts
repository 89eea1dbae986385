// The Balloon Cup analysis board's set-up by tapping (SetupEditor.tsx), in a browser: opened by
// keyboard, a tile's cubes and whose turn changed by keyboard, an impossible set-up named in the
// board's words, then analysed: the board opens the engine's code for the edited position and its
// link reopens it. The full rules' parts by keyboard: the other hand as the mover knows it, a tile's
// face, a tile gone once the bag is emptied, a rule option; the board opens the engine's code for
// them with the known cards in its link. On a phone's screen, in Russian, each part of the set-up
// fits one screen, and axe is clean.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { COLORS, emptyCounts } from '../../src/engine/balloon-cup/components.ts';
import type { Color } from '../../src/engine/balloon-cup/components.ts';
import { decodePosition } from '../../src/engine/balloon-cup/url.ts';
import { FIRST_POSITION, knownText } from '../../src/machines/balloon-cup/analysis.ts';
import {
  addKnownCard, buildCode, changeTileCube, changeUnknown, draftKnown, draftOf, freeCards, setBag, setGone, setOption, setTerrain, setTurn,
} from '../../src/machines/balloon-cup/position-edits.ts';
import { axeViolations, expectAxeCleanInBothThemes, islandLive, watchPage } from './helpers.ts';

const words = JSON.parse(readFileSync(new URL('../../src/messages/bcanalysis/en.json', import.meta.url), 'utf8')) as Record<string, string>;

const first = decodePosition(FIRST_POSITION);
if (!first.ok) throw new Error(first.message);
const start = first.value;
const was = start.tiles[0].cubes[0]!;
const now: Color = COLORS.find((c) => c !== was)!;

/** Opens the analysis board at 1280x800 and its set-up by keyboard; the set-up's heading takes the focus. */
async function openSetupByKeyboard(page: Page): Promise<{ island: Locator; setup: Locator }> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/balloon-cup/analysis/');
  await islandLive(page);
  const island = page.locator('.bca');
  await island.locator('[data-setup-open]').focus();
  await page.keyboard.press('Enter');
  const setup = island.locator('[data-setup]');
  await expect(setup.locator('h3')).toBeFocused();
  return { island, setup };
}

test('a tile\'s cubes and whose turn set up by keyboard, an impossible set-up named, the analysed position reopened from its link', async ({ page }) => {
  const watch = watchPage(page);
  const { island, setup } = await openSetupByKeyboard(page);

  // Tile 1: one cube more makes a tile the rules cannot show; the board's words say so.
  const tile = setup.locator('[data-tile="1"]');
  await tile.locator(`[data-color="${now}"] [data-more]`).focus();
  await page.keyboard.press('Enter');
  await setup.locator('[data-setup-analyse]').focus();
  await page.keyboard.press('Enter');
  await expect(setup.locator('[data-setup-problem="pos-tile-cubes"]')).toContainText(words.pos_tile!.replace('{tile}', '1'));
  // Its first cube taken off: one cube again, of another colour.
  await tile.locator(`[data-color="${was}"] [data-less]`).focus();
  await page.keyboard.press('Enter');
  await expect(setup.locator('[data-setup-problem]')).toHaveCount(0);
  await expect(tile.locator(`[data-color="${now}"] [data-count]`)).toHaveText('1');
  await expect(tile.locator(`[data-color="${was}"] [data-count]`)).toHaveText('0');

  // Whose turn, by the part switch's arrow keys and the radio buttons' own.
  await setup.locator('[data-part="1"]').focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await setup.locator(`[data-turn="${start.toMove}"]`).focus();
  await page.keyboard.press('ArrowDown');
  const mover = start.toMove === 0 ? 1 : 0;
  await expect(setup.locator(`[data-turn="${mover}"]`)).toBeChecked();

  await setup.locator('[data-setup-analyse]').focus();
  await page.keyboard.press('Enter');
  await expect(setup).toHaveCount(0);
  await expect(island.locator('[data-setup-open]')).toBeFocused();

  // The engine's code of the same edits, built here.
  const built = buildCode(setTurn(changeTileCube(changeTileCube(draftOf(start), 1, now, 1), 1, was, -1), mover));
  if (!built.ok) throw new Error(built.problem.code);
  await expect(island.locator('[data-code]')).toHaveValue(built.code);
  await expect(island.locator('[data-problem]')).toHaveCount(0);
  const toMove = await island.locator('[data-to-move]').textContent();
  const href = await island.locator('[data-link]').getAttribute('href');
  expect(href).toContain(`p=${built.code}`);

  await page.goto(href!);
  await islandLive(page);
  await expect(island.locator('[data-code]')).toHaveValue(built.code);
  await expect(island.locator('[data-problem]')).toHaveCount(0);
  await expect(island.locator('[data-to-move]')).toHaveText(toMove!);
  expect(watch.problems).toEqual([]);
});

test('the other hand, a tile\'s face, a gone tile and a rule option set up by keyboard open the engine\'s code', async ({ page }) => {
  const watch = watchPage(page);
  const { island, setup } = await openSetupByKeyboard(page);
  const press = async (selector: string, key = 'Enter') => {
    await setup.locator(selector).focus();
    await page.keyboard.press(key);
  };

  // The other hand: one unseen card fewer, and the first card offered added as one the mover has seen.
  await press('[data-part="other"]');
  await press('[data-stepper="unknown"] [data-less]');
  await expect(setup.locator('[data-stepper="unknown"] [data-count]')).toHaveText('7');
  await press('[data-other] .bce-add button');
  await expect(setup.locator('[data-other] [data-card]')).toHaveCount(1);
  // Tile 1 turned to mountains (the radio buttons' own arrow keys).
  await press('[data-part="1"]');
  await press('[data-face="flatland"]', 'ArrowUp');
  await expect(setup.locator('[data-face="mountain"]')).toBeChecked();
  // Tile 4 gone: refused in the board's words while the bag could refill it, kept once the bag is empty.
  await press('[data-part="4"]');
  await press('[data-face="gone"]', 'Space');
  await expect(setup.locator('[data-setup-problem="tile-gone-refillable"]')).toContainText(words.pos_tile!.replace('{tile}', '4'));
  await expect(setup.locator('[data-face="gone"]')).not.toBeChecked();
  await press('[data-part="bag"]');
  await press('[data-bag-empty]');
  await press('[data-part="4"]');
  await press('[data-face="gone"]', 'Space');
  await expect(setup.locator('[data-face="gone"]')).toBeChecked();
  await expect(setup.locator('[data-setup-problem]')).toHaveCount(0);
  // An exchange discards at least one card.
  await press('[data-part="rules"]');
  await press('[data-option="exchangeMin"] select', 'ArrowDown');
  await expect(setup.locator('[data-option="exchangeMin"] select')).toHaveValue('1');

  await press('[data-setup-analyse]');
  await expect(setup).toHaveCount(0);
  let draft = changeUnknown(draftOf(start), -1);
  draft = addKnownCard(draft, freeCards(draft)[0]!);
  draft = setTerrain(draft, 1, 'mountain');
  draft = setGone(setBag(draft, emptyCounts()), 4, true);
  draft = setOption(draft, 'exchangeMin', 1);
  const built = buildCode(draft);
  if (!built.ok) throw new Error(built.problem.code);
  await expect(island.locator('[data-code]')).toHaveValue(built.code);
  await expect(island.locator('[data-problem]')).toHaveCount(0);
  expect(await island.locator('[data-link]').getAttribute('href')).toContain(`k=${knownText(draftKnown(draft))}`);
  expect(watch.problems).toEqual([]);
});

test('on a phone, in Russian, each part of the set-up fits one screen, and axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ru/balloon-cup/analysis/');
  await islandLive(page);
  await page.locator('[data-setup-open]').click();
  const setup = page.locator('[data-setup]');
  for (const part of ['1', '4', 'hand', 'other', 'piles', 'bag', 'players', 'rules']) {
    await setup.locator(`[data-part="${part}"]`).click();
    await expect(setup.locator(`[data-part="${part}"]`)).toHaveAttribute('aria-pressed', 'true');
    const box = (await setup.boundingBox())!;
    expect(box.height, `part ${part}`).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `part ${part}`).toBeLessThanOrEqual(360);
    // The full rules' parts (a tile's face, the other hand, the piles, the bag, the rules): axe on each.
    if (part !== 'hand' && part !== 'players') expect(await axeViolations(page, { include: '[data-setup]' }), `part ${part}`).toEqual([]);
  }
  await expectAxeCleanInBothThemes(page);
});

// The play page explains every refusal, in English and in Russian: a side the chosen card does
// not fit answers with the engine's reason in the page's language (the sentence the rules
// examples use), shown under the hand without moving the board and announced; a card that fits
// no side says why; "Show where it fits" marks the sides in words and can be turned off; the Hint
// marks its card and side on the board and is played with one press; all of it by keyboard too.
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { savedReplay, startGameIn } from './helpers.ts';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { cardColor, cardValue } from '../../src/engine/balloon-cup/components.ts';
import type { CardId, Player, TileNumber } from '../../src/engine/balloon-cup/components.ts';
import { legalMoves } from '../../src/engine/balloon-cup/moves.ts';
import { DEFAULT_OPTIONS } from '../../src/engine/balloon-cup/options.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../src/engine/balloon-cup/state.ts';
import { fitsNowhereText } from '../../src/machines/balloon-cup/fit-words.ts';
import { defaultNames } from '../../src/machines/balloon-cup/names.ts';
import { cardName, refusalText } from '../../src/machines/balloon-cup/story.ts';
import { ALL_WORDS } from '../../src/paraglide/all.ts';
import { provide } from '../../src/i18n/runtime.ts';
import type { Locale } from '../../src/i18n/locales.ts';

test.describe.configure({ timeout: 90_000 });

/** `text` as a regular expression that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SIDES = [1, 2, 3, 4].flatMap((tile) => [0, 1].map((side) => ({ tile: tile as TileNumber, side: side as Player })));

/**
 * The game as the page keeps it (its save, written just after the screen shows the move), read
 * back through the engine: the position now.
 */
async function position(page: Page): Promise<{ state: GameState; moves: number }> {
  const { states, record } = await savedReplay(page);
  return { state: states.at(-1)!, moves: record.moves.length };
}

/** A tile side on the board, by tile and player (the person's side is drawn below the tile). */
function sideOf(page: Page, tile: number, side: Player): Locator {
  return page.locator('.bcp-app .bc-column').nth(tile - 1).locator(`.bc-side-${side}`);
}

/** The live region of the game, where a screen reader hears what happens. */
function spoken(page: Page): Locator {
  return page.locator('.bcp-app > [aria-live="polite"]');
}

const WORDS: Record<string, { fits: string; notAllowed: string; showFits: string; hint: string; play: string; suggested: string; fitsNowhere: string }> = {
  en: { fits: 'fits', notAllowed: 'Not allowed.', showFits: 'Show where it fits', hint: 'Hint', play: 'Play this move', suggested: 'suggested by the hint', fitsNowhere: 'fits no side now' },
  ru: { fits: 'подходит', notAllowed: 'Так нельзя.', showFits: 'Показать, куда подходит', hint: 'Подсказка', play: 'Сделать этот ход', suggested: 'это предлагает подсказка', fitsNowhere: 'сейчас никуда не подходит' },
};

/** A game number whose first position lets the person place, with a card that fits one side and not another. */
function seedWith(want: (state: GameState) => boolean): number {
  for (let seed = 100; seed < 2000; seed += 1) {
    const state = newDeal(seed);
    if (state && want(state)) return seed;
  }
  throw new Error('no such game number');
}

/** The deal of a game number when the person (player 0) moves first, else null. */
function newDeal(seed: number): GameState | null {
  const state = newGame(seed, DEFAULT_OPTIONS);
  return state.toMove === 0 ? state : null;
}

const places = (state: GameState, card: CardId) => SIDES.filter((s) => apply(state, { type: 'place', card, ...s }).ok);

for (const locale of ['en', 'ru'] as const) {
  const words = WORDS[locale]!;
  test.describe(`${locale}`, () => {
    test.beforeEach(() => provide(locale as Locale, ALL_WORDS[locale as Locale]));

    test(`${locale}: a side the card does not fit says why, under the hand, without moving the board; Show where it fits marks the sides`, async ({ page }) => {
      const seed = seedWith((s) => s.hands[0].some((c) => places(s, c).length > 0));
      await startGameIn(page, locale, seed);
      const { state } = await position(page);
      const hand = state.hands[0];
      const card = hand.find((c) => places(state, c).length > 0)!;
      const fit = places(state, card);
      await page.locator('.bc-player-0 .bc-hand-card').nth(hand.indexOf(card)).click();
      // "Show where it fits" is on: the sides it fits say so in words, the others are dashed but still buttons.
      const toggle = page.getByRole('button', { name: words.showFits });
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      for (const { tile, side } of SIDES) {
        const here = sideOf(page, tile, side);
        await expect(here).toHaveJSProperty('tagName', 'BUTTON');
        const fits = fit.some((f) => f.tile === tile && f.side === side);
        await expect(here, `tile ${tile} side ${side}`).toHaveClass(fits ? /\bis-fit\b/ : /\bis-unfit\b/);
        if (fits) await expect(here.locator('.bc-badge-fit')).toHaveText(words.fits);
      }
      // A side it does not fit: the engine's reason, in the page's language, shown and announced.
      const bad = SIDES.find((s) => !fit.some((f) => f.tile === s.tile && f.side === s.side))!;
      const move = { type: 'place' as const, card, ...bad };
      const result = apply(state, move);
      if (result.ok) throw new Error('expected a refusal');
      const reason = refusalText(result, move, state, defaultNames('computer'), 0);
      const board = page.locator('.bcp-app .bc-tiles');
      const before = await board.boundingBox();
      await sideOf(page, bad.tile, bad.side).click();
      const refusal = page.locator('.bcp-refusal');
      // The engine's reason, then the rule it applies (issue 30): which cards fit.
      await expect(refusal).toHaveText(new RegExp(`^${escape(`${words.notAllowed} ${reason}`)} \\S+ 3\\.1: `));
      await expect(refusal.locator('[data-rule]')).toHaveAttribute('data-rule', '3.1');
      await expect(refusal).toBeInViewport();
      await expect(spoken(page)).toContainText(reason);
      expect(await board.boundingBox(), 'the board stays where it was').toEqual(before);
      // The refusal sits under the hand, not above the board.
      const handBox = await page.locator('.bc-player-0 .bc-hand').boundingBox();
      expect((await refusal.boundingBox())!.y).toBeGreaterThan(handBox!.y + handBox!.height);
      expect((await position(page)).moves).toBe(0);
      // Turned off, no side is marked, and every open side can still be tried.
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('.bcp-app .bc-side.is-fit, .bcp-app .bc-side.is-unfit, .bcp-app .bc-badge-fit')).toHaveCount(0);
      await expect(page.locator('.bcp-app button.bc-side')).toHaveCount(8);
      // The side it fits takes it.
      await sideOf(page, fit[0]!.tile, fit[0]!.side).click();
      await expect(page.locator('.bcp-app[data-moves="0"]')).toHaveCount(0);
    });

    test(`${locale}: a card that fits no side says why`, async ({ page }) => {
      const stuck = (s: GameState) => s.hands[0].find((c) => places(s, c).length === 0 && legalMoves(s).some((m) => m.type === 'place'));
      const seed = seedWith((s) => stuck(s) !== undefined);
      await startGameIn(page, locale, seed);
      const { state } = await position(page);
      const card = stuck(state)!;
      await page.locator('.bc-player-0 .bc-hand-card').nth(state.hands[0].indexOf(card)).click();
      const why = fitsNowhereText(state, card);
      await expect(page.locator('.bcp-status')).toContainText(words.fitsNowhere);
      await expect(page.locator('.bcp-status')).toContainText(cardName(card));
      await expect(page.locator('.bcp-refusal')).toHaveText(new RegExp(`^${escape(why)} \\S+ 3\\.1: `));
      await expect(page.locator('.bcp-refusal [data-rule]')).toHaveAttribute('data-rule', '3.1');
      await expect(page.locator('.bcp-refusal')).toBeInViewport();
      await expect(spoken(page)).toContainText(why);
      // The reason names the tiles that carry the card's colour, if any.
      const tiles = state.tiles.filter((t) => t.cubes.includes(cardColor(card))).map((t) => String(t.number));
      for (const t of tiles) expect(why).toContain(t);
      expect(cardValue(card)).toBeGreaterThan(0);
    });

    test(`${locale}: Hint marks its card and side on the board, is announced, and one press plays it`, async ({ page }) => {
      const seed = seedWith((s) => s.hands[0].some((c) => places(s, c).length > 0));
      await startGameIn(page, locale, seed);
      await page.getByRole('button', { name: words.hint, exact: true }).click();
      const hint = page.locator('.bcp-hint');
      await expect(hint).toBeVisible({ timeout: 30_000 });
      // The card: a star and a dotted ring, and its name says the hint suggests it.
      const marked = page.locator('.bc-player-0 .bc-hand-card.is-hinted');
      await expect(marked).toHaveCount(1);
      await expect(marked.locator('.bc-hint-star')).toBeVisible();
      await expect(marked).toHaveAttribute('aria-pressed', 'true');
      await expect(marked).toContainText(words.suggested);
      // The side: a star too, and the hint's words.
      const side = page.locator('.bcp-app .bc-side.is-hinted');
      await expect(side).toHaveCount(1);
      await expect(side.locator('.bc-hint-star')).toBeVisible();
      await expect(side).toContainText(words.suggested);
      const tile = await side.evaluate((el) => [...document.querySelectorAll('.bcp-app .bc-column')].findIndex((c) => c.contains(el)) + 1);
      const player = await side.evaluate((el) => (el.classList.contains('bc-side-0') ? 0 : 1));
      // Announced as shown: "Hint: <the move>. <why>".
      // The hint's words (without its star and the rule it cites after them, issue 30).
      await expect(hint.locator('[data-rule]')).toHaveAttribute('data-rule', /^\d+(\.\d+)?$/);
      const hinted = await hint.evaluate((p) => [...p.childNodes].filter((n) => !(n instanceof Element && n.matches('.bc-hint-star, .rule-cite'))).map((n) => n.textContent).join('').replace(/\s+/g, ' ').trim());
      await expect(spoken(page)).toContainText(hinted);
      const { state } = await position(page);
      const card = state.hands[0][await page.locator('.bc-player-0 .bc-hand-card').evaluateAll((b) => b.findIndex((x) => x.classList.contains('is-hinted')))]!;
      // One press plays it: the move recorded is the card on that side.
      await page.getByRole('button', { name: words.play }).click();
      await expect(page.locator('.bcp-app[data-moves="0"]')).toHaveCount(0);
      await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
      const { record } = await savedReplay(page);
      expect(record.moves[0]).toEqual({ type: 'place', card, tile, side: player });
      await expect(page.locator('.bcp-app .is-hinted')).toHaveCount(0);
    });
  });
}

test('keyboard only: a side the card does not fit is tried with the arrows, its reason announced; the toggle and Play this move are reached by Tab', async ({ page }) => {
  provide('en', ALL_WORDS.en);
  const seed = seedWith((s) => s.hands[0].some((c) => places(s, c).length > 0 && places(s, c).length < 8));
  await startGameIn(page, 'en', seed);
  const { state } = await position(page);
  const card = state.hands[0].find((c) => places(state, c).length > 0)!;
  const hand = page.locator('.bc-player-0 .bc-hand-card');
  // Tab into the game until the hand has focus, then the arrows to the card.
  for (let i = 0; i < 30 && !(await hand.evaluateAll((b) => b.includes(document.activeElement as HTMLButtonElement))); i += 1) await page.keyboard.press('Tab');
  await expect(hand.first()).toBeFocused();
  for (let i = 0; i < state.hands[0].indexOf(card); i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // Focus moves to the first side the card fits; the arrows walk every open side, two to a tile.
  const fit = places(state, card);
  await expect(page.locator('.bcp-app .bc-side:focus')).toHaveClass(/\bis-fit\b/);
  const sides = page.locator('.bcp-app .bc-tiles button.bc-side');
  const from = await sides.evaluateAll((b) => b.indexOf(document.activeElement as HTMLButtonElement));
  const to = await sides.evaluateAll((b) => b.findIndex((x) => x.classList.contains('is-unfit')));
  const across = Math.floor(to / 2) - Math.floor(from / 2);
  for (let i = 0; i < Math.abs(across); i += 1) await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
  if (to % 2 !== from % 2) await page.keyboard.press(to % 2 > from % 2 ? 'ArrowDown' : 'ArrowUp');
  await expect(sides.nth(to)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bcp-refusal')).toContainText('Not allowed.');
  // The refusal's words, without the rule it cites after them (spoken only once opened).
  const reason = (await page.locator('.bcp-refusal').evaluate((p) => [...p.childNodes].filter((n) => !(n instanceof Element && n.matches('strong, .rule-cite'))).map((n) => n.textContent).join('').trim()));
  await expect(spoken(page)).toContainText(reason);
  expect(fit.length).toBeGreaterThan(0);
  // Tab from the tiles reaches "Show where it fits", and Space turns it off.
  for (let i = 0; i < 6 && !(await page.getByRole('button', { name: 'Show where it fits' }).evaluate((b) => b === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: 'Show where it fits' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Show where it fits' })).toHaveAttribute('aria-pressed', 'false');
  // Back to Hint, then Tab to "Play this move", and Enter plays it.
  const hintButton = page.getByRole('button', { name: 'Hint', exact: true });
  for (let i = 0; i < 30 && !(await hintButton.evaluate((b) => b === document.activeElement)); i += 1) await page.keyboard.press('Shift+Tab');
  await expect(hintButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bcp-hint')).toBeVisible({ timeout: 30_000 });
  const play = page.getByRole('button', { name: 'Play this move' });
  for (let i = 0; i < 30 && !(await play.evaluate((b) => b === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bcp-app[data-moves="0"]')).toHaveCount(0);
});

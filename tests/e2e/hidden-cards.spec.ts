// Hidden cards stay hidden on the Balloon Cup play and replay pages (issue 17): the other hand and
// the supply are never in the page (its HTML, its text, its accessibility tree) while a game
// runs; between two people every change of seat passes through the pass-the-device screen
// (before the first turn, after a move, after an undo, after a reload) and the table turns to
// the player to move; a link made mid-game replays with every hand face down, a finished game's
// with every hand up. Also: names for two people, New game asking first, and a load that fails
// on a browser that never fetches a failed address again.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { expectAxeCleanInBothThemes, movesMade as moves, savedReplay, startWholeGame, typeGameNumber, watchPage } from './helpers.ts';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { beginnerMove } from '../../src/engine/balloon-cup/bots/heuristic.ts';
import { cardColor, cardValue } from '../../src/engine/balloon-cup/components.ts';
import type { CardId } from '../../src/engine/balloon-cup/components.ts';
import { DEFAULT_OPTIONS } from '../../src/engine/balloon-cup/options.ts';
import { decodeRecord, encodeRecord, startOf } from '../../src/engine/balloon-cup/record.ts';
import type { GameRecord } from '../../src/engine/balloon-cup/record.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/state.ts';
import { knownAfter } from '../../src/engine/balloon-cup/replay-view.ts';

test.describe.configure({ timeout: 120_000 });

/**
 * The game kept in this browser, replayed by the engine: its states and what each player knows.
 * Read once the save holds the position the page shows (the save follows the screen, and on a
 * busy machine an older save would name as hidden a card the page has just shown played).
 */
async function savedGame(page: Page) {
  const { states, record, events } = await savedReplay(page);
  return { now: states.at(-1)!, known: knownAfter(states, record.moves, events), record };
}

/** A card named anywhere in this text: "red 5" (as shown and read) or "red-5" (as an id). */
function names(text: string, card: CardId): boolean {
  return new RegExp(`(?<![a-z])${cardColor(card)}[ -]${cardValue(card)}(?!\\d)`).test(text);
}

/**
 * Every form in which the page could hold a card: its HTML, its text, its accessibility tree. The
 * rules' own words the page holds for its citations (RuleIndex.astro: closed popovers and a
 * template, written at build time) are left out: they are the same on every deal ("a blue 3 …" in
 * an example), so they cannot tell a hidden card.
 */
async function pageTexts(page: Page): Promise<string[]> {
  const [html, text] = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.rule-preview, template#rule-index').forEach((node) => node.remove());
    return [copy.outerHTML, copy.querySelector('body')?.textContent ?? ''];
  });
  return [html, text, await page.locator('body').ariaSnapshot()];
}

/** Checks the page names none of these cards (in any of its forms). */
async function expectNone(page: Page, cards: readonly CardId[], what: string): Promise<void> {
  const texts = await pageTexts(page);
  const found = cards.filter((card) => texts.some((text) => names(text, card)));
  expect(found, `${what} in the page`).toEqual([]);
}

const axe = expectAxeCleanInBothThemes;

/** Every one of these controls is a target of at least 24 × 24 px (WCAG 2.2). */
async function expectTargets(page: Page, selector: string): Promise<void> {
  const boxes = await page.locator(selector).evaluateAll((els) => els.map((el) => { const r = el.getBoundingClientRect(); return [r.width, r.height]; }));
  expect(boxes.length).toBeGreaterThan(0);
  for (const [w, h] of boxes) expect(Math.min(w!, h!)).toBeGreaterThanOrEqual(24);
}

/** The person to move places the first card that fits anywhere (their hand is the interactive one). */
async function placeOne(page: Page): Promise<void> {
  const before = await moves(page);
  const hand = page.locator('.bc-hand-card');
  for (let c = 0; c < (await hand.count()); c += 1) {
    await hand.nth(c).click();
    const targets = page.locator('button.bc-side.is-fit');
    for (let i = 0; i < (await targets.count()); i += 1) {
      await targets.nth(i).click();
      if ((await moves(page)) > before) return;
    }
  }
  throw new Error('no card could be placed');
}

async function startPeople(page: Page, seed: number, typed: [string, string] = ['', '']): Promise<void> {
  // A fresh browser context has empty storage: one load, no saved game.
  await page.goto('/balloon-cup/play/');
  await page.getByRole('radio', { name: /Two people/ }).check();
  await page.getByRole('textbox', { name: 'First player' }).fill(typed[0]);
  await page.getByRole('textbox', { name: 'Second player' }).fill(typed[1]);
  await typeGameNumber(page, seed);
  await page.getByRole('button', { name: 'Start the game' }).click();
}

/** The player whose panel is at the bottom of the table (nearest the person at the device). */
const nearest = (page: Page) => page.locator('.bc-board > section.bc-player').last();

test('two people: no hand shows before the first hand-over, and the table turns to the player to move', async ({ page }) => {
  const watch = watchPage(page);
  await startPeople(page, 9);
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 1' })).toBeVisible();
  await expect(page.getByText('No hand is shown yet. Player 1, press the button when only you can see the screen.')).toBeVisible();
  const { now } = await savedGame(page);
  await expectNone(page, [...now.hands[0], ...now.hands[1], ...now.supply], 'a hand or the supply before the first turn');
  await page.getByRole('button', { name: 'I am Player 1: show my hand' }).click();
  await expect(nearest(page)).toHaveClass(/bc-player-0/);
  await expect(page.locator('.bc-player-0 .bc-hand-card')).toHaveCount(8);
  await expectNone(page, [...now.hands[1], ...now.supply], "player 2's hand or the supply on player 1's turn");
  await placeOne(page);
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 2' })).toBeVisible();
  await page.getByRole('button', { name: 'I am Player 2: show my hand' }).click();
  // Player 2's hand is at the bottom now, player 1's at the top, face down.
  await expect(nearest(page)).toHaveClass(/bc-player-1/);
  await expect(page.locator('.bc-board > section.bc-player').first()).toHaveClass(/bc-player-0/);
  await expect(page.locator('.bc-player-0 .bc-hand-hidden')).toHaveText('8 cards, face down.');
  const after = await savedGame(page);
  await expectNone(page, [...after.now.hands[0], ...after.now.supply], "player 1's hand or the supply on player 2's turn");
  // The tile sides turn too: player 2's side of each tile is below the tile.
  const column = page.locator('.bc-column').first();
  await expect(column.locator('.bc-side').last()).toHaveClass(/bc-side-1/);
  expect(watch.problems).toEqual([]);
});

test("two people: nobody takes back the other's move without consent; one's own move only before the other sees their hand; both are told", async ({ page }) => {
  await startPeople(page, 9, ['Anna', 'Boris']);
  await page.getByRole('button', { name: 'I am Anna: show my hand' }).click();
  await placeOne(page);
  // On the pass screen Anna may take her move back: Boris has not seen his hand.
  await page.getByRole('button', { name: 'Anna: take back my last move' }).click();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', '0');
  await expect(page.locator('.bc-player-0 .bc-hand-card')).toHaveCount(8);
  await placeOne(page);
  // Boris is told when the device comes to him.
  await expect(page.locator('.bcp-takeback')).toHaveText('Anna took back their last move before handing you the device.');
  await page.getByRole('button', { name: 'I am Boris: show my hand' }).click();
  await placeOne(page);
  await page.getByRole('button', { name: 'I am Anna: show my hand' }).click();
  // Anna's turn: Undo would take back Boris's move, so it asks him instead.
  await expect(page.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ask to undo' }).click();
  await expect(page.getByRole('heading', { name: 'Anna asks to take back a move' })).toBeVisible();
  // Both look at this screen: no card is on it.
  const { now } = await savedGame(page);
  await expect(page.locator('.bc-hand-card')).toHaveCount(0);
  await expectNone(page, [...now.hands[0], ...now.hands[1], ...now.supply], 'a hand on the consent screen');
  await axe(page);
  await page.getByRole('button', { name: 'Boris says no' }).click();
  // Refused: both moves stand, and the device goes back to Anna through the pass screen.
  await expect(page.getByRole('heading', { name: 'Pass the device to Anna' })).toBeVisible();
  await expect(page.locator('.bcp-takeback')).toHaveText('Boris said no: the move stands.');
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', '2');
  expect((await savedGame(page)).now).toEqual(now);
  await page.getByRole('button', { name: 'I am Anna: show my hand' }).click();
  await page.getByRole('button', { name: 'Ask to undo' }).click();
  await page.getByRole('button', { name: 'Boris agrees' }).click();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', '0');
  await page.getByRole('button', { name: 'I am Anna: show my hand' }).click();
  await placeOne(page);
  await expect(page.locator('.bcp-takeback')).toHaveText('With your agreement, Anna took back their last move and yours since.');
});

test('two people: a reload while "Pass the device" shows keeps the hand-over, and the names', async ({ page }) => {
  await page.goto('/balloon-cup/play/');
  await page.getByRole('radio', { name: /Two people/ }).check();
  await expect(page.getByRole('textbox', { name: 'First player' })).toBeVisible();
  await expectTargets(page, '[data-names] input');
  await axe(page);
  await startPeople(page, 12, ['Ana', 'Ben']);
  await expect(page.getByRole('heading', { name: 'Pass the device to Ana' })).toBeVisible();
  await page.getByRole('button', { name: 'I am Ana: show my hand' }).click();
  await expect(page.locator('.bcp-status')).toHaveText('Ana: choose a card from your hand.');
  await expect(page.getByRole('columnheader', { name: 'Ben' })).toBeVisible();
  await placeOne(page);
  await expect(page.getByRole('heading', { name: 'Pass the device to Ben' })).toBeVisible();
  await expect(page.getByText(/^Ana's hand is hidden now\./)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pass the device to Ben' })).toBeVisible();
  const { now } = await savedGame(page);
  await expectNone(page, [...now.hands[0], ...now.hands[1], ...now.supply], 'a hand after the reload');
  await page.getByRole('button', { name: 'I am Ben: show my hand' }).click();
  await expect(page.locator('.bc-player-1 .bc-hand-card')).toHaveCount(8);
  await expect(page.getByRole('group', { name: "Ben's hand" })).toBeVisible();
  await expectNone(page, [...now.hands[0], ...now.supply], "Ana's hand after the reload");
});

/** Every link in the page that carries a game record, replayed: the hands it deals. */
async function shownRecords(page: Page): Promise<GameRecord[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const g = new URL(href).searchParams.get('g');
    const read = g ? decodeRecord(g) : null;
    return read?.ok ? [read.value.record] : [];
  });
}

test("against the computer, a fresh deal: its hand and the supply are never in the page, and no number or link during the game tells them", async ({ page }) => {
  // A fresh browser context has empty storage: one load, no saved game.
  await page.goto('/balloon-cup/play/');
  // No number is typed: the browser deals one nobody sees.
  await expect(page.locator('input[name="seed"]')).toHaveValue('');
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (let turn = 0; turn < 3; turn += 1) {
    await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
    const { now, known, record } = await savedGame(page);
    await expect(page.locator('.bc-player-1 .bc-hand-hidden')).toBeVisible();
    await expectNone(page, [...now.hands[1].filter((c) => !known[0].includes(c)), ...now.supply], "the computer's hand or the supply");
    // Any link shown that carries a game, replayed, would deal the computer's hand: there is none.
    for (const shown of await shownRecords(page)) expect(startOf(shown).hands[1]).not.toEqual(startOf(record).hands[1]);
    expect(await shownRecords(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Copy the game link' })).toHaveCount(0);
    // Nor is the number anywhere in the page, in the form it is typed or the one links write.
    for (const text of await pageTexts(page)) {
      // (A number of under 7 digits, 1 deal in 4,000, could stand in the page by chance: links are checked above.)
      if (record.seed >= 1e6) expect(new RegExp(`\\b${record.seed}\\b`).test(text), 'the game number in the page').toBe(false);
      // Whatever the record's version (g3 is written now; g1 and g2 links are still read).
      expect(new RegExp(`\\bg\\d\\.${(record.seed >>> 0).toString(36)}\\.`).test(text), 'a game link in the page').toBe(false);
    }
    await expect(page.getByText('The game number and link appear when the game is over.')).toBeVisible();
    await placeOne(page);
  }
});

test('a game from a typed number says its deal is known to whoever typed it', async ({ page }) => {
  await startWholeGame(page, 4242);
  await expect(page.getByText('This game was dealt from a typed number: whoever knows that number knows every hand and the order of the supply.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This game was dealt from a typed number')).toBeVisible();
});

test('after the end no move can be taken back: Undo is disabled and says why; the number and link shown replay the finished game', async ({ page }) => {
  const base = { seed: 52, options: DEFAULT_OPTIONS, opponent: 'beginner' as const, undone: [] };
  let state: GameState = startOf(base);
  const played: Move[] = [];
  while (!state.result) {
    const move = beginnerMove(state);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    played.push(move);
    state = next.value.state;
  }
  const g = encodeRecord({ ...base, moves: played, takebacks: [] });
  await page.goto('/balloon-cup/play/');
  await page.evaluate((text) => localStorage.setItem('cup-games:balloon-cup-game:v1', text), JSON.stringify({ v: 1, g }));
  await page.reload();
  await expect(page.locator('.bcp-app[data-state="over"]')).toBeVisible();
  const undo = page.getByRole('button', { name: /^Undo/ });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAccessibleDescription('The game is over: no move can be taken back now.');
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(played.length));
  // The number and the link appear now, and both deal the game just played.
  await expect(page.getByText('Game number: 52.')).toBeVisible();
  const [shown] = await shownRecords(page);
  expect(shown).toMatchObject({ seed: 52, moves: played });
  expect(startOf(shown!).hands).toEqual(startOf(base).hands);
});

test('against the computer, a takeback re-deals what the person has not seen: the same move then meets another future', async ({ page }) => {
  await startWholeGame(page, 6000);
  const dealt = (await savedGame(page)).now;
  await placeOne(page);
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
  const first = await savedGame(page);
  expect(first.record.moves.length).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Undo my last move' }).click();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', '0');
  await expect(page.getByText('The cards you had not seen were shuffled again.')).toBeAttached();
  const after = (await savedGame(page)).now;
  // The person's hand and the table stand; the computer's hand and the supply are dealt anew.
  expect(after.hands[0]).toEqual(dealt.hands[0]);
  expect(after.tiles).toEqual(dealt.tiles);
  expect([...after.hands[1], ...after.supply].sort()).toEqual([...dealt.hands[1], ...dealt.supply].sort());
  expect(after.hands[1]).not.toEqual(dealt.hands[1]);
  expect(after.supply).not.toEqual(dealt.supply);
  // The same move again: what it draws, and the computer's reply, come from the new deal.
  await placeOne(page);
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
  const again = await savedGame(page);
  expect(again.record.moves[0]).toEqual(first.record.moves[0]);
  expect(again.record.undone).toEqual([0]);
  expect(again.now.hands[0]).not.toEqual(first.now.hands[0]);
  // A reload resumes the same re-dealt game (the record keeps the takeback).
  await page.reload();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
  expect((await savedGame(page)).now).toEqual(again.now);
});

test("a finished game's link replays with every hand face up", async ({ page }) => {
  // Beginner against itself, to the end, recorded by the engine.
  const base = { seed: 31, options: DEFAULT_OPTIONS, opponent: 'beginner' as const, undone: [] };
  let state: GameState = startOf(base);
  const played: Move[] = [];
  while (!state.result) {
    const move = beginnerMove(state);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    played.push(move);
    state = next.value.state;
  }
  const record: GameRecord = { ...base, moves: played };
  await page.goto(`/balloon-cup/play/replay/?g=${encodeRecord(record)}&m=${played.length}`);
  await expect(page.locator('.bcp-status')).toHaveText(`Move ${played.length} of ${played.length}`, { timeout: 30_000 });
  await expect(page.locator('.bc-hand-hidden')).toHaveCount(0);
  await expect(page.locator('.bc-player-1 .bc-hand li .bc-card')).toHaveCount(state.hands[1].length);
});

test('New game during a game asks first; "keep playing" keeps it, and a new game gets a fresh deal', async ({ page }) => {
  // A fresh browser context has empty storage: one load, no saved game.
  await page.goto('/balloon-cup/play/');
  const number = page.locator('input[name="seed"]');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeEnabled();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
  await placeOne(page);
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
  const before = await moves(page);
  const saved = await page.evaluate(() => localStorage.getItem('cup-games:balloon-cup-game:v1'));
  const tilesTop = () => page.locator('.bc-tiles').evaluate((tiles) => tiles.getBoundingClientRect().top);
  const top = await tilesTop();
  await page.getByRole('button', { name: 'New game' }).click();
  const question = page.getByRole('alertdialog', { name: 'Start a new game?' });
  await expect(question).toBeVisible();
  // Asked over the table: the board stays where it was under the pointer.
  expect(await tilesTop()).toBe(top);
  await expect(question.getByRole('button', { name: 'No, keep playing' })).toBeFocused();
  await expectTargets(page, '.bcp-confirm button');
  await axe(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await question.getByRole('button', { name: 'No, keep playing' }).focus();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New game' })).toBeFocused();
  expect(await moves(page)).toBe(before);
  expect(await page.evaluate(() => localStorage.getItem('cup-games:balloon-cup-game:v1'))).toBe(saved);
  await page.getByRole('button', { name: 'New game' }).click();
  await question.getByRole('button', { name: 'Yes, start a new game' }).click();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cup-games:balloon-cup-game:v1'))).toBeNull();
  // No number is shown for the next game: it is dealt afresh at Start.
  await expect(number).toHaveValue('');
});

const GAME_CODE = /\/_astro\/GameApp\.[\w-]+\.js(\?.*)?$/;

test('a browser that never fetches a failed address again: the second Start loads the game under a fresh one', async ({ page }) => {
  // A fresh browser context has empty storage: one load, its routes set first.
  // As Chromium 150 does: once the game's code failed at its address, that address fails for
  // the page's life; only another address (or a reload) fetches it.
  let cut = true;
  await page.route(GAME_CODE, (route) => (cut || !new URL(route.request().url()).searchParams.has('retry') ? route.abort('internetdisconnected') : route.fallback()));
  await page.goto('/balloon-cup/play/');
  await page.getByRole('radio', { name: /^Strong/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'could not be loaded' })).toBeVisible();
  cut = false;
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
  expect((await savedGame(page)).record.opponent).toBe('strong');
});

test('when even a fresh address fails but the file answers, the page reloads and starts the game chosen', async ({ page }) => {
  // A fresh browser context has empty storage: one load, its routes set first.
  // Every fetch of the code fails (a module it imports may be the one the browser keeps failed)
  // until the page asks whether the file answers: from then on, as after a reload, it loads.
  let cut = true;
  await page.route(GAME_CODE, (route) => {
    if (route.request().method() === 'HEAD') cut = false;
    return cut ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.goto('/balloon-cup/play/');
  await page.getByRole('radio', { name: /^Club/ }).check();
  await typeGameNumber(page, 515);
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await page.getByRole('button', { name: 'Start the game' }).click();
  // The pointer over the form fetched the code ahead, and that failed: Start then tries the
  // fresh address at once. If the first fetch was still under way, Start says it failed first.
  const failed = page.getByRole('status').filter({ hasText: 'could not be loaded' });
  await expect.poll(async () => loads > 0 || (await failed.count()) > 0).toBe(true);
  if (loads === 0) await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
  expect(loads).toBe(1);
  expect((await savedGame(page)).record).toMatchObject({ opponent: 'club', seed: 515 });
});

// Nothing lost, nothing misread: what the pages do when this browser's storage is full or holds
// something they cannot read, and when a game link or a saved game was cut. Storage full is the
// browser's QuotaExceededError, thrown by localStorage.setItem once a test says so (an init
// script, so it holds from the first write of the page).
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { hydrateAll, islandLive, movesMade as moves, playOneMove as playMove, startWholeGame, storeOnly, watchPage } from './helpers.ts';

test.describe.configure({ timeout: 240_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const GAME_KEY = 'cup-games:balloon-cup-game:v1';
const PROGRESS_KEY = 'cup-games:progress:v1';
const SET_ASIDE_KEY = 'cup-games:set-aside:v1';

/** Makes localStorage refuse every write as full while `window.__storageFull` is true. */
async function quota(page: Page, fullFromStart: boolean): Promise<void> {
  await page.addInitScript((full) => {
    const w = window as unknown as { __storageFull: boolean };
    w.__storageFull = full;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage && w.__storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  }, fullFromStart);
}
const fill = (page: Page, full: boolean) => page.evaluate((f) => { (window as unknown as { __storageFull: boolean }).__storageFull = f; }, full);

/** One move for the person (a claim, a swap, or a card on the first side that takes it), then the reply. */
async function playOneMove(page: Page): Promise<void> {
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
  await playMove(page);
  await expect(page.locator('.bcp-app[data-state="human"], .bcp-app[data-state="over"]')).toBeVisible({ timeout: 30_000 });
}

const savedMoves = async (page: Page): Promise<number | null> => page.evaluate((key) => {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  const g = (JSON.parse(text) as { g: string }).g;
  return g.split('.')[3]!.replace(/~/g, '').length / 2;
}, GAME_KEY);

test('storage full from the start: the game goes on, the page says so once, and offers no link mid-game; nothing throws', async ({ page }) => {
  const watch = watchPage(page);
  await quota(page, true);
  await startWholeGame(page, 31);
  for (let i = 0; i < 3; i += 1) await playOneMove(page);
  // Said once, at the foot of the screen. A game in progress offers no link (it would tell every
  // hidden card, issue 27): the notice says the link comes at the end.
  const notice = page.locator('[data-storage-notice="game"]');
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(notice).toContainText("Your browser's storage is full, so this game is no longer saved here. You can keep playing; its link, to keep it, is shown when the game is over.");
  await expect(notice.getByRole('button', { name: 'Copy the game link' })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)).toBeNull();
  await playOneMove(page);
  await expect(notice).toHaveCount(1);
  expect(watch.problems).toEqual([]);
  // Nothing was saved, so a reload offers a new game (never a blank area).
  await page.goto('/balloon-cup/play/');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeEnabled();
});

test('storage full after some moves: play goes on, and a reload brings back the last save that was kept', async ({ page }) => {
  const watch = watchPage(page);
  await quota(page, false);
  await startWholeGame(page, 32);
  for (let i = 0; i < 2; i += 1) await playOneMove(page);
  const kept = await moves(page);
  expect(await savedMoves(page)).toBe(kept);
  await fill(page, true);
  await expect(page.locator('[data-storage-notice]')).toHaveCount(0);
  for (let i = 0; i < 3; i += 1) await playOneMove(page);
  expect(await moves(page)).toBeGreaterThan(kept);
  await expect(page.locator('[data-storage-notice="game"]')).toHaveCount(1);
  expect(await savedMoves(page)).toBe(kept);
  expect(watch.problems).toEqual([]);
  await page.reload();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(kept));
});

test('an unreadable save with storage full: named, left untouched, and Start still works', async ({ page }) => {
  const watch = watchPage(page);
  const unreadable = '{"v":1,"g":"g2.1.0.0a0';
  await quota(page, false);
  await storeOnly(page, GAME_KEY, unreadable);
  await quota(page, true);
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto('/balloon-cup/play/');
    const notice = page.locator('[data-saved-problem]');
    // The game's code reads the save first (loaded at once, which a busy machine may take a while for).
    await expect(notice.getByRole('alert')).toContainText('Your saved game could not be resumed', { timeout: 30_000 });
    await expect(notice.getByRole('alert')).toContainText("It is left as it was, because your browser's storage is full");
    await expect(notice.getByRole('button', { name: 'Copy the saved game' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the game' })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
  await playOneMove(page);
  await expect(page.locator('[data-storage-notice="game"]')).toHaveCount(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)).toBe(unreadable);
  expect(watch.problems).toEqual([]);
});

test('a saved game cut short: named and set aside, and the moves before the cut resumed only when asked', async ({ page }) => {
  await startWholeGame(page, 33);
  for (let i = 0; i < 3; i += 1) await playOneMove(page);
  const played = await moves(page);
  const save = await page.evaluate((key) => localStorage.getItem(key)!, GAME_KEY);
  const g = (JSON.parse(save) as { g: string }).g;
  // The save's text cut inside its last move, as a storage write cut short would leave it.
  const cut = save.slice(0, save.indexOf(g) + g.lastIndexOf('.') - 1);
  await page.evaluate(([key, text]) => localStorage.setItem(key!, text!), [GAME_KEY, cut]);
  await page.reload();
  const notice = page.locator('[data-saved-problem]');
  await expect(notice.getByRole('alert')).toContainText('Your saved game could not be resumed', { timeout: 30_000 });
  await expect(notice.getByRole('alert')).toContainText('It has been set aside');
  await expect(notice).toContainText(`The ${played - 1} moves before the cut can be recovered.`);
  expect(await page.evaluate((key) => localStorage.getItem(key), SET_ASIDE_KEY)).toContain(JSON.stringify(cut).slice(1, -1));
  expect(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)).toBeNull();
  await notice.getByRole('button', { name: `Resume from the first ${played - 1} moves` }).click();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(played - 1));
  await page.reload();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(played - 1));
});

test('a cut game link is refused as cut, and the moves before the cut are offered as a link', async ({ page }) => {
  await startWholeGame(page, 34);
  for (let i = 0; i < 3; i += 1) await playOneMove(page);
  const played = await moves(page);
  await expect.poll(() => savedMoves(page)).toBe(played);
  // The game's record as its link would carry it (a game in progress shows no link).
  const full = (JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GAME_KEY))!) as { g: string }).g;
  // Cut between two moves (g2 links carry a check, so even this cut shows) and inside a move.
  for (const [cut, kept] of [[full.slice(0, full.lastIndexOf('.')), played], [full.slice(0, full.lastIndexOf('.') - 1), played - 1]] as const) {
    await page.goto(`/balloon-cup/play/replay/?g=${cut}`);
    const notice = page.locator('[data-cut-link]');
    await expect(notice).toContainText('This game link looks cut short');
    await expect(notice).toContainText(`The ${kept} moves before the cut can be recovered.`);
    await expect(page.locator('.bcp-movelist')).toHaveCount(0);
    await notice.getByRole('link', { name: `Replay the first ${kept} moves` }).click();
    await expect(page.locator('.bcp-status')).toHaveText('Start');
    await page.keyboard.press('End');
    await expect(page.locator('.bcp-status')).toHaveText(`Move ${kept} of ${kept}`);
  }
});

test('unreadable progress is named and kept aside; the next mark starts afresh without writing over it', async ({ page }) => {
  const progress = JSON.stringify({ '/balloon-cup/puzzles/': ['all-in-on-gray', 'rulebook-kevin', 'rulebook-mike'], '/balloon-cup/rules/scoring/': ['ex-a'] });
  const cut = progress.slice(0, -1);
  await storeOnly(page, PROGRESS_KEY, cut);
  await page.goto('/balloon-cup/rules/placing-cards/');
  await hydrateAll(page);
  const notice = page.locator('[data-storage-notice="progress"]');
  await expect(notice).toContainText('Your saved progress could not be read');
  await expect(notice).toContainText('The old text is kept aside, and you can copy it.');
  await expect(notice.getByRole('button', { name: 'Copy the old text' })).toBeVisible();
  await expect(page.locator('[data-storage-notice]')).toHaveCount(1);
  const toggle = page.locator('[data-done-toggle]').first();
  const id = await toggle.evaluate((el) => el.closest<HTMLElement>('[data-example-id]')!.dataset.exampleId!);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBe(JSON.stringify({ '/balloon-cup/rules/placing-cards/': [id] }));
  const aside = JSON.parse(await page.evaluate((key) => localStorage.getItem(key)!, SET_ASIDE_KEY)) as { kind: string; text: string }[];
  expect(aside).toEqual([{ kind: 'progress', text: cut }]);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);
});

test('unreadable progress with storage full: named, left as it was, and a new mark says it is not saved', async ({ page }) => {
  const cut = '{"/balloon-cup/puzzles/":["all-in-on-gray","rulebook-ke';
  await storeOnly(page, PROGRESS_KEY, cut);
  await quota(page, true);
  await page.goto('/balloon-cup/rules/placing-cards/');
  await hydrateAll(page);
  await expect(page.locator('[data-storage-notice="progress"]')).toContainText("It is left as it was: your browser's storage is full, so new marks are not saved.");
  const frame = page.locator('[data-example-id]').first();
  await frame.locator('[data-done-toggle]').click();
  await expect(frame.locator('[data-example-status]')).toHaveText("Your browser's storage is full; progress is not saved.");
  expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBe(cut);
});

test('a Jumping Cups puzzle solved with storage full says the solve is not saved', async ({ page }) => {
  await quota(page, true);
  await page.goto('/jumping-cups/puzzles/the-last-gap/');
  const game = page.locator('.jc-island');
  await islandLive(page);
  await game.locator('button[data-square="9"]').click();
  await game.getByRole('button', { name: 'Move the cup from square 9' }).click();
  await expect(game.locator('[data-puzzle-result="solved"]')).toContainText('Solved');
  await expect(game.locator('[data-not-saved]')).toHaveText("Your browser's storage is full; progress is not saved.");
});

test('saves and progress under the keys of before are migrated, not lost', async ({ page }) => {
  await startWholeGame(page, 35);
  await playOneMove(page);
  const played = await moves(page);
  const save = await page.evaluate((key) => localStorage.getItem(key)!, GAME_KEY);
  await page.evaluate(([key, text]) => { localStorage.clear(); localStorage.setItem('balloon-cup-game', text!); void key; }, [GAME_KEY, save]);
  await page.reload();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(played));
  expect(await page.evaluate(() => localStorage.getItem('balloon-cup-game'))).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)).toBe(save);
});

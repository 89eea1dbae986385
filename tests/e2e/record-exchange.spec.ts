// Issue 27, point 1: a swap whose cards are tapped out of hand order (the 4th card, then the 1st)
// no longer breaks the game's record. Against Beginner, game 70 (playing the first legal placement
// each turn) leaves the person with no fitting card at their 9th move; the test swaps there, reloads
// (the game resumes), plays to the end, then replays the game from its copied link and reviews it
// (the review is the engine's, computed by this test from the link and played back in the page in
// its worker's place: review-playback.ts; the page's question must be the one the engine was asked).
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { savedReplay, startWholeGame } from './helpers.ts';
import { playBackReview } from './review-playback.ts';
import { decodeRecord } from '../../src/engine/balloon-cup/record.ts';
import { legalMoves, mover } from '../../src/engine/balloon-cup/index.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/index.ts';

test.describe.configure({ timeout: 480_000 });

const SEED = 70;

/** The game as saved in this browser: the position now and the number of moves. */
async function saved(page: Page): Promise<{ state: GameState; moves: readonly Move[] }> {
  const text = await page.evaluate(() => localStorage.getItem('cup-games:balloon-cup-game:v1'));
  const read = decodeRecord((JSON.parse(text ?? '{}') as { g: string }).g);
  if (!read.ok) throw new Error(`the saved game does not read: ${read.message}`);
  return { state: read.value.states.at(-1)!, moves: read.value.record.moves };
}

const moveCount = async (page: Page): Promise<number> => Number(await page.locator('.bcp-app').getAttribute('data-moves'));

/** Waits for the person's turn (or the end); true when the game is over. */
async function yourTurn(page: Page): Promise<boolean> {
  await expect(page.locator('.bcp-app[data-state="human"], .bcp-app[data-state="over"]')).toBeVisible({ timeout: 60_000 });
  return (await page.locator('.bcp-app').getAttribute('data-state')) === 'over';
}

/**
 * Plays the person's move: in a cascade the first claim button; else the first legal placement
 * (hand order, tile 1→4, own side first), by clicking its card and its side. Returns 'swap' when
 * no card fits (the test swaps itself).
 */
async function playPlacement(page: Page): Promise<'played' | 'swap'> {
  const before = await moveCount(page);
  // The save follows the screen: on a busy machine it may still hold the position before the
  // computer's reply for a moment, so wait until it is the person's move there too.
  await expect.poll(async () => mover((await saved(page)).state)).toBe(0);
  const { state } = await saved(page);
  const claims = page.getByRole('group', { name: 'Trophy claims' });
  if (state.cascade) {
    await claims.getByRole('button').first().click();
  } else {
    const place = legalMoves(state).find((m) => m.type === 'place');
    if (!place || place.type !== 'place') return 'swap';
    await page.locator('.bc-player-0 .bc-hand-card').nth(state.hands[0].indexOf(place.card)).click();
    const targets = page.locator('button.bc-side.is-target').filter({ hasText: new RegExp(`of tile ${place.tile} \\(`) });
    const side = place.side === 0 ? targets.filter({ hasText: 'your side' }) : targets.filter({ hasNotText: 'your side' });
    await side.click();
  }
  await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
  return 'played';
}

test('a swap tapped out of hand order survives a reload, the end of the game, its replay link and its review', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startWholeGame(page, SEED);
  // Place until no card fits: then the swap is offered.
  let outcome: 'played' | 'swap' = 'played';
  for (let turn = 0; turn < 40 && outcome === 'played'; turn += 1) {
    expect(await yourTurn(page)).toBe(false);
    outcome = await playPlacement(page);
  }
  expect(outcome).toBe('swap');
  const state = (await savedReplay(page)).states.at(-1)!;
  const hand = page.locator('.bc-player-0 .bc-hand-card');
  // The 4th card, then the 1st: a discard listed out of hand order.
  await hand.nth(3).click();
  await hand.nth(0).click();
  await expect(hand.nth(3)).toHaveAttribute('aria-pressed', 'true');
  const before = await moveCount(page);
  await page.getByRole('button', { name: 'Swap 2 cards' }).click();
  await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
  // The save follows the screen a moment later.
  await expect.poll(async () => (await saved(page).catch(() => null))?.moves.length ?? 0).toBeGreaterThan(before);
  const swapped = await saved(page);
  const swap = swapped.moves[before]!;
  expect(swap.type === 'exchange' && [...swap.discard].sort()).toEqual([state.hands[0][0], state.hands[0][3]].sort());

  // A reload resumes the game, swap included.
  await yourTurn(page);
  const played = await moveCount(page);
  await page.reload();
  await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(played), { timeout: 30_000 });
  await expect(page.getByText('could not be resumed')).toHaveCount(0);

  // To the end of the game.
  for (let turn = 0; turn < 200; turn += 1) {
    if (await yourTurn(page)) break;
    if ((await playPlacement(page)) === 'swap') {
      await hand.first().click();
      const moves = await moveCount(page);
      await page.getByRole('button', { name: /^Swap \d+ cards?$/ }).click();
      await expect.poll(() => moveCount(page)).toBeGreaterThan(moves);
    }
  }
  await expect(page.locator('.bcp-app[data-state="over"]')).toBeVisible();
  const total = await moveCount(page);

  // The copied link replays the whole game, and the review reads it to its end.
  await page.getByRole('button', { name: 'Copy the game link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).not.toContain('undefined');
  await page.goto(link);
  await expect(page.locator('.bcp-status')).toHaveText('Start', { timeout: 30_000 });
  await page.keyboard.press('End');
  await expect(page.locator('.bcp-status')).toHaveText(`Move ${total} of ${total}`);
  await expect(page.locator('.bcp-movelist li')).toHaveCount(total);
  const answeredBy = await playBackReview(page, new URL(link).searchParams.get('g')!);
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page.getByText('The review is ready.')).toBeVisible({ timeout: 30_000 });
  expect(await answeredBy()).toBe('played');
});

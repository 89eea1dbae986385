// The open-hands endings in a real browser, in English and Russian: a winning first move is
// accepted; a wrong one is answered by the opponent's proved best reply, played out and explained;
// task, board and controls fit one screen at 1280×800; axe finds nothing. The ending
// and its moves are read from the generated collection, not written here.
import { readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, islandLive, stickyHeaderBottom, watchPage } from './helpers.ts';
import { decodePosition } from '../../src/engine/balloon-cup/url.ts';
import type { MinedEnding } from '../../src/engine/balloon-cup/ending-mine.ts';
import type { Move } from '../../src/engine/balloon-cup/state.ts';

const dir = new URL('../../public/trainer/balloon-cup-endings/', import.meta.url);
const endings = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f)).sort((a, b) => parseInt(a) - parseInt(b))
  .flatMap((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as MinedEnding[]);
// An ending of two turns where a wrong move is refuted by a reply that wins the game.
const ending = endings.find((e) => e.turns === 2 && e.wrong.some((w) => w.failure === 'opponent-won' && w.line.length > 0))!;
const wrong = ending.wrong.find((w) => w.failure === 'opponent-won' && w.line.length > 0)!;
const decoded = decodePosition(ending.position);
if (!decoded.ok) throw new Error('the ending does not decode');
const hand = decoded.value.hands[decoded.value.toMove];

async function place(island: Locator, move: Move): Promise<void> {
  if (move.type !== 'place') throw new Error('endings start with a placement');
  await island.locator('.bc-hand[role="group"] button').nth(hand.indexOf(move.card)).click();
  await island.locator('.bc-column').nth(move.tile - 1).locator(`button.bc-side-${move.side}`).click();
}

async function open(page: Page, locale: string): Promise<Locator> {
  await page.goto(`${locale === 'en' ? '' : `/${locale}`}/balloon-cup/puzzles/endings/${ending.id}/`);
  await islandLive(page.locator('main'));
  return page.locator('.ending');
}

const WORDS = {
  en: { solved: 'Solved!', notThis: 'Not this move.', retry: 'Try again', answer: 'Show the answer' },
  ru: { solved: 'Решено!', notThis: 'Не этот ход.', retry: 'Попробовать ещё раз', answer: 'Показать ответ' },
} as const;

for (const locale of ['en', 'ru'] as const) {
  test(`an ending: a winning first move is accepted, a wrong one refuted by the best reply (${locale})`, async ({ page }) => {
    const watch = watchPage(page);
    const words = WORDS[locale];
    await page.setViewportSize({ width: 1280, height: 800 });
    const island = await open(page, locale);
    // One screen on a laptop: task, board and controls. (A 360×740 phone does not hold the two
    // open hands, the tiles and the table's facts yet.)
    for (const size of [{ width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      const regions = ['prompt', 'board', 'controls'].map((r) => island.locator(`[data-region="${r}"]`));
      const top = await stickyHeaderBottom(page);
      const first = await regions[0]!.boundingBox();
      await page.evaluate((dy) => window.scrollBy(0, dy), first!.y - top - 4);
      for (const region of regions) {
        const box = await region.boundingBox();
        expect(box && box.y >= top - 1 && box.y + box.height <= size.height + 1, `${size.width}×${size.height}: ${await region.getAttribute('data-region')}`).toBe(true);
      }
    }
    await place(island, wrong.move);
    const refuted = island.locator('[data-ending-result="refuted"]');
    await expect(refuted).toContainText(words.notThis);
    // Every move of the refutation was played and told: the opponent holds three trophies.
    await expect(island.locator('.ending-told li').last()).toBeVisible();
    await refuted.getByRole('button', { name: words.answer }).click();
    await expect(refuted.locator('[data-ending-answer]')).toBeVisible();
    expect(await axeViolations(page, { include: '.ending' })).toEqual([]);
    await refuted.getByRole('button', { name: words.retry }).click();
    await place(island, ending.answer[0]!);
    await expect(island.locator('[data-ending-result="solved"]')).toContainText(words.solved);
    expect(await axeViolations(page, { include: '.ending' })).toEqual([]);
    expect(watch.problems).toEqual([]);
  });
}

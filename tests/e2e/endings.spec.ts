// The open-hands endings in a real browser, in English and Russian: a winning first move is
// accepted; a wrong one is answered by the opponent's proved best reply, played out and explained;
// task, both open hands, the tiles and the controls fit one screen at 360×740 and 1280×800 (the
// whole board too on a laptop); axe finds nothing in the light and the dark theme. The ending and
// its moves are read from the generated collection, not written here.
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
    await page.setViewportSize({ width: 360, height: 740 });
    const island = await open(page, locale);
    // One screen on a phone and on a laptop: the task, both open hands, the tiles and the
    // controls, none cut at the right; on a laptop the whole board with the table's facts too.
    for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      const parts: Array<[string, Locator]> = [
        ['prompt', island.locator('[data-region="prompt"]')],
        ['far hand', island.locator('.bc-player .bc-hand').first()],
        ['tiles', island.locator('.bc-tiles')],
        ['near hand', island.locator('.bc-player .bc-hand').last()],
        ['controls', island.locator('[data-region="controls"]')],
      ];
      if (size.width > 1000) parts.push(['board', island.locator('[data-region="board"]')]);
      const top = await stickyHeaderBottom(page);
      const first = await parts[0]![1].boundingBox();
      await page.evaluate((dy) => window.scrollBy(0, dy), first!.y - top - 4);
      for (const [name, part] of parts) {
        const box = await part.boundingBox();
        expect(box && box.y >= top - 1 && box.y + box.height <= size.height + 1 && box.x >= 0 && box.x + box.width <= size.width + 1, `${size.width}×${size.height}: ${name} ${JSON.stringify(box)}`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${size.width}: no sideways scroll`).toBeLessThanOrEqual(size.width);
    }
    await place(island, wrong.move);
    const refuted = island.locator('[data-ending-result="refuted"]');
    await expect(refuted).toContainText(words.notThis);
    // Every move of the refutation was played and told: the opponent holds three trophies.
    await expect(island.locator('.ending-told li').last()).toBeVisible();
    await refuted.getByRole('button', { name: words.answer }).click();
    await expect(refuted.locator('[data-ending-answer]')).toBeVisible();
    expect(await axeViolations(page, { include: '.ending' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, { include: '.ending' }), 'dark theme').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await refuted.getByRole('button', { name: words.retry }).click();
    await place(island, ending.answer[0]!);
    await expect(island.locator('[data-ending-result="solved"]')).toContainText(words.solved);
    expect(await axeViolations(page, { include: '.ending' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, { include: '.ending' }), 'dark theme').toEqual([]);
    expect(watch.problems).toEqual([]);
  });
}

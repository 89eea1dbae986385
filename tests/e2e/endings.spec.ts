// The open-hands endings in a real browser, in English and Russian: a winning first move is
// accepted; a wrong one is answered by the opponent's proved best reply, played out and explained;
// on arrival, without scrolling, the task, the supply's next cards, both open hands and the tiles
// fit one screen at 360×740 and 1280×800 in every language (the controls and the whole board too
// on a laptop); the endings' list marks the solved one in words; axe finds nothing in the light
// and the dark theme. The ending and its moves are read from the generated collection.
import { readFileSync, readdirSync } from 'node:fs';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
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

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

async function open(page: Page, locale: string): Promise<Locator> {
  await page.goto(`${prefix(locale)}/balloon-cup/puzzles/endings/${ending.id}/`);
  await islandLive(page.locator('main'));
  return page.locator('.ending');
}

/**
 * One screen on arrival, measured from the top of the page (no scrolling): the task with the
 * supply's next cards, both open hands and the tiles, none cut at the right. On a laptop, once the
 * task is scrolled to the top, the controls and the whole board with the table's facts too.
 */
async function fitsOnArrival(page: Page, island: Locator, label: string): Promise<void> {
  for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = await stickyHeaderBottom(page);
    const fits = async (parts: Array<[string, Locator]>, when: string) => {
      for (const [name, part] of parts) {
        const box = await part.boundingBox();
        expect(box && box.y >= top - 1 && box.y + box.height <= size.height + 1 && box.x >= 0 && box.x + box.width <= size.width + 1, `${label} ${size.width}×${size.height} ${when}: ${name} ${JSON.stringify(box)}`).toBe(true);
      }
    };
    const prompt = island.locator('[data-region="prompt"]');
    await fits([
      ['prompt', prompt],
      ['far hand', island.locator('.bc-player .bc-hand').first()],
      ['tiles', island.locator('.bc-tiles')],
      ['near hand', island.locator('.bc-player .bc-hand').last()],
    ], 'on arrival');
    if (size.width > 1000) {
      const first = await prompt.boundingBox();
      await page.evaluate((dy) => window.scrollBy(0, dy), first!.y - top - 4);
      await fits([['controls', island.locator('[data-region="controls"]')], ['board', island.locator('[data-region="board"]')]], 'from the task');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label} ${size.width}: no sideways scroll`).toBeLessThanOrEqual(size.width);
  }
}

const WORDS = {
  en: { solved: 'Solved!', notThis: 'Not this move.', retry: 'Try again', answer: 'Show the answer', mark: '✓ Solved' },
  ru: { solved: 'Решено!', notThis: 'Не этот ход.', retry: 'Попробовать ещё раз', answer: 'Показать ответ', mark: '✓ Решена' },
} as const;

for (const locale of ['en', 'ru'] as const) {
  test(`an ending: a winning first move is accepted, a wrong one refuted by the best reply (${locale})`, async ({ page }) => {
    const watch = watchPage(page);
    const words = WORDS[locale];
    await page.setViewportSize({ width: 360, height: 740 });
    const island = await open(page, locale);
    await fitsOnArrival(page, island, locale);
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
    await page.emulateMedia({ colorScheme: 'light' });
    // The endings' list marks this ending solved, in words (not by colour alone), and no other.
    await page.goto(`${prefix(locale)}/balloon-cup/puzzles/endings/`);
    await islandLive(page.locator('main'));
    await expect(page.locator(`[data-puzzle="${ending.id}"] [data-solved-mark]`)).toHaveText(words.mark);
    await expect(page.locator('[data-solved-mark]:not(:empty)')).toHaveCount(1);
    expect(watch.problems).toEqual([]);
  });
}

test('an ending fits one screen on arrival in the other languages', async ({ page }) => {
  const watch = watchPage(page);
  for (const locale of PUBLISHED_LOCALES.filter((l) => l !== 'en' && l !== 'ru')) {
    await fitsOnArrival(page, await open(page, locale), locale);
  }
  expect(watch.problems).toEqual([]);
});

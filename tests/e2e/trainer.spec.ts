// The Jumping Cups trainer, as a reader uses it, in English and two other languages: the daily
// puzzle solved, a streak run to its end by a miss, that miss replayed from the dashboard. The
// date is fixed so the daily puzzle and the streak's order are known; the moves come from the
// puzzle files (the answer solves it, the natural move loses).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, islandLive } from './helpers.ts';
import { calendarDay, dailyPuzzle } from '../../src/machines/trainer/daily.ts';
import { current, startStreak, streakOrder } from '../../src/machines/trainer/streak.ts';
import type { MinedPuzzle } from '../../src/engine/jumping-cups/puzzle-mine.ts';
import type { MinedCascade } from '../../src/engine/balloon-cup/cascade-mine.ts';
import type { CascadeActionJson } from '../../src/engine/balloon-cup/cascade-action.ts';
import { cascadeActionKey, parseCascadeActionJson } from '../../src/engine/balloon-cup/cascade-action.ts';
import { decodeCascade } from '../../src/engine/balloon-cup/cascade-code.ts';
import { cascadeActions } from '../../src/engine/balloon-cup/cascade.ts';

const dir = new URL('../../public/trainer/jumping-cups/', import.meta.url);
const index = JSON.parse(readFileSync(new URL('index.json', dir), 'utf8')) as Array<[string, number, string[], number]>;
const byId = new Map(index.map((row) => {
  const inFile = (JSON.parse(readFileSync(new URL(`${row[3]}.json`, dir), 'utf8')) as MinedPuzzle[]).find((p) => p.id === row[0])!;
  return [row[0], inFile];
}));
const ids = index.map(([id]) => id);

/** A noon (UTC) whose daily puzzle and first streak puzzle are both won in one move. */
function fixedTime(): number {
  for (let day = 0; ; day += 1) {
    const t = Date.UTC(2027, 0, 1, 12) + day * 86_400_000;
    const daily = byId.get(dailyPuzzle(calendarDay(new Date(t)), ids))!;
    const order = streakOrder(index.map(([id, difficulty]) => ({ id, difficulty })), t % 1_000_000);
    const first = byId.get(current(startStreak(order))!)!;
    if (daily.moves === 1 && first.moves === 1) return t;
  }
}
const NOW = fixedTime();
const streakIds = streakOrder(index.map(([id, difficulty]) => ({ id, difficulty })), NOW % 1_000_000);

const words = (locale: string): Record<string, string> => JSON.parse(readFileSync(new URL(`../../src/messages/trainer/${locale}.json`, import.meta.url), 'utf8'));
const label = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^$()[\]\\|]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

async function move(board: Locator, from: number): Promise<void> {
  await board.locator(`button[data-square="${from}"]`).click();
  await board.locator('button[data-square][data-focus-next]').click();
}

for (const locale of ['en', 'de', 'fr']) {
  test(`trainer (${locale}): daily solved, a streak ended by a miss, the miss replayed from the dashboard`, async ({ page }: { page: Page }) => {
    const w = words(locale);
    await page.clock.setFixedTime(NOW);
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/jumping-cups/trainer/`);
    await islandLive(page);
    const trainer = page.locator('.trainer');

    const daily = byId.get(dailyPuzzle(calendarDay(new Date(NOW)), ids))!;
    await expect(trainer.locator('.jc-island')).toBeVisible();
    await move(trainer, daily.answer[0]!);
    await expect(trainer.locator('[data-puzzle-result="solved"]')).toBeVisible();

    await trainer.getByRole('button', { name: w.mode_streak }).click();
    await move(trainer, byId.get(streakIds[0]!)!.answer[0]!);
    await expect(trainer.locator('[data-puzzle-result="solved"]')).toBeVisible();
    await trainer.getByRole('button', { name: w.next_puzzle }).click();
    const second = byId.get(streakIds[1]!)!;
    await move(trainer, second.natural);
    await expect(trainer.locator('[data-puzzle-result="failed"]')).toBeVisible();
    await expect(trainer.getByRole('button', { name: w.streak_again })).toBeVisible();

    await trainer.getByRole('button', { name: w.mode_dashboard }).click();
    await expect(trainer.locator('.trainer-table')).toBeVisible();
    await trainer.getByRole('button', { name: label(w.replay_puzzle!) }).click();
    await expect(trainer.getByText(w.replay_note!)).toBeVisible();
    await expect(trainer.locator(`button[data-square="${second.natural}"]`)).toBeEnabled();
  });
}

// On arrival (no scrolling), the daily puzzle's prompt, board and controls are on the first screen
// of a phone and of a laptop, in English and in Russian (the longest words), and axe finds nothing
// (light and dark themes).
for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`trainer at ${size.width}x${size.height}: the puzzle on one screen, axe clean`, async ({ page }: { page: Page }) => {
    await page.setViewportSize(size);
    for (const locale of ['en', 'ru']) {
      await page.goto(`${locale === 'en' ? '' : `/${locale}`}/jumping-cups/trainer/`);
      const island = page.locator('.trainer .jc-island');
      await expect(island.locator('[data-region="board"]')).toBeVisible();
      for (const region of ['prompt', 'board', 'controls']) {
        const box = (await island.locator(`[data-region="${region}"]`).boundingBox())!;
        expect(box.y + box.height, `${locale}: the ${region} ends on the first screen`).toBeLessThanOrEqual(size.height + 1);
        expect(box.x + box.width, `${locale}: the ${region} is not cut off`).toBeLessThanOrEqual(size.width + 1);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, { rules: ['color-contrast'] })).toEqual([]);
  });
}

/** Opens a trainer at a fixed time once its service worker controls the page, and bookmarks the puzzle shown. */
async function bookmarkedUnderServiceWorker(page: Page, path: string, now: Date | number | string, locale = 'en'): Promise<Locator> {
  const w = words(locale);
  await page.clock.setFixedTime(now);
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  // English pages are precached when the worker installs; another language is kept whole once a
  // page of it is opened, its list stored last (public/sw-languages.js). Until then a page of it
  // is not offline yet: the worker answers with the 404 page (one run in 16 went offline too soon).
  if (locale !== 'en') {
    const kept = () => page.evaluate(async (l) => (await (await caches.open(`pages-${l}`)).match(`/${l}/offline.json`)) !== undefined, locale);
    await expect.poll(kept).toBe(true);
  }
  const trainer = page.locator('.trainer');
  await trainer.getByRole('button', { name: w.bookmark_add }).click();
  await expect(trainer.getByRole('button', { name: w.bookmark_remove })).toBeVisible();
  return trainer;
}

// A bookmarked puzzle opens without a connection, in English and two other languages: the
// trainer's page and its puzzle files are in the service worker's precache after one visit, and
// the bookmark's link (?p=) is that page.
test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  for (const locale of ['en', 'de', 'fr']) test(`trainer (${locale}): a bookmarked puzzle opens offline from the dashboard`, async ({ page, context }) => {
    const w = words(locale);
    const trainer = await bookmarkedUnderServiceWorker(page, `${locale === 'en' ? '' : `/${locale}`}/jumping-cups/trainer/`, NOW, locale);

    await context.setOffline(true);
    await page.reload();
    await trainer.getByRole('button', { name: w.mode_dashboard }).click();
    await trainer.getByRole('link', { name: label(w.puzzle_link!) }).click();
    await expect(page).toHaveURL(/\?p=/);
    await expect(trainer.locator('.jc-island [data-region="board"]')).toBeVisible();
    await expect(trainer.getByRole('button', { name: w.bookmark_remove })).toBeVisible();
    await move(trainer, byId.get(new URL(page.url()).searchParams.get('p')!)!.answer[0]!);
    await expect(trainer.locator('[data-puzzle-result="solved"]')).toBeVisible();
  });
});

// The Balloon Cup trainer, in English and German: the daily cascade solved (its answer offered
// only after a first attempt: no solution or explanation before), a streak's first cascade missed
// (in English by a wrong choice, in German by giving up, which is a miss too) and that miss
// replayed from the dashboard. The choices are the board's buttons, in the engine's
// order of the position's actions; the date is fixed so the daily cascade and the streak are known.
const bcDir = new URL('../../public/trainer/balloon-cup/', import.meta.url);
const bcIndex = JSON.parse(readFileSync(new URL('index.json', bcDir), 'utf8')) as Array<[string, number, string[], number]>;
const bcById = new Map(bcIndex.map((row) => [row[0], (JSON.parse(readFileSync(new URL(`${row[3]}.json`, bcDir), 'utf8')) as MinedCascade[]).find((p) => p.id === row[0])!]));
const bcIds = bcIndex.map(([id]) => id);
const bcStreak = (t: number) => streakOrder(bcIndex.map(([id, difficulty]) => ({ id, difficulty })), t % 1_000_000);

/** Where `action` is among the position's choices (the board lists them in this order). */
function choiceAt(position: string, action: CascadeActionJson): number {
  const decoded = decodeCascade(position);
  if (!decoded.ok) throw new Error(position);
  const read = parseCascadeActionJson(action);
  if (!read.ok) throw new Error(position);
  return cascadeActions(decoded.value).findIndex((a) => cascadeActionKey(a) === cascadeActionKey(read.value));
}

/** A noon whose daily cascade is solved by one choice (the solver's line is that choice alone). */
const BC_NOW = (() => {
  for (let day = 0; ; day += 1) {
    const t = Date.UTC(2027, 0, 1, 12) + day * 86_400_000;
    if (bcById.get(dailyPuzzle(calendarDay(new Date(t)), bcIds))!.line.length === 1) return t;
  }
})();

for (const locale of ['en', 'de']) {
  test(`Balloon Cup trainer (${locale}): daily solved, a miss, the miss replayed from the dashboard`, async ({ page }: { page: Page }) => {
    const w = words(locale);
    const c = JSON.parse(readFileSync(new URL(`../../src/messages/cascade/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
    await page.clock.setFixedTime(BC_NOW);
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/balloon-cup/trainer/`);
    await islandLive(page);
    const trainer = page.locator('.trainer');
    const choices = trainer.locator('.bc-claims button');

    const daily = bcById.get(dailyPuzzle(calendarDay(new Date(BC_NOW)), bcIds))!;
    await expect(choices.first()).toBeEnabled();
    await expect(trainer.getByRole('button', { name: c.show_solution, exact: true })).toHaveCount(0);
    await expect(trainer.locator('.bc-explanation')).toHaveCount(0);
    await choices.nth(choiceAt(daily.position, daily.line[0]!)).click();
    await expect(trainer.locator('[data-puzzle-result="solved"]')).toBeVisible();
    await expect(trainer.locator('.bc-explanation')).toBeVisible();

    await trainer.getByRole('button', { name: w.mode_streak }).click();
    const first = bcById.get(bcStreak(BC_NOW)[0]!)!;
    await expect(choices.first()).toBeEnabled();
    if (locale === 'en') {
      await choices.nth(choiceAt(first.position, first.wrong[0]!.action)).click();
      await expect(trainer.locator('[data-puzzle-result="refuted"] [data-rule]')).toBeVisible();
    } else {
      // Giving up is a miss: the solver's line is shown and the streak ends.
      await trainer.getByRole('button', { name: w.give_up }).click();
      await expect(trainer.getByText(w.gave_up_note!)).toBeVisible();
      await expect(trainer.getByRole('group', { name: c.solution_steps })).toBeVisible();
    }
    await expect(trainer.getByRole('button', { name: w.streak_again })).toBeVisible();

    await trainer.getByRole('button', { name: w.mode_dashboard }).click();
    await expect(trainer.locator('.trainer-table')).toBeVisible();
    await trainer.getByRole('button', { name: label(w.replay_puzzle!) }).click();
    await expect(trainer.getByText(w.replay_note!)).toBeVisible();
    await expect(choices.first()).toBeEnabled();
  });
}

// The daily cascade's question, table and choices fit one screen once the puzzle is scrolled to
// (as every Balloon Cup island is held to in one-screen-balloon-cup.spec.ts), in English and
// Russian, and axe finds nothing (light and dark).
for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`Balloon Cup trainer at ${size.width}x${size.height}: the puzzle on one screen, axe clean`, async ({ page }: { page: Page }) => {
    await page.setViewportSize(size);
    for (const locale of ['en', 'ru']) {
      await page.goto(`${locale === 'en' ? '' : `/${locale}`}/balloon-cup/trainer/`);
      const island = page.locator('.trainer .bc-island');
      await expect(island.locator('.bc-claims button').first()).toBeVisible();
      const regions = ['prompt', 'board', 'controls'].map((region) => [region, island.locator(`[data-region="${region}"]`)] as const);
      const top = Math.min(...await Promise.all(regions.map(async ([, l]) => (await l.boundingBox())!.y)));
      await page.evaluate((dy) => window.scrollBy(0, dy), top - 4);
      for (const [region, l] of regions) {
        const box = (await l.boundingBox())!;
        expect(box.y + box.height, `${locale}: the ${region} ends on the screen`).toBeLessThanOrEqual(size.height + 1);
        expect(box.x + box.width, `${locale}: the ${region} is not cut off`).toBeLessThanOrEqual(size.width + 1);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, { rules: ['color-contrast'] })).toEqual([]);
  });
}

// A bookmarked Balloon Cup cascade opens and is solved without a connection: the trainer's page,
// its index and its cascade files are in the service worker's precache after one visit, and the
// bookmark's link (?p=) is that page.
test.describe('offline, Balloon Cup', () => {
  test.use({ serviceWorkers: 'allow' });
  test('Balloon Cup trainer (en): a bookmarked cascade opens offline from the dashboard and is solved', async ({ page, context }) => {
    const w = words('en');
    const trainer = await bookmarkedUnderServiceWorker(page, '/balloon-cup/trainer/', BC_NOW);

    await context.setOffline(true);
    await trainer.getByRole('button', { name: w.mode_dashboard }).click();
    await trainer.getByRole('link', { name: label(w.puzzle_link!) }).click();
    await expect(page).toHaveURL(/\?p=/);
    const cascade = bcById.get(new URL(page.url()).searchParams.get('p')!)!;
    expect(cascade.id).toBe(dailyPuzzle(calendarDay(new Date(BC_NOW)), bcIds));
    await expect(trainer.getByRole('button', { name: w.bookmark_remove })).toBeVisible();
    const choices = trainer.locator('.bc-claims button');
    await expect(choices.first()).toBeEnabled();
    await choices.nth(choiceAt(cascade.position, cascade.line[0]!)).click();
    await expect(trainer.locator('[data-puzzle-result="solved"]')).toBeVisible();

    // The puzzle's stable address to share (its own preview page, never precached) opens it too:
    // the service worker answers it with the cached trainer page and ?p=.
    const shared = bcIds[bcIds.length - 1]!;
    await page.goto(`/balloon-cup/trainer/p/${shared}/`);
    await expect(page).toHaveURL(new RegExp(`/balloon-cup/trainer/\\?p=${shared}$`));
    await expect(choices.first()).toBeEnabled();
    await expect(trainer.locator('.trainer-meta')).toContainText(w.puzzle_link!.replace('{number}', new Intl.NumberFormat('en').format(bcIds.length)));
  });
});

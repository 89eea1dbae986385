// The review of a finished game (issue 21): from a finished game's replay link and after a game
// on the play page, "Review this game" loads the review, runs Strong over every move in a worker
// with a progress bar, and shows a chart whose points jump the replay, the costly moves with
// Strong's choice and why, and the turning points; Cancel stops it and the page stays usable.
// The first test has the page's own worker review the game; the others are answered by the same
// review computed once by the engine in this test worker (review-playback.ts).
import { expect, test } from './fixtures.ts';
import { axeViolations } from './helpers.ts';
import { playBackReview } from './review-playback.ts';
import type { Page } from '@playwright/test';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { beginnerMove } from '../../src/engine/balloon-cup/bots/heuristic.ts';
import { DEFAULT_OPTIONS } from '../../src/engine/balloon-cup/options.ts';
import { encodeRecord, startOf } from '../../src/engine/balloon-cup/record.ts';
import type { GameRecord } from '../../src/engine/balloon-cup/record.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/state.ts';

/** Beginner against itself to the end, recorded by the engine (the person is player 1). */
function finishedGame(seed: number): GameRecord {
  const base = { seed, options: DEFAULT_OPTIONS, opponent: 'beginner' as const, undone: [] };
  let state: GameState = startOf(base);
  const moves: Move[] = [];
  while (!state.result) {
    const move = beginnerMove(state);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    moves.push(move);
    state = next.value.state;
  }
  return { ...base, moves };
}

const record = finishedGame(31);
const encoded = encodeRecord(record);
const link = `/balloon-cup/play/replay/?g=${encoded}`;
const total = record.moves.length;

async function axe(page: Page): Promise<void> {
  expect(await axeViolations(page, { include: '.bcr', tags: 'all' })).toEqual([]);
}

/**
 * The chart fits the screen `width` wide and one unit of its drawing is one CSS pixel, so its
 * three percent marks keep their size (13 px in the style). Checked in the first test at both
 * widths, after the same review (a review is a minute of Strong's work in a worker).
 */
async function chartAtRealSize(page: Page, width: number): Promise<void> {
  await expect.poll(async () => { const frame = (await page.locator('.bcr-frame').boundingBox())!; return frame.x + frame.width; }, `chart frame's right edge at ${width} px`).toBeLessThanOrEqual(width);
  await expect.poll(() => page.locator('.bcr-frame svg').evaluate((svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width)).toBeCloseTo(1, 1);
  const sizes = await page.locator('.bcr-axis').evaluateAll((marks) => marks.map((mark) => mark.getBoundingClientRect().height));
  expect(sizes).toHaveLength(3);
  for (const size of sizes) expect(size, `a percent mark at ${width} px`).toBeGreaterThanOrEqual(12);
}

test.describe.configure({ timeout: 180_000 });

test('a finished game\'s replay: the review charts every move, marks the costly ones with Strong\'s choice, its points jump the replay, and the chart is drawn at its real size at 1280 and 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${link}&m=0`);
  const start = page.getByRole('button', { name: 'Review this game' });
  await expect(start).toBeVisible({ timeout: 30_000 });
  // Nothing of the review is fetched before it is asked for.
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /ReviewPanel|review\.worker|words-review/.test(e.name)))).toBe(false);
  await start.click();
  const bar = page.getByRole('progressbar', { name: 'Reviewing the game' });
  await expect(bar).toBeVisible({ timeout: 30_000 });
  await expect(bar).toHaveAttribute('max', String(total));
  // The page stays usable meanwhile: the replay steps on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.bcp-replay')).toHaveAttribute('data-at', '1');
  await expect(page.getByText('The review is ready.')).toBeVisible({ timeout: 150_000 });
  expect(fetched.some((path) => /\/_astro\/ReviewPanel\./.test(path))).toBe(true);
  expect(fetched.some((path) => /\/_astro\/words-review-en\./.test(path))).toBe(true);
  expect(fetched.some((path) => /\/_astro\/words-review-(?!en)/.test(path))).toBe(false);

  // The chart: one point per move, each a link named by its move and its estimate.
  const chart = page.locator('.bcr-chart svg');
  await expect(chart).toBeVisible();
  const points = chart.locator('a.bcr-point');
  await expect(points).toHaveCount(total);
  await expect(points.first()).toHaveAccessibleName(/^Move 1, You: .+: \d+%/);
  // The thresholds are stated on the page.
  await expect(page.locator('.bcr-note')).toContainText('at least 5% of the chance to win against Strong\'s choice is marked an inaccuracy; at least 10%, a mistake; at least 20%, a blunder.');

  // A marked move names Strong's choice and what it aims at.
  const marked = page.locator('.bcr-marked li');
  expect(await marked.count()).toBeGreaterThan(0);
  await expect(marked.first()).toContainText(/^\?!? ?.*Move \d+ is an? (inaccuracy|mistake|blunder) \(\d+% less chance to win\): .+\. Strong prefers .+\. It .+\./);
  const markedPoints = chart.locator('a.bcr-point[data-mark]');
  expect(await markedPoints.count()).toBe(await marked.count());
  await expect(markedPoints.first()).toHaveAccessibleName(/, an? (inaccuracy|mistake|blunder)$/);

  // The keyboard reaches every point (marks among them) and Enter jumps the replay there.
  const first = Number(await markedPoints.first().getAttribute('data-move'));
  await points.first().focus();
  for (let k = 1; k < first; k += 1) await page.keyboard.press('Tab');
  await expect(markedPoints.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bcp-replay')).toHaveAttribute('data-at', String(first));
  await expect(page.locator('.bcp-status')).toHaveText(new RegExp(`^Move ${first} of ${total}`));
  // And the marks' own "Show move" links, in the text, jump there too.
  await page.locator('.bcr-marked li').first().getByRole('link', { name: `Show move ${first}` }).click();
  await expect(page.locator('.bcp-replay')).toHaveAttribute('data-at', String(first));

  // A text equivalent: every move in a table with its estimate; the turning points are listed.
  await page.locator('.bcr-table summary').click();
  await expect(page.locator('.bcr-table tbody tr')).toHaveCount(total);
  await expect(page.getByRole('heading', { name: 'Turning points' })).toBeVisible();
  await axe(page);

  // The same game gets the same review: the chart is drawn from seeded figures (compared below
  // with the engine's review of the game outside the browser).
  const labels = await points.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  // At a phone's width and a laptop's, in both themes: axe finds nothing, and the chart is drawn at
  // its real size, so its percent marks read at 12 px or more.
  for (const [size, scheme] of [[{ width: 1280, height: 800 }, 'light'], [{ width: 1280, height: 800 }, 'dark'], [{ width: 360, height: 740 }, 'light'], [{ width: 360, height: 740 }, 'dark']] as const) {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark' || size.width === 360) await axe(page);
    if (scheme === 'light') await chartAtRealSize(page, size.width);
    await page.locator('.bcr').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: test.info().outputPath(`review-${size.width}-${scheme}.png`) });
  }
  // The engine's review of the game, computed by this test outside any browser and shown by the
  // page, is the one the page's worker made: every point's move and estimate alike.
  const answeredBy = await playBackReview(page, encoded);
  await page.reload();
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page.getByText('The review is ready.')).toBeVisible({ timeout: 30_000 });
  expect(await answeredBy()).toBe('played');
  expect(await page.locator('.bcr-chart a.bcr-point').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(labels);
});

test('after a game on the play page, the review starts and Cancel stops it', async ({ page }) => {
  await page.goto('/balloon-cup/play/');
  // The game just finished, as the page keeps it.
  await page.evaluate((g) => localStorage.setItem('cup-games:balloon-cup-game:v1', JSON.stringify({ v: 1, g })), encodeRecord(record));
  await page.reload();
  await expect(page.locator('.bcp-app[data-state="over"]')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Review this game' }).click();
  const bar = page.getByRole('progressbar', { name: 'Reviewing the game' });
  await expect(bar).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Cancel the review' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'The review was cancelled.' })).toBeVisible();
  // Started again, it runs to the end (answered from the review computed once); its points lead
  // to the replay at their move.
  const answeredBy = await playBackReview(page, encoded);
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page.getByText('The review is ready.')).toBeVisible({ timeout: 30_000 });
  expect(await answeredBy()).toBe('played');
  const point = page.locator('.bcr-chart a.bcr-point').nth(2);
  await expect(point).toHaveAttribute('href', /\/balloon-cup\/play\/replay\/\?g=g3\..+&m=3$/);
  await point.click();
  await expect(page).toHaveURL(/\/balloon-cup\/play\/replay\/\?g=.+&m=3$/);
  await expect(page.locator('.bcp-status')).toHaveText(new RegExp(`^Move 3 of ${total}`), { timeout: 30_000 });
});

test('the review speaks the page\'s language: on the Russian replay, no word of it is in Latin letters', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const answeredBy = await playBackReview(page, encoded);
  await page.goto(`/ru${link}&m=0`);
  await page.getByRole('button', { name: 'Разобрать эту партию' }).click();
  await expect(page.getByText('Разбор готов.')).toBeVisible({ timeout: 30_000 });
  expect(await answeredBy()).toBe('played');
  await page.locator('.bcr-table summary').click();
  const text = await page.locator('.bcr').evaluate((el) => {
    const labels = [...el.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    return `${(el as HTMLElement).innerText} ${labels.join(' ')}`;
  });
  expect(text.match(/\p{Script=Latin}+/gu) ?? []).toEqual([]);
  expect(fetched.filter((path) => /\/_astro\/words-review-/.test(path))).toEqual([expect.stringMatching(/words-review-ru\./)]);
});


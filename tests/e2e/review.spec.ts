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
import { judgeChoice } from '../../src/engine/balloon-cup/bots/practice.ts';
import { REVIEW_BUDGET, moverViews, reviewSeed } from '../../src/engine/balloon-cup/bots/review.ts';
import { searchMove } from '../../src/engine/balloon-cup/bots/search.ts';
import { seatState } from '../../src/engine/balloon-cup/bots/seat-view.ts';
import { legalMoves, mover } from '../../src/engine/balloon-cup/moves.ts';

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

/** The positions before each move of a finished game, and the end. */
function statesOf(game: GameRecord): GameState[] {
  const states = [startOf(game)];
  for (const move of game.moves) {
    const next = apply(states.at(-1)!, move);
    if (!next.ok) throw new Error(next.message);
    states.push(next.value.state);
  }
  return states;
}

/**
 * A placement at marked move `index` that is not Strong's (nor the move played) and that the
 * practice accepts: worked out here by the engine as the page's worker does, with the review's seeds.
 */
function nearBestAt(game: GameRecord, index: number): Move & { type: 'place' } | null {
  const states = statesOf(game);
  const view = moverViews(states, game.moves)[index]!;
  const strong = searchMove(seatState(view), view.known, REVIEW_BUDGET, reviewSeed(game.seed, index)).move;
  const same = (a: Move, b: Move) => JSON.stringify(a) === JSON.stringify(b);
  for (const move of legalMoves(states[index]!)) {
    if (move.type !== 'place' || same(move, strong) || same(move, game.moves[index]!)) continue;
    if (judgeChoice(view, move, strong, index, game.seed).accepted) return move;
  }
  return null;
}

/** Plays `move` on the practice's board: its card from the hand, then the tile's side. */
async function placeOnPractice(page: Page, game: GameRecord, index: number, move: Move & { type: 'place' }): Promise<void> {
  const hand = statesOf(game)[index]!.hands[0];
  await page.locator('.bcq .bc-player-0 .bc-hand-card').nth(hand.indexOf(move.card)).click();
  await page.locator('.bcq .bc-column').nth(move.tile - 1).locator(`button.bc-side-${move.side}`).click();
}

/**
 * The practice's prompt (with the verdict), its board and its controls are on one screen: the
 * prompt's top below the header where the header stays on screen, the controls' bottom above the
 * screen's bottom edge (the page scrolls them there itself).
 */
async function practiceOnOneScreen(page: Page, height: number): Promise<void> {
  await expect.poll(async () => {
    const header = await page.locator('.site-header').evaluate((el) => (getComputedStyle(el).position === 'sticky' ? el.getBoundingClientRect().bottom : 0));
    const top = (await page.locator('.bcq-now').boundingBox())!.y;
    const controls = (await page.locator('.bcq .bcq-decide').boundingBox())!;
    return top >= header - 1 && controls.y + controls.height <= height + 1 ? 'on one screen' : `prompt at ${Math.round(top)} px (header ${Math.round(header)}), controls end at ${Math.round(controls.y + controls.height)} px of ${height}`;
  }).toBe('on one screen');
}

/**
 * "Practice your mistakes" after a review that is ready on the page (issue 31): the reader's own
 * marked moves, from their seat; a near-best move that is not Strong's is accepted; the move first
 * played again is a miss that shows Strong's move and plays out the line that punishes it; the
 * chart then shows the mark practised. Returns the move number practised. Screenshots at both
 * sizes in both themes, each after the miss and its line (the caller's page is at 1280 × 800, light).
 */
async function practiseMarkedMoves(page: Page, game: GameRecord): Promise<number> {
  // Only the reader's marks are offered: their list has the button, the opponent's none.
  await expect(page.locator('[data-practice-start]')).toHaveCount(1);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const start = page.getByRole('button', { name: 'Practice your mistakes' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Practice your mistakes' })).toBeFocused({ timeout: 30_000 });
  expect(fetched.some((path) => /\/_astro\/PracticePanel\./.test(path))).toBe(true);
  // Each mark is a button named by its move; the first not yet solved is open.
  const marks = page.getByRole('navigation', { name: 'Marked moves' }).getByRole('button');
  const numbers = (await marks.allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(numbers.length).toBeGreaterThan(0);
  await expect(marks.first()).toHaveAccessibleName(`Move ${numbers[0]}, not practiced yet`);
  // The first mark with a near-best move that is not Strong's.
  let at = -1;
  let move: (Move & { type: 'place' }) | null = null;
  for (let k = 0; k < numbers.length && !move; k += 1) {
    move = nearBestAt(game, numbers[k]! - 1);
    if (move) at = k;
  }
  expect(move, 'a marked move with a near-best placement that is not Strong\'s').not.toBeNull();
  const number = numbers[at]!;
  await marks.nth(at).click();
  await expect(page.locator('.bcq-prompt')).toContainText(`: move ${number} of the game`);
  await expect(page.locator('.bcq-prompt')).toContainText('a move that gives away less than 5% is accepted');
  await placeOnPractice(page, game, number - 1, move!);
  const verdict = page.locator('.bcq-answer [data-verdict]');
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted', { timeout: 60_000 });
  await expect(verdict).toContainText(/^✓ Accepted: .+ gives away only \d+% against Strong's move \(.+\), less than 5%\.$/);
  await expect(verdict).toBeFocused();
  await expect(marks.nth(at)).toHaveAccessibleName(`Move ${number}, solved`);

  // Tried again with the move first played: a miss, Strong's move with why, and the punishing line,
  // with prompt, board and controls on one screen at a laptop's size and a phone's, in both themes.
  for (const size of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Try again' }).click();
    await placeOnPractice(page, game, number - 1, game.moves[number - 1] as Move & { type: 'place' });
    await expect(verdict).toHaveAttribute('data-verdict', 'missed', { timeout: 60_000 });
    await expect(verdict).toContainText(/^✗ Not this one: .+ gives away \d+% of the chance to win\. Strong plays .+\. It .+\./);
    await expect(page.locator('.bcq-answer')).toContainText('How the move first played');
    await practiceOnOneScreen(page, size.height);
    const next = page.getByRole('button', { name: 'Show the next move of the line' });
    for (let k = 1; k <= 2 && (await next.count()); k += 1) {
      await next.click();
      await expect(page.locator('.bcq-line li')).toHaveCount(k);
      // The move just shown is above the board, which shows the position after it.
      await expect(page.locator('.bcq-line-now li')).toHaveText((await page.locator('.bcq-line li').nth(k - 1).textContent())!);
      await practiceOnOneScreen(page, size.height);
    }
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: test.info().outputPath(`practice-${size.width}-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  // A mark once solved stays solved.
  await expect(marks.nth(at)).toHaveAccessibleName(`Move ${number}, solved`);
  expect(await axeViolations(page, { include: '.bcq', tags: 'all' })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Back in the review, the chart shows the mark practised.
  await page.getByRole('button', { name: 'Back to the review' }).click();
  const point = page.locator(`.bcr-chart a.bcr-point[data-move="${number}"]`);
  await expect(point).toHaveAttribute('data-practised', 'solved');
  await expect(point).toHaveAccessibleName(/; practiced and solved$/);
  return number;
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
  // The reader's own marks are listed apart from the opponent's, each under its own heading.
  await expect(page.getByRole('heading', { name: 'Your moves that cost much' })).toBeVisible();
  const states = statesOf(record);
  for (const seat of [0, 1] as const) {
    for (const text of await page.locator(`.bcr-marked[data-seat="${seat}"] li`).allTextContents()) {
      expect(mover(states[Number(/Move (\d+) is/.exec(text)![1]) - 1]!), text).toBe(seat);
    }
  }
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
  await page.locator('.bcr-marked').getByRole('link', { name: `Show move ${first}` }).click();
  await expect(page.locator('.bcp-replay')).toHaveAttribute('data-at', String(first));
  // Beside it, the analysis board at the position the mark's move was chosen in (the game is over).
  await expect(page.locator('.bcr-marked').getByRole('link', { name: `Analyse the position before move ${first}` })).toHaveAttribute('href', new RegExp(`^/balloon-cup/analysis/\\?g=[^&]+&m=${first - 1}$`));

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
  // Practice the reader's marked moves (issue 31), judged by the page's own review worker.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  const practised = await practiseMarkedMoves(page, record);
  // The engine's review of the game, computed by this test outside any browser and shown by the
  // page, is the one the page's worker made: every point's move and estimate alike. The practice's
  // progress is kept through the reload.
  const answeredBy = await playBackReview(page, encoded);
  await page.reload();
  await page.getByRole('button', { name: 'Review this game' }).click();
  await expect(page.getByText('The review is ready.')).toBeVisible({ timeout: 30_000 });
  expect(await answeredBy()).toBe('played');
  const unpractised = (label: string | null) => label?.replace(/; practiced.*$/, '') ?? null;
  expect((await page.locator('.bcr-chart a.bcr-point').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).map(unpractised)).toEqual(labels);
  await expect(page.locator(`.bcr-chart a.bcr-point[data-move="${practised}"]`)).toHaveAttribute('data-practised', 'solved');
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


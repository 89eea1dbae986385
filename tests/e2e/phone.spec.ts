// On a 360 px wide phone a board can be played with taps. (That no page scrolls sideways at
// 360 px is checked page by page in all-pages.spec.ts.)
import { expect, test } from './fixtures.ts';
import { card, islandLive, openExample, side, startWholeGame, told } from './helpers.ts';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { beginnerMove } from '../../src/engine/balloon-cup/bots/heuristic.ts';
import { DEFAULT_OPTIONS } from '../../src/engine/balloon-cup/options.ts';
import { encodeRecord, startOf } from '../../src/engine/balloon-cup/record.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/state.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a board is played with taps', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-equal-sums');
  await card(ex, 'blue 7').tap();
  await side(ex, 'Ben', 2).tap();
  await ex.getByRole('button', { name: 'Show all steps' }).tap();
  await expect(told(ex)).toContainText('The totals are equal');
});

test('a refusal in a rules example shows below the board and never moves it', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/placing-cards/', 'ex-what-fits');
  const board = ex.locator('.bc-tiles');
  await card(ex, 'blue 7').tap();
  const before = (await board.boundingBox())!.y;
  await side(ex, 'Ana', 4).tap();
  const box = ex.locator('.bc-message.is-refusal');
  await expect(box).toBeVisible();
  expect((await board.boundingBox())!.y).toBe(before);
  expect((await box.boundingBox())!.y).toBeGreaterThan(before);
});

test('the header keeps one row in every language: the site name on one line, the buttons apart', async ({ page }) => {
  // Seven chapter pages opened one after another: past the 30 s default at a load of 30.
  test.setTimeout(120_000);
  for (const locale of ['', '/de', '/it', '/ru', '/fr', '/nl', '/pl']) {
    await page.goto(`${locale}/balloon-cup/rules/placing-cards/`);
    const name = (await page.locator('.site-name').boundingBox())!;
    const menu = (await page.locator('.site-menu summary').boundingBox())!;
    const search = (await page.locator('.site-search-form').boundingBox())!;
    const language = (await page.locator('.language-menu summary').boundingBox())!;
    expect(name.height, `${locale || 'en'}: the site name is one line`).toBeLessThan(32);
    expect(menu.x - (name.x + name.width), `${locale || 'en'}: name to Menu`).toBeGreaterThanOrEqual(8);
    expect(search.x - (menu.x + menu.width), `${locale || 'en'}: Menu to search`).toBeGreaterThanOrEqual(8);
    expect(language.x - (search.x + search.width), `${locale || 'en'}: search to language`).toBeGreaterThanOrEqual(8);
    expect(language.x + language.width, `${locale || 'en'}: inside the screen`).toBeLessThanOrEqual(360);
  }
});

test('the search page has its own field, whose results and count show in the page', async ({ page }) => {
  await page.goto('/search/');
  const field = page.locator('main').getByRole('combobox', { name: 'Search the rules' });
  await expect(field).toBeInViewport();
  await field.tap();
  await field.fill('cascade');
  await expect(page.locator('main [data-search-status]')).toContainText('“cascade”', { timeout: 20_000 });
  await expect(page.locator('main [data-search-status]')).toBeVisible();
  const first = page.locator('main').getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(first).toBeVisible();
  const target = await first.getAttribute('data-url');
  await first.tap();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
});

test('Russian and Polish cube codes fit their faces on a phone', async ({ page }) => {
  for (const path of ['/ru/balloon-cup/rules/placing-cards/', '/pl/balloon-cup/rules/placing-cards/']) {
    await page.goto(path);
    const over = await page.evaluate(() => [...document.querySelectorAll('.bc-cube')]
      .filter((cube) => (cube.textContent ?? '').trim() !== '' && cube.getBoundingClientRect().width > 0)
      .map((cube) => {
        const range = document.createRange();
        range.selectNodeContents(cube);
        return { code: cube.textContent, over: range.getBoundingClientRect().width - (cube.getBoundingClientRect().width - 2) };
      })
      .filter((c) => c.over > 0.5)
      .map((c) => `${c.code} by ${c.over.toFixed(1)} px`));
    expect(over, path).toEqual([]);
  }
});

test('after the computer replies, its latest news shows above the board without scrolling', async ({ page }) => {
  await startWholeGame(page, 5);
  const app = page.locator('.bcp-app');
  const hand = app.locator('.bc-player-0 .bc-hand-card');
  for (let c = 0; c < (await hand.count()); c += 1) {
    await hand.nth(c).tap();
    const targets = app.locator('button.bc-side.is-fit');
    if ((await targets.count()) === 0) continue;
    await targets.first().tap();
    break;
  }
  await expect(app).toHaveAttribute('data-moves', '2', { timeout: 30_000 });
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
  // Each told line's words, without the rule a scoring or a claim cites after them (the line above the board has none).
  const told = await app.locator('.bcp-told li').evaluateAll((items) => items.map((li) => [...li.childNodes].filter((n) => !(n instanceof Element && n.matches('.rule-cite'))).map((n) => n.textContent).join('').trim()));
  const latest = app.locator('[data-latest]');
  await expect(latest).toHaveText(told.slice(-2).join(' '));
  await expect(latest).toBeInViewport();
  // Without a claim the line keeps its three lines, whatever its words, so the board never moves.
  const [height, line] = await latest.evaluate((p) => [p.parentElement!.getBoundingClientRect().height, parseFloat(getComputedStyle(p).lineHeight)]);
  expect(height).toBeCloseTo(3 * line, 0);
  await expect(app.locator('.bc-player-0 .bc-hand')).toBeInViewport({ ratio: 1 });
});

/** Game `seed` against Beginner, the person playing as Beginner would, up to their move after `count` moves. */
function beforeMove(seed: number, count: number): { g: string; state: GameState; mine: Extract<Move, { type: 'place' }> } {
  const base = { seed, options: DEFAULT_OPTIONS, opponent: 'beginner' as const, undone: [] };
  let state = startOf(base);
  const moves: Move[] = [];
  while (moves.length < count) {
    const move = beginnerMove(state);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    moves.push(move);
    state = next.value.state;
  }
  const mine = beginnerMove(state);
  if (mine.type !== 'place') throw new Error('the person places a card');
  return { g: encodeRecord({ ...base, moves }), state, mine };
}

// What the computer's reply to the person's 39th move in game 4, and to their 41st in game 16, says
// on the line above the board (play audit M19): its scoring and its claim, in brief, not the refill
// and draws told after them. In Russian, game 16's three cube colours and the claim need a fourth
// line, which a line telling a claim takes.
const SCORED_AND_CLAIMED = [
  { locale: 'en', seed: 4, count: 38, words: 'Tile 4: Computer takes 1 gray cube and 3 blue cubes. Computer claims the gray trophy.' },
  { locale: 'ru', seed: 4, count: 38, words: 'Тайл 4 выигрывает Компьютер: 1 серый кубик и 3 синих кубика. Компьютер получает карту с серым кубком.' },
  { locale: 'en', seed: 16, count: 40, words: 'Tile 4: Computer takes 1 gray cube, 2 yellow cubes, and 1 red cube. Computer claims the yellow trophy.' },
  { locale: 'ru', seed: 16, count: 40, words: 'Тайл 4 выигрывает Компьютер: 1 серый кубик, 2 жёлтых кубика и 1 красный кубик. Компьютер получает карту с жёлтым кубком.' },
] as const;

for (const { locale, seed, count, words } of SCORED_AND_CLAIMED) {
  test(`${locale}, game ${seed}: after the computer's reply scores a tile, its scoring and claim show whole above the board, with the hand on the same screen`, async ({ page }) => {
    const { g, state, mine } = beforeMove(seed, count);
    await page.goto(locale === 'en' ? '/balloon-cup/play/' : `/${locale}/balloon-cup/play/`);
    await page.evaluate((saved) => localStorage.setItem('cup-games:balloon-cup-game:v1', JSON.stringify({ v: 1, g: saved })), g);
    await page.reload();
    const app = page.locator('.bcp-app[data-state="human"]');
    await expect(app).toBeVisible({ timeout: 30_000 });
    await islandLive(page);
    const chosen = app.locator('.bc-player-0 .bc-hand-card').nth(state.hands[0].indexOf(mine.card));
    await chosen.tap();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await app.locator('.bc-column').nth(mine.tile - 1).locator(`.bc-side-${mine.side}`).tap();
    // The placement and the computer's reply.
    await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(count + 2), { timeout: 30_000 });
    await expect(app).toBeVisible();
    const latest = page.locator('[data-latest]');
    await expect(latest).toHaveText(words);
    // Whole, at the screen's width (the chips share only its third line), above the board, and on
    // screen with the prompt and the whole hand, without scrolling.
    const fit = await latest.evaluate((p) => ({ scroll: p.scrollHeight, client: p.clientHeight, width: p.clientWidth, bar: p.closest('.bcp-bar')!.clientWidth }));
    expect(fit.scroll, `${fit.scroll} px of words in ${fit.client}`).toBeLessThanOrEqual(fit.client);
    expect(fit.width).toBe(fit.bar);
    await expect(latest).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.bcp-latest [data-rule]').first()).toBeInViewport({ ratio: 1 });
    const board = (await app.locator('.bc-tiles').boundingBox())!;
    expect((await latest.boundingBox())!.y).toBeLessThan(board.y);
    await expect(app.locator('[data-region="prompt"] .bcp-status')).toBeInViewport({ ratio: 1 });
    await expect(app.locator('.bc-player-0 .bc-hand')).toBeInViewport({ ratio: 1 });
    // And the decision's own control under the hand ("Show where it fits"): prompt, board and controls on one screen.
    await expect(app.locator('[data-region="controls"] .bcp-decide-buttons')).toBeInViewport({ ratio: 1 });
  });
}

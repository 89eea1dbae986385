// Jumping Cups pages used as a person would: pick a cup, read the landing and the refusals, follow
// a deep link, use an island by keyboard alone, play the solver, undo, ask its verdict, share and
// load positions, and solve and fail a puzzle.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { legalMoves, parsePosition, play, reachableStates, solve } from '../../src/engine/jumping-cups/index.ts';
import { COLOR_RULES, axeViolations, islandLive, openExample, watchPage } from './helpers.ts';

/** A reply waits on the solver's worker and the solution chunk it reads: more than the default 5 s on a busy machine. */
const REPLY_MS = 15_000;

const RULES = '/jumping-cups/rules/';
const square = (scope: ReturnType<Page['locator']>, n: number) => scope.locator(`button[data-square="${n}"]`);
/** The highlighted landing square of the picked cup (it makes the move), or the confirm of a losing move. */
const landingOrConfirm = (scope: ReturnType<Page['locator']>) =>
  scope.getByRole('button', { name: /Move the cup from square \d+ here|^Move it anyway \(loses\)$/ });

async function openPlay(page: Page, query = '') {
  await page.goto(`/jumping-cups/play/${query}`);
  await islandLive(page);
  return page.locator('.jc-island');
}

const chapters: [string, string, number, RegExp][] = [
  ['track-and-set-up', 'ex-first-move', 5, /jumps 1 square .* to square 6/],
  ['moving-and-stacking', 'ex-stack-of-three', 4, /jumps 3 squares .* to square 7/],
  ['finish-rule', 'ex-chain-once', 9, /sends it on 2 squares .* to square 12/],
  ['winning-and-blocking', 'ex-fill-the-finish', 9, /Red wins/],
];

for (const [chapter, id, from, landing] of chapters) {
  test(`${chapter}: pick a cup, see where it lands, make the move`, async ({ page }) => {
    const watch = watchPage(page);
    const ex = await openExample(page, `${RULES}${chapter}/`, id);
    await square(ex, from).click();
    await expect(ex.locator('[data-preview]')).toContainText(landing);
    await landingOrConfirm(ex).click();
    await expect(ex.locator('[data-told]')).toContainText(landing);
    expect(watch.problems).toEqual([]);
  });
}

test('a refused pick is explained; the example counts as done once a free cup is moved after it', async ({ page }) => {
  const ex = await openExample(page, `${RULES}track-and-set-up/`, 'ex-whose-cup');
  await square(ex, 13).click();
  await expect(ex.locator('[data-refusal]')).toContainText('covered by a red cup');
  // The task goes on to a free yellow cup: the refusal alone is not the end of it.
  await expect(ex.locator('[data-done-toggle]')).toHaveAttribute('aria-pressed', 'false');
  await square(ex, 10).click();
  await landingOrConfirm(ex).click();
  await expect(ex.locator('[data-told]')).toBeVisible();
  await expect(ex.getByRole('button', { name: /✓ Done/ })).toBeVisible();
});

test('a move off the track is warned about first', async ({ page }) => {
  const ex = await openExample(page, `${RULES}finish-rule/`, 'ex-chain-off');
  await square(ex, 12).click();
  await expect(ex.locator('[data-preview]')).toContainText('leaves the track and loses');
  await expect(ex.getByRole('button', { name: 'Move it anyway (loses)' })).toBeVisible();
});

test('a deep link lands on the example and highlights it; chapters link in order', async ({ page }) => {
  await page.goto(`${RULES}winning-and-blocking/#ex-blocked`);
  await expect(page.locator('#ex-blocked')).toHaveClass(/is-arrived/);
  await expect(page.locator('#ex-blocked').getByRole('link', { name: /Link to this/ })).toHaveAttribute('href', '#ex-blocked');
  await expect(page.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', `${RULES}finish-rule/`);
});

test('an island works with the keyboard alone', async ({ page }) => {
  const ex = await openExample(page, `${RULES}winning-and-blocking/`, 'ex-blocked');
  await square(ex, 7).focus();
  await page.keyboard.press('Enter');
  await expect(ex.locator('[data-preview]')).toContainText('to square 6');
  await page.keyboard.press('Escape');
  await expect(ex.locator('[data-preview]')).toHaveCount(0);
  await square(ex, 7).focus();
  await page.keyboard.press('Enter');
  // Focus goes to the landing square; Enter there makes the move.
  await expect(ex.getByRole('button', { name: 'Move the cup from square 7 here' })).toBeFocused();
  await expect(square(ex, 6)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ex.locator('[data-game-over], strong[data-focus-next]')).toContainText('Yellow wins');
});

test('the track is one Tab stop; arrow keys move along it, Home and End go to its ends', async ({ page }) => {
  // The example's machine is held back until the keys have moved along the track, as on a slow
  // connection: its arrival must not take the stop back to the first cup.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/example\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const ex = await openExample(page, `${RULES}moving-and-stacking/`, 'ex-stack-of-three');
  // Red to move: the stop is the first cup red may move (square 3).
  await expect(ex.locator('button[data-square][tabindex="0"]')).toHaveCount(1);
  await expect(square(ex, 3)).toHaveAttribute('tabindex', '0');
  await square(ex, 1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(square(ex, 2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(square(ex, 14)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(square(ex, 13)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(square(ex, 1)).toBeFocused();
  release();
  await page.waitForLoadState('networkidle');
  await expect(square(ex, 1)).toHaveAttribute('tabindex', '0');
  // Tab leaves the track at once (one stop), for the controls.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAttribute('data-square', /.*/);
  await page.keyboard.press('Shift+Tab');
  await expect(square(ex, 1)).toBeFocused();
  // Space picks the cup on 4; the landing square (7) takes focus; Escape puts the cup back.
  await square(ex, 4).focus();
  await page.keyboard.press('Space');
  await expect(square(ex, 7)).toBeFocused();
  await expect(ex.locator('[data-region="prompt"]')).toContainText('Choose square 7');
  await page.keyboard.press('Escape');
  await expect(ex.locator('[data-preview]')).toHaveCount(0);
});

test('on a phone the track folds into a U: arrows follow the drawing, every square in view', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const ex = await openExample(page, `${RULES}moving-and-stacking/`, 'ex-stack-of-three');
  const box = async (n: number) => (await square(ex, n).boundingBox())!;
  // Square 8 sits under square 7, square 14 under square 1; nothing is off screen.
  expect(Math.abs((await box(8)).x - (await box(7)).x)).toBeLessThan(2);
  expect((await box(8)).y).toBeGreaterThan((await box(7)).y);
  expect(Math.abs((await box(14)).x - (await box(1)).x)).toBeLessThan(2);
  for (let n = 1; n <= 14; n += 1) expect((await box(n)).x + (await box(n)).width).toBeLessThanOrEqual(360);
  await square(ex, 7).focus();
  await page.keyboard.press('ArrowDown');
  await expect(square(ex, 8)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(square(ex, 9)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(square(ex, 6)).toBeFocused();
  await context.close();
});

test('the Keys help lists the shortcuts, as the same fold-out in both games', async ({ page }) => {
  const ex = await openExample(page, `${RULES}moving-and-stacking/`, 'ex-stack-of-three');
  const keys = ex.locator('details.keys-help');
  await keys.getByText('Keys', { exact: true }).click();
  await expect(keys).toContainText('Escape');
  await expect(keys).toContainText('move between squares');
  // Balloon Cup's examples and Jumping Cups' play page fold out the same help.
  const bc = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-equal-sums');
  await expect(bc.locator('details.keys-help summary')).toHaveText('Keys');
  await page.goto('/jumping-cups/play/');
  await expect(page.locator('details.keys-help summary')).toHaveText('Keys');
});

test('play: a move gets a reply, undo takes both back, and the solver gives its verdict', async ({ page }) => {
  const watch = watchPage(page);
  const game = await openPlay(page);
  await game.getByRole('button', { name: 'What does the solver say?' }).click();
  await expect(game.locator('[data-verdict]')).toContainText('You win with perfect play, in 27 of your moves');
  await expect(game.locator('[data-verdict]')).toContainText('from square 5');
  await square(game, 5).click();
  await game.getByRole('button', { name: 'Move the cup from square 5' }).click();
  await expect(game.locator('[data-told]')).toContainText('Reply: Yellow', { timeout: REPLY_MS });
  await expect(game.locator('[data-share]')).not.toHaveValue('/jumping-cups/play/?p=r/r/r/r/r/////y/y/y/y/y+r');
  await game.getByRole('button', { name: 'Undo my last move' }).click();
  await expect(game.locator('[data-share]')).toHaveValue('/jumping-cups/play/?p=r/r/r/r/r/////y/y/y/y/y+r');
  expect(watch.problems).toEqual([]);
});

test('play: a shared position loads; a malformed one is named and the start is shown', async ({ page }) => {
  let game = await openPlay(page, `?p=${encodeURIComponent('y/y//y/////yr/r/r/r/yr/ r')}`);
  await expect(game.locator('[data-share]')).toHaveValue('/jumping-cups/play/?p=y/y//y/////yr/r/r/r/yr/+r');
  await expect(game.locator('[data-problem]')).toHaveCount(0);
  // The readable link the share field shows opens the same position.
  game = await openPlay(page, '?p=y/y//y/////yr/r/r/r/yr/+r');
  await expect(game.locator('[data-share]')).toHaveValue('/jumping-cups/play/?p=y/y//y/////yr/r/r/r/yr/+r');
  await expect(game.locator('[data-problem]')).toHaveCount(0);
  game = await openPlay(page, `?p=${encodeURIComponent('r/r/r/r/r/////y/y/y/y/q r')}`);
  await expect(game.locator('[data-problem]')).toContainText('Square 14 holds “q”, which is not a cup');
  await expect(game.locator('[data-share]')).toHaveValue('/jumping-cups/play/?p=r/r/r/r/r/////y/y/y/y/y+r');
});

test('play: the in-browser solver answers a position of up to 200,000 reachable states', async ({ page }) => {
  // The yardstick is reachable states; this position from random play has 150,408.
  const position = '//r/rr//y/y/r//yy///yr/ r';
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.message);
  const reachable = reachableStates(parsed.value, 200_000);
  expect(reachable).toBeGreaterThan(100_000);
  expect(reachable).toBeLessThanOrEqual(200_000);
  const expected = solve(parsed.value);

  const game = await openPlay(page, `?p=${encodeURIComponent(position)}`);
  await game.getByRole('button', { name: 'What does the solver say?' }).click();
  const verdict = game.locator('[data-verdict]');
  await expect(verdict).toBeVisible();
  expect(expected.value).toBe('win');
  await expect(verdict).toContainText(`(${expected.plies} moves in all, counting both sides)`);
  await expect(verdict).toContainText(`Moves that keep the win: from square ${expected.bestMoves.join(', ')}.`);
  // Speed is reported, not asserted (npm run bench holds the figures).
  const ms = Number(await verdict.getAttribute('data-ms'));
  test.info().annotations.push({ type: 'solver', description: `${reachable} reachable states in ${ms} ms` });
  console.log(`in-browser solve: ${reachable} reachable states in ${ms} ms`);
});

test('a puzzle solved, and one failed with the reply shown', async ({ page }) => {
  await page.goto('/jumping-cups/puzzles/the-last-gap/');
  let game = page.locator('.jc-island');
  await islandLive(page);
  await square(game, 9).click();
  await game.getByRole('button', { name: 'Move the cup from square 9' }).click();
  await expect(game.locator('[data-puzzle-result="solved"]')).toContainText('Solved');

  await page.goto('/jumping-cups/puzzles/climb-the-pile/');
  game = page.locator('.jc-island');
  await islandLive(page);
  await square(game, 8).click();
  await landingOrConfirm(game).click();
  await expect(game.locator('[data-puzzle-result="failed"]')).toContainText('Not solved');
  await expect(game.locator('[data-told]')).toContainText('Reply:');
});

test('play: the solver starts with the island, before any question, and fetches nothing of the solution yet', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openPlay(page);
  await expect.poll(() => page.workers().length).toBe(1);
  expect(requested.filter((path) => path.includes('/jumping-cups/solution/'))).toEqual([]);
});

test('play: the first moves as red are answered from the solution stored ahead of time (the page calls it the opening book)', async ({ page }) => {
  const watch = watchPage(page);
  const game = await openPlay(page);
  const times: string[] = [];
  // A move for red that does not end the game, read from the page's own share link.
  const nextMove = async (): Promise<number> => {
    const shared = new URL(await game.locator('[data-share]').inputValue(), 'http://localhost/').searchParams.get('p') ?? '';
    const here = parsePosition(shared);
    if (!here.ok) throw new Error(here.message);
    const from = legalMoves(here.value).find((f) => {
      const moved = play(here.value, f);
      return moved.ok && !moved.value.status.over;
    });
    if (from === undefined) throw new Error(`no quiet move for red in ${shared}`);
    return from;
  };
  const move = async (from: number): Promise<number> => {
    await square(game, from).click();
    const t0 = Date.now();
    await game.getByRole('button', { name: `Move the cup from square ${from}` }).click();
    await expect(game.locator('[data-told]')).toContainText('Reply: Yellow', { timeout: 30_000 });
    return Date.now() - t0;
  };
  // The stored solution covers the opening: the first four moves, at least, are answered from it.
  for (let n = 1; n <= 4; n += 1) {
    const ms = await move(await nextMove());
    await expect(game.locator('[data-reply]')).toHaveAttribute('data-reply', 'book');
    times.push(`move ${n}: ${ms} ms`);
    if (n < 4) {
      await game.getByRole('button', { name: 'What does the solver say?' }).click();
      await expect(game.locator('[data-verdict]')).toContainText('From the opening book');
    }
  }
  // The fifth move is past the book: the solver answers it (timed, not asserted).
  const ms = await move(await nextMove());
  await expect(game.locator('[data-reply]')).toHaveAttribute('data-reply', /book|solver/);
  times.push(`move 5 (${await game.locator('[data-reply]').getAttribute('data-reply')}): ${ms} ms`);
  test.info().annotations.push({ type: 'reply times', description: times.join('; ') });
  console.log(`reply times as red: ${times.join('; ')}`);
  expect(watch.problems).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`drawn track in its states (${scheme})`, () => {
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });
    // Every rule in the light theme; in the dark one, which changes colours only, the colour rules (helpers.ts).
    const scan = (page: Page, selector: string) => axeViolations(page, { include: selector, ...(scheme === 'dark' ? { rules: COLOR_RULES } : {}) });

    test('a previewed move, a losing move and a refusal are axe clean', async ({ page }) => {
      const watch = watchPage(page);
      let ex = await openExample(page, `${RULES}finish-rule/`, 'ex-chain-once');
      await square(ex, 9).click();
      await expect(square(ex, 12)).toBeFocused();
      expect(await scan(page, '#ex-chain-once')).toEqual([]);
      ex = await openExample(page, `${RULES}finish-rule/`, 'ex-chain-off');
      await square(ex, 12).click();
      await expect(ex.getByRole('button', { name: 'Move it anyway (loses)' })).toBeVisible();
      // The default focus is the safe choice, never the losing move.
      await expect(ex.getByRole('button', { name: 'Choose again' })).toBeFocused();
      expect(await scan(page, '#ex-chain-off')).toEqual([]);
      ex = await openExample(page, `${RULES}track-and-set-up/`, 'ex-whose-cup');
      await square(ex, 13).click();
      await expect(ex.locator('[data-refusal]')).toBeVisible();
      expect(await scan(page, '#ex-whose-cup')).toEqual([]);
      expect(watch.problems).toEqual([]);
    });

    test('the play page after a move and its reply is axe clean', async ({ page }) => {
      const watch = watchPage(page);
      const game = await openPlay(page);
      await square(game, 5).click();
      await square(game, 6).click();
      await expect(game.locator('[data-told]')).toContainText('Reply: Yellow', { timeout: REPLY_MS });
      expect(await scan(page, '.jc-island')).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  });
}

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`play: the person's move is drawn in a frame before the computer's reply, which arrives with a short movement unless motion is reduced (${motion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: motion });
    const game = await openPlay(page);
    // Count painted frames, and note the frame in which each position first shows in the share field.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number; __seen: [string, number][] };
      w.__frames = 0;
      w.__seen = [];
      const tick = () => { w.__frames += 1; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
      const share = document.querySelector<HTMLInputElement>('[data-share]')!;
      const note = () => {
        if (w.__seen.at(-1)?.[0] !== share.value) w.__seen.push([share.value, w.__frames]);
      };
      new MutationObserver(note).observe(document.querySelector('.jc-island')!, { subtree: true, childList: true, attributes: true, characterData: true });
      setInterval(note, 1);
    });
    await square(game, 5).click();
    await game.getByRole('button', { name: 'Move the cup from square 5' }).click();
    await expect(game.locator('[data-told]')).toContainText('Reply: Yellow', { timeout: REPLY_MS });
    const seen = await page.evaluate(() => (window as unknown as { __seen: [string, number][] }).__seen);
    const mine = seen.find(([href]) => href === '/jumping-cups/play/?p=r/r/r/r//r////y/y/y/y/y+y');
    const reply = seen.at(-1)!;
    expect(mine, `positions seen: ${JSON.stringify(seen)}`).toBeDefined();
    expect(reply[0]).not.toBe(mine![0]);
    expect(reply[1]).toBeGreaterThan(mine![1]);
    // The reply's cup is marked as arriving; its movement plays only when motion is allowed.
    const arriving = game.locator('.jc-square.is-arriving');
    await expect(arriving).toHaveCount(1);
    const animation = await arriving.locator('.jc-top').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe(motion === 'reduce' ? 'none' : 'jc-arrive');
  });
}

test('the Jumping Cups quick reference is linked from the game\'s pages and listed in the sitemap', async ({ page }) => {
  for (const path of ['/jumping-cups/', '/jumping-cups/rules/', `${RULES}finish-rule/`, '/jumping-cups/play/', '/jumping-cups/puzzles/']) {
    await page.goto(path);
    await expect(page.locator('main a[href="/jumping-cups/quick-reference/"]').first(), path).toBeVisible();
  }
  await page.goto('/jumping-cups/quick-reference/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jumping Cups quick reference');
  // Each heading leads to its chapter, and the set-up is drawn as a track of 14 squares.
  for (const link of await page.locator('.qr-grid h2 a').all()) expect(await link.getAttribute('href')).toMatch(/^\/jumping-cups\/rules\/[a-z-]+\/$/);
  await expect(page.locator('.qr-track [data-square]')).toHaveCount(14);
  const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain('/jumping-cups/quick-reference/</loc>');
});

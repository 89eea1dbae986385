// On a 360 px wide phone a board can be played with taps. (That no page scrolls sideways at
// 360 px is checked page by page in all-pages.spec.ts.)
import { expect, test } from './fixtures.ts';
import { card, openExample, side, startWholeGame, told } from './helpers.ts';

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
  test.setTimeout(60_000);
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
  await expect(app.locator('.bc-player-0 .bc-hand')).toBeInViewport({ ratio: 1 });
});

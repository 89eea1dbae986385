// The site header at a phone's, a tablet's and a desktop's width: at most 96 px tall at 360 px,
// its Menu opens the sections with the keyboard and without JavaScript. (That every control is at
// least 24×24 px is checked page by page in all-pages.spec.ts, in the same visit as axe.)
import { expect, test } from './fixtures.ts';

test.describe('the phone header', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('is at most 96 px tall at 360 px wide, and its Menu opens the sections with the keyboard', async ({ page }) => {
    await page.goto('/balloon-cup/rules/scoring/');
    const header = page.locator('.site-header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(96);
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav).toBeHidden();
    const menu = page.locator('.site-menu summary');
    await expect(menu).toHaveText('Menu');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    // Open, the sections lie over the page: the header keeps its height.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(96);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Balloon Cup', exact: true })).toBeFocused();
    await nav.getByRole('link', { name: 'Jumping Cups Play' }).click();
    await expect(page).toHaveURL(/\/jumping-cups\/play\/$/);
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/jumping-cups/');
    await page.locator('.site-menu summary').click();
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Balloon Cup Puzzles' })).toBeVisible();
    await context.close();
  });
});

test('a tablet-wide window keeps the header to one row, with the Menu', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.goto('/jumping-cups/');
  await expect(page.locator('.site-menu summary')).toBeVisible();
  expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(96);
});

test('the desktop header shows the sections in its row, with no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('.site-menu summary')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Balloon Cup Rules' })).toBeVisible();
  expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(80);
});

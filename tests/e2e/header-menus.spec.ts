// The header's two menus (the sections behind Menu, the languages): opening one closes the other,
// so they never overlap, and Escape closes the one open, with focus back on its button. On a
// phone (every language) and at 1280 px in Russian, whose section names send them behind Menu.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function checkMenus(page: Page, open: (summary: ReturnType<Page['locator']>) => Promise<void>): Promise<void> {
  const menu = page.locator('.site-menu summary');
  const nav = page.locator('.site-nav');
  const language = page.locator('.language-menu summary');
  const languages = page.locator('.language-menu ul');
  await open(menu);
  await expect(nav).toBeVisible();
  await open(language);
  await expect(languages).toBeVisible();
  await expect(nav).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(languages).toBeHidden();
  await expect(language).toBeFocused();
  await open(menu);
  await expect(nav).toBeVisible();
  await expect(languages).toBeHidden();
  // Escape from inside the open menu, on one of its links.
  await nav.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  test('the menus close each other and on Escape', async ({ page }) => {
    await page.goto('/balloon-cup/rules/');
    await checkMenus(page, (summary) => summary.tap());
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('the menus close each other and on Escape (Russian, sections behind Menu)', async ({ page }) => {
    await page.goto('/ru/balloon-cup/rules/');
    await checkMenus(page, (summary) => summary.click());
  });
});

import { test } from '@playwright/test';
for (const locale of ['en', 'ru']) for (const scheme of ['light', 'dark'] as const) for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test(`shot ${locale} ${scheme} ${size.width}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/balloon-cup/puzzles/endings/e-bb-10-83/`);
    await page.locator('.ending').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
    const box = await page.locator('[data-region="prompt"]').boundingBox();
    await page.evaluate((y) => window.scrollBy(0, y - 70), box!.y);
    await page.screenshot({ path: `/tmp/endings2-shots/${locale}-${scheme}-${size.width}.png` });
    await page.screenshot({ path: `/tmp/endings2-shots/full-${locale}-${scheme}-${size.width}.png`, fullPage: true });
  });
}

import { test, expect } from '@playwright/test';
for (const [w, h] of [[360, 740], [1280, 800]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shots ${w} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/ru/balloon-cup/learn/');
      const app = page.locator('.bcl-app');
      await expect(app).toBeVisible();
      await app.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/learn-shots/${w}-${scheme}-1.png` });
      // a card chosen
      await app.locator('.bc-hand-card.is-hinted').click();
      await app.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `/tmp/learn-shots/${w}-${scheme}-2.png` });
      await app.locator('.bc-side.is-target.is-hinted').click();
      for (let i = 0; i < 7; i++) {
        const s = await app.getAttribute('data-step');
        if (await app.getAttribute('data-state') === 'reading') await app.locator('[data-lesson-next]').click();
        else { await app.locator('.bc-hand-card.is-hinted').first().click(); if (await app.locator('[data-lesson-swap]').count()) await app.locator('[data-lesson-swap]').click(); else await app.locator('.bc-side.is-target.is-hinted').click(); }
        await expect(app).not.toHaveAttribute('data-step', s!);
      }
      await app.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `/tmp/learn-shots/${w}-${scheme}-3.png` });
    });
  }
}

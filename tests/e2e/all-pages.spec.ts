// Every built page (discovered from dist/, so pages other helpers add are checked too):
// axe finds no WCAG 2.2 AA violation in the light and the dark theme, nothing is logged as an
// error, and nothing is requested from another origin. The islands are also checked in the
// states reading and playing bring up (refusals, hints, narration, claims, options).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { builtPages, card, hydrateAll, openExample, side, watchPage } from './helpers.ts';

const pages = builtPages();

test('the build has pages to check', () => {
  expect(pages).toContain('/');
  expect(pages).toContain('/balloon-cup/rules/scoring/');
});

for (const path of pages) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${path} (${scheme}): axe clean, no console error, no outside request`, async ({ page }) => {
      const watch = watchPage(page);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await hydrateAll(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
      expect(violations, violations.join('\n')).toEqual([]);
      expect(watch.problems).toEqual([]);
    });
  }
}

test.describe('islands in their interactive states', () => {
  const scan = async (page: Page, id: string): Promise<string[]> => {
    const results = await new AxeBuilder({ page }).include(`#${id}`).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  };

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(scheme, () => {
      test.use({ colorScheme: scheme, reducedMotion: 'reduce' });

      test(`a refusal with hints shown is axe clean (${scheme})`, async ({ page }) => {
        const watch = watchPage(page);
        const ex = await openExample(page, '/balloon-cup/rules/placing-cards/', 'ex-what-fits');
        await card(ex, 'blue 7').click();
        await ex.getByRole('button', { name: 'Show where it fits' }).click();
        await side(ex, 'Ana', 4).click();
        await expect(ex.locator('.bc-message.is-refusal')).toBeVisible();
        await expect(ex.locator('.bc-side.is-fit')).not.toHaveCount(0);
        expect(await scan(page, 'ex-what-fits')).toEqual([]);
        expect(watch.problems).toEqual([]);
      });

      test(`a scoring being told and the claim choices are axe clean (${scheme})`, async ({ page }) => {
        const watch = watchPage(page);
        const ex = await openExample(page, '/balloon-cup/rules/trophies/', 'ex-trade-three-for-one');
        await card(ex, 'blue 1').click();
        await side(ex, 'Ana', 1).click();
        await ex.getByRole('button', { name: /^Next step/ }).click();
        await expect(ex.locator('.bc-side.is-winner')).toBeVisible();
        expect(await scan(page, 'ex-trade-three-for-one')).toEqual([]);
        await ex.getByRole('button', { name: 'Show all steps' }).click();
        await expect(ex.getByRole('group', { name: "Ana's claims" })).toBeVisible();
        expect(await scan(page, 'ex-trade-three-for-one')).toEqual([]);
        expect(watch.problems).toEqual([]);
      });

      test(`an exchange in progress with rule options open is axe clean (${scheme})`, async ({ page }) => {
        const watch = watchPage(page);
        const ex = await openExample(page, '/balloon-cup/rules/editions-and-variants/', 'ex-exchange-minimum');
        await ex.locator('summary', { hasText: 'Rule options' }).click();
        await ex.getByRole('button', { name: 'Exchange cards…' }).click();
        await card(ex, 'red 1').click();
        await expect(ex.getByRole('button', { name: 'red 1' })).toHaveAttribute('aria-pressed', 'true');
        expect(await scan(page, 'ex-exchange-minimum')).toEqual([]);
        expect(watch.problems).toEqual([]);
      });
    });
  }
});

// Every built page (discovered from dist/, so new pages are checked too), in one visit each:
// axe finds no WCAG 2.2 AA violation in the light theme and no colour one in the dark theme;
// nothing is logged as an error and nothing is requested from another origin; the strict
// Content-Security-Policy of dist/_headers, served as the header, is never violated while the
// islands hydrate and fetch their machines; and opened 360 px wide the page does not scroll
// sideways. (One visit checks all of it, so the suite loads each page once, not four times.)
// The islands are also checked in the states reading and playing bring up (refusals, hints,
// narration, claims, options), with every rule in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { visitedPages, card, hydrateAll, openExample, side, watchPage, watchPolicy } from './helpers.ts';

const pages = visitedPages();
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The dark theme changes colours only, so on the second pass the rules about colour suffice
// (axe takes seconds a pass on a chapter; the structure rules gave the same answer twice).
const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

test('the build has pages to check', () => {
  expect(pages).toContain('/');
  expect(pages).toContain('/balloon-cup/rules/scoring/');
});

/** Axe's WCAG 2.2 AA rules; `colorOnly` keeps the rules a colour theme can change. */
async function axe(page: Page, colorOnly = false): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (colorOnly ? builder.withRules(COLOR_RULES) : builder.withTags(WCAG)).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
}

for (const path of pages) {
  test(`${path}: axe clean in light and dark, no console error or outside request, within its policy, no sideways scroll at 360 px`, async ({ page }) => {
    test.setTimeout(90_000);
    const watch = watchPage(page);
    const violations = await watchPolicy(page);
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(path);
    await hydrateAll(page);
    // Fetch every island's machine (as pointing at it does), so lazy chunks load under the policy.
    for (const island of await page.locator('astro-island > *').all()) await island.dispatchEvent('pointerover');
    await page.waitForLoadState('networkidle');
    const light = await axe(page);
    expect(light, `light theme:\n${light.join('\n')}`).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await axe(page, true);
    expect(dark, `dark theme:\n${dark.join('\n')}`).toEqual([]);
    expect(await violations()).toEqual([]);
    // Opened afresh on a phone-wide screen, as a phone would.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width at 360 px').toBeLessThanOrEqual(360);
    expect(watch.problems).toEqual([]);
  });
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

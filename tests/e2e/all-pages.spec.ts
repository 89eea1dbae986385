// Every built page (discovered from dist/, so new pages are checked too), in one visit each:
// axe finds no WCAG 2.2 AA violation in the light theme and no colour one in the dark theme (on
// each page that holds markup no page before it holds: the others, the other languages' pages and
// most puzzles, hold only element shapes axe has judged on those, see tests/shared/page-shapes.ts
// and tests/dist/page-shapes.test.ts);
// nothing is logged as an error and nothing is requested from another origin; the strict
// Content-Security-Policy of dist/_headers, served as the header, is never violated while the
// islands hydrate and fetch their machines; and opened 360 px wide the page does not scroll
// sideways; and at 1280 and 360 px every control a finger or a pointer can reach is at least 24×24
// CSS pixels (WCAG 2.2, 2.5.8 Target Size; the one exception taken is WCAG's own, a link inside a
// sentence, whose height is the line's), measured on the page as served at the top of the page.
// (One visit checks all of it, so the suite loads each page once, not five times; the visits go
// in groups, one browser page a group.)
// The islands are also checked in the states reading and playing bring up (refusals, hints,
// narration, claims, options), with every rule in both themes.
import { expect, expectPlainWords, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { COLOR_RULES, axeScannedPages, axeViolations, visitedPages, card, hydrateAll, openExample, side, watchPage, watchPolicy } from './helpers.ts';

const MIN = 24;

/** The visible interactive targets smaller than MIN in either direction, named for the report. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
      '[role="button"]', '[role="link"]', '[role="checkbox"]', '[role="radio"]', '[role="tab"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const name = (el: Element): string => {
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const type = el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : '';
      return `${el.tagName.toLowerCase()}${id}${cls}${type} "${text}"`;
    };
    /** WCAG's inline exception: a link in running text, with text of its own block around it. */
    const inSentence = (el: Element): boolean => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const own = (el.textContent ?? '').trim();
      const around = (block?.textContent ?? '').trim();
      return around.length > own.length + 1;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue; // not drawn (closed, display: none)
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      // Off-screen until focused (the skip link), or clipped to nothing (screen-reader-only).
      if (rect.bottom <= 0 || rect.right <= 0 || (rect.width <= 1 && rect.height <= 1)) continue;
      if ((el as HTMLElement).closest('[inert], [aria-hidden="true"]')) continue;
      if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
      if (inSentence(el)) continue;
      found.push(`${name(el)}: ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`);
    }
    return found;
  }, MIN);
}

const pages = visitedPages();
const scanned = new Set(axeScannedPages());
// The dark theme changes colours only, so on the second pass the rules about colour suffice
// (COLOR_RULES, helpers.ts).

test('the build has pages to check', () => {
  expect(pages).toContain('/');
  expect(pages).toContain('/balloon-cup/rules/scoring/');
});

/** Axe's WCAG 2.2 AA rules; `colorOnly` keeps the rules a colour theme can change. */
const axe = (page: Page, colorOnly = false): Promise<string[]> => axeViolations(page, colorOnly ? { rules: COLOR_RULES } : {});

// The pages are visited in groups of BATCH, one browser page a group (storage emptied between
// visits, so each page opens as on a first visit): a test's own browser context and page cost
// about as much as a visit without axe. Each page's findings are reported with its address
// (`expect.soft`), so one page's fault does not hide the next page's.
const BATCH = 6;
const batches = Array.from({ length: Math.ceil(pages.length / BATCH) }, (_, i) => pages.slice(i * BATCH, (i + 1) * BATCH));

for (const batch of batches) {
  test(`${batch.map((path) => `${path} (${scanned.has(path) ? 'axe clean in light and dark' : 'markup axe has judged elsewhere'})`).join(', ')}: no console error or outside request, within its policy, no sideways scroll at 360 px, every control at least 24×24 px at 1280 and 360 px`, async ({ page }) => {
    test.setTimeout(90_000 * batch.length);
    const watch = watchPage(page);
    const violations = await watchPolicy(page);
    const reported = new Set<string>();
    for (const [index, path] of batch.entries()) {
      if (index > 0) await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
      const problemsBefore = watch.problems.length;
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      // One load: opened on a phone-wide screen, as a phone would, then widened to 1280 px. The page
      // as served, at its top and before any scrolling, is measured at both widths; the layout
      // follows the width by CSS alone (no script reads the window's size at load; the review's
      // chart follows its frame with a ResizeObserver), so widening lays out what a load at 1280 px
      // would.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page width at 360 px`).toBeLessThanOrEqual(360);
      const small = (await smallTargets(page)).map((p) => `360 px: ${p}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      small.push(...(await smallTargets(page)).map((p) => `1280 px: ${p}`));
      await hydrateAll(page);
      // Fetch every island's machine (as pointing at it does), so lazy chunks load under the policy.
      for (const island of await page.locator('astro-island > *').all()) await island.dispatchEvent('pointerover');
      await page.waitForLoadState('networkidle');
      if (scanned.has(path)) {
        const light = await axe(page);
        expect.soft(light, `${path}, light theme:\n${light.join('\n')}`).toEqual([]);
        await page.emulateMedia({ colorScheme: 'dark' });
        const dark = await axe(page, true);
        expect.soft(dark, `${path}, dark theme:\n${dark.join('\n')}`).toEqual([]);
      }
      const fresh = (await violations()).filter((v) => !reported.has(v));
      for (const v of fresh) reported.add(v);
      expect.soft(fresh, `${path}: outside its policy`).toEqual([]);
      expect.soft(small, `targets smaller than 24×24 on ${path}`).toEqual([]);
      expect.soft(watch.problems.slice(problemsBefore), `${path}: console errors, outside requests`).toEqual([]);
      // What the automatic check does at a test's end, for each page before it is left.
      await expectPlainWords(page);
    }
  });
}

test('the scan names a small control and lets a link in a sentence be', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<button type="button">x</button><p>Read <a href="/">the rules</a> first.</p>';
    const button = probe.querySelector('button')!;
    Object.assign(button.style, { all: 'unset', display: 'inline-block', width: '12px', height: '12px' });
    document.querySelector('main')!.append(probe);
  });
  const found = await smallTargets(page);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('button');
});

// axe runs inside the page (helpers.ts): it still names what it should, where it should.
test('axe, as the tests run it, names a planted violation of each kind, and only where it looks', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const faint = document.createElement('p');
    faint.textContent = 'Words too faint to read';
    Object.assign(faint.style, { color: '#888', background: '#999' });
    const picture = document.createElement('img');
    picture.src = '/favicon.svg';
    document.querySelector('main')!.append(faint, picture);
  });
  const rules = (found: string[]) => found.map((line) => line.split(' ')[0]);
  expect(rules(await axeViolations(page))).toEqual(['color-contrast', 'image-alt']);
  expect(rules(await axeViolations(page, { rules: COLOR_RULES }))).toEqual(['color-contrast']);
  expect(await axeViolations(page, { include: 'header' })).toEqual([]);
});

test.describe('islands in their interactive states', () => {
  // An example opened, played and scanned once or twice: on a busy machine, past the 30 s default.
  test.describe.configure({ timeout: 90_000 });
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });
  // Each state is scanned in both themes, reached once: every rule in the light theme; then, the
  // page switched to the dark one (which changes colours only, by custom properties under
  // prefers-color-scheme, applied as the setting changes), the colour rules.
  const scan = async (page: Page, id: string): Promise<void> => {
    expect(await axeViolations(page, { include: `#${id}` }), 'light theme').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page, { include: `#${id}`, rules: COLOR_RULES }), 'dark theme').toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
  };

  test('a refusal with hints shown is axe clean (light and dark)', async ({ page }) => {
    const watch = watchPage(page);
    const ex = await openExample(page, '/balloon-cup/rules/placing-cards/', 'ex-what-fits');
    await card(ex, 'blue 7').click();
    await ex.getByRole('button', { name: 'Show where it fits' }).click();
    await side(ex, 'Ana', 4).click();
    await expect(ex.locator('.bc-message.is-refusal')).toBeVisible();
    await expect(ex.locator('.bc-side.is-fit')).not.toHaveCount(0);
    await scan(page, 'ex-what-fits');
    expect(watch.problems).toEqual([]);
  });

  test('a scoring being told and the claim choices are axe clean (light and dark)', async ({ page }) => {
    const watch = watchPage(page);
    const ex = await openExample(page, '/balloon-cup/rules/trophies/', 'ex-trade-three-for-one');
    await card(ex, 'blue 1').click();
    await side(ex, 'Ana', 1).click();
    await ex.getByRole('button', { name: /^Next step/ }).click();
    await expect(ex.locator('.bc-side.is-winner')).toBeVisible();
    await scan(page, 'ex-trade-three-for-one');
    await ex.getByRole('button', { name: 'Show all steps' }).click();
    await expect(ex.getByRole('group', { name: "Ana's claims" })).toBeVisible();
    await scan(page, 'ex-trade-three-for-one');
    expect(watch.problems).toEqual([]);
  });

  test('an exchange in progress with rule options open is axe clean (light and dark)', async ({ page }) => {
    const watch = watchPage(page);
    const ex = await openExample(page, '/balloon-cup/rules/editions-and-variants/', 'ex-exchange-minimum');
    await ex.locator('summary', { hasText: 'Rule options' }).click();
    await ex.getByRole('button', { name: 'Exchange cards…' }).click();
    await card(ex, 'red 1').click();
    await expect(ex.getByRole('button', { name: 'red 1' })).toHaveAttribute('aria-pressed', 'true');
    await scan(page, 'ex-exchange-minimum');
    expect(watch.problems).toEqual([]);
  });
});

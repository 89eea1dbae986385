// Every control a finger or a pointer can reach is at least 24×24 CSS pixels (WCAG 2.2, 2.5.8
// Target Size), on every built page, at a phone's width and a desktop's. The one exception taken
// is WCAG's own: a link inside a sentence, whose height is the line's. One visit per width: the
// page as served (the server renders every island's first state, so no hydration is waited for).
// Also: the phone header (the site's name and a Menu button) is at most 96 px tall.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { visitedPages } from './helpers.ts';

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

for (const path of pages) {
  test(`${path}: every control is at least 24×24 px, at 360 and 1280 px wide`, async ({ page }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      problems.push(...(await smallTargets(page)).map((p) => `${viewport.width} px: ${p}`));
    }
    expect(problems, `targets smaller than 24×24 on ${path}`).toEqual([]);
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

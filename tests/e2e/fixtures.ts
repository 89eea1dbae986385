// The browser tests' `test`: Playwright's, plus a check that runs after every test with a page
// and scans what the page shows at that moment (visible text, labels read aloud) for words a
// reader should never meet (tests/shared/code-words.ts). Every island state a test reaches is
// scanned this way without the test asking for it; a test that visits several pages in one
// browser page calls `expectPlainWords` on each before it leaves it.
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ALLOWED_FOR_NOW, codeWords } from '../shared/code-words.ts';

/** The page as it shows now has no code-shaped words (a page that is not the site's is let be). */
export async function expectPlainWords(page: Page): Promise<void> {
  const url = page.url();
  if (!url.startsWith('http://localhost')) return;
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
      .map((el) => ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '));
    return `${document.title} ${document.body?.innerText ?? ''} ${labels.join(' ')}`;
  }).catch(() => null);
  if (shown === null) return;
  const allowed = ALLOWED_FOR_NOW[new URL(url).pathname] ?? [];
  const found = codeWords(shown).filter((w) => !allowed.includes(w));
  expect(found, `code-shaped words shown on ${new URL(url).pathname}`).toEqual([]);
}

// The scan rides on the `page` fixture (rather than an automatic fixture that asked for a page), so
// every test with a page is scanned and a test that needs none (a browser of its own, a request)
// opens none.
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    await expectPlainWords(page);
  },
});

export { expect };

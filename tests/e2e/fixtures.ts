// The browser tests' `test`: Playwright's, plus an automatic check that runs after every test
// and scans what the page shows at that moment (visible text, labels read aloud) for words a
// reader should never meet (tests/shared/code-words.ts). Every island state a test reaches is
// scanned this way without the test asking for it.
import { test as base, expect } from '@playwright/test';
import { ALLOWED_FOR_NOW, codeWords } from '../shared/code-words.ts';

export const test = base.extend<{ plainWords: void }>({
  plainWords: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
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
    },
    { auto: true },
  ],
});

export { expect };

// Every language in a browser: the header and the track's end labels fit, and the language menu
// keeps the reader's section. (That every page of every language says its language, names its
// other languages, holds no English and names the pieces as the glossary does is checked on the
// built files: tests/dist/languages.test.ts.)
import { expect, test } from './fixtures.ts';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { pathIn } from '../../src/i18n/routes.ts';

const OTHERS = PUBLISHED_LOCALES.filter((locale) => locale !== BASE_LOCALE);

test('in every language the header keeps to one row within the window, at 1280 and 360 px', async ({ page }) => {
  for (const locale of PUBLISHED_LOCALES) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(pathIn('/jumping-cups/play/', locale));
      const header = page.locator('.site-header-inner');
      const { scroll, client } = await header.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, `${locale} at ${width} px`).toBeLessThanOrEqual(client);
    }
  }
});

test('in every language the track\'s end labels stay inside their strips, at 1280 and 360 px', async ({ page }) => {
  for (const locale of PUBLISHED_LOCALES) {
    await page.goto(pathIn('/jumping-cups/play/', locale));
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const end of await page.locator('.jc-off').all()) {
        const strip = (await end.boundingBox())!;
        const word = (await end.locator('.jc-off-word').boundingBox())!;
        const inside = word.x >= strip.x - 0.5 && word.y >= strip.y - 0.5
          && word.x + word.width <= strip.x + strip.width + 0.5 && word.y + word.height <= strip.y + strip.height + 0.5;
        expect(inside, `${locale} at ${width} px: "${await end.innerText()}" in its strip`).toBe(true);
      }
    }
  }
});

test.describe('the language menu', () => {
  test.skip(OTHERS.length === 0, 'one language published');
  test('opens the same section in another language, and the choice is kept', async ({ page }) => {
    const other = OTHERS[0]!;
    await page.goto('/balloon-cup/rules/scoring/#equal-totals');
    await page.locator('.language-menu summary').click();
    await page.locator(`.language-menu a[data-locale="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${other}/balloon-cup/rules/scoring/#equal-totals$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('#equal-totals')).toBeInViewport();
    expect(await page.evaluate(() => localStorage.getItem('cup-games:language:v1'))).toBe(other);
  });

  test('the home page offers the browser\'s language once, in that language, and never switches unasked', async ({ browser }) => {
    const other = OTHERS[0]!;
    const context = await browser.newContext({ locale: other });
    const page = await context.newPage();
    await page.goto('/');
    const note = page.locator('.language-suggestion');
    await expect(note).toHaveAttribute('lang', other);
    await expect(page).toHaveURL(/\/$/);
    await note.getByRole('button').click();
    await expect(note).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.language-suggestion')).toHaveCount(0);
    await context.close();
  });

  for (const [locale, viewport] of [['ru-RU', { width: 360, height: 740 }], ['pl-PL', { width: 1280, height: 800 }]] as const) {
    test(`a ${locale} browser on a deep English page is offered that page in its language, at ${viewport.width} px`, async ({ browser }) => {
      const other = locale.slice(0, 2);
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      await page.goto('/balloon-cup/rules/scoring/');
      const note = page.locator('.language-suggestion');
      await expect(note).toHaveAttribute('lang', other);
      await expect(note).toBeInViewport();
      await expect(note.getByRole('link')).toHaveAttribute('href', `/${other}/balloon-cup/rules/scoring/`);
      // From a section's link, going keeps the section and the choice; then nothing more is offered.
      await page.goto('/balloon-cup/rules/scoring/#equal-totals');
      await note.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${other}/balloon-cup/rules/scoring/#equal-totals$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await page.goto('/balloon-cup/play/');
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.language-suggestion')).toHaveCount(0);
      await context.close();
    });
  }

  test('a browser whose first language is the page\'s own is offered nothing', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/balloon-cup/rules/scoring/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-language-offer]')).not.toHaveCount(0);
    await expect(page.locator('.language-suggestion')).toHaveCount(0);
    await context.close();
  });
});

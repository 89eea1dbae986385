// Every page in every language, read as built (no scripts run, so the scan is cheap): the page
// says its language in <html lang>, names its other languages (hreflang), holds no English
// sentence, label or announcement outside the game names (anything in another language, like the
// language menu's names, is marked with its own lang), and names each piece by its language's
// glossary wherever the English page names it. The language menu keeps the reader's section.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { DIST, builtPages } from './helpers.ts';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/words/locales.ts';
import { pathIn, pathWithoutLocale } from '../../src/words/routes.ts';
import { readGlossary } from '../shared/glossary.ts';

const OTHERS = PUBLISHED_LOCALES.filter((locale) => locale !== BASE_LOCALE);
const pages = builtPages().filter((path) => path.endsWith('/') && !path.startsWith('/404'));
const englishPages = pages.filter((path) => pathWithoutLocale(path) === path && !OTHERS.some((l) => path.startsWith(`/${l}/`)));

// Words that stay as they are in every language: the games' and site's names, the players'
// names in examples, the cascade chapter's W and O, card and cube codes.
const KEEP = /\b(Balloon Cups?|Jumping Cups?|Cup Games|Ana|Ben|Mike|Kevin|Rio Grande( Games)?|Gravon|Pagefind)\b/g;
// Words only English uses this way (not "in", "of", "is", "a", "on", "to", "was", "will": Dutch,
// German, French, Italian or Polish write them too).
const ENGLISH_WORDS = new Set(('the and you your this that with for it are be can not or from at by has have its their they ' +
  'what which who when each every than then there would should into only but if been does did how why where our we my them these those').split(' '));

// Languages written in another script: there, a word in Latin letters is English (or a name
// left in English spelling, like a puzzle's players), except the names every language keeps.
const OWN_SCRIPT: Readonly<Record<string, RegExp>> = { ru: /\p{Script=Cyrillic}/u };
const KEEP_IN_LATIN = /\b(Balloon Cups?|Jumping Cups?|Cup Games|Rio Grande( Games)?|Gravon|Yucata|Pagefind|BoardGameGeek|JavaScript|Letter)\b/g;

/** Phrases a language writes exactly as English does. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = { nl: ['Online servers:'] };

/** The page's reader-facing text, chunk by chunk: text nodes and the attributes read aloud. */
async function readerText(page: Page, html: string): Promise<{ lang: string; chunks: string[] }> {
  await page.setContent(html.replace(/<script\b[\s\S]*?<\/script>/g, ''), { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const chunks: string[] = [];
    const foreign = (el: Element | null) => !!el?.closest(`[lang]:not([lang="${lang}"])`) && el.closest('[lang]') !== document.documentElement;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript, code, kbd') || foreign(parent)) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) chunks.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-roledescription]')) {
      if (foreign(el)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription']) {
        const value = el.getAttribute(name)?.trim();
        if (value) chunks.push(value);
      }
    }
    const meta = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (meta) chunks.push(meta);
    chunks.push(document.title);
    return { lang, chunks };
  });
}

const read = (path: string) => readFileSync(join(DIST, path, 'index.html'), 'utf8');
const looksEnglish = (chunk: string) => {
  const words = chunk.replace(KEEP, '').toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return words.length >= 3 && english >= 2 && english / words.length >= 0.25;
};

test('every page is built in every published language', () => {
  for (const locale of OTHERS) {
    expect(pages.filter((p) => p.startsWith(`/${locale}/`)).map(pathWithoutLocale).sort()).toEqual([...englishPages].sort());
  }
});

for (const locale of OTHERS) {
  const glossary = readGlossary(locale);
  test(`${locale}: every page says its language, names its other languages, holds no English and names the pieces as the glossary does`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.route('**/*', (route) => route.abort());
    const problems: string[] = [];
    for (const english of englishPages) {
      const path = pathIn(english, locale);
      const html = read(path);
      const ours = await readerText(page, html);
      const theirs = new Set((await readerText(page, read(english))).chunks);
      if (ours.lang !== locale) problems.push(`${path}: <html lang="${ours.lang}">`);
      for (const other of PUBLISHED_LOCALES) {
        if (!html.includes(`hreflang="${other}" href="https://cup-games.example${pathIn(english, other)}"`)) problems.push(`${path}: no hreflang link to its ${other} page`);
      }
      for (const chunk of ours.chunks) {
        const bare = chunk.replace(KEEP, '').trim();
        // Identical to the English page: a sentence or phrase left untranslated (a single word the
        // two languages share, like Menu, Option or Hand, is not one).
        const sameAsEnglish = theirs.has(chunk) && !SAME_AS_ENGLISH[locale]?.includes(chunk) && /[A-Za-z]{4,}/.test(bare) && (bare.match(/\p{L}+/gu) ?? []).length >= 2 && !/^[\d\s]+\p{L}+$/u.test(bare);
        if (sameAsEnglish || looksEnglish(chunk)) problems.push(`${path}: English text "${chunk}"`);
        // A cup leaving the track: the notation ends on the word the board prints at its ends.
        if (/→off\b/.test(chunk)) problems.push(`${path}: English "off" in a move in "${chunk}"`);
        if (OWN_SCRIPT[locale] && /[A-Za-z]{2,}/.test(chunk.replace(KEEP_IN_LATIN, ''))) problems.push(`${path}: Latin letters in "${chunk}"`);
      }
      const englishText = [...theirs].join('\n').replace(KEEP, '');
      const text = ours.chunks.join('\n').toLowerCase();
      const game = english.startsWith('/jumping-cups/') ? 'jc-' : english.startsWith('/balloon-cup/') ? 'bc-' : null;
      for (const [key, named] of Object.entries(NAMED)) {
        if (!game || !key.startsWith(game) || !named.test(englishText)) continue;
        const term = glossary.terms[key]!;
        if (!term.forms.some((form) => text.includes(form))) problems.push(`${path}: names no ${key.slice(3)} (${term.forms.join('/')}) where the English page does`);
      }
    }
    expect(problems).toEqual([]);
  });
}

const NAMED: Readonly<Record<string, RegExp>> = {
  'bc-card': /\bcards?\b/i,
  'bc-cube': /\bcubes?\b/i,
  'bc-tile': /\btiles?\b/i,
  'bc-trophy': /\btroph(y|ies)\b/i,
  'jc-cup': /\bcups?\b/i,
  'jc-square': /\bsquares?\b/i,
};

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
});

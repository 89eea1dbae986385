// The islands at work in other languages: the same actions, taken the same way in English and in
// two other languages (Russian and German, or the first two published), and after each one the
// island says everything in the page's language. A chunk of text that reads exactly as in English
// at the same step (names, numbers and the games' names aside), or that reads as English, is a
// message left untranslated. The island also says something different from English, so the test
// cannot pass on an island that shows nothing.
import { expect, test } from './fixtures.ts';
import type { Browser, Locator, Page } from '@playwright/test';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { typeGameNumber } from './helpers.ts';

const preferred = ['ru', 'de'].filter((l) => (PUBLISHED_LOCALES as readonly string[]).includes(l));
const OTHERS = (preferred.length === 2 ? preferred : PUBLISHED_LOCALES.filter((l) => l !== BASE_LOCALE).slice(0, 2));
const KEEP = /\b(Balloon Cups?|Jumping Cups?|Cup Games|Ana|Ben|Mike|Kevin)\b/gi;
const ENGLISH = new Set('the and of to is are you your this that with for on in a an it be can not no or from at by as has have its their they what which who when each every all than then there will one two into only also but if was'.split(' '));

/** What the island says: its text, line by line, and the names and descriptions it gives to screen readers. */
async function said(island: Locator): Promise<string[]> {
  return island.evaluate((root) => {
    const chunks = (root as HTMLElement).innerText.split('\n').map((s) => s.trim()).filter(Boolean);
    for (const el of root.querySelectorAll('[aria-label], [title], [alt]')) {
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) chunks.push(value);
      }
    }
    return chunks;
  });
}

interface Flow {
  readonly name: string;
  readonly path: string;
  readonly island: (page: Page) => Locator;
  /** Each step acts, then waits for what it brings. */
  readonly steps: readonly ((island: Locator, page: Page) => Promise<void>)[];
}

/** Waits until the island (inside this element, or around it) has hydrated. */
const hydrated = async (island: Locator) => {
  await island.scrollIntoViewIfNeeded();
  await expect(island.locator('xpath=ancestor-or-self::astro-island').or(island.locator('astro-island')).first()).not.toHaveAttribute('ssr');
};

const FLOWS: readonly Flow[] = [
  {
    name: 'a Balloon Cup example: a card chosen and placed',
    path: '/balloon-cup/rules/placing-cards/#ex-what-fits',
    island: (page) => page.locator('#ex-what-fits'),
    steps: [
      async (island) => hydrated(island),
      async (island) => {
        await island.locator('.bc-hand-card').first().click();
        await expect(island.locator('button.is-target').first()).toBeVisible();
      },
      async (island) => {
        const moves = island.locator('.bc-steps li, [data-told], .bc-message');
        const before = await moves.count();
        await island.locator('button.is-target').first().click();
        await expect.poll(() => moves.count()).toBeGreaterThan(before);
      },
    ],
  },
  {
    name: 'an editions example: spent cubes switched to the bag',
    path: '/balloon-cup/rules/editions-and-variants/#ex-own-turn-claim',
    island: (page) => page.locator('#ex-own-turn-claim'),
    steps: [
      async (island) => hydrated(island),
      async (island) => {
        await island.locator('.bc-options summary').click();
        await island.locator('[data-option="spentCubes"] select').selectOption('1');
        await expect(island.locator('[data-option="spentCubes"] select')).toHaveValue('1');
        await expect(island.locator('.bc-hand-card').first()).toBeVisible();
      },
    ],
  },
  {
    name: 'a cascade puzzle: a claim chosen and answered',
    path: '/balloon-cup/puzzles/rulebook-mike/',
    island: (page) => page.locator('.bc-puzzle').first(),
    steps: [
      async (island) => hydrated(island),
      async (island) => {
        await island.locator('[data-region="controls"] button').first().click();
        await expect(island.locator('[data-puzzle-result], .bc-steps li').first()).toBeVisible();
      },
    ],
  },
  {
    name: 'a whole Balloon Cup game against the computer: set up, a card placed, the reply',
    path: '/balloon-cup/play/',
    island: (page) => page.locator('main'),
    steps: [
      async (island) => {
        // One game number for every language: the same deal, whose first card in hand fits a side.
        await typeGameNumber(island, 3);
        await island.locator('form button[type="submit"]').first().click();
        await expect(island.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 20_000 });
      },
      async (island) => {
        await island.locator('.bc-hand-card').first().click();
        await island.locator('button.bc-side.is-fit').first().click();
        await expect(island.locator('.bcp-app[data-state="human"]:not([data-moves="0"]):not([data-moves="1"])').or(island.locator('.bcp-app[data-state="over"]'))).toBeVisible({ timeout: 30_000 });
      },
    ],
  },
  {
    name: 'Jumping Cups against the perfect player: a cup moved and the reply',
    path: '/jumping-cups/play/',
    island: (page) => page.locator('.jc-island').first(),
    steps: [
      async (island) => hydrated(island),
      async (island) => {
        await island.locator('button[data-square="5"]').click();
        await expect(island.locator('[data-preview]')).toBeVisible();
      },
      async (island) => {
        await island.locator('.is-landing button[data-square]').click();
        await expect(island.locator('[data-told]')).toBeVisible();
      },
    ],
  },
];

async function run(browser: Browser, flow: Flow, locale: string): Promise<string[][]> {
  // A fresh browser each time: nothing kept from the other language's run (a saved game, a mark).
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(locale === BASE_LOCALE ? flow.path : `/${locale}${flow.path}`);
  const island = flow.island(page);
  const steps: string[][] = [];
  for (const step of flow.steps) {
    await step(island, page);
    steps.push(await said(island));
  }
  await context.close();
  return steps;
}

test.describe('the islands speak the page\'s language', () => {
  test.skip(OTHERS.length === 0, 'one language published');
  for (const flow of FLOWS) {
    test(`${flow.name}, in ${OTHERS.join(' and ')}`, async ({ browser }) => {
      test.setTimeout(150_000);
      const english = await run(browser, flow, BASE_LOCALE);
      for (const locale of OTHERS) {
        const ours = await run(browser, flow, locale);
        const problems: string[] = [];
        ours.forEach((chunks, i) => {
          const theirs = new Set(english[i]);
          const bare = (chunk: string) => chunk.replace(KEEP, '').replace(/[^\p{L}]+/gu, ' ').trim();
          for (const chunk of chunks) {
            const words = bare(chunk).toLowerCase().split(' ').filter(Boolean);
            const englishWords = words.filter((w) => ENGLISH.has(w)).length;
            // Identical to English at the same step: untranslated (a single word both languages share, like Hand, is not).
            if ((theirs.has(chunk) && words.length >= 2) || (words.length >= 3 && englishWords >= 2 && englishWords / words.length >= 0.3)) {
              problems.push(`step ${i + 1}: "${chunk}"`);
            }
          }
          expect(chunks.join('\n'), `step ${i + 1} says something in ${locale}`).not.toBe(english[i]!.join('\n'));
        });
        expect(problems, `English left in ${locale}`).toEqual([]);
      }
    });
  }
});

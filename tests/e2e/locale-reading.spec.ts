// What a reader reads in every language, scanned for the faults the translation reviews found
// (../shared/reviews/translations-*.md, play-audit.md; the patterns are in
// tests/shared/reading-faults.ts): in each locale the first moves of a Balloon Cup and a Jumping
// Cups game, and three chapters with their examples tried (a replay's first step, a card tried, a
// cup moved). One page visit per locale and flow. Every replay stepped to its end in every language
// is scanned by a unit test (tests/unit/site/replay-reading.test.ts), which renders the replay's
// island at each step; here one step shows the replay's words arrive in the page's language.
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { typeGameNumber } from './helpers.ts';
import { faultsIn } from '../shared/reading-faults.ts';

/** What the reader reads in `scope`: its text, line by line, and the names given to screen readers. */
async function read(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const lines = (root as HTMLElement).innerText.split('\n').map((s) => s.trim()).filter(Boolean);
    for (const el of root.querySelectorAll('[aria-label], [title], [alt]')) {
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) lines.push(value);
      }
    }
    return lines;
  });
}

const live = async (island: Locator) => {
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
};

interface Flow {
  readonly path: string;
  /** Acts on the page and returns what was read at each step. */
  readonly walk: (page: Page) => Promise<string[]>;
}

const FLOWS: readonly Flow[] = [
  {
    // A chapter of replays as served, and the first replay's first step (the words the replay's
    // machine brings with it); every step of every replay: replay-reading.test.ts.
    path: '/balloon-cup/rules/claim-cascade/',
    walk: async (page) => {
      const lines = await read(page.locator('main'));
      // A replay's controls are a labelled group (a tried example's are not).
      const island = page.locator('astro-island:has(.bc-decide[role="group"])').first();
      await live(island);
      const steps = island.locator('.bc-steps li');
      await expect(steps).toHaveCount(0);
      await island.locator('.bc-decide[role="group"] button.button').click();
      await expect(steps).not.toHaveCount(0);
      lines.push(...(await read(island)));
      return lines;
    },
  },
  {
    // A chapter of tried examples: in each, a card chosen and placed where it fits.
    path: '/balloon-cup/rules/placing-cards/',
    walk: async (page) => {
      const lines = await read(page.locator('main'));
      for (const island of await page.locator('astro-island:has(.bc-hand-card)').all()) {
        await live(island);
        await island.locator('.bc-hand-card').first().click();
        // The choice shows once the machine has it (a click before it loads is queued).
        await expect(island.locator('.bc-hand-card[aria-pressed="true"]')).toHaveCount(1);
        lines.push(...(await read(island)));
        const target = island.locator('button.is-target').first();
        if (await target.isVisible()) {
          await target.click();
          lines.push(...(await read(island)));
        }
      }
      return lines;
    },
  },
  {
    // A Jumping Cups chapter: in each example, a cup picked and moved.
    path: '/jumping-cups/rules/finish-rule/',
    walk: async (page) => {
      const lines = await read(page.locator('main'));
      for (const island of await page.locator('astro-island:has(.jc-island)').all()) {
        await live(island);
        const movable = island.locator('li.is-movable button[data-square]').first();
        if (!(await movable.isVisible())) continue;
        await movable.click();
        await expect(island.locator('[data-preview]')).toBeVisible();
        lines.push(...(await read(island)));
        const landing = island.locator('li.is-landing button[data-square]');
        if (await landing.count()) await landing.first().click();
        else await island.locator('.jc-controls button.button').first().click();
        await expect(island.locator('[data-told]').or(island.locator('[data-game-over]')).first()).toBeVisible();
        lines.push(...(await read(island)));
      }
      return lines;
    },
  },
  {
    // The first moves of a Balloon Cup game against the computer: a card placed, the reply.
    path: '/balloon-cup/play/',
    walk: async (page) => {
      const main = page.locator('main');
      await typeGameNumber(main, 3);
      await main.locator('form button[type="submit"]').first().click();
      await expect(main.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 20_000 });
      const lines = await read(main);
      await main.locator('.bc-hand-card').first().click();
      lines.push(...(await read(main)));
      await main.locator('button.bc-side.is-fit').first().click();
      await expect(main.locator('.bcp-app[data-state="human"]:not([data-moves="0"]):not([data-moves="1"])').or(main.locator('.bcp-app[data-state="over"]'))).toBeVisible({ timeout: 30_000 });
      lines.push(...(await read(main)));
      return lines;
    },
  },
  {
    // The first moves of Jumping Cups against the perfect player: a cup moved, the reply.
    path: '/jumping-cups/play/',
    walk: async (page) => {
      const island = page.locator('.jc-island').first();
      await live(page.locator('astro-island:has(.jc-island)').first());
      const lines = await read(island);
      await island.locator('button[data-square="5"]').click();
      await expect(island.locator('[data-preview]')).toBeVisible();
      lines.push(...(await read(island)));
      await island.locator('.is-landing button[data-square]').click();
      await expect(island.locator('[data-told]')).toBeVisible();
      lines.push(...(await read(island)));
      return lines;
    },
  },
];

for (const locale of PUBLISHED_LOCALES) {
  test(`what a reader reads in ${locale} has none of the reviews' faults`, async ({ browser }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    let lineCount = 0;
    for (const flow of FLOWS) {
      // A fresh browser each flow: nothing kept from another (a saved game, a mark).
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(locale === BASE_LOCALE ? flow.path : `/${locale}${flow.path}`);
      const lines = await flow.walk(page);
      await context.close();
      lineCount += lines.length;
      found.push(...faultsIn(locale, lines, flow.path));
    }
    // The flows read something: a scan of nothing would pass.
    expect(lineCount).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
}

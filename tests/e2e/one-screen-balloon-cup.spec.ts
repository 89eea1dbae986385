// One screen: on a 360×740 phone and a 1280×800 laptop, every kind of Balloon Cup island shows its
// board, the prompt saying what is to be decided now, and the controls for that decision together,
// without scrolling once the island is brought into view. The regions are marked
// data-region="board" | "prompt" | "controls" (the same marks the Jumping Cups islands use).
// Each kind is checked at a moment where a decision is pending, after something has happened
// (a card chosen, a move told, a step taken), since that is when narration used to push the
// controls off screen.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startWholeGame, stickyHeaderBottom, typeGameNumber } from './helpers.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { pathIn } from '../../src/i18n/routes.ts';

interface Kind {
  readonly name: string;
  readonly path: string;
  readonly example?: string;
  /** Brings the island to a decision; returns what the prompt must say then. */
  readonly act?: (island: Locator) => Promise<RegExp | null>;
}

const KINDS: readonly Kind[] = [
  {
    name: 'rules example: choosing a side',
    path: '/balloon-cup/rules/scoring/',
    example: 'ex-mountain-high',
    act: async (ex) => {
      await ex.getByRole('button', { name: 'gray 4', exact: true }).click();
      return /Where should the gray 4 go\?/;
    },
  },
  {
    name: 'rules example: claims after a scoring',
    path: '/balloon-cup/rules/claim-cascade/',
    example: 'ex-mike-and-kevin',
    act: async (ex) => {
      await ex.getByRole('button', { name: 'green 1', exact: true }).click();
      await ex.getByRole('button', { name: /on Kevin's side of tile 1 \(/ }).click();
      await ex.getByRole('button', { name: 'Show all steps' }).click();
      await expect(ex.getByRole('group', { name: /'s claims$/ })).toBeVisible();
      return /decides about trophy claims/;
    },
  },
  {
    name: 'replay',
    path: '/balloon-cup/rules/claim-cascade/',
    example: 'ex-mike-wins',
    act: async (ex) => {
      // Each step shows before the next click: a click while the replay's machine loads is queued,
      // and a second one then can be lost.
      for (let i = 1; i <= 3; i += 1) {
        await ex.getByRole('button', { name: /^Next/ }).click();
        await expect(ex.getByText(`Step ${i} of`)).toBeVisible();
      }
      return /^Move \d+ of \d+: /;
    },
  },
  {
    name: 'cascade puzzle',
    path: '/balloon-cup/puzzles/rulebook-mike/',
    act: async (island) => {
      await island.getByRole('button', { name: 'Claim gray: pay 2 gray cubes and one set of 3 blue', exact: true }).click();
      await expect(island.getByRole('group', { name: /^Your choices as / })).toBeVisible();
      return /You play Mike/;
    },
  },
  { name: 'cascade sandbox', path: '/balloon-cup/puzzles/sandbox/' },
];

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

async function openIsland(page: Page, kind: Kind): Promise<Locator> {
  await page.goto(kind.example ? `${kind.path}#${kind.example}` : kind.path);
  const scope = kind.example ? page.locator(`#${kind.example}`) : page.locator('main');
  const island = scope.locator('.bc-island').first();
  await island.scrollIntoViewIfNeeded();
  await expect(scope.locator('astro-island').first()).not.toHaveAttribute('ssr');
  return island;
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    for (const kind of KINDS) {
      test(`${kind.name}: board, prompt and controls on one screen`, async ({ page }) => {
        const island = await openIsland(page, kind);
        const says = kind.act ? await kind.act(island) : null;
        const regions = {
          board: island.locator('[data-region="board"]'),
          prompt: island.locator('[data-region="prompt"]'),
          controls: island.locator('[data-region="controls"]'),
        };
        for (const region of Object.values(regions)) await expect(region).toHaveCount(1);
        if (says) await expect(regions.prompt).toContainText(says);
        // Bring the top of the three regions to the top of the screen, as a reader scrolling to
        // the island would, then every region must lie wholly inside the viewport.
        const boxes = async () => Object.fromEntries(await Promise.all(Object.entries(regions).map(async ([k, l]) => [k, await l.boundingBox()] as const)));
        const first = await boxes();
        const top = Math.min(...Object.values(first).map((b) => b!.y));
        await page.evaluate((dy) => window.scrollBy(0, dy), top - 4);
        const placed = await boxes();
        const outside = Object.entries(placed)
          .filter(([, b]) => !b || b.y < 0 || b.x < 0 || b.y + b.height > size.height || b.x + b.width > size.width)
          .map(([k, b]) => `${k}: ${b ? `x ${Math.round(b.x)}, y ${Math.round(b.y)}, ${Math.round(b.width)}×${Math.round(b.height)}` : 'not shown'}`);
        expect(outside, `regions outside the ${size.width}×${size.height} screen`).toEqual([]);
      });
    }
  });
}

// The whole-game page: once a card is chosen, what is decided (the status line), the tiles whose
// sides are offered, and the person's hand are on one screen together.
for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    test('whole game: status, tiles and hand on one screen', async ({ page }) => {
      await startWholeGame(page, 5);
      await page.locator('.bc-hand-card').first().click();
      await expect(page.locator('.bcp-status')).toContainText(/choose a side of a tile/);
      const regions = { prompt: page.locator('.bcp-status'), tiles: page.locator('.bc-tiles'), hand: page.locator('.bc-player-0 .bc-hand') };
      const top = (await regions.prompt.boundingBox())!.y;
      await page.evaluate((dy) => window.scrollBy(0, dy), top - 4);
      const outside: string[] = [];
      for (const [name, region] of Object.entries(regions)) {
        const b = await region.boundingBox();
        if (!b || b.y < 0 || b.x < 0 || b.y + b.height > size.height || b.x + b.width > size.width) {
          outside.push(`${name}: ${b ? `y ${Math.round(b.y)}, ${Math.round(b.width)}×${Math.round(b.height)}` : 'not shown'}`);
        }
      }
      expect(outside, `regions outside the ${size.width}×${size.height} screen`).toEqual([]);
    });
  });
}

// A short whole game, checked after every move (and after every card chosen) at both sizes,
// with no scrolling by the test: the page itself must keep the prompt with its buttons, the
// board, the person's hand and the decision's controls on the screen, below the sticky header,
// and nothing may make the page wider than the screen (a trophy in the score once did). The game
// runs on past the first trophy won, since that is when the page used to grow sideways.
// The regions, as selectors inside the game's island; each is one element (controls: the one shown, if any).
const REGIONS: Record<string, string> = {
  prompt: '[data-region="prompt"]',
  buttons: '.bcp-actions',
  board: '.bc-tiles',
  'computer panel': '.bc-player-1',
  hand: '.bc-player-0 .bc-hand',
  controls: '[data-region="controls"]',
};

/**
 * Measured in the page in one go (one round trip instead of eight a move), once every region is
 * in the page: the sticky header's bottom, each region's box (null when not shown), the page's width.
 */
async function offScreen(page: Page, size: { width: number; height: number }): Promise<string[]> {
  await page.waitForFunction((regions) => {
    const app = document.querySelector('.bcp-app');
    return !!app && Object.entries(regions).every(([name, selector]) => name === 'controls' || app.querySelector(selector));
  }, REGIONS);
  const measured = await page.evaluate((regions) => {
    const app = document.querySelector('.bcp-app')!;
    const header = document.querySelector('.site-header');
    const position = header ? getComputedStyle(header).position : '';
    const headerBottom = position === 'sticky' || position === 'fixed' ? header!.getBoundingClientRect().bottom : 0;
    const boxes: Record<string, { x: number; y: number; width: number; height: number } | null | string> = {};
    for (const [name, selector] of Object.entries(regions)) {
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return el.checkVisibility({ visibilityProperty: true }) && r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      };
      const all = [...app.querySelectorAll(selector)];
      // The controls count only when shown; every other region must be one element, shown or not.
      const els = name === 'controls' ? all.filter((el) => shown(el)) : all;
      if (name === 'controls' && els.length === 0) continue;
      boxes[name] = els.length === 1 ? shown(els[0]!) : `${els.length} elements`;
    }
    return { headerBottom, boxes, width: document.documentElement.scrollWidth };
  }, REGIONS);
  const { headerBottom, boxes, width } = measured;
  const problems: string[] = [];
  for (const [name, b] of Object.entries(boxes)) {
    if (typeof b === 'string') problems.push(`${name}: ${b}`);
    else if (!b || b.y < headerBottom - 0.5 || b.x < 0 || b.y + b.height > size.height + 0.5 || b.x + b.width > size.width + 0.5) {
      problems.push(`${name}: ${b ? `x ${Math.round(b.x)}, y ${Math.round(b.y)}, ${Math.round(b.width)}×${Math.round(b.height)} (header ends at ${Math.round(headerBottom)})` : 'not shown'}`);
    }
  }
  if (width > size.width) problems.push(`the page is ${width} px wide`);
  return problems;
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });
    test('whole game: after every move the prompt, buttons, board and hand are on screen below the header, and nothing scrolls sideways', async ({ page }) => {
      test.setTimeout(300_000);
      await startWholeGame(page, 2024);
      const app = page.locator('.bcp-app');
      const moves = async () => Number(await app.getAttribute('data-moves'));
      const seen: string[] = [];
      const check = async (when: string) => {
        const problems = await offScreen(page, size);
        if (problems.length) seen.push(`${when}: ${problems.join('; ')}`);
      };
      let afterTrophy = 0;
      for (let turn = 0; turn < 60 && afterTrophy < 3; turn += 1) {
        await expect(page.locator('.bcp-app[data-state="human"], .bcp-app[data-state="over"]')).toBeVisible({ timeout: 30_000 });
        if ((await app.getAttribute('data-state')) === 'over') break;
        const before = await moves();
        await check(`before move ${before + 1}`);
        const claims = app.getByRole('group', { name: 'Trophy claims' });
        if (await claims.count()) {
          await claims.getByRole('button').first().click();
        } else if (await app.getByRole('button', { name: /^Swap \d+ cards?$/ }).count()) {
          await app.locator('.bc-player-0 .bc-hand-card').first().click();
          await app.getByRole('button', { name: /^Swap \d+ cards?$/ }).click();
        } else {
          const hand = app.locator('.bc-player-0 .bc-hand-card');
          for (let c = 0; c < (await hand.count()); c += 1) {
            await hand.nth(c).click();
            const targets = app.locator('button.bc-side.is-fit');
            if ((await targets.count()) === 0) continue;
            await check(`move ${before + 1}, a card chosen`);
            await targets.first().click();
            break;
          }
        }
        await expect.poll(moves, { timeout: 30_000 }).toBeGreaterThan(before);
        await expect(page.locator('.bcp-app[data-state="human"], .bcp-app[data-state="over"]')).toBeVisible({ timeout: 30_000 });
        await check(`after move ${before + 1} and the reply`);
        if (await app.locator('.bc-player .bc-trophies').count()) afterTrophy += 1;
      }
      expect(afterTrophy, 'the game went on past a trophy won').toBeGreaterThan(0);
      // A resumed game opens with its board, hand and buttons on the first screen.
      await page.reload();
      await expect(page.locator('.bcp-app[data-state="human"], .bcp-app[data-state="over"]')).toBeVisible({ timeout: 30_000 });
      await check('after a reload');
      expect(seen, `off the ${size.width}×${size.height} screen`).toEqual([]);
    });
  });
}

// The play page opens on its set-up with Start on the first screen, in every language, also with
// the names' fields a game between two people opens.
for (const size of SIZES) {
  test(`${size.width}×${size.height}: the set-up's Start is on the first screen in every language, with or without names`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const locale of PUBLISHED_LOCALES) {
      await page.goto(pathIn('/balloon-cup/play/', locale));
      const start = page.locator('.bcp-start');
      await expect(start).toBeEnabled();
      await expect(start, `${locale}: against the computer`).toBeInViewport({ ratio: 1 });
      await page.locator('input[name="opponent"][value="people"]').check();
      await expect(page.locator('[data-names]')).toBeVisible();
      await expect(start, `${locale}: between two people`).toBeInViewport({ ratio: 1 });
    }
  });
}

// The tag on each player's last card names it in the page's language; on a phone the longest word
// (Russian "последняя") is wider than a card, and must still stay inside its tile's column.
// One game, started once: the saved game (one per browser, whatever the language) opens in each
// language's play page at the same position, with both players' last cards tagged in its words.
test('360×740: the last-card tags stay inside their column in every language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // A fresh browser context has empty storage: one load, no saved game.
  await page.goto('/balloon-cup/play/');
  await typeGameNumber(page, 3);
  await page.locator('.bcp-start').click();
  const app = page.locator('.bcp-app');
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 20_000 });
  await app.locator('.bc-player-0 .bc-hand-card').first().click();
  await app.locator('button.bc-side.is-fit').first().click();
  const played = page.locator('.bcp-app[data-state="human"]:not([data-moves="0"]):not([data-moves="1"])');
  await expect(played).toBeVisible({ timeout: 30_000 });
  const moves = await app.getAttribute('data-moves');
  for (const locale of PUBLISHED_LOCALES) {
    await page.goto(pathIn('/balloon-cup/play/', locale));
    // The same game, resumed at the same move, in this language.
    await expect(page.locator(`.bcp-app[data-state="human"][data-moves="${moves}"]`), locale).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(app.locator('.bc-last-tag'), locale).toHaveCount(2);
    const outside = await app.locator('.bc-last-tag').evaluateAll((tags) => tags.flatMap((tag) => {
      const own = tag.getBoundingClientRect();
      const column = tag.closest('.bc-side')!.getBoundingClientRect();
      return own.left < column.left - 0.5 || own.right > column.right + 0.5
        ? [`"${tag.textContent}" spans ${Math.round(own.left)}–${Math.round(own.right)} px, its column ${Math.round(column.left)}–${Math.round(column.right)}`]
        : [];
    }));
    expect.soft(outside, locale).toEqual([]);
  }
});

// The rule-option switches of the editions chapter: their longest choices (Russian) must not push
// the lists past the example's frame on a phone.
test('360×740: the rule-option lists stay inside the example in every language', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const locale of PUBLISHED_LOCALES) {
    await page.goto(pathIn('/balloon-cup/rules/editions-and-variants/', locale) + '#ex-own-turn-claim');
    const example = page.locator('#ex-own-turn-claim');
    await example.locator('.bc-options summary').click();
    await expect(example.locator('.bc-options select')).toHaveCount(5);
    const outside = await example.evaluate((frame) => {
      const box = frame.getBoundingClientRect();
      return [...frame.querySelectorAll('.bc-options select')].flatMap((select) => {
        const own = select.getBoundingClientRect();
        return own.right > box.right + 0.5 ? [`${select.closest('label')?.textContent?.slice(0, 30)}: right edge ${Math.round(own.right)} px, the frame's ${Math.round(box.right)}`] : [];
      });
    });
    expect(outside, locale).toEqual([]);
  }
});

// Every puzzle in every language: brought into view, the task, both players and every choice are
// on one screen together (the longest languages set the limit: five choices of three lines).
const PUZZLES = readdirSync(join(process.cwd(), 'content', 'puzzles', 'balloon-cup')).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
// One test per language (every puzzle page of it), so they run side by side and each keeps to its
// time. Each page is opened once, on the phone's screen, and measured there and then on the
// laptop's (the layout follows the width by CSS alone: no island reads the screen's size), instead
// of being opened once per size.
for (const locale of PUBLISHED_LOCALES) {
  test(`every puzzle's task, players and choices fit one screen at 360×740 and at 1280×800 (${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    const outside: string[] = [];
    for (const id of PUZZLES) {
      const path = pathIn(`/balloon-cup/puzzles/${id}/`, locale);
      await page.setViewportSize(SIZES[0]);
      await page.goto(path);
      const island = page.locator('.bc-puzzle');
      await expect(island.locator('.bc-claims button').first(), path).toBeEnabled();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // Measured in the page in one go (one round trip instead of six a size): the header stays
        // on screen on wide screens, so the task is brought just below it, then each region's box.
        const found = await island.evaluate((root, { height }) => {
          const header = document.querySelector('.site-header');
          const position = header ? getComputedStyle(header).position : '';
          const top = position === 'sticky' || position === 'fixed' ? header!.getBoundingClientRect().bottom : 0;
          const regions = [['task', '[data-region="prompt"]'], ['players', '[data-region="board"]'], ['choices', '.bc-claims']] as const;
          const one = (selector: string) => { const all = root.querySelectorAll(selector); return all.length === 1 ? all[0]! : `${all.length} elements`; };
          const task = one(regions[0][1]);
          if (typeof task !== 'string') window.scrollBy(0, task.getBoundingClientRect().y - top - 4);
          return regions.flatMap(([name, selector]) => {
            const el = one(selector);
            if (typeof el === 'string') return [`${name}: ${el}`];
            const r = el.getBoundingClientRect();
            const drawn = r.width > 0 || r.height > 0;
            return !drawn || r.y < top - 1 || r.y + r.height > height + 1 ? [`${name}: ${drawn ? `y ${Math.round(r.y)}–${Math.round(r.y + r.height)}` : 'not shown'}`] : [];
          });
        }, size);
        outside.push(...found.map((problem) => `${size.width}×${size.height} ${path} ${problem}`));
      }
    }
    expect(outside, 'off the screen').toEqual([]);
  });
}

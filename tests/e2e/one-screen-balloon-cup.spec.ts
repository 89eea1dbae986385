// One screen: on a 360×740 phone and a 1280×800 laptop, every kind of Balloon Cup island shows its
// board, the prompt saying what is to be decided now, and the controls for that decision together,
// without scrolling once the island is brought into view. The regions are marked
// data-region="board" | "prompt" | "controls" (the same marks the Jumping Cups islands use).
// Each kind is checked at a moment where a decision is pending, after something has happened
// (a card chosen, a move told, a step taken), since that is when narration used to push the
// controls off screen.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { startWholeGame } from './helpers.ts';

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
      for (let i = 0; i < 3; i += 1) await ex.getByRole('button', { name: /^Next/ }).click();
      await expect(ex.getByText('Step 3 of')).toBeVisible();
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

// Each chapter's examples used as a reader would: choose a card, choose a side, read the
// refusal or the scoring, exchange, claim, step through a line.
// The rules sentences' wording (the told lines and refusals these tests read) is checked without a
// browser in tests/unit/site/chapter-sentences.test.ts: a unit test of the same name for each test
// here that reads a sentence, with the same example and the same clicks. These browser tests check
// what needs a browser: that the clicks reach the island, that the hydrated island shows the
// machine's words, focus and layout.
import { expect, expectPlainWords, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { card, openExample, refusal, side, told } from './helpers.ts';

const R = '/balloon-cup/rules';

/**
 * One browser page for a chapter's tests (a describe block): its examples are tried one after
 * another in the chapter as loaded once, the deep link to the next example being a jump inside the
 * page (each example is an island of its own, which the others leave alone), not a load and a
 * hydration each. The block's tests run in order in one worker (after a failure the rest go on in
 * a fresh worker with a fresh page); the words each leaves on screen are scanned, as fixtures.ts
 * does after every test.
 */
function chapterPage(): () => Page {
  test.describe.configure({ mode: 'default' });
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  test.afterEach(async ({ browserName }, testInfo) => {
    void browserName;
    if (testInfo.status === testInfo.expectedStatus) await expectPlainWords(page!);
  });
  return () => page!;
}

/** An example opened by a fresh load of its chapter, when a test before it in the page has used it. */
async function openAfresh(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto('about:blank');
  return openExample(page, path, id);
}

async function place(example: Locator, name: string, player: string, tile: number): Promise<void> {
  await card(example, name).click();
  await side(example, player, tile).click();
}

async function showAll(example: Locator): Promise<void> {
  await example.getByRole('button', { name: 'Show all steps' }).click();
}

// One step at a time: each click waits for the step it made to show, so the last click never
// lands on a Next that a queued step has just turned off (Playwright waits on it till time-out).
async function stepToEnd(example: Locator): Promise<void> {
  const next = example.getByRole('button', { name: /^Next/ });
  const at = example.locator('.bc-decide .bc-muted');
  while ((await next.getAttribute('aria-disabled')) !== 'true') {
    const before = await at.innerText();
    await next.click();
    await expect(at).not.toHaveText(before);
  }
}

test.describe('goal and components', () => {
  const shared = chapterPage();

  test('a first move is placed and told', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/goal-and-components/`, 'ex-first-look');
    await place(ex, 'yellow 1', 'Ben', 4);
    await expect(told(ex)).toContainText("Ana puts the yellow 1 on Ben's side of tile 4.");
    await expect(ex.getByText('Ben to move: choose a card')).toBeVisible();
  });

  test('the third trophy ends the game', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/goal-and-components/`, 'ex-race-to-three');
    await stepToEnd(ex);
    await expect(told(ex)).toContainText('Ana claims the green trophy (forced');
    await expect(told(ex)).toContainText('Ana holds three trophies and wins the game.');
  });
});

test.describe('set-up', () => {
  const shared = chapterPage();

  test('the opening move draws the hand back to eight', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/set-up/`, 'ex-opening-table');
    await place(ex, 'yellow 2', 'Ana', 1);
    await expect(told(ex)).toContainText('Ana draws 1 card from the supply.');
    await expect(ex.getByText('Hand (8)')).toHaveCount(2);
  });

  test('the last gray card is refused where the side is full', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/set-up/`, 'ex-awkward-draw');
    await place(ex, 'gray 1', 'Ana', 3);
    await expect(refusal(ex)).toContainText("Tile 3 carries 3 gray cubes, so each side takes 3 cards of that color, and Ana's side already has them.");
    await side(ex, 'Ben', 3).click();
    await expect(told(ex)).toContainText("Ana puts the gray 1 on Ben's side of tile 3.");
  });
});

test.describe('placing cards', () => {
  const shared = chapterPage();

  test('each refusal names its rule, then a legal place works', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/placing-cards/`, 'ex-what-fits');
    await place(ex, 'blue 7', 'Ana', 4);
    await expect(refusal(ex)).toContainText("Tile 4 carries 2 blue cubes, so each side takes 2 cards of that color, and Ana's side already has them.");
    await expect(refusal(ex)).toHaveAttribute('data-code', 'side-full-for-color');
    // The task is to read the refusals and then find a legal place: a refusal alone is not done.
    const mark = ex.locator('[data-done-toggle]');
    await expect(mark).toHaveAttribute('aria-pressed', 'false');
    await card(ex, 'green 4').click();
    await side(ex, 'Ana', 1).click();
    await expect(refusal(ex)).toContainText('Tile 1 carries no green cube');
    await card(ex, 'blue 7').click();
    await side(ex, 'Ben', 4).click();
    await expect(refusal(ex)).toHaveCount(0);
    await expect(told(ex)).toContainText("Ana puts the blue 7 on Ben's side of tile 4.");
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
  });

  test('a high card on the other side of a flatland', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/placing-cards/`, 'ex-spoil-the-flatland');
    await place(ex, 'red 13', 'Ben', 3);
    await expect(ex.locator('.bc-column').nth(2).getByText('Σ 15')).toBeVisible();
  });

  test('no exchange while a card fits', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/placing-cards/`, 'ex-must-place');
    await ex.getByRole('button', { name: 'Exchange cards…' }).click();
    await card(ex, 'red 1').click();
    await ex.getByRole('button', { name: 'Exchange 1 card' }).click();
    await expect(refusal(ex)).toContainText('a player who can place must place');
    await ex.getByRole('button', { name: 'Cancel' }).click();
    await place(ex, 'gray 13', 'Ben', 1);
    await expect(told(ex)).toContainText("Ana puts the gray 13 on Ben's side of tile 1.");
  });
});

test.describe('when no card fits', () => {
  const shared = chapterPage();

  test('swap two cards, then place the gray 13 that arrived', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/when-no-card-fits/`, 'ex-exchange-and-place');
    await ex.getByRole('button', { name: 'Exchange cards…' }).click();
    await card(ex, 'red 1').click();
    await card(ex, 'red 2').click();
    await ex.getByRole('button', { name: 'Exchange 2 cards' }).click();
    await expect(told(ex)).toContainText('Ana swaps 2 cards with the supply.');
    await place(ex, 'gray 13', 'Ana', 1);
    await expect(told(ex)).toContainText('Ana puts the gray 13 on their own side of tile 1.');
  });

  test('five cards are too many; four bring nothing and the turn ends', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/when-no-card-fits/`, 'ex-exchange-in-vain');
    await ex.getByRole('button', { name: 'Exchange cards…' }).click();
    for (const name of ['red 1', 'red 2', 'red 3', 'red 4', 'yellow 1']) await card(ex, name).click();
    await ex.getByRole('button', { name: 'Exchange 5 cards' }).click();
    await expect(refusal(ex)).toContainText('An exchange swaps at most 4 cards; 5 were chosen.');
    await card(ex, 'yellow 1').click();
    await ex.getByRole('button', { name: 'Exchange 4 cards' }).click();
    await showAll(ex);
    await expect(told(ex)).toContainText("Still nothing fits: Ana's turn ends with no card placed and no card drawn.");
    await expect(ex.getByText('Ben to move: choose a card')).toBeVisible();
  });
});

test.describe('scoring', () => {
  const shared = chapterPage();

  test('a mountain goes to the higher total, shown step by step', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/scoring/`, 'ex-mountain-high');
    await place(ex, 'gray 4', 'Ben', 2);
    await expect(told(ex)).toContainText('Ben puts the gray 4');
    await ex.getByRole('button', { name: /^Next step/ }).click();
    await expect(told(ex)).toContainText('Totals: Ana 4, Ben 13. On a mountain the higher total wins: Ben takes 1 gray cube and 1 blue cube');
    await expect(ex.locator('.bc-side.is-winner')).toContainText('Σ 13');
  });

  test('a flatland goes to the lower total', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/scoring/`, 'ex-flatland-low');
    await place(ex, 'red 11', 'Ana', 1);
    await showAll(ex);
    await expect(told(ex)).toContainText('On a flatland the lower total wins: Ben takes 1 red');
    await ex.getByRole('button', { name: 'Start again' }).click();
    await place(ex, 'red 4', 'Ana', 1);
    await showAll(ex);
    await expect(told(ex)).toContainText('On a flatland the lower total wins: Ana takes 1 red');
  });

  test('equal totals go to whoever placed the last card', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/scoring/`, 'ex-equal-sums');
    await place(ex, 'blue 7', 'Ben', 2);
    await showAll(ex);
    await expect(told(ex)).toContainText('Totals: Ana 9, Ben 9. The totals are equal, so the tile goes to whoever placed its last card: Ana takes');
  });
});

test.describe('after a scoring', () => {
  const shared = chapterPage();

  test('cubes, flip, refill, then the loser moves', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/after-a-scoring/`, 'ex-flip-and-refill');
    await ex.getByRole('button', { name: /^Next/ }).click();
    await ex.getByRole('button', { name: /^Next/ }).click();
    await expect(told(ex)).toContainText('Ana takes 1 green cube, 1 yellow cube, and 1 red cube');
    await ex.getByRole('button', { name: /^Next/ }).click();
    await expect(told(ex)).toContainText('the tile turns over: it is now a mountain.');
    await ex.getByRole('button', { name: /^Next/ }).click();
    await expect(told(ex)).toContainText('Tile 3 is refilled from the bag: 1 gray cube, 1 blue cube, and 1 red cube.');
    await stepToEnd(ex);
    await expect(told(ex)).toContainText('Ben lost the scoring and so takes the next turn.');
    await ex.getByRole('button', { name: /Start/ }).click();
    await expect(ex.getByText(/^Starting position/)).toBeVisible();
  });

  test('finish a tile, lose it, play again', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/after-a-scoring/`, 'ex-loser-goes-again');
    await place(ex, 'blue 1', 'Ana', 4);
    await showAll(ex);
    await expect(told(ex)).toContainText('Ana lost the scoring and so takes the next turn.');
    await expect(ex.getByText('Ana to move: choose a card')).toBeVisible();
  });

  test('a tile leaves the game when the bag runs short', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/after-a-scoring/`, 'ex-tile-leaves');
    await stepToEnd(ex);
    await expect(told(ex)).toContainText('tile 4 leaves the game for good');
    await expect(ex.getByText('out of the game')).toBeVisible();
  });
});

test.describe('trophies', () => {
  const shared = chapterPage();

  test('a compulsory claim follows the scoring', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/trophies/`, 'ex-compulsory-claim');
    await place(ex, 'gray 13', 'Ana', 2);
    await showAll(ex);
    await expect(told(ex)).toContainText('Ana claims the gray trophy (forced: enough cubes of its own color), paying 3 gray cubes.');
  });

  test('a 3-for-1 trade claim is offered and made', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/trophies/`, 'ex-trade-three-for-one');
    await place(ex, 'blue 1', 'Ana', 1);
    await showAll(ex);
    await ex.getByRole('button', { name: 'Ana: claim the blue trophy (pay 3 blue cubes and one set of 3 red)' }).click();
    await expect(told(ex)).toContainText('Ana claims the blue trophy, paying 3 blue cubes and one set of 3 red.');
  });
});

test.describe('the claim cascade', () => {
  const shared = chapterPage();

  test('play Mike and Kevin to Mike\'s win', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/claim-cascade/`, 'ex-mike-and-kevin');
    await place(ex, 'green 1', 'Kevin', 1);
    await showAll(ex);
    await ex.getByRole('button', { name: 'Kevin: claim the blue trophy (pay 3 blue cubes and one set of 3 red)' }).click();
    await showAll(ex);
    await ex.getByRole('button', { name: 'Mike: claim the gray trophy (pay 2 gray cubes and one set of 3 blue)' }).click();
    await showAll(ex);
    await ex.getByRole('button', { name: 'Mike: claim the yellow trophy (pay 5 yellow cubes and one set of 3 green)' }).click();
    await showAll(ex);
    await expect(ex.getByText('Game over: Mike wins.')).toBeVisible();
  });

  for (const [id, end] of [
    ['ex-mike-wins', 'Mike holds three trophies and wins the game.'],
    ['ex-wrong-order', 'Kevin holds three trophies and wins the game.'],
    ['ex-kevin-holds-back', 'The claim cascade is over.'],
  ] as const) {
    test(`${id} steps to its end`, async () => {
      const page = shared();
      const ex = await openExample(page, `${R}/claim-cascade/`, id);
      await stepToEnd(ex);
      await expect(told(ex)).toContainText(end);
    });
  }
});

test.describe('end of the game', () => {
  const shared = chapterPage();

  test('a trade claim for the third trophy wins', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/end-of-the-game/`, 'ex-third-trophy');
    await place(ex, 'red 1', 'Ana', 3);
    await showAll(ex);
    await ex.getByRole('button', { name: 'Ana: claim the yellow trophy (pay 5 yellow cubes and one set of 3 blue)' }).click();
    await showAll(ex);
    await expect(ex.getByText('Game over: Ana wins.')).toBeVisible();
  });

  test('the fifth gray card blocks the game', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/end-of-the-game/`, 'ex-blocked');
    await place(ex, 'gray 13', 'Ben', 3);
    await showAll(ex);
    await expect(told(ex)).toContainText('the game ends blocked, with no winner.');
    await expect(ex.getByText('Game over: blocked, no winner.')).toBeVisible();
  });
});

test.describe('editions and variants', () => {
  const shared = chapterPage();

  async function setOption(ex: Locator, label: RegExp, choice: string): Promise<void> {
    await ex.locator('summary', { hasText: 'Rule options' }).click();
    await ex.getByLabel(label).selectOption({ label: choice });
  }

  test('spent cubes go to the box or back into the bag', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/editions-and-variants/`, 'ex-spent-cubes-bag');
    const bag = ex.locator('.bc-table-facts .bc-fact', { hasText: 'Bag' });
    await place(ex, 'gray 13', 'Ana', 2);
    await showAll(ex);
    await expect(bag).toContainText('Bag 31 cubes');
    await setOption(ex, /Spent cubes go to/, 'the bag (Italian edition)');
    await expect(ex.locator('[aria-live="polite"]')).toContainText('Rule options changed; the example starts again.');
    await place(ex, 'gray 13', 'Ana', 2);
    await showAll(ex);
    await expect(bag).toContainText('Bag 34 cubes');
  });

  test('spent cubes switched to the bag on a table with a full box: the box empties into the bag', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/editions-and-variants/`, 'ex-own-turn-claim');
    const bag = ex.locator('.bc-table-facts .bc-fact', { hasText: 'Bag' });
    const before = Number(/(\d+) cubes/.exec(await bag.innerText())?.[1]);
    await expect(ex.locator('.bc-table-facts .bc-fact', { hasText: 'Spent (box)' })).toContainText('7');
    await setOption(ex, /Spent cubes go to/, 'the bag (Italian edition)');
    await expect(bag).toContainText(`${before + 7} cubes`);
    await expect(ex.locator('.bc-table-facts .bc-fact', { hasText: 'Spent (box)' })).toHaveCount(0);
    await expect(ex.getByText('This example cannot be shown.')).toHaveCount(0);
    await expect(card(ex, 'blue 1')).toBeVisible();
  });

  test('a claim at the start of a turn needs the own-turn option', async () => {

    const page = shared();
    const ex = await openAfresh(page, `${R}/editions-and-variants/`, 'ex-own-turn-claim');
    const claim = ex.getByRole('button', { name: 'Ana: claim the blue trophy (pay 3 blue cubes and one set of 3 red)' });
    await claim.click();
    await expect(refusal(ex)).toContainText('only in the cascade right after a scoring');
    await setOption(ex, /Claims allowed/, 'also at the start of your turn');
    await claim.click();
    await expect(refusal(ex)).toHaveCount(0);
    await expect(ex.locator('.bc-player-0')).toContainText('blue trophy');
  });

  test('trades only for the scoring winner take Mike\'s claims away', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/editions-and-variants/`, 'ex-trade-only-winner');
    await setOption(ex, /Trades in a cascade/, 'only the scoring winner (variant)');
    await place(ex, 'green 1', 'Kevin', 1);
    await showAll(ex);
    await ex.getByRole('button', { name: 'Kevin: claim the blue trophy (pay 3 blue cubes and one set of 3 red)' }).click();
    await showAll(ex);
    // Kevin can buy nothing more and every claim Mike could afford needs a trade: both parts pass.
    await expect(told(ex)).toContainText('The claim cascade is over.');
    await expect(ex.locator('.bc-player-0')).not.toContainText('gray trophy');
  });

  test('the exchange minimum refuses an empty exchange', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/editions-and-variants/`, 'ex-exchange-minimum');
    await ex.getByRole('button', { name: 'Exchange cards…' }).click();
    await ex.getByRole('button', { name: 'Exchange 0 cards' }).click();
    await expect(refusal(ex)).toContainText('must swap at least one card');
  });

  test('the cube limit sets a third gray cube aside', async () => {

    const page = shared();
    const ex = await openExample(page, `${R}/editions-and-variants/`, 'ex-cube-limit');
    await place(ex, 'green 1', 'Ana', 3);
    await showAll(ex);
    await expect(told(ex)).toContainText('Tile 3 is refilled from the bag: 2 gray cubes and 1 blue cube.');
    await setOption(ex, /Cube limit on tiles/, 'off (printed rules)');
    await place(ex, 'green 1', 'Ana', 3);
    await showAll(ex);
    await expect(told(ex)).toContainText('Tile 3 is refilled from the bag: 3 gray cubes.');
  });
});

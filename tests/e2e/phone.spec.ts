// On a 360 px wide phone every page fits the screen width (no sideways scrolling), and a board
// can be played with taps.
import { expect, test } from './fixtures.ts';
import { builtPages, card, openExample, side, told } from './helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('no page scrolls sideways at 360 px', async ({ page }) => {
  // One visit per built page (about 70): more than the default 30 s when the machine is busy.
  test.setTimeout(180_000);
  const wide: string[] = [];
  for (const path of builtPages()) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path}: ${width}px`);
  }
  expect(wide).toEqual([]);
});

test('a board is played with taps', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-equal-sums');
  await card(ex, 'blue 7').tap();
  await side(ex, 'Ben', 2).tap();
  await ex.getByRole('button', { name: 'Show all steps' }).tap();
  await expect(told(ex)).toContainText('The totals are equal');
});

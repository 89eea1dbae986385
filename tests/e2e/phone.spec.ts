// On a 360 px wide phone a board can be played with taps. (That no page scrolls sideways at
// 360 px is checked page by page in all-pages.spec.ts.)
import { expect, test } from './fixtures.ts';
import { card, openExample, side, told } from './helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('a board is played with taps', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-equal-sums');
  await card(ex, 'blue 7').tap();
  await side(ex, 'Ben', 2).tap();
  await ex.getByRole('button', { name: 'Show all steps' }).tap();
  await expect(told(ex)).toContainText('The totals are equal');
});

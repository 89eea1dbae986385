// Offline, said: when the Jumping Cups solver's stored answers cannot be fetched, the answer is
// worked out in the browser (slower), and the page says so; once the stored answers come again,
// the note goes.
import { expect, test } from './fixtures.ts';
import { islandLive } from './helpers.ts';
import { legalMoves, parsePosition, play } from '../../src/engine/jumping-cups/index.ts';

test('a Jumping Cups answer worked out because the stored solution cannot be fetched is said', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Within the stored solution (a chunk is needed to answer), and quick to work out without it.
  const position = 'y/////rr/rrr//y//yy//y/ r';
  await context.route('**/jumping-cups/solution/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`/jumping-cups/play/?p=${encodeURIComponent(position)}`);
  await islandLive(page);
  const game = page.locator('.jc-island');
  // The linked position is in play (its share link names it).
  await expect(game.locator('[data-share]')).toHaveValue(`/jumping-cups/play/?p=${position.replace(' ', '+')}`);
  await expect(game.locator('[data-working-out]')).toHaveCount(0);
  await game.getByRole('button', { name: 'What does the solver say?' }).click();
  const note = game.locator('[data-working-out]');
  await expect(note).toHaveText(/^The stored answers cannot be fetched \(offline\?\), so they are worked out here/, { timeout: 30_000 });
  await expect(note).toHaveAttribute('role', 'status');
  await expect(game.locator('[data-verdict]')).toContainText('with perfect play', { timeout: 60_000 });
  await expect(game.locator('[data-verdict]')).toContainText('Worked out in your browser');

  // The connection back: the reply to a move comes from the stored solution, and the note goes.
  await context.unroute('**/jumping-cups/solution/**');
  const here = parsePosition(position);
  if (!here.ok) throw new Error(here.message);
  const from = legalMoves(here.value).find((f) => { const moved = play(here.value, f); return moved.ok && !moved.value.status.over; })!;
  await game.locator(`button[data-square="${from}"]`).click();
  await game.getByRole('button', { name: `Move the cup from square ${from}` }).click();
  await expect(game.locator('[data-told]')).toContainText('Reply: Yellow', { timeout: 60_000 });
  await expect(note).toHaveCount(0);
});

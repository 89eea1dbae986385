// Each kind of island used with the keyboard alone: Tab, Enter, Space, Escape and arrow keys.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { openExample, refusal, startWholeGame, told } from './helpers.ts';

async function tabTo(page: Page, name: RegExp | string, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    // The focused element's name: its aria-label, or its text without the aria-hidden parts.
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return '';
      const aria = el.getAttribute('aria-label');
      if (aria) return aria;
      const copy = el.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`could not reach ${String(name)} with Tab`);
}

test('play island: choose a card, get refused, cancel, place and step through, all by keyboard', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-mountain-high');
  // Arriving by the example's link puts the keyboard's starting point at the example.
  await tabTo(page, 'gray 4');
  await page.keyboard.press('Enter');
  // Focus moves to the first tile side offered for the card.
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Place gray 4 on Ben's side of tile 1 /);
  // The tile sides are one group: arrows move along the tiles and across to the other side.
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Place gray 4 on Ben's side of tile 2 /);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Place gray 4 on Ana's side of tile 2/);
  await page.keyboard.press('Enter');
  await expect(refusal(ex)).toContainText("Ana's side already has it");
  await page.keyboard.press('Escape');
  await expect(ex.getByText('Ben to move: choose a card')).toBeVisible();
  await expect(page.locator(':focus')).toHaveAccessibleName('gray 4');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Place gray 4 on Ben's side of tile 2/);
  await page.keyboard.press('Space');
  await expect(page.locator(':focus')).toHaveText(/^Next step/);
  await page.keyboard.press('Enter');
  await expect(told(ex)).toContainText('On a mountain the higher total wins');
  const live = ex.locator('[aria-live="polite"]');
  await expect(live).toContainText('Tile 2 is complete.');
});

test('arrow keys: a hand is one Tab stop, arrows walk it, Home and End jump, Tab leaves it', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-mountain-high');
  const hand = ex.getByRole('group', { name: "Ben's hand" });
  const names = await hand.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  expect(names.length).toBeGreaterThan(3);
  await tabTo(page, 'gray 4');
  const focused = () => page.locator(':focus');
  await page.keyboard.press('ArrowRight');
  await expect(focused()).toHaveAccessibleName('red 4');
  await page.keyboard.press('ArrowLeft');
  await expect(focused()).toHaveAccessibleName('gray 4');
  await page.keyboard.press('End');
  const last = hand.getByRole('button').last();
  await expect(last).toBeFocused();
  // Only the card last reached is in the Tab order.
  await expect(hand.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(focused()).toHaveAccessibleName('gray 4');
  await page.keyboard.press('Tab');
  await expect(hand.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(focused()).toHaveAccessibleName('gray 4');
});

test('exchanging cards starts on the hand, never on an empty exchange; Escape cancels it', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/scoring/', 'ex-mountain-high');
  await tabTo(page, 'Exchange cards…');
  await page.keyboard.press('Enter');
  await expect(ex.getByRole('button', { name: 'Exchange 0 cards' })).toBeVisible();
  await expect(page.locator(':focus')).toHaveAccessibleName('gray 4');
  await page.keyboard.press('Space');
  await expect(ex.getByRole('button', { name: 'Exchange 1 card' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ex.getByText('Ben to move: choose a card')).toBeVisible();
});

test('claim choices are one group walked with the arrow keys', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/claim-cascade/', 'ex-mike-and-kevin');
  await ex.getByRole('button', { name: 'green 1', exact: true }).click();
  await ex.getByRole('button', { name: /on Kevin's side of tile 1 \(/ }).click();
  await ex.getByRole('button', { name: 'Show all steps' }).click();
  const claims = ex.getByRole('group', { name: "Kevin's claims" }).getByRole('button');
  await expect(claims.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(claims.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(claims.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(claims.last()).toBeFocused();
  await expect(claims.last()).toHaveText(/pass/);
});

test('replay island: step with buttons and arrow keys', async ({ page }) => {
  const ex = await openExample(page, '/balloon-cup/rules/claim-cascade/', 'ex-mike-wins');
  await tabTo(page, /^Next/);
  await page.keyboard.press('Enter');
  await expect(told(ex)).toContainText('Kevin puts the green 1');
  await page.keyboard.press('ArrowRight');
  await expect(ex.getByText(/^Step 2 of/)).toBeVisible();
  await page.keyboard.press('End');
  await expect(told(ex)).toContainText('Mike holds three trophies and wins the game.');
  // Next now does nothing and says so; keyboard focus stays on it.
  await expect(page.locator(':focus')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator(':focus')).toHaveText(/Next/);
  await page.keyboard.press('ArrowLeft');
  await expect(ex.locator('[aria-live="polite"]')).toContainText('Mike claims the yellow trophy');
  await page.keyboard.press('Home');
  await expect(ex.getByText(/^Starting position/)).toBeVisible();
});

test('example frame controls work by keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/balloon-cup/rules/trophies/');
  await tabTo(page, 'Link to this example: A claim you cannot refuse');
  await page.keyboard.press('Enter');
  await expect(page.locator('#ex-compulsory-claim').getByRole('status').first()).toHaveText('Link copied to the clipboard.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#ex-compulsory-claim').getByRole('button', { name: /: A claim you cannot refuse/ })).toHaveAttribute('aria-pressed', 'true');
});

test('whole game: arrows walk the hand and the tile sides, Escape puts the card back, Enter plays', async ({ page }) => {
  await startWholeGame(page, 31);
  const hand = page.getByRole('group', { name: 'Your hand' }).getByRole('button');
  const sides = page.locator('button.bc-side.is-fit');
  // The hand is one Tab stop: arrows walk it, End and Home jump to its ends.
  await tabTo(page, /^(red|yellow|green|blue|gray) \d+$/);
  await expect(hand.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(hand.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(hand.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(hand.first()).toBeFocused();
  // Enter chooses the card, Escape puts it back; walk on until a card fits somewhere.
  await page.keyboard.press('Enter');
  await expect(hand.first()).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(hand.first()).toHaveAttribute('aria-pressed', 'false');
  // Sides are counted once the card shows chosen (the same render offers its sides), not before.
  const chosen = page.locator('.bc-player-0 .bc-hand-card[aria-pressed="true"]');
  await page.keyboard.press('Enter');
  await expect(chosen).toHaveCount(1);
  for (let c = 1; (await sides.count()) === 0; c += 1) {
    expect(c, 'a card of the hand fits somewhere').toBeLessThan(8);
    await page.keyboard.press('Escape');
    await expect(chosen).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveCount(1);
  }
  // Focus moves on to the tile sides offered; arrows walk them; Enter places the card.
  const moves = await page.locator('.bcp-app').getAttribute('data-moves');
  await expect(sides.first()).toBeFocused();
  if ((await sides.count()) > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(sides.first()).not.toBeFocused();
    await page.keyboard.press('Home');
    await expect(sides.first()).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('.bcp-app')).not.toHaveAttribute('data-moves', moves ?? '');
  // Once the computer has replied, focus is back on the hand for the next card.
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.bc-hand-card:focus')).toHaveCount(1);
});

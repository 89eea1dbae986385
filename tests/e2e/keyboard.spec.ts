// Each kind of island used with the keyboard alone: Tab, Enter, Space, Escape and arrow keys.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { openExample, refusal, told } from './helpers.ts';

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
  await tabTo(page, /^Place gray 4 on Ana's side of tile 2/, 10);
  await page.keyboard.press('Enter');
  await expect(refusal(ex)).toContainText("Ana's side already has it");
  await page.keyboard.press('Escape');
  await expect(ex.getByText('Ben to move: choose a card')).toBeVisible();
  await expect(page.locator(':focus')).toHaveAccessibleName('gray 4');
  await page.keyboard.press('Enter');
  await tabTo(page, /^Place gray 4 on Ben's side of tile 2/, 10);
  await page.keyboard.press('Space');
  await expect(page.locator(':focus')).toHaveText(/^Next step/);
  await page.keyboard.press('Enter');
  await expect(told(ex)).toContainText('On a mountain the higher total wins');
  const live = ex.locator('[aria-live="polite"]');
  await expect(live).toContainText('Tile 2 is complete.');
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

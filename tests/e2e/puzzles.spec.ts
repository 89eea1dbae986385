// The cascade puzzles in a real browser: solving the rulebook example from both sides, right and
// wrong (the refutation is played out), the hint, solved marks on the index, the sandbox's URL
// round trip (mid-cascade and from the scoring) and its messages for a broken link, and a solve
// with the keyboard alone.
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, islandLive, watchPage } from './helpers.ts';

async function openPuzzle(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const island = await islandLive(page);
  return island;
}

const axe = (page: Page, selector: string): Promise<string[]> => axeViolations(page, { include: selector });

const choice = (island: Locator, name: string) => island.getByRole('group', { name: /^Your choices as / }).getByRole('button', { name, exact: true });

test.describe('puzzles', () => {
  test('rulebook-mike: gray first, then yellow, solves it and opens the explanation', async ({ page }) => {
    const watch = watchPage(page);
    const island = await openPuzzle(page, '/balloon-cup/puzzles/rulebook-mike/');
    await expect(island.getByText('You play Mike')).toBeVisible();
    await choice(island, 'Claim gray: pay 2 gray cubes and one set of 3 blue').click();
    await expect(island.locator('.bc-steps li')).toContainText([/Kevin cannot pay for any trophy, so that part passes/]);
    await choice(island, 'Claim yellow: pay 5 yellow cubes and one set of 3 green').click();
    await expect(island.locator('[data-puzzle-result="solved"]')).toContainText('Solved!');
    await expect(island.locator('details.bc-explanation')).toHaveAttribute('open', '');
    await expect(island.getByRole('link', { name: /^Next puzzle: / })).toBeVisible();
    expect(await axe(page, '.bc-puzzle')).toEqual([]);
    expect(watch.problems).toEqual([]);
  });

  test('rulebook-mike: yellow first is refuted move by move, with the reason, then try again', async ({ page }) => {
    const watch = watchPage(page);
    const island = await openPuzzle(page, '/balloon-cup/puzzles/rulebook-mike/');
    await choice(island, 'Claim yellow: pay 5 yellow cubes and one set of 3 blue').click();
    await expect(island.getByText('Watch the best reply…')).toBeVisible();
    const refuted = island.locator('[data-puzzle-result="refuted"]');
    await expect(refuted).toContainText("so Kevin's 3 yellow cubes can be traded: Kevin claims the gray trophy with 2 gray cubes and one set of 3 yellow, a third trophy.");
    await expect(island.locator('.bc-steps li')).toHaveCount(2);
    await expect(island.locator('.bc-steps li').nth(1)).toContainText('Kevin wins');
    // One way to the solution after a wrong answer, in the message: not a second one below.
    await expect(island.getByRole('button', { name: 'Show solution' })).toHaveCount(1);
    await expect(refuted.getByRole('button', { name: 'Show solution' })).toBeVisible();
    await island.getByRole('button', { name: 'Hint' }).click();
    expect(await axe(page, '.bc-puzzle')).toEqual([]);
    await refuted.getByRole('button', { name: 'Try again' }).click();
    await expect(choice(island, 'Claim gray: pay 2 gray cubes and one set of 3 blue')).toBeVisible();
    expect(watch.problems).toEqual([]);
  });

  test('rulebook-kevin: green is forced; passing holds, the other side replies and nobody wins', async ({ page }) => {
    const watch = watchPage(page);
    const island = await openPuzzle(page, '/balloon-cup/puzzles/rulebook-kevin/');
    await expect(island.getByText(/Kevin must claim the green trophy/)).toBeVisible();
    await choice(island, 'Pass: hand the cascade to Mike').click();
    await expect(island.locator('[data-puzzle-result="solved"]')).toContainText('Nobody wins this cascade');
    // Mike's answer was played for him (the solver's choice), then the cascade ended.
    await expect(island.locator('.bc-steps li').last()).toContainText(/^Mike .*The cascade is over, with no winner\./);
    expect(watch.problems).toEqual([]);
  });

  test("rulebook-kevin: the optional blue claim is refuted: Mike's blue becomes a set", async ({ page }) => {
    const watch = watchPage(page);
    const island = await openPuzzle(page, '/balloon-cup/puzzles/rulebook-kevin/');
    await choice(island, 'Claim blue: pay 3 blue cubes and one set of 3 red').click();
    const refuted = island.locator('[data-puzzle-result="refuted"]');
    await expect(refuted).toContainText("After Kevin claims blue, blue is a claimed color, so Mike's 3 blue cubes can be traded");
    await expect(island.locator('.bc-steps li').last()).toContainText('Mike wins');
    expect(watch.problems).toEqual([]);
  });

  test('the hint shows the hint and not the answer; show solution steps both ways', async ({ page }) => {
    const island = await openPuzzle(page, '/balloon-cup/puzzles/rulebook-mike/');
    await island.getByRole('button', { name: 'Hint' }).click();
    await expect(island.locator('.bc-hint')).toContainText('Kevin has 2 gray and 3 yellow left.');
    await expect(island.locator('[data-puzzle-result]')).toHaveCount(0);
    await expect(island.getByRole('group', { name: 'Your choices as Mike' })).toBeVisible();
    await island.getByRole('button', { name: 'Show solution' }).click();
    await expect(island.getByText('Step 0 of 2')).toBeVisible();
    await island.getByRole('button', { name: /Next/ }).click();
    await expect(island.getByText('Step 1 of 2')).toBeVisible();
    await expect(island.locator('.bc-steps li')).toHaveCount(1);
    expect(await axe(page, '.bc-puzzle')).toEqual([]);
    await island.getByRole('button', { name: /Previous/ }).click();
    await expect(island.getByText('Step 0 of 2')).toBeVisible();
  });

  test('the index marks a solved puzzle and offers the next unsolved one', async ({ page }) => {
    const island = await openPuzzle(page, '/balloon-cup/puzzles/rulebook-mike/');
    await choice(island, 'Claim gray: pay 2 gray cubes and one set of 3 green').click();
    await choice(island, 'Claim yellow: pay 5 yellow cubes and one set of 3 blue').click();
    await expect(island.locator('[data-puzzle-result="solved"]')).toBeVisible();
    // Kept by the time it shows: a reader who leaves at once keeps the mark.
    expect(await page.evaluate(() => localStorage.getItem('cup-games:progress:v1'))).toContain('"rulebook-mike"');
    await page.goto('/balloon-cup/puzzles/');
    await islandLive(page);
    await expect(page.locator('[data-puzzle="rulebook-mike"]')).toContainText('Solved');
    await expect(page.locator('[data-puzzle="rulebook-kevin"]')).not.toContainText('Solved');
    await expect(page.locator('[data-next-unsolved]')).toContainText('1 of 25 solved. Next unsolved puzzle:');
  });

  test('keyboard alone: tab to the choices, press Enter, solve', async ({ page }) => {
    await openPuzzle(page, '/balloon-cup/puzzles/rulebook-mike/');
    const tabTo = async (label: string) => {
      for (let i = 0; i < 80; i += 1) {
        if ((await page.evaluate(() => document.activeElement?.textContent ?? '')) === label) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`never reached "${label}" with Tab`);
    };
    await tabTo('Claim gray: pay 2 gray cubes and one set of 3 blue');
    await page.keyboard.press('Enter');
    // Kevin's part passes at once; focus lands on Mike's next choice, so Enter takes it.
    await expect(page.locator(':focus')).toHaveText('Claim yellow: pay 5 yellow cubes and one set of 3 green');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-puzzle-result="solved"]')).toBeVisible();
    await expect(page.locator(':focus')).toHaveText('Solved!');
    await expect(page.locator('[aria-live="polite"]').first()).toContainText('Solved!');
  });
});

test.describe('sandbox', () => {
  test('a position set up by hand survives the link: same code, same verdict', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/balloon-cup/puzzles/sandbox/');
    await islandLive(page);
    await page.getByRole('spinbutton', { name: "Ana's yellow cubes" }).fill('5');
    await page.getByRole('checkbox', { name: 'Ben holds the green trophy' }).check();
    // One player holds a trophy: ticking Ben's takes it from Ana (toggleTrophy). Unticking Ana's
    // here raced that render: a click landing after it ticked hers again.
    await expect(page.getByRole('checkbox', { name: 'Ana holds the green trophy' })).not.toBeChecked();
    // The code and verdict follow the last edit a moment later on a busy machine: wait for them.
    const code = 'w0p1.Bk2y5.GRk2b3g3y5';
    await expect(page.locator('[data-code]')).toHaveText(code);
    await expect(page.locator('[data-verdict]')).toContainText('Ben can force a third trophy');
    const verdict = (await page.locator('[data-verdict]').textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy link to this position' }).click();
    const linkBox = page.getByRole('textbox', { name: 'Link to this position' });
    await expect(linkBox).toHaveValue(new RegExp(`\\?p=${encodeURIComponent(code).replace(/\./g, '\\.')}`));
    const link = await linkBox.inputValue();
    await expect(page).toHaveURL(link);
    await page.goto(link);
    await islandLive(page);
    await expect(page.locator('[data-code]')).toHaveText(code);
    await expect(page.locator('[data-verdict]')).toHaveText(verdict);
    await expect(page.getByRole('spinbutton', { name: "Ana's yellow cubes" })).toHaveValue('5');
    await page.getByRole('link', { name: 'Play this as a puzzle' }).click();
    await expect(page.locator('.bc-prompt')).toContainText('You play Ben');
    expect(watch.problems).toEqual([]);
  });

  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    test(`a typed count above what the game leaves is lowered, and the sandbox says why, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/balloon-cup/puzzles/sandbox/');
      await islandLive(page);
      // The starting position gives Ben 2 of the game's 5 gray cubes, so Ana can hold 3.
      const gray = page.getByRole('spinbutton', { name: "Ana's gray cubes" });
      await gray.fill('9');
      await expect(gray).toHaveValue('3');
      const note = page.locator('[data-lowered]').first();
      await expect(note).toHaveText('9 became 3: Ben already holds 2 of the 5 gray cubes.');
      await expect(note).toBeInViewport();
      // The next change clears it.
      await page.getByRole('spinbutton', { name: "Ana's yellow cubes" }).fill('4');
      await expect(note).toBeEmpty();
    });
  }

  test('from the scoring: the compulsory claim is listed, the verdict is for what it leaves, the link keeps the start', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/balloon-cup/puzzles/sandbox/');
    await islandLive(page);
    // The rulebook example at the scoring: Ana plays Kevin (she won the scoring), Ben plays Mike.
    await page.getByRole('checkbox', { name: 'Ana holds the blue trophy' }).uncheck();
    await page.getByRole('checkbox', { name: 'Ana holds the green trophy' }).uncheck();
    await page.getByRole('spinbutton', { name: "Ana's blue cubes" }).fill('3');
    await page.getByRole('spinbutton', { name: "Ana's green cubes" }).fill('5');
    await page.getByRole('spinbutton', { name: "Ana's red cubes" }).fill('3');
    const part = page.getByRole('combobox', { name: 'Whose part it is' });
    await expect(part).toBeEnabled();
    // Mid-cascade, 5 green with green unclaimed is a claim the scoring would have forced.
    await expect(page.locator('[data-position-problem]')).toContainText('mid-cascade it would already be made');
    await expect(page.locator('[data-position-problem]')).toContainText('and the position can happen in a game.');
    // No link is offered for a position that cannot happen: it would not reopen what is shown.
    await expect(page.getByRole('button', { name: 'Copy link to this position' })).toHaveCount(0);
    await page.getByRole('radio', { name: /^Right after the scoring/ }).check();
    await expect(part).toBeDisabled();
    await expect(part).toHaveAccessibleDescription(/does not apply at the scoring/);
    await expect(page.locator('[data-code]')).toHaveText('w0p0.k2b3g5y3r3.Rk2b3g3y5');
    const compulsory = page.locator('[data-compulsory]');
    // Each compulsory claim cites the rule that makes it compulsory.
    await expect(compulsory.getByRole('listitem')).toHaveText([/^Ana must claim green \(5 green cubes\) /]);
    await expect(compulsory.getByRole('listitem').locator('[data-rule]')).toHaveAttribute('data-rule', '7.1');
    await expect(compulsory).toContainText("The cascade goes on with Ana's part");
    const verdictBox = page.locator('[data-verdict]');
    await expect(verdictBox).toContainText('Neither player can force a third trophy');
    await expect(page.locator('[data-best]')).toHaveText('gray (2 gray cubes and one set of 3 red); pass');
    expect(await axe(page, '.sb-sandbox')).toEqual([]);
    const verdict = (await verdictBox.textContent()) ?? '';

    await page.getByRole('button', { name: 'Copy link to this position' }).click();
    const linkBox = page.getByRole('textbox', { name: 'Link to this position' });
    await expect(linkBox).toHaveValue(/\?p=w0p0\.k2b3g5y3r3\.Rk2b3g3y5&start=scoring$/);
    const link = await linkBox.inputValue();
    await page.goto(link);
    await islandLive(page);
    await expect(page.getByRole('radio', { name: /^Right after the scoring/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Whose part it is' })).toBeDisabled();
    await expect(page.locator('[data-verdict]')).toHaveText(verdict);
    await page.getByRole('link', { name: 'Play this as a puzzle' }).click();
    expect(page.url()).toContain('&start=scoring');
    await expect(page.getByText('Ana must claim the green trophy')).toBeVisible();
    await expect(page.locator('.bc-prompt')).toContainText('You play Ana');
    expect(watch.problems).toEqual([]);
  });

  test('a puzzle that starts at the scoring opens in the sandbox at the scoring', async ({ page }) => {
    const island = await openPuzzle(page, '/balloon-cup/puzzles/rulebook-kevin/');
    const share = island.getByRole('link', { name: 'Open this position in the sandbox' });
    await expect(share).toHaveAttribute('href', '/balloon-cup/puzzles/sandbox/?p=w0p0.k2b3g5y3r3.Rk2b3g3y5&start=scoring');
    await share.click();
    await islandLive(page);
    await expect(page.locator('[data-compulsory] li')).toHaveText([/^Ana must claim green \(5 green cubes\) /]);
  });

  test('a broken start names start and falls back to mid-cascade', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/balloon-cup/puzzles/sandbox/?p=w0p1.BGk2y3.Rk2b3g3y5&start=bogus');
    await expect(page.locator('[data-start-problem]')).toContainText('a start the sandbox does not know');
    await expect(page.getByRole('radio', { name: /^Mid-cascade/ })).toBeChecked();
    await expect(page.locator('[data-code]')).toHaveText('w0p1.BGk2y3.Rk2b3g3y5');
    await expect(page.locator('[data-verdict]')).toContainText('Ben can force a third trophy');
    // At the scoring the first part is always the winner's: the link's part is set aside, not refused.
    await page.goto('/balloon-cup/puzzles/sandbox/?p=w0p1.BGk2y3.Rk2b3g3y5&start=scoring');
    await expect(page.getByRole('radio', { name: /^Right after the scoring/ })).toBeChecked();
    await expect(page.locator('[data-link-problem]')).toHaveCount(0);
    await expect(page.locator('[data-code]')).toHaveText('w0p0.BGk2y3.Rk2b3g3y5');
    expect(await axe(page, '.sb-sandbox')).toEqual([]);
    expect(watch.problems).toEqual([]);
  });

  test('a link with too many cubes opens within the pieces; an impossible edit is guided; a broken link is named', async ({ page }) => {
    const watch = watchPage(page);
    await page.goto('/balloon-cup/puzzles/sandbox/?p=w0p1.BGk2y3.Rk2b3g3y9');
    await expect(page.locator('[data-link-problem]')).toHaveCount(0);
    // 3 + 9 yellow cubes cannot exist (11 do): Ben keeps what Ana leaves.
    await expect(page.getByRole('spinbutton', { name: "Ben's yellow cubes" })).toHaveValue('8');
    const gray = page.getByRole('spinbutton', { name: "Ana's gray cubes" });
    await gray.fill('99');
    await expect(gray).toHaveValue('3');
    // Two things are wrong (Ana's gray, and Ben's 8 yellow): the first is named with its fix.
    await expect(page.locator('[data-position-problem]')).toContainText("Set Ana's gray cubes to 2 instead of 3 to settle this");
    await gray.fill('2');
    await expect(page.locator('[data-position-problem]')).toContainText("Set Ben's yellow cubes to 5 instead of 8, and the position can happen in a game.");
    expect(await axe(page, '.sb-sandbox')).toEqual([]);
    await page.goto('/balloon-cup/puzzles/sandbox/?p=x1p0.-.-');
    await expect(page.locator('[data-link-problem]')).toContainText('could not be read');
    await expect(page.locator('[data-code]')).toHaveText('w0p0.-.-');
    await page.goto('/balloon-cup/puzzles/play/?p=w0p1.BGk2y3');
    await expect(page.getByRole('alert')).toContainText('could not be read');
    await page.goto('/balloon-cup/puzzles/play/?p=w0p1.BGk2y3.Rk2b3g3y5&start=bogus');
    await expect(page.getByRole('alert')).toContainText('a starting point the puzzle does not know');
    await page.goto('/balloon-cup/puzzles/play/');
    await expect(page.getByRole('alert')).toContainText('This link has no position in it.');
    expect(watch.problems).toEqual([]);
  });
});

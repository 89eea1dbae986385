// The guided first game of Jumping Cups, followed as a learner would: every prompt's move to the
// end in English (leaving and coming back mid-way, taking back a move that spoils the lesson,
// axe clean, one screen at both sizes), the last steps in German and Russian from a kept step,
// the prompt, the track and its buttons on a 360x740 phone's first screen without scrolling
// (English, Russian at every step, Polish), and the opponent levels on the play page.
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { legalMoves, parsePosition, play } from '../../src/engine/jumping-cups/index.ts';
import { expectAxeCleanInBothThemes, expectOnFirstScreen, islandLive, stickyHeaderBottom } from './helpers.ts';

/** A reply waits on the solver's worker and the solution chunk it reads. */
const REPLY_MS = 15_000;

const island = (page: Page) => page.locator('.jc-learn');
const prompt = (page: Page) => island(page).locator('[data-region="prompt"]');

/** A move that throws the lesson away: off the track, or one after which yellow can win at once. */
function spoilingMove(notation: string): number | undefined {
  const parsed = parsePosition(notation);
  if (!parsed.ok) throw new Error(parsed.message);
  const position = parsed.value;
  return legalMoves(position).find((from) => {
    const moved = play(position, from);
    if (!moved.ok) return false;
    if (moved.value.leftTrack) return true;
    const after = moved.value.position;
    return legalMoves(after).some((reply) => {
      const r = play(after, reply);
      return r.ok && r.value.status.over && r.value.status.winner === 'yellow';
    });
  });
}

/** Waits for the learner's next step or the end; the step shown, or null at the end. */
async function nextStep(page: Page, after: number): Promise<number | null> {
  const over = island(page).locator('[data-lesson-over]');
  const ahead = prompt(page).locator('[data-lesson-prompt]');
  await expect(over.or(ahead.and(page.locator(`[data-step="${after + 1}"] [data-lesson-prompt]`)))).toBeVisible({ timeout: REPLY_MS });
  return (await over.count()) > 0 ? null : after + 1;
}

/** Plays the cup on `from` by pointer: the cup, then its landing square. */
async function move(page: Page, from: number, to: number): Promise<void> {
  await island(page).locator(`button[data-square="${from}"]`).click();
  await island(page).locator(`button[data-square="${to}"]`).click();
}

/** Plays the step's suggested move. */
async function followPrompt(page: Page): Promise<void> {
  const asked = prompt(page).locator('[data-lesson-prompt]');
  await move(page, Number(await asked.getAttribute('data-example')), Number(await asked.getAttribute('data-to')));
}

async function expectOneScreen(page: Page, scope: Locator, when: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const top = await stickyHeaderBottom(page);
  await prompt(page).evaluate((el, offset) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - offset - 8), top);
  for (const region of ['prompt', 'board', 'controls']) {
    const box = (await scope.locator(`[data-region="${region}"]`).boundingBox())!;
    expect(box.y + box.height, `${region} bottom on screen (${when})`).toBeLessThanOrEqual(viewport.height + 1);
    expect(box.x + box.width, `${region} right on screen (${when})`).toBeLessThanOrEqual(viewport.width + 1);
  }
}

test('English: the guided game followed to the end, left and resumed, a spoiling move taken back; one screen, axe clean', async ({ page }, info) => {
  test.setTimeout(180_000);
  const started = Date.now();
  // A fresh browser context has empty storage: one load, no saved game.
  await page.goto('/jumping-cups/learn/');
  await islandLive(page);
  await expect(prompt(page).locator('[data-lesson-prompt]')).toContainText('as many squares as its stack is tall');
  await expect(prompt(page).locator('[data-rule="2.1"]')).toBeVisible();
  await expectAxeCleanInBothThemes(page);
  for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectOneScreen(page, island(page), `${size.width}×${size.height} ${colorScheme}`);
      await page.screenshot({ path: info.outputPath(`learn-${size.width}-${colorScheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });

  // The first move by keyboard alone: Tab to the track, the suggested cup, Enter, Enter on the landing.
  const first = Number(await prompt(page).locator('[data-lesson-prompt]').getAttribute('data-example'));
  const landing = Number(await prompt(page).locator('[data-lesson-prompt]').getAttribute('data-to'));
  await island(page).locator('button[data-square][tabindex="0"]').focus();
  await page.keyboard.press('End');
  for (let at = 14; at > first; at -= 1) await page.keyboard.press('ArrowLeft');
  await expect(island(page).locator(`button[data-square="${first}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus goes to the landing square (as a reader sees it move); Enter there makes the move.
  await expect(island(page).locator(`button[data-square="${landing}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  let step: number | null = await nextStep(page, 1);
  await expect(island(page).locator('[role="status"], [aria-live]').first()).toBeAttached();

  const topics = new Set<string>(['height']);
  let spoiledOnce = false;
  let resumed = false;
  while (step !== null) {
    topics.add((await prompt(page).getAttribute('data-topic')) ?? '');
    if (step === 5 && !resumed) {
      // Leave and come back: the same step, the same prompt.
      const said = await prompt(page).locator('[data-lesson-prompt]').innerText();
      await page.goto('/jumping-cups/');
      await expect(page.locator('main a[href="/jumping-cups/learn/"]').first()).toBeVisible();
      await page.goto('/jumping-cups/learn/');
      await expect(prompt(page)).toHaveAttribute('data-step', '5', { timeout: REPLY_MS });
      await expect(prompt(page).locator('[data-lesson-prompt]')).toHaveText(said);
      resumed = true;
    }
    const notation = (await island(page).getAttribute('data-notation'))!;
    const spoiler = spoiledOnce ? undefined : spoilingMove(notation);
    if (spoiler !== undefined) {
      const parsed = parsePosition(notation);
      const moved = parsed.ok ? play(parsed.value, spoiler) : null;
      if (!moved?.ok) throw new Error('the spoiling move is not legal');
      if (moved.value.leftTrack) {
        await island(page).locator(`button[data-square="${spoiler}"]`).click();
        await island(page).getByRole('button', { name: 'Move it anyway' }).click();
      } else {
        await move(page, spoiler, moved.value.path.at(-1)!);
      }
      const spoiled = island(page).locator('[data-spoiled]');
      await expect(spoiled).toContainText('Take the move back');
      await expect(spoiled.locator('[data-rule]')).toBeVisible();
      await spoiled.getByRole('button', { name: 'Take back my move' }).click();
      await expect(prompt(page)).toHaveAttribute('data-step', String(step));
      await expect(island(page)).toHaveAttribute('data-notation', notation);
      spoiledOnce = true;
    }
    await followPrompt(page);
    step = await nextStep(page, step);
  }
  const over = island(page).locator('[data-lesson-over]');
  await expect(over).toHaveAttribute('data-lesson-over', 'won');
  await expect(over.getByRole('link', { name: /play a real game/ })).toHaveAttribute('href', '/jumping-cups/play/');
  expect(spoiledOnce && resumed).toBe(true);
  expect([...topics].filter(Boolean).sort()).toEqual(['block', 'bounce', 'finish', 'height', 'stack']);
  await expectAxeCleanInBothThemes(page);
  info.annotations.push({ type: 'learn-game', description: `${await over.evaluate(() => document.querySelector('[data-step]')?.getAttribute('data-step'))} steps, ${Math.round((Date.now() - started) / 1000)} s` });
});

// A kept step late in the game (after the bounce's step), as a learner's browser holds it.
const LATE = JSON.stringify({ v: 1, position: 'r/ry/y//y//////yyr//r/r r', met: ['height', 'stack', 'block', 'finish', 'bounce'], step: 17 });

for (const [locale, word, heading] of [['de', 'Becher', 'Spielend lernen'], ['ru', 'стаканчик', 'Учимся играя']] as const) {
  test(`${locale}: from a kept late step to the end`, async ({ page }) => {
    await page.goto(`/${locale}/jumping-cups/learn/`);
    await page.evaluate((saved) => localStorage.setItem('cup-games:jumping-cups-lesson:v1', saved), LATE);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(prompt(page)).toHaveAttribute('data-step', '18', { timeout: REPLY_MS });
    await expect(prompt(page).locator('[data-lesson-prompt]')).toContainText(word);
    let step: number | null = 18;
    while (step !== null) {
      await followPrompt(page);
      step = await nextStep(page, step);
    }
    await expect(island(page).locator('[data-lesson-over] a')).toHaveCount(3);
  });
}

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // Russian, the longest words, at every step to the end; English and Polish for four steps.
  for (const [locale, steps] of [['en', 4], ['ru', Infinity], ['pl', 4]] as const) {
    test(`${locale}: the prompt, the track and its buttons on the first screen, on arrival and ${steps === Infinity ? 'at every step' : `for ${steps} steps`}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${locale === 'en' ? '' : `/${locale}`}/jumping-cups/learn/`);
      // No scrolling: the island is loaded at once (client:load).
      await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
      const parts = { prompt: prompt(page), track: island(page).locator('[data-region="board"]'), buttons: island(page).locator('[data-region="controls"]') };
      let step: number | null = 1;
      for (let done = 0; ; done += 1) {
        await expectOnFirstScreen(page, parts, `${locale}, ${step === null ? 'the end' : `step ${step}`}`);
        if (step === null || done === steps) break;
        await followPrompt(page);
        step = await nextStep(page, step);
      }
    });
  }
});

test('the play page offers the opponent levels, says how each plays, and keeps the choice', async ({ page }) => {
  await page.goto('/jumping-cups/play/');
  await islandLive(page);
  const level = page.getByLabel('Opponent');
  await expect(level).toHaveValue('perfect');
  // How each level plays, in plain words, and the choice described by them.
  await expect(page.locator('#levels li')).toHaveText([/^Beginner: three moves in four at random/, /^Casual: one move in four/, /^Perfect: .*never makes a mistake/]);
  await expect(level).toHaveAttribute('aria-describedby', 'levels');
  await level.selectOption({ label: 'Beginner' });
  await expect(page.locator('.jc-island [aria-live]').first()).toBeAttached();
  await page.reload();
  await islandLive(page);
  await expect(page.getByLabel('Opponent')).toHaveValue('beginner');
});

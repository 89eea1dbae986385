// The guided first game of Balloon Cup (/balloon-cup/learn/, issue 31): a learner who follows
// the prompts (Next on a note; the marked card, then the marked side; the marked claim) finishes
// the game, in English and in two other languages; leaving and coming back lands on the same
// step; a move that hands a tile to the computer is explained and taken back; axe finds nothing;
// the overview then ticks the guided game as done. On a 360x740 phone (English, and Russian and
// Polish, the longest words) and on a 1280x800 screen, the prompt, the tiles and the learner's
// hand (and in a cascade the claim choices) are on the first screen on arrival and step after step.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAxeCleanInBothThemes, expectOnFirstScreen } from './helpers.ts';
import { current, learnerPlays, fresh, stepOf } from '../../src/machines/balloon-cup/lesson.ts';
import { followMove, spoilOf } from '../../src/machines/balloon-cup/lesson-topics.ts';
import { legalMoves } from '../../src/engine/balloon-cup/index.ts';
import type { Move } from '../../src/engine/balloon-cup/index.ts';

/** The first decision, following the prompts, at which a placement would spoil the lesson: how many decisions come before it, the move and its card's place in the hand. */
function firstSpoil(): { decisions: number; move: Extract<Move, { type: 'place' }>; index: number } {
  let context = fresh();
  for (let decisions = 0; decisions < 60; decisions += 1) {
    context = { ...context, queue: [] };
    const state = current(context);
    const move = legalMoves(state).find((mv): mv is Extract<Move, { type: 'place' }> => mv.type === 'place' && spoilOf(state, mv) !== null);
    if (move) return { decisions, move, index: state.hands[0].indexOf(move.card) };
    context = learnerPlays(context, followMove(state, stepOf(context)))!;
  }
  throw new Error('no spoiling move on the lesson\'s deal');
}

async function openLesson(page: Page, prefix: string): Promise<Locator> {
  await page.goto(`${prefix}/balloon-cup/learn/`);
  const app = page.locator('.bcl-app');
  await expect(app).toBeVisible();
  // The page serves the first step inert; the island makes it live (and shows a saved step).
  await expect(app).not.toHaveAttribute('inert');
  return app;
}

/** Does what the prompt says once; returns whether that was a decision (a move), not a note. */
async function followPrompt(app: Locator): Promise<boolean> {
  const step = await app.getAttribute('data-step');
  const state = await app.getAttribute('data-state');
  let decision = false;
  if (state === 'reading') {
    await app.locator('[data-lesson-next]').click();
  } else if (await app.locator('.bcp-claim-choices [data-suggested]').count()) {
    await app.locator('.bcp-claim-choices [data-suggested]').click();
    decision = true;
  } else if (await app.locator('[data-lesson-swap]').count()) {
    for (const card of await app.locator('.bc-hand-card.is-hinted').all()) await card.click();
    await app.locator('[data-lesson-swap]').click();
    decision = true;
  } else {
    await app.locator('.bc-hand-card.is-hinted').click();
    await app.locator('.bc-side.is-target.is-hinted').click();
    decision = true;
  }
  await expect(app).not.toHaveAttribute('data-step', step!);
  return decision;
}

async function followToEnd(app: Locator): Promise<number> {
  for (let guard = 0; guard < 120 && (await app.getAttribute('data-state')) !== 'over'; guard += 1) await followPrompt(app);
  await expect(app).toHaveAttribute('data-state', 'over');
  return Number(await app.getAttribute('data-step'));
}

test.describe('the guided first game', () => {
  test.describe.configure({ timeout: 120_000 });

  test('in English: followed to the end, left and resumed mid-way, a spoiling move taken back, axe clean, then ticked on the overview', async ({ page }) => {
    const spoil = firstSpoil();
    const app = await openLesson(page, '');
    await expect(app).toHaveAttribute('data-topic', 'choose');
    await expect(app.locator('.rule-cite')).toHaveAttribute('data-rule', '3');
    await expect(app.getByText(/both hands are open/)).toBeVisible();
    // Follow the prompts up to the decision where a careless card would give a tile away.
    let decisions = 0;
    while (decisions < spoil.decisions || (await app.getAttribute('data-state')) === 'reading') {
      if (await followPrompt(app)) decisions += 1;
    }
    const step = await app.getAttribute('data-step');
    const topic = await app.getAttribute('data-topic');
    await app.locator('.bc-player-0 .bc-hand-card').nth(spoil.index).click();
    await app.locator('.bc-tiles .bc-column').nth(spoil.move.tile - 1).locator(`.bc-side-${spoil.move.side}`).click();
    await expect(app).toHaveAttribute('data-state', 'spoiled');
    await expect(app.locator('.bcl-spoil')).toContainText(`tile ${spoil.move.tile}`);
    await expectAxeCleanInBothThemes(page);
    await app.getByRole('button', { name: 'Take it back' }).click();
    await expect(app).toHaveAttribute('data-state', 'acting');
    await expect(app).toHaveAttribute('data-step', step!);
    // Leave and come back: the same step, with the same prompt.
    const prompt = await app.locator('.bcl-text').innerText();
    await page.goto('/balloon-cup/');
    const back = await openLesson(page, '');
    await expect(back).toHaveAttribute('data-step', step!);
    await expect(back).toHaveAttribute('data-topic', topic!);
    await expect(back.locator('.bcl-text')).toHaveText(prompt);
    const steps = await followToEnd(back);
    expect(steps).toBeGreaterThan(30);
    await expect(back.getByRole('link', { name: /Play a whole game/ })).toBeVisible();
    await expect(back.locator('.rule-cite')).toHaveAttribute('data-rule', '9.1');
    await page.goto('/balloon-cup/');
    await expect(page.locator('#learn-by-playing .progress-mark')).not.toBeEmpty();
  });

  for (const [prefix, next] of [['/de', 'Weiter'], ['/ru', 'Дальше']] as const) {
    test(`in ${prefix.slice(1)}: followed to the end, with a break in the middle`, async ({ page }) => {
      const app = await openLesson(page, prefix);
      await expect(app.locator('.bcl-number')).not.toContainText('Step');
      for (let i = 0; i < 10; i += 1) await followPrompt(app);
      const step = await app.getAttribute('data-step');
      await page.reload();
      const back = page.locator('.bcl-app');
      await expect(back).toHaveAttribute('data-step', step!);
      if ((await back.getAttribute('data-state')) === 'reading') await expect(back.locator('[data-lesson-next]')).toHaveText(next);
      await followToEnd(back);
      await expect(back.locator('.bcl-next a')).toHaveCount(3);
    });
  }
});

/**
 * The step's prompt, the tile row and the learner's hand on the first screen, for `steps` steps
 * from arrival (or to the end); at the end, the prompt and what to read or play next.
 */
async function expectLessonOnFirstScreen(page: Page, prefix: string, steps: number): Promise<void> {
  const app = await openLesson(page, prefix);
  for (let done = 0; ; done += 1) {
    const step = await app.getAttribute('data-step');
    if ((await app.getAttribute('data-state')) === 'over') {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectOnFirstScreen(page, { prompt: app.locator('[data-region="prompt"]'), next: app.locator('.bcl-next ul') }, `${prefix || 'en'}, the end`);
      break;
    }
    // In a cascade, the claim choices too, Pass included (Russian's Pass was below the screen at step 39).
    const claims = app.locator('.bcp-claims');
    await expectOnFirstScreen(page, {
      prompt: app.locator('[data-region="prompt"]'),
      tiles: app.locator('.bc-tiles'),
      hand: app.locator('.bc-player-0 .bc-hand'),
      ...((await claims.count()) ? { 'claim choices': claims } : {}),
    }, `${prefix || 'en'}, step ${step}`);
    if (done === steps) break;
    await followPrompt(app);
  }
}

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  // Russian, the tallest, at every step to the end; English and Polish for twelve steps.
  for (const [prefix, steps] of [['', 12], ['/ru', Infinity], ['/pl', 12]] as const) {
    test(`${prefix.slice(1) || 'en'}: the prompt, the tiles and the hand on the first screen, on arrival and ${steps === Infinity ? 'at every step' : `for ${steps} steps`}`, async ({ page }) => {
      test.setTimeout(120_000);
      await expectLessonOnFirstScreen(page, prefix, steps);
      // The introduction is still on the page, after the game.
      await expect(page.locator('.bcl-lead')).toBeAttached();
      await expect(page.locator('h1')).toBeInViewport();
    });
  }
});

test.describe('on a 1280x800 screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('in Russian: the prompt, the tiles and the hand on the first screen, on arrival and for twelve steps', async ({ page }) => {
    await expectLessonOnFirstScreen(page, '/ru', 12);
  });
});

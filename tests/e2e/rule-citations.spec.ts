// Every refusal, verdict and review reason names its rule by number and opens it in place (issue
// 30): in English, German and Russian, a refusal in a chapter example, the solver's verdict in a
// running game and a reason in a game's review each cite their rule (data-rule); Enter on it
// opens the rule's own words in a popover dialog (axe clean), Escape closes it, and the reader is back on
// the link with the example, the game and the review exactly as they were. In English and German,
// a refused placement in the whole game and a puzzle's refutation (citing the trade its facts name) do the same; the sandbox's first
// verdict and a puzzle's explanation carry their citation in the page as served.
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, islandLive, openExample, refusal } from './helpers.ts';
import { playBackReview } from './review-playback.ts';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { beginnerMove } from '../../src/engine/balloon-cup/bots/heuristic.ts';
import { DEFAULT_OPTIONS } from '../../src/engine/balloon-cup/options.ts';
import { encodeRecord, startOf } from '../../src/engine/balloon-cup/record.ts';
import type { GameRecord } from '../../src/engine/balloon-cup/record.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/state.ts';
import { ALL_WORDS } from '../../src/paraglide/all.ts';
import { legalMoves } from '../../src/engine/balloon-cup/moves.ts';
import type { Player, TileNumber } from '../../src/engine/balloon-cup/components.ts';
import { ruleFor } from '../../src/components/rules/codes.ts';
import type { Locale } from '../../src/i18n/locales.ts';

test.describe.configure({ timeout: 240_000 });

const SAVE = 'cup-games:balloon-cup-game:v1';
type Say = (params?: Record<string, unknown>) => string;
const say = (locale: Locale, area: string, key: string): Say => ALL_WORDS[locale][area]![key] as Say;
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

/** Beginner against itself from a game number, until `stop` says so (or to the end). */
function played(seed: number, stop: (state: GameState) => boolean): GameRecord {
  const base = { seed, options: DEFAULT_OPTIONS, opponent: 'beginner' as const, undone: [] };
  let state: GameState = startOf(base);
  const moves: Move[] = [];
  while (!state.result && !stop(state)) {
    const move = beginnerMove(state);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    moves.push(move);
    state = next.value.state;
  }
  return { ...base, moves };
}

/** A game stopped where the person (seat 0) takes part in a cascade: the solver can be asked. */
function atCascade(): GameRecord {
  for (let seed = 1; seed < 200; seed += 1) {
    let found = false;
    const record = played(seed, (state) => (found = state.cascade?.part === 0 && state.cascade.winner === 0));
    if (found) return record;
  }
  throw new Error('no game reaches a cascade of the person');
}

const cascadeGame = atCascade();
const finishedGame = played(31, () => false);

/** Opens the rule with Enter on its citation and checks the preview; Escape brings the reader back to it. */
async function openAndReturn(page: Page, cite: Locator, locale: Locale, number: string): Promise<void> {
  await expect(cite).toHaveAttribute('data-rule', number);
  const label = (await cite.textContent())!;
  expect(label).toContain(number);
  await cite.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  // The rule's own words, in the page's language, with its example and chapter one link away.
  await expect(dialog.locator('[data-rule-body] > *').first()).not.toBeEmpty();
  await expect(dialog.getByRole('link', { name: say(locale, 'rules', 'whole')() })).toHaveAttribute('href', new RegExp(`^${prefix(locale)}/balloon-cup/rules/`));
  await expect(dialog.getByRole('button', { name: say(locale, 'rules', 'close')() })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: label })).toBeFocused();
  expect(await axeViolations(page, { include: '.rule-preview:popover-open' })).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.rule-preview'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cite).toBeFocused();
}

for (const locale of ['en', 'de', 'ru'] as const) {
  test(`${locale}: a refusal in an example, a verdict in a game and a review reason each open their rule in place`, async ({ page }) => {

    // A refusal in a chapter example: blue 7 (her hand's first card) on Ana's full side of tile 4.
    const ex = await openExample(page, `${prefix(locale)}/balloon-cup/rules/placing-cards/`, 'ex-what-fits');
    const blue7 = ex.locator('.bc-hand button').first();
    await expect(blue7).toHaveAccessibleName(new RegExp(`^\\S+ 7$`));
    await blue7.click();
    // The card is chosen before its side is tapped (on a busy machine a tap can land first).
    await expect(blue7).toHaveAttribute('aria-pressed', 'true');
    await ex.locator('.bc-column').nth(3).locator('.bc-side-0').click();
    await expect(refusal(ex)).toBeVisible();
    const said = await refusal(ex).textContent();
    const cite = refusal(ex).locator('[data-rule]');
    // The citation names the section by its number and its own heading's words.
    const heading = (await page.locator('#which-cards-fit').evaluate((h) => [...h.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('rule-number'))).map((n) => n.textContent).join('').trim()));
    await expect(cite).toContainText(heading);
    await openAndReturn(page, cite, locale, '3.1');
    await expect(refusal(ex)).toHaveText(said!);
    // The number is linkable: #r3.1 lands on that section.
    await page.goto(`${prefix(locale)}/balloon-cup/rules/placing-cards/#r3.1`);
    await expect(page.locator('[id="r3.1"]').locator('xpath=ancestor::h2')).toHaveAttribute('id', 'which-cards-fit');

    // The solver's verdict in a running game, while the person takes part in a cascade.
    await page.goto(`${prefix(locale)}/balloon-cup/play/`);
    await page.evaluate(([key, g]) => localStorage.setItem(key!, JSON.stringify({ v: 1, g })), [SAVE, encodeRecord(cascadeGame)]);
    await page.reload();
    const app = page.locator('.bcp-app[data-state="human"]');
    await expect(app).toBeVisible({ timeout: 30_000 });
    await islandLive(page);
    await page.getByRole('button', { name: say(locale, 'bcgame', 'solver_verdict')() }).click();
    const verdict = page.locator('.bcp-verdict');
    // Read once the verdict is in (it cites its rule), not while it is being worked out.
    await expect(verdict.locator('[data-rule]')).toBeVisible({ timeout: 30_000 });
    const before = { verdict: await verdict.textContent(), save: await page.evaluate((key) => localStorage.getItem(key), SAVE) };
    await openAndReturn(page, verdict.locator('[data-rule]'), locale, '8.1');
    await expect(verdict).toHaveText(before.verdict!);
    await expect(app).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVE)).toBe(before.save);

    // A reason in the review of a finished game (answered by the review computed once by the
    // engine: review.spec.ts has the page's worker compute it and finds it the same).
    const answeredBy = await playBackReview(page, encodeRecord(finishedGame));
    await page.evaluate(([key, g]) => localStorage.setItem(key!, JSON.stringify({ v: 1, g })), [SAVE, encodeRecord(finishedGame)]);
    await page.reload();
    await expect(page.locator('.bcp-app[data-state="over"]')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: say(locale, 'reviewbtn', 'review_start')() }).click();
    await expect(page.getByText(say(locale, 'review', 'done')())).toBeVisible({ timeout: 30_000 });
    expect(await answeredBy()).toBe('played');
    const reason = page.locator('.bcr-marked li').filter({ has: page.locator('[data-rule]') }).first();
    const reasonText = await reason.textContent();
    const number = (await reason.locator('[data-rule]').getAttribute('data-rule'))!;
    await openAndReturn(page, reason.locator('[data-rule]'), locale, number);
    await expect(reason).toHaveText(reasonText!);
  });
}

/** A game at its first move, the person (seat 0) to place, with a card that fits one side and not another. */
function atFirstPlacement(): { record: GameRecord; card: string; tile: TileNumber; side: Player; code: string } {
  for (let seed = 1; seed < 500; seed += 1) {
    const record = played(seed, () => true);
    const state = startOf(record);
    if (state.toMove !== 0) continue;
    for (const move of legalMoves(state)) {
      if (move.type !== 'place') continue;
      for (const tile of [1, 2, 3, 4] as const) {
        for (const side of [0, 1] as const) {
          const tried = apply(state, { type: 'place', card: move.card, tile, side });
          if (!tried.ok) return { record, card: move.card, tile, side, code: tried.error };
        }
      }
    }
  }
  throw new Error('no game lets the person place first');
}

const firstPlacement = atFirstPlacement();

for (const locale of ['en', 'de'] as const) {
  test(`${locale}: a refusal in the whole game and a puzzle's refutation each open their rule in place and come back to the same state`, async ({ page }) => {
    // A refused placement in a running game: the engine's code names its rule.
    const { record, card, tile, side, code } = firstPlacement;
    await page.goto(`${prefix(locale)}/balloon-cup/play/`);
    await page.evaluate(([key, g]) => localStorage.setItem(key!, JSON.stringify({ v: 1, g })), [SAVE, encodeRecord(record)]);
    await page.reload();
    const app = page.locator('.bcp-app[data-state="human"]');
    await expect(app).toBeVisible({ timeout: 30_000 });
    await islandLive(page);
    const chosen = app.locator('.bc-player-0 .bc-hand-card').nth(startOf(record).hands[0].indexOf(card as never));
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await app.locator('.bc-column').nth(tile - 1).locator(`.bc-side-${side}`).click();
    const refused = app.locator('.bcp-refusal');
    await expect(refused).toBeVisible();
    const before = { said: await refused.textContent(), save: await page.evaluate((key) => localStorage.getItem(key), SAVE) };
    await openAndReturn(page, refused.locator('[data-rule]'), locale, ruleFor('balloon-cup', code)!);
    await expect(refused).toHaveText(before.said!);
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(app).toHaveAttribute('data-moves', '0');
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVE)).toBe(before.save);

    // A puzzle's refutation: Mike claims yellow first (the choice's place is the same in every
    // language), Kevin's best reply is played out, and the reason cites the rule its facts name:
    // yellow became a claimed colour, so Kevin trades it (the 3-for-1 trade), not the cascade at large.
    await page.goto('/balloon-cup/puzzles/rulebook-mike/');
    const en = await islandLive(page);
    const choices = en.locator('.bc-claims button');
    await expect(choices.first()).toBeVisible();
    const yellow = (await choices.allTextContents()).findIndex((t) => t.startsWith('Claim yellow'));
    expect(yellow).toBeGreaterThanOrEqual(0);
    await page.goto(`${prefix(locale)}/balloon-cup/puzzles/rulebook-mike/`);
    const island = await islandLive(page);
    await island.locator('.bc-claims button').nth(yellow).click();
    const refuted = island.locator('[data-puzzle-result="refuted"]');
    await expect(refuted).toBeVisible({ timeout: 15_000 });
    const steps = island.locator('.bc-steps li');
    const shown = { reason: await refuted.locator('p').first().textContent(), steps: await steps.allTextContents() };
    const trade = ruleFor('balloon-cup', 'mistake-unlocked')!;
    expect(trade).not.toBe('8.1');
    await openAndReturn(page, refuted.locator('[data-rule]'), locale, trade);
    await expect(refuted.locator('p').first()).toHaveText(shown.reason!);
    await expect(steps).toHaveText(shown.steps);
  });
}

test('the sandbox\'s first verdict and a puzzle\'s explanation cite their rule in the page as served, before any script', async ({ request }) => {
  for (const path of ['/balloon-cup/puzzles/sandbox/', '/ru/balloon-cup/puzzles/sandbox/', '/balloon-cup/puzzles/rulebook-mike/']) {
    const html = await (await request.get(path)).text();
    const where = path.includes('sandbox') ? /data-verdict[^>]*>[\s\S]*?<\/div>/ : /class="bc-explanation"[\s\S]*?<\/details>/;
    const part = where.exec(html)?.[0] ?? '';
    expect(part, path).toMatch(/<button[^>]*class="rule-cite"[^>]*data-rule="8\.1"/);
  }
});

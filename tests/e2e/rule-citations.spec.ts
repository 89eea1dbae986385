// Every refusal, verdict and review reason names its rule by number and opens it in place (issue
// 30): in English, German and Russian, a refusal in a chapter example, the solver's verdict in a
// running game and a reason in a game's review each cite their rule (data-rule); Enter on it
// opens the rule's own words in a popover dialog (axe clean), Escape closes it, and the reader is back on
// the link with the example, the game and the review exactly as they were. In English and German,
// a refused placement in the whole game and a puzzle's refutation (citing the trade its facts name) do the same; the sandbox's first
// verdict and a puzzle's explanation carry their citation in the page as served. On a phone, the
// latest steps above the board end with a chip per rule that what just happened rests on, opened the same way. In
// English and Russian, the board's labels (trade sets, the spent cubes' box, the free trophies, the
// trophy claims) open their rules the same way, on the play page and on a chapter's example; a
// drawn picture keeps them text. In English and Russian, the Jumping Cups solver's verdict cites the end-of-game rules (chapter 4,
// previewed by its summary and its sections).
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
import type { RuleGame } from '../../src/components/rules/numbers.ts';
import { tell } from '../../src/machines/balloon-cup/story.ts';
import { stepCode } from '../../src/machines/balloon-cup/step-codes.ts';

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

/** A game stopped where the person (seat 0) makes claims in a cascade after a claim paid into the box. */
function atCascadeWithBox(): GameRecord {
  for (let seed = 1; seed < 300; seed += 1) {
    let found = false;
    const record = played(seed, (state) => (found = state.cascade?.part === 0 && state.cascade.winner === 0 && Object.values(state.box).some((n) => n > 0)));
    if (found) return record;
  }
  throw new Error('no game reaches a cascade of the person with cubes in the box');
}
const finishedGame = played(31, () => false);

/** Opens the rule with Enter on its citation and checks the preview; Escape brings the reader back to it. */
async function openAndReturn(page: Page, cite: Locator, locale: Locale, number: string, game: RuleGame = 'balloon-cup'): Promise<void> {
  await expect(cite).toHaveAttribute('data-rule', number);
  // A chip shows the number alone and is named in full, as the dialog is.
  const label = (await cite.getAttribute('aria-label')) ?? (await cite.textContent())!;
  expect(label).toContain(number);
  await cite.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  // The rule's own words, in the page's language, with its example and chapter one link away.
  await expect(dialog.locator('[data-rule-body] > *').first()).not.toBeEmpty();
  await expect(dialog.getByRole('link', { name: say(locale, 'rules', 'whole')() })).toHaveAttribute('href', new RegExp(`^${prefix(locale)}/${game}/rules/`));
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
    await expect(refuted).toBeVisible();
    const steps = island.locator('.bc-steps li');
    const shown = { reason: await refuted.locator('p').first().textContent(), steps: await steps.allTextContents() };
    const trade = ruleFor('balloon-cup', 'mistake-unlocked')!;
    expect(trade).not.toBe('8.1');
    await openAndReturn(page, refuted.locator('[data-rule]'), locale, trade);
    await expect(refuted.locator('p').first()).toHaveText(shown.reason!);
    await expect(steps).toHaveText(shown.steps);
  });
}

// The sandbox's first verdict and a puzzle's explanation as served, before any script: read from
// the built files in tests/dist/served-before-script.test.ts.

/** A game stopped where the person places a card and it or the computer's replies (a claim is a
 * move of its own) tell a step that cites a rule (a scoring, a claim…): the codes the steps told
 * since the placement cite, in order, and how many moves the placement and the replies make. */
function beforeCitedReply(): { record: GameRecord; codes: string[]; moves: number } {
  // The story is told as facts; only its steps' codes are kept.
  for (let seed = 1; seed < 300; seed += 1) {
    let found: string[] = [];
    let moves = 0;
    const record = played(seed, (state) => {
      if (state.toMove !== 0 || state.cascade) return false;
      const mine = beginnerMove(state);
      if (mine.type !== 'place') return false;
      let now = apply(state, mine);
      if (!now.ok) return false;
      const told = [...tell(state, now.value)];
      moves = 1;
      while (now.ok && !now.value.state.result && now.value.state.toMove === 1) {
        const before: GameState = now.value.state;
        now = apply(before, beginnerMove(before));
        if (now.ok) told.push(...tell(before, now.value));
        moves += 1;
      }
      if (!now.ok || now.value.state.result || now.value.state.cascade || moves < 2) return false;
      found = told.flatMap((step) => { const code = stepCode(step); return code ? [code] : []; });
      return found.length > 0;
    });
    if (found.length > 0) return { record, codes: found, moves };
  }
  throw new Error('no game has a cited reply to a placement');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the latest steps above the board cite their rules as chips that open in place and come back', async ({ page }) => {
    const { record, codes, moves } = beforeCitedReply();
    const state = (() => { let s = startOf(record); for (const move of record.moves) { const next = apply(s, move); if (!next.ok) throw new Error(next.message); s = next.value.state; } return s; })();
    const mine = beginnerMove(state);
    if (mine.type !== 'place') throw new Error('a placement was chosen');
    await page.goto('/balloon-cup/play/');
    await page.evaluate(([key, g]) => localStorage.setItem(key!, JSON.stringify({ v: 1, g })), [SAVE, encodeRecord(record)]);
    await page.reload();
    const app = page.locator('.bcp-app[data-state="human"]');
    await expect(app).toBeVisible({ timeout: 30_000 });
    await islandLive(page);
    const chosen = app.locator('.bc-player-0 .bc-hand-card').nth(state.hands[0].indexOf(mine.card as never));
    await chosen.tap();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await app.locator('.bc-column').nth(mine.tile - 1).locator(`.bc-side-${mine.side}`).tap();
    await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(record.moves.length + moves), { timeout: 30_000 });
    await expect(app).toBeVisible();
    // One chip per rule of what just happened, the same rules the full list below cites.
    const numbers = [...new Set(codes.map((code) => ruleFor('balloon-cup', code)!))];
    const chips = page.locator('.bcp-latest [data-rule]');
    await expect(chips).toHaveCount(numbers.length);
    for (const [i, number] of numbers.entries()) await expect(chips.nth(i)).toHaveText(number);
    const listed = await page.locator('.bcp-told li').evaluateAll((items) => items.flatMap((li) => [...li.querySelectorAll('[data-rule]')].map((c) => c.getAttribute('data-rule'))));
    expect([...new Set(listed)]).toEqual(numbers);
    // On screen with the whole hand: the chips add no height.
    await expect(chips.first()).toBeInViewport();
    await expect(page.locator('.bc-player-0 .bc-hand')).toBeInViewport({ ratio: 1 });
    const latest = await page.locator('[data-latest]').textContent();
    await openAndReturn(page, chips.first(), 'en', numbers[0]!);
    await expect(page.locator('[data-latest]')).toHaveText(latest!);
    await expect(page.locator('.bcp-app')).toHaveAttribute('data-moves', String(record.moves.length + moves));
  });
});

for (const locale of ['en', 'ru'] as const) {
  test(`${locale}: the Jumping Cups solver's verdict cites the end-of-game rules and opens them in place`, async ({ page }) => {
    const position = 'y/y//y/////yr/r/r/r/yr/ r';
    await page.goto(`${prefix(locale)}/jumping-cups/play/?p=${encodeURIComponent(position)}`);
    const island = await islandLive(page);
    const ask = island.getByRole('button', { name: say(locale, 'jcplay', 'ask_solver')() });
    await expect(ask).toBeEnabled({ timeout: 30_000 });
    await ask.click();
    const verdict = island.locator('[data-verdict]');
    await expect(verdict).toBeVisible({ timeout: 30_000 });
    const before = await verdict.textContent();
    const cite = verdict.locator('p').first().locator('[data-rule]');
    await openAndReturn(page, cite, locale, ruleFor('jumping-cups', 'perfect-play')!, 'jumping-cups');
    await expect(verdict).toHaveText(before!);
    // Chapter 4 opens straight with its first section: its preview is its summary and its sections, each a link.
    await expect(page.locator('[id="rule-4"] [data-rule-body] li a')).toHaveCount(3);
    await expect(page.locator('[id="rule-4"] [data-rule-body] li a').first()).toHaveAttribute('href', `${prefix(locale)}/jumping-cups/rules/winning-and-blocking/#filling-your-finish-squares`);
  });
}

/**
 * A board's label opens its rule in place: a button named by the label's own words, described by
 * the rule it opens, one Tab stop; Enter opens the rule's words, Escape closes them and the reader
 * is back on the label.
 */
async function labelOpensRule(page: Page, label: Locator, number: string): Promise<void> {
  await expect(label).toHaveAttribute('data-rule', number);
  await expect(label).toHaveJSProperty('tabIndex', 0);
  const rule = (await page.locator(`[id="rule-${number}-title"]`).textContent())!;
  expect(rule).toContain(number);
  await expect(label).toHaveAccessibleDescription(rule);
  await label.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: rule });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-rule-body] > *').first()).not.toBeEmpty();
  await expect(dialog.getByRole('heading', { name: rule })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(label).toBeFocused();
}

const cascadeWithBox = atCascadeWithBox();

for (const locale of ['en', 'ru'] as const) {
  test(`${locale}: the board's labels open their rules in place, on the play page and in a chapter's example`, async ({ page }) => {
    const word = (area: string, key: string) => say(locale, area, key)();
    const button = (scope: Locator, name: string) => scope.getByRole('button', { name, exact: true });

    // A chapter's example: Kevin's green 1 scores tile 1, he must claim green, and the cascade's choices follow.
    // Served as it hydrates: the island keeps the label the page was served with.
    await page.goto(`${prefix(locale)}/balloon-cup/rules/claim-cascade/`);
    const ex = page.locator('#ex-mike-and-kevin');
    await expect(ex.locator('astro-island')).toHaveAttribute('ssr');
    const served = await ex.locator('.bc-table-facts [data-rule]').first().elementHandle({ timeout: 5_000 });
    await islandLive(ex);
    expect(await served!.evaluate((label) => label.isConnected)).toBe(true);
    const facts = ex.locator('.bc-table-facts');
    await labelOpensRule(page, button(facts, word('bcboard', 'free_trophies')), ruleFor('balloon-cup', 'free-trophies')!);
    const green1 = ex.locator('.bc-player-1 .bc-hand button').first();
    await green1.click();
    await expect(green1).toHaveAttribute('aria-pressed', 'true');
    await ex.locator('.bc-column').nth(0).locator('.bc-side-1').click();
    await button(ex, word('bcplay', 'show_all')).click();
    await expect(ex.locator('.bc-claims button').first()).toBeVisible();
    await labelOpensRule(page, button(facts, word('bcboard', 'spent_box')), ruleFor('balloon-cup', 'spent-box')!);
    // Two labels on lines one under the other keep their 24 px targets apart (WCAG 2.5.8).
    const [spent, free] = await Promise.all([button(facts, word('bcboard', 'spent_box')).boundingBox(), button(facts, word('bcboard', 'free_trophies')).boundingBox()]);
    expect(free!.y - spent!.y, 'from the spent cubes\' label to the free trophies\'').toBeGreaterThanOrEqual(24);
    const choices = await ex.locator('.bc-claims button').allTextContents();
    await labelOpensRule(page, button(ex, word('bcplay', 'claims_label')), ruleFor('balloon-cup', 'trophy-claims')!);
    // The example is where it was: the same choices, none made.
    await expect(ex.locator('.bc-claims button')).toHaveText(choices);

    // The whole game, where the person makes claims after a claim paid into the box.
    await page.goto(`${prefix(locale)}/balloon-cup/play/`);
    await page.evaluate(([key, g]) => localStorage.setItem(key!, JSON.stringify({ v: 1, g })), [SAVE, encodeRecord(cascadeWithBox)]);
    await page.reload();
    const app = page.locator('.bcp-app[data-state="human"]');
    await expect(app).toBeVisible({ timeout: 30_000 });
    await islandLive(page);
    const save = await page.evaluate((key) => localStorage.getItem(key), SAVE);
    await labelOpensRule(page, button(app.locator('.bcp-score'), word('bcgame', 'score_trade_sets')), ruleFor('balloon-cup', 'trade-sets')!);
    await labelOpensRule(page, button(app.locator('.bc-table-facts'), word('bcboard', 'spent_box')), ruleFor('balloon-cup', 'spent-box')!);
    await labelOpensRule(page, button(app.locator('.bc-table-facts'), word('bcboard', 'free_trophies')), ruleFor('balloon-cup', 'free-trophies')!);
    await labelOpensRule(page, button(app.locator('.bc-claims-label'), word('bcgame', 'claims_label')), ruleFor('balloon-cup', 'trophy-claims')!);
    await expect(app).toHaveAttribute('data-moves', String(cascadeWithBox.moves.length));
    expect(await page.evaluate((key) => localStorage.getItem(key), SAVE)).toBe(save);

    // A drawn picture of a board is one image: its labels stay text.
    await page.goto(`${prefix(locale)}/balloon-cup/`);
    await expect(page.locator('.bc-picture .bc-fact-label').first()).toBeVisible();
    await expect(page.locator('.bc-picture button')).toHaveCount(0);
  });
}

// The Balloon Cup analysis board (/balloon-cup/analysis/) as a person uses it, in English, Russian
// and Polish: opened from a finished game's replay ("Analyse this position"), a position code pasted, its rows (every legal move, each with the estimate the engine
// gives from the mover's view, seeded by that view) read, a variation played from a row and taken
// back, the board reopened from its own link with the same numbers, and a cut code named in the
// page's language while the board keeps the last good position. The worker runs the real estimates.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import type { Locator } from '@playwright/test';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { analyseMoves } from '../../src/engine/balloon-cup/bots/analysis.ts';
import { botMove } from '../../src/engine/balloon-cup/bots/index.ts';
import { seatView } from '../../src/engine/balloon-cup/bots/seat-view.ts';
import { legalMoves } from '../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../src/engine/balloon-cup/state.ts';
import { encodePosition } from '../../src/engine/balloon-cup/url.ts';
import { encodeRecord } from '../../src/engine/balloon-cup/record.ts';
import { DEFAULT_OPTIONS } from '../../src/engine/balloon-cup/options.ts';
import type { Move } from '../../src/engine/balloon-cup/state.ts';
import { expectAxeCleanInBothThemes, islandLive, watchPage } from './helpers.ts';

/** The estimates run for about a second here, longer on a busy machine. */
const ANSWER_MS = 20_000;

/** A position a few turns into a game, with fewer cards to place (fewer rows to estimate). */
function midGame(seed: number): GameState {
  let state = newGame(seed);
  for (let ply = 0; ply < 14; ply += 1) {
    const next = apply(state, botMove(state, 'beginner', [], ply));
    if (!next.ok) throw new Error(next.message);
    state = next.value.state;
  }
  return state;
}

/** A whole game between two people, played by the Beginner's moves: its link and its positions. */
function wholeGame(seed: number): { record: string; states: GameState[] } {
  let state = newGame(seed);
  const states = [state];
  const moves: Move[] = [];
  while (!state.result && moves.length < 400) {
    const move = botMove(state, 'beginner', [], moves.length);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    moves.push(move);
    state = next.value.state;
    states.push(state);
  }
  return { record: encodeRecord({ seed, options: DEFAULT_OPTIONS, opponent: 'people', moves, undone: [] }), states };
}

interface Row { readonly move: string; readonly win: string }

async function rows(island: Locator): Promise<Row[]> {
  return island.locator('[data-move]').evaluateAll((items) => items.map((item) => ({ move: item.getAttribute('data-move') ?? '', win: item.getAttribute('data-win') ?? '' })));
}

/** The engine's estimates of the mover's view (no card they have not seen), as the rows carry them. */
function truth(state: GameState): Row[] {
  return analyseMoves(seatView(state, [])).map((row) => ({ move: row.code, win: row.value.toFixed(4) }));
}

const words = (locale: string) => JSON.parse(readFileSync(new URL(`../../src/messages/bcanalysis/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

for (const [locale, seed] of [['en', 5], ['ru', 6], ['pl', 7]] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`${locale}: a pasted code, its rows, a variation taken back, the board's link with the same numbers, a cut code named`, async ({ page }) => {
    // Four estimates of a second or so each, and a page load per board.
    test.setTimeout(120_000);
    const watch = watchPage(page);
    // From a finished game's replay at move 10: "Analyse this position" opens that position.
    const game = wholeGame(seed);
    await page.goto(`${prefix}/balloon-cup/play/replay/?g=${game.record}&m=10`);
    await islandLive(page);
    await page.locator('[data-analyse]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/balloon-cup/analysis/\\?g=`));
    await islandLive(page);
    const island = page.locator('.bca');
    await expect(island.locator('[data-move]')).toHaveCount(legalMoves(game.states[10]!).length, { timeout: ANSWER_MS });
    expect(await island.locator('[data-link]').getAttribute('href')).toContain(`p=${encodePosition(game.states[10]!)}`);

    const state = midGame(seed);
    const code = encodePosition(state);
    const expected = truth(state);
    expect(expected).toHaveLength(legalMoves(state).length);

    await island.locator('[data-code]').fill(code);
    await island.locator('[data-code]').press('Enter');
    await expect(island.locator('[data-move]')).toHaveCount(expected.length, { timeout: ANSWER_MS });
    expect(await rows(island)).toEqual(expected);
    await expect(island.locator('[data-summary]')).toContainText(`${Math.round(Number(expected[0]!.win) * 100)}`);

    // A variation: the second row played, then taken back; the rows are the same numbers again.
    await island.locator('[data-move]').nth(1).locator('button').click();
    await expect(island.locator('[data-step="1"]')).toHaveAttribute('aria-current', 'step');
    await expect(island.locator('[data-move]').first()).toBeVisible({ timeout: ANSWER_MS });
    const after = await rows(island);
    expect(after).not.toEqual(expected);
    await island.locator('[data-undo]').click();
    await expect(island.locator('[data-move]')).toHaveCount(expected.length, { timeout: ANSWER_MS });
    expect(await rows(island)).toEqual(expected);
    await expect(island.locator('[data-redo]')).toBeEnabled();

    // A cut code: named in the page's language, the board kept.
    await island.locator('[data-code]').fill(code.slice(0, 30));
    await island.locator('[data-code]').press('Enter');
    await expect(island.locator('[data-problem]')).toContainText(words(locale).pcode_cut!);
    expect(await rows(island)).toEqual(expected);

    // The board's own link, opened: the same rows.
    const href = await island.locator('[data-link]').getAttribute('href');
    expect(href).toContain(`p=${code}`);
    await page.goto(href!);
    await islandLive(page);
    const linked = page.locator('.bca');
    await expect(linked.locator('[data-move]')).toHaveCount(expected.length, { timeout: ANSWER_MS });
    expect(await rows(linked)).toEqual(expected);
    if (locale === 'en') await expectAxeCleanInBothThemes(page);
    expect(watch.problems).toEqual([]);
  });
}

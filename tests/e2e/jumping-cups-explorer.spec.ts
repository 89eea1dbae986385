// The Jumping Cups explorer (/jumping-cups/analysis/) as a person uses it, in English, Russian and
// Polish: opened from a position of a game on the play page ("Analyse this position"), from pasted
// notation and from a `?p=` link; its rows (every legal move, win or loss for the mover and the
// moves to the end) checked against the engine's solver; a move played from a row; a cut notation
// named in the page's language while the board keeps the last good position.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { gameStatus, legalMoves, makePosition, parsePosition, play, solve, startPosition } from '../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../src/engine/jumping-cups/index.ts';
import { expectAxeCleanInBothThemes, islandLive, watchPage } from './helpers.ts';

/** Values wait on the solver's worker and the solution chunk it fetches: more than 5 s on a busy machine. */
const ANSWER_MS = 15_000;

/** A position of a game where the cups have come far enough that the solver answers it at once here. */
function lateGame(plies: number, pick: number): Position {
  let position = startPosition();
  for (let ply = 0; ply < plies; ply += 1) {
    const next = legalMoves(position)
      .map((from) => play(position, from))
      .flatMap((moved) => (moved.ok && !moved.value.status.over ? [moved.value.position] : []));
    if (next.length === 0) break;
    position = next[(ply * pick) % next.length]!;
  }
  return position;
}

interface Row {
  readonly move: number;
  readonly value: string;
  readonly plies: number;
}

/** The rows as the page lists them, ordered by the move's square. */
async function rows(island: Locator): Promise<Row[]> {
  const list = await island.locator('[data-move]').evaluateAll((items) =>
    items.map((item) => ({ move: Number(item.getAttribute('data-move')), value: item.getAttribute('data-value') ?? '', plies: Number(item.getAttribute('data-plies')) })),
  );
  return list.sort((a, b) => a.move - b.move);
}

/** What the solver says of each move of `position`. */
function truth(position: Position): Row[] {
  return solve(position).moves.map((m) => ({ move: m.from, value: m.value, plies: m.plies }));
}

async function expectRowsOf(island: Locator, position: Position): Promise<void> {
  const expected = truth(position);
  await expect(island.locator('[data-move]')).toHaveCount(expected.length, { timeout: ANSWER_MS });
  expect(await rows(island)).toEqual(expected);
}

const words = (locale: string) => JSON.parse(readFileSync(new URL(`../../src/messages/jcexplore/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const story = (locale: string) => JSON.parse(readFileSync(new URL(`../../src/messages/jcstory/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

async function openExplorer(page: Page, prefix: string, query = ''): Promise<Locator> {
  await page.goto(`${prefix}/jumping-cups/analysis/${query}`);
  await islandLive(page);
  return page.locator('.jc-explore');
}

for (const locale of ['en', 'ru', 'pl']) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`${locale}: opened from a game on the play page, from pasted notation and from a link; a move played; a cut notation named`, async ({ page }) => {
    const watch = watchPage(page);
    // A game on the play page: the person's first move and the opponent's reply, then "Analyse this position".
    await page.goto(`${prefix}/jumping-cups/play/`);
    await islandLive(page);
    const game = page.locator('.jc-island');
    await game.locator('button[data-square="5"]').click();
    await game.locator('button[data-square="6"]').click();
    await expect(game.locator('[data-reply]')).toBeVisible({ timeout: ANSWER_MS });
    const shared = await game.locator('[data-share]').inputValue();
    const played = new URLSearchParams(shared.split('?')[1]).get('p')!;
    await game.locator('[data-analyse]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/jumping-cups/analysis/\\?p=`));
    await islandLive(page);
    const island = page.locator('.jc-explore');
    // The position after two moves, the same as the game's: its moves listed, each a win or a loss.
    const position = parsePosition(played);
    expect(position.ok).toBe(true);
    const moves = position.ok ? legalMoves(position.value) : [];
    await expect(island.locator('[data-move]')).toHaveCount(moves.length, { timeout: ANSWER_MS });
    for (const row of await rows(island)) {
      expect(moves).toContain(row.move);
      expect(['win', 'loss']).toContain(row.value);
      expect(row.plies).toBeGreaterThan(0);
    }

    // Pasted notation: a late position, its rows exactly the solver's.
    const late = lateGame(18, 1);
    expect(gameStatus(late).over).toBe(false);
    await island.locator('[data-notation]').fill(makePosition(late));
    await island.locator('[data-notation]').press('Enter');
    await expect(island.locator('[data-link]')).toHaveAttribute('href', new RegExp(encodeURIComponent(makePosition(late).split(' ')[1]!) + '$'));
    await expectRowsOf(island, late);

    // A cut notation: named in the page's language (the square count it found), the board unchanged.
    const before = await rows(island);
    const cut = makePosition(late).split('/').slice(0, 13).join('/').replace(/$/, ' r');
    await island.locator('[data-notation]').fill(cut);
    await island.locator('[data-notation]').press('Enter');
    const problem = island.locator('[data-problem]');
    await expect(problem).toBeVisible();
    await expect(problem).toContainText(words(locale).not_opened!.replace(/\{#strong\}(.*?)\{\/strong\}.*/, '$1'));
    await expect(problem).toContainText('13');
    expect(JSON.stringify(story(locale).problem_square_count)).toContain('{count}');
    expect(await rows(island)).toEqual(before);

    // A link with ?p=: the same rows; then a move played from its row, and the new position's rows.
    const linked = await openExplorer(page, prefix, `?p=${encodeURIComponent(makePosition(late))}`);
    await expectRowsOf(linked, late);
    const first = (await rows(linked))[0]!;
    await linked.locator(`[data-move="${first.move}"] button`).click();
    const moved = play(late, first.move);
    expect(moved.ok).toBe(true);
    if (moved.ok && !moved.value.status.over) await expectRowsOf(linked, moved.value.position);
    await expect(linked.locator('[data-told]')).toBeVisible();
    expect(watch.problems).toEqual([]);
  });
}

test('the explorer: practice hides the values and judges the moves; axe finds nothing', async ({ page }) => {
  const late = lateGame(18, 1);
  const island = await openExplorer(page, '', `?p=${encodeURIComponent(makePosition(late))}`);
  await expectRowsOf(island, late);
  const solution = solve(late);
  const winner = solution.value === 'win';
  await island.getByLabel('Practice winning from here').check();
  await expect(island.locator('[data-practice]')).toHaveAttribute('data-practice', winner ? 'open' : 'no-win');
  if (winner) await expect(island.locator('[data-move]')).toHaveCount(0);
  await expectAxeCleanInBothThemes(page);
});

// "Analyse this position" from the chapters and the puzzles (issue 33): a Balloon Cup rules
// example's plain link (written by the chapter, no script) opens the analysis board at the
// example's very position, with a row for each of its legal moves; a Jumping Cups puzzle's link
// opens the explorer at the puzzle's position, every legal move valued. One page pair per game.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { checkExample } from '../../src/machines/balloon-cup/engine.ts';
import { legalMoves } from '../../src/engine/balloon-cup/moves.ts';
import { encodePosition } from '../../src/engine/balloon-cup/url.ts';
import { legalMoves as jcMoves, parsePosition } from '../../src/engine/jumping-cups/index.ts';
import { analysisHref } from '../../src/components/jumping-cups/links.ts';
import { islandLive, openExample } from './helpers.ts';

/** The estimates take a second or so, longer on a busy machine. */
const ANSWER_MS = 20_000;

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as { position: unknown; options?: unknown };

test('a Balloon Cup chapter example and a Jumping Cups puzzle each open their own position for analysis', async ({ page }) => {
  const data = json('content/balloon-cup/examples/placing-cards/ex-what-fits.json');
  const state = checkExample(data.position, data.options).game!;
  const code = encodePosition(state);
  const example = await openExample(page, '/balloon-cup/rules/placing-cards/', 'ex-what-fits');
  const link = example.locator('[data-analyse]');
  await expect(link).toHaveAttribute('href', `/balloon-cup/analysis/?p=${code}`);
  await link.click();
  await islandLive(page);
  const board = page.locator('.bca');
  await expect(board.locator('[data-move]')).toHaveCount(legalMoves(state).length, { timeout: ANSWER_MS });
  await expect(board.locator('[data-problem]')).toHaveCount(0);
  await expect(board.locator('[data-link]')).toHaveAttribute('href', new RegExp(`[?&]p=${code.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(&|$)`));

  const puzzle = json('content/jumping-cups/puzzles/climb-the-pile.json').position as string;
  await page.goto('/jumping-cups/puzzles/climb-the-pile/');
  await islandLive(page);
  await page.locator('[data-analyse]').click();
  await expect(page).toHaveURL(new RegExp(`/jumping-cups/analysis/\\?p=`));
  await islandLive(page);
  const position = parsePosition(puzzle);
  if (!position.ok) throw new Error(position.message);
  await expect(page.locator('[data-move]')).toHaveCount(jcMoves(position.value).length, { timeout: ANSWER_MS });
  await expect(page.locator('[data-link]')).toHaveAttribute('href', analysisHref(puzzle));
});

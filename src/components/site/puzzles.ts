/**
 * The puzzles collection, loaded and checked (see puzzle-check.ts): every page that lists or
 * shows puzzles goes through here, so the build fails on a puzzle the solver disagrees with.
 * Not cached: checking all of them takes milliseconds, and `astro dev` then sees edits at once.
 */
import { getCollection } from 'astro:content';
import type { CheckedPuzzle } from '../../engine/balloon-cup/puzzle.ts';
import { checkPuzzleEntries } from './puzzle-check.ts';
import { translated } from './translations.ts';
import { currentLocale, type Locale } from '../../i18n/runtime.ts';

/** Checked and ordered in English (the same order in every language), then worded in `locale`. */
export async function balloonCupPuzzles(locale: Locale = currentLocale()): Promise<CheckedPuzzle[]> {
  return checkPuzzleEntries(await getCollection('balloonCupPuzzles'))
    .map((puzzle) => ({ ...puzzle, data: translated(puzzle.data, `content/puzzles/balloon-cup/${puzzle.data.id}.json`, locale) }));
}

/** The Jumping Cups rules chapters in learning order, for the chapter layout and the overview. */
import { getCollection } from 'astro:content';
import type { CollectionEntry } from 'astro:content';
import type { ChapterLink } from '../../layouts/types.ts';
import { chaptersIn, exampleIdsIn } from '../site/chapters.ts';
import { currentLocale, type Locale } from '../../i18n/runtime.ts';
import { translated } from '../site/translations.ts';
import { JC_PUZZLE_THEMES } from './puzzle-themes.ts';

export const JC_RULES_BASE = '/jumping-cups/rules/';

export function jcChapterHref(id: string): string {
  return `${JC_RULES_BASE}${id}/`;
}

export async function jcChapters(locale: Locale = currentLocale()): Promise<CollectionEntry<'jumpingCupsRules'>[]> {
  return chaptersIn('jumpingCupsRules', locale);
}

export async function jcChapterLinks(): Promise<ChapterLink[]> {
  return (await jcChapters()).map((entry) => ({ href: jcChapterHref(entry.id), label: entry.data.short, exampleIds: exampleIdsIn(entry.body) }));
}

export const JC_PUZZLES_BASE = '/jumping-cups/puzzles/';

/**
 * In list order, as Balloon Cup's: theme by theme (JC_PUZZLE_THEMES), easiest first within a
 * theme (difficulty, then fewest moves to the win), then the authors' order among equals.
 */
export async function jcPuzzles(locale: Locale = currentLocale()): Promise<CollectionEntry<'jumpingCupsPuzzles'>[]> {
  const theme = (t: string) => (JC_PUZZLE_THEMES as readonly string[]).indexOf(t);
  return (await getCollection('jumpingCupsPuzzles'))
    .sort((a, b) => theme(a.data.theme) - theme(b.data.theme) || a.data.difficulty - b.data.difficulty || a.data.moves - b.data.moves || a.data.order - b.data.order)
    .map((entry) => ({ ...entry, data: translated(entry.data, `content/jumping-cups/puzzles/${entry.id}.json`, locale) }));
}

/**
 * The Balloon Cup rules chapters in learning order, with the example ids each page shows
 * (read from the MDX source, so the sidebar's progress marks need no second list).
 */
import { getCollection } from 'astro:content';
import type { CollectionEntry } from 'astro:content';
import type { ChapterLink } from '../../layouts/types.ts';
import { BASE_LOCALE, currentLocale, type Locale } from '../../i18n/runtime.ts';

export const RULES_BASE = '/balloon-cup/rules/';

export function chapterHref(id: string): string {
  return `${RULES_BASE}${id}/`;
}

/** Example ids used on a chapter, in page order: every `<Example id="ex-…"` in its MDX. */
export function exampleIdsIn(body: string | undefined): string[] {
  return [...(body ?? '').matchAll(/<Example\s+id="(ex-[a-z0-9-]+)"/g)].map((m) => m[1] ?? '');
}

type Chapter = CollectionEntry<'balloonCupRules'> | CollectionEntry<'jumpingCupsRules'>;

/**
 * A game's chapters in `locale`, in learning order. A translation must have exactly the English
 * chapters (same slugs), or the build stops naming the difference.
 */
export async function chaptersIn<C extends 'balloonCupRules' | 'jumpingCupsRules'>(collection: C, locale: Locale): Promise<CollectionEntry<C>[]> {
  const english = await getCollection(collection);
  const entries = locale === BASE_LOCALE ? english : ((await getCollection(`${collection}_${locale}` as Parameters<typeof getCollection>[0])) as unknown as CollectionEntry<C>[]);
  const slugs = (list: readonly Chapter[]) => list.map((c) => c.id).sort().join(', ');
  if (slugs(entries) !== slugs(english)) throw new Error(`The ${locale} chapters (${slugs(entries)}) differ from the English ones (${slugs(english)})`);
  return entries.sort((a, b) => a.data.order - b.data.order);
}

export async function rulesChapters(locale: Locale = currentLocale()): Promise<CollectionEntry<'balloonCupRules'>[]> {
  return chaptersIn('balloonCupRules', locale);
}

export async function rulesChapterLinks(): Promise<ChapterLink[]> {
  return (await rulesChapters()).map((entry) => ({
    href: chapterHref(entry.id),
    label: entry.data.short,
    exampleIds: exampleIdsIn(entry.body),
  }));
}

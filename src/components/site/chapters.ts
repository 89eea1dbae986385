/**
 * The Balloon Cup rules chapters in learning order, with the example ids each page shows
 * (read from the MDX source, so the sidebar's progress marks need no second list).
 */
import { getCollection } from 'astro:content';
import type { CollectionEntry } from 'astro:content';
import type { ChapterLink } from '../../layouts/types.ts';

export const RULES_BASE = '/balloon-cup/rules/';

export function chapterHref(id: string): string {
  return `${RULES_BASE}${id}/`;
}

/** Example ids used on a chapter, in page order: every `<Example id="ex-…"` in its MDX. */
export function exampleIdsIn(body: string | undefined): string[] {
  return [...(body ?? '').matchAll(/<Example\s+id="(ex-[a-z0-9-]+)"/g)].map((m) => m[1] ?? '');
}

export async function rulesChapters(): Promise<CollectionEntry<'balloonCupRules'>[]> {
  return (await getCollection('balloonCupRules')).sort((a, b) => a.data.order - b.data.order);
}

export async function rulesChapterLinks(): Promise<ChapterLink[]> {
  return (await rulesChapters()).map((entry) => ({
    href: chapterHref(entry.id),
    label: entry.data.short,
    exampleIds: exampleIdsIn(entry.body),
  }));
}

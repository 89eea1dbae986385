/**
 * The words a page speaks, one locale at a time.
 *
 * Messages live in `src/messages/<area>/<locale>.json` (inlang message format) and are compiled by
 * Paraglide JS (`npm run words`, scripts/words.mjs) into one module per area and locale, a typed
 * function per sentence. Code reads them through an area's handle, `m` from
 * `src/paraglide/words/<area>.ts`, e.g. `m.claimed({ player, count })`.
 *
 * A handle looks its message up in the areas provided here. A page shows one locale, so on the
 * browser each island's entry (generated: `src/paraglide/islands/<locale>/`) provides its own
 * locale's areas before it renders, and the bundle carries no other language. On the server the
 * middleware provides every area of the page's locale before the page renders (Astro renders the
 * pages one after another), and each island's entry provides its own again as it renders.
 */
import { BASE_LOCALE, type Locale } from './locales.ts';

export { ALL_LOCALES, BASE_LOCALE, PUBLISHED_LOCALES, type Locale } from './locales.ts';

type Area = Record<string, unknown>;
const provided = new Map<string, Area>();
const later = new Map<string, () => Promise<Area>>();
let current: Locale = BASE_LOCALE;

/** Makes these areas (name → compiled module) the ones the handles read, in `locale`. */
export function provide(locale: Locale, areas: Record<string, Area>): void {
  if (locale !== current) {
    provided.clear();
    later.clear();
  }
  current = locale;
  for (const [name, words] of Object.entries(areas)) provided.set(name, words);
}

/**
 * Areas only code loaded later reads (a machine, the game's table): fetched with that code, not
 * with the page. Whoever loads such code awaits `wordsReady()` beside it.
 */
export function provideLater(locale: Locale, areas: Record<string, () => Promise<Area>>): void {
  if (locale !== current) provide(locale, {});
  for (const [name, load] of Object.entries(areas)) if (!provided.has(name)) later.set(name, load);
}

/** Resolves once every area provided for later is here. */
export async function wordsReady(): Promise<void> {
  await Promise.all([...later].map(async ([name, load]) => {
    provided.set(name, await load());
    later.delete(name);
  }));
}

/** The locale last provided: the page's. */
export function currentLocale(): Locale {
  return current;
}

/**
 * The handle of one area. Reading a message from an area nobody provided is a mistake in the
 * island list (src/words/islands.json), so it throws with the area's name rather than print a key.
 */
export function area<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const words = provided.get(name);
      if (!words) throw new Error(`No words provided for "${name}" (add it to the island's areas in src/words/islands.json)`);
      return words[key as string];
    },
  });
}

/** A number written the locale's way (grouping, decimal sign). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(current, options).format(value);
}

/**
 * A site address in the page's locale: `/balloon-cup/` is `/de/balloon-cup/` on a German page.
 * An address already in the locale, or not a site path, is returned as it is.
 */
export function localHref(path: string, locale: Locale = current): string {
  if (locale === BASE_LOCALE || !path.startsWith('/') || path.startsWith('//') || path.startsWith(`/${locale}/`)) return path;
  return `/${locale}${path}`;
}

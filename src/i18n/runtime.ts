/**
 * The words a page speaks, one locale at a time.
 *
 * Messages live in `src/messages/<area>/<locale>.json` (inlang message format) and are compiled by
 * Paraglide JS (`npm run words`, scripts/words.mjs) into one module per area and locale, a typed
 * function per sentence. Code reads them through an area's handle, `m` from
 * `src/paraglide/words/<area>.ts`, e.g. `m.claimed({ player, count })`.
 *
 * A handle looks its message up in the areas provided here. A page shows one locale, so on the
 * browser each island's entry (generated: `src/paraglide/islands/<locale>/`) provides its
 * phrasebook in its own locale before it renders (the messages its code names; those of code it
 * loads later come with that code), and the bundle carries no other language. On the server the
 * middleware provides every area of the page's locale before the page renders (Astro renders the
 * pages one after another), and each island's entry provides its own again as it renders.
 */
import { BASE_LOCALE, type Locale } from './locales.ts';

export { ALL_LOCALES, BASE_LOCALE, PUBLISHED_LOCALES, type Locale } from './locales.ts';

type Area = Record<string, unknown>;
const provided = new Map<string, Area>();
const later: (() => Promise<Record<string, Area>[]>)[] = [];
let current: Locale = BASE_LOCALE;

/** Makes these areas (name → compiled module) the ones the handles read, in `locale`. */
export function provide(locale: Locale, areas: Record<string, Area>): void {
  if (locale !== current) {
    provided.clear();
    later.length = 0;
  }
  current = locale;
  // Islands on one page may each bring part of an area: what one brings adds to what is there.
  for (const [name, words] of Object.entries(areas)) provided.set(name, { ...provided.get(name), ...words });
}

/**
 * Areas only code loaded later reads (a machine, the game's table): fetched with that code, not
 * with the page, as one or more modules of areas. Whoever loads such code awaits `wordsReady()`
 * beside it.
 */
export function provideLater(locale: Locale, load: () => Promise<Record<string, Area>[]>): void {
  if (locale !== current) provide(locale, {});
  if (!later.includes(load)) later.push(load);
}

/** Resolves once every area provided for later is here. */
export async function wordsReady(): Promise<void> {
  const loads = later.splice(0);
  for (const modules of await Promise.all(loads.map((load) => load()))) for (const areas of modules) provide(current, areas);
}

/** The locale last provided: the page's. */
export function currentLocale(): Locale {
  return current;
}

/**
 * The handle of one area. Reading a message nobody provided means scripts/words.mjs could not see
 * the island's code name it (only `<handle>.<key>` is found), so it throws naming the message
 * rather than print nothing.
 */
export function area<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const words = provided.get(name);
      if (typeof key !== 'string') return undefined;
      if (!words || !(key in words)) throw new Error(`No words provided for "${name}.${key}" (scripts/words.mjs gives an island the messages its code names as <handle>.<key>)`);
      return words[key];
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

/**
 * Static paths in every published locale, for the pages under src/pages/[...locale]/: English at
 * today's addresses (no `locale` parameter), the others under their code.
 */
import { BASE_LOCALE, PUBLISHED_LOCALES, type Locale } from './locales.ts';

type Path = { params: Record<string, string | undefined>; props?: Record<string, unknown> };

const localeParam = (locale: Locale) => (locale === BASE_LOCALE ? undefined : locale);

/** One path per published locale, for a page with no parameter of its own. */
export function localePaths() {
  return PUBLISHED_LOCALES.map((locale) => ({ params: { locale: localeParam(locale) }, props: { locale } }));
}

/** A page's own paths, made once per published locale (content and words in that locale). */
export async function pathsPerLocale<T extends Path>(make: (locale: Locale) => Promise<T[]> | T[]) {
  const all = await Promise.all(PUBLISHED_LOCALES.map(async (locale) =>
    (await make(locale)).map((path) => ({ params: { ...path.params, locale: localeParam(locale) }, props: { ...path.props, locale } }))));
  return all.flat();
}

/** The page's address without its locale's prefix: `/de/balloon-cup/` → `/balloon-cup/`. */
export function pathWithoutLocale(pathname: string): string {
  const match = /^\/([a-z]{2})(\/.*)$/.exec(pathname);
  return match && (PUBLISHED_LOCALES as readonly string[]).includes(match[1]!) && match[1] !== BASE_LOCALE ? match[2]! : pathname;
}

/** The same page in `locale` (from a "not found" page: that language's home page). */
export function pathIn(pathname: string, locale: Locale): string {
  const found = pathWithoutLocale(pathname);
  const path = /^\/404(\.html|\/)?$/.test(found) ? '/' : found;
  return locale === BASE_LOCALE ? path : `/${locale}${path}`;
}

/** Each language's own name, as a reader of it looks for it in a list of languages. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English', de: 'Deutsch', it: 'Italiano', ru: 'Русский', fr: 'Français', nl: 'Nederlands', pl: 'Polski',
};

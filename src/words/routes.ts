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

/** The site's languages: those of the games' rulebooks. English is the base, at today's addresses. */
export const ALL_LOCALES = ['en', 'de', 'it', 'ru', 'fr', 'nl', 'pl'] as const;
export type Locale = (typeof ALL_LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/**
 * The locales with pages on the site. A locale joins when every page and message of it is
 * translated (tests/unit/site/words.test.ts checks that), so no page mixes two languages.
 */
export const PUBLISHED_LOCALES: readonly Locale[] = ALL_LOCALES;

/**
 * Before each page renders (at build time, one page after another), provide every message area in
 * the page's locale, so server code reads its words like the islands do (src/i18n/runtime.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { ALL_WORDS } from './paraglide/all.ts';
import { BASE_LOCALE, provide, type Locale } from './i18n/runtime.ts';

export const onRequest = defineMiddleware((context, next) => {
  const locale = (context.currentLocale ?? BASE_LOCALE) as Locale;
  provide(locale, ALL_WORDS[locale]);
  return next();
});

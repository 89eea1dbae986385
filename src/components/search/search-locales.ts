/**
 * The search's words in every language, provided in the page's (<html lang>). The search is a
 * bundle of its own built as a worker (search-loader.ts), where a dynamic import of one language
 * cannot be split off, so the few search messages of each language come with it (a few hundred
 * bytes each).
 */
import { provide, type Locale } from '../../words/runtime.ts';
import * as en from '../../paraglide/areas/search/en.js';
import * as de from '../../paraglide/areas/search/de.js';
import * as it from '../../paraglide/areas/search/it.js';
import * as ru from '../../paraglide/areas/search/ru.js';
import * as fr from '../../paraglide/areas/search/fr.js';
import * as nl from '../../paraglide/areas/search/nl.js';
import * as pl from '../../paraglide/areas/search/pl.js';

const SEARCH_WORDS: Record<Locale, Record<string, unknown>> = { en, de, it, ru, fr, nl, pl };

/** Makes the search's words those of the page's language. */
export function provideSearchWords(lang: string): void {
  const locale = (lang in SEARCH_WORDS ? lang : 'en') as Locale;
  provide(locale, { search: SEARCH_WORDS[locale] });
}

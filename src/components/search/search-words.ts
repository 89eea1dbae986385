// Every sentence the site search shows or announces, one message each (src/messages/search/), so a
// translation replaces whole sentences (the words never get joined from fragments elsewhere).
import { m } from '../../paraglide/words/search.ts';

/** The field's visible placeholder and its accessible name. */
export const searchLabel = (): string => m.label();

/** The results list's accessible name. */
export const resultsLabel = (): string => m.results_label();

/** Announced while the index is fetched for the first time. */
export const loadingText = (): string => m.loading();

/** Announced when the search files cannot be fetched (offline before the first search). */
export const unavailableText = (): string => m.unavailable();

/** Announced after each search: how many results, for which words. */
export function resultsFor(count: number, query: string): string {
  if (count === 0) return m.no_results({ query });
  if (count === 1) return m.one_result({ query });
  return m.results({ count, query });
}

/** The small line above a result: where it is (the game, then the page). */
export function resultPlace(game: string | undefined, page: string): string {
  return game && game !== page ? m.result_place({ game, page }) : page;
}

/** Shown under an empty result, before the links to the rules and the questions. */
export const emptyOffer = (): string => m.empty_offer();

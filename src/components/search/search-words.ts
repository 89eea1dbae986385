// Every sentence the site search shows or announces, one function per message, so a translation
// replaces whole sentences (the words never get joined from fragments elsewhere).

/** The field's visible placeholder and its accessible name. */
export const SEARCH_LABEL = 'Search the rules';

/** The results list's accessible name. */
export const RESULTS_LABEL = 'Search results';

/** Announced while the index is fetched for the first time. */
export const LOADING = 'Loading the search…';

/** Announced when the search files cannot be fetched (offline before the first search). */
export const UNAVAILABLE = 'Search could not load. Check the connection and try again; after one search it also works offline.';

/** Announced after each search: how many results, for which words. */
export function resultsFor(count: number, query: string): string {
  if (count === 0) return `No results for “${query}”. Try fewer or other words.`;
  if (count === 1) return `1 result for “${query}”. Press Enter to open it.`;
  return `${count} results for “${query}”. Use the arrow keys to choose one and Enter to open it.`;
}

/** The small line above a result: where it is (the game, then the page). */
export function resultPlace(game: string | undefined, page: string): string {
  return game && game !== page ? `${game}: ${page}` : page;
}

/**
 * The site search, fetched by search-loader.ts when the reader reaches for the field (a bundle of
 * its own per language, with no shared chunk, so reaching for it loads nothing else). It fetches
 * the index of the page's language (<html lang>: /search-index/<lang>.json, written after
 * `astro build` by scripts/search-index.mjs) once, ranks the sections itself (search-engine.ts)
 * and shows the results as a listbox under the field: the field is a combobox, the arrow keys move
 * through the results, Enter opens one (the first when none is chosen), Escape closes the list,
 * and the number of results is announced. Each result opens the exact section (a heading's
 * anchor). An empty result says so and offers the rules and the questions pages instead.
 *
 * The service worker keeps the index once fetched (scripts/post-build.mjs, runtime caching of
 * /search-index/), so after one search the search works offline at the table.
 */
import { loadingText, resultPlace, resultsFor, unavailableText } from './search-words.ts';
import { createSearcher } from './search-engine.ts';
import type { ExcerptPart, SearchHit, SearchIndex, Searcher } from './search-engine.ts';

const MAX_HITS = 10;

let searcher: Promise<Searcher> | undefined;

function loadSearcher(): Promise<Searcher> {
  const lang = document.documentElement.lang || 'en';
  searcher ??= (async () => {
    const response = await fetch(`/search-index/${lang}.json`);
    if (!response.ok) throw new Error(`search index: ${response.status}`);
    return createSearcher((await response.json()) as SearchIndex, lang);
  })();
  searcher.catch(() => {
    searcher = undefined;
  });
  return searcher;
}

/** An excerpt as DOM nodes: its text, the words found in <mark>. */
function excerptNodes(parts: readonly ExcerptPart[]): Node[] {
  return parts.map((part) => {
    if (!part.mark) return document.createTextNode(part.text);
    const mark = document.createElement('mark');
    mark.textContent = part.text;
    return mark;
  });
}

function attach(field: HTMLInputElement): void {
  const root = field.closest<HTMLElement>('[data-search]');
  const panel = root?.querySelector<HTMLElement>('[data-search-panel]');
  const list = root?.querySelector<HTMLElement>('[data-search-results]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const form = root?.querySelector<HTMLFormElement>('[data-search-form]');
  const empty = root?.querySelector<HTMLElement>('[data-search-empty]');
  const emptySaid = root?.querySelector<HTMLElement>('[data-search-empty-said]');
  if (!root || !panel || !list || !status || !form || !empty || !emptySaid) return;
  // The search page's own field keeps its results in the page: listed whether or not the field
  // has focus, all of them (the page scrolls), and left open when focus moves on.
  const inline = root.hasAttribute('data-search-inline');

  let hits: SearchHit[] = [];
  let active = -1;
  let asked = '';

  const announce = (text: string): void => {
    status.textContent = text;
  };

  const setOpen = (open: boolean): void => {
    panel.hidden = !open;
    // The list is expanded only when it has results (an empty result shows the offer instead).
    list.hidden = hits.length === 0;
    // The search page shows its status line; an empty result already says so in the panel, so
    // there the line is left to screen readers rather than said twice on screen.
    if (inline) status.classList.toggle('sr-only', open && hits.length === 0);
    field.setAttribute('aria-expanded', String(open && hits.length > 0));
    if (!open) setActive(-1);
    else if (!inline) fit();
  };

  // As many results as fit between the field and the bottom of the screen, however tall the
  // header (a phone's, with the navigation above the field) leaves the room.
  const fit = (): void => {
    const bottom = window.innerHeight - 8;
    while (hits.length > 1 && list.getBoundingClientRect().bottom > bottom) {
      hits.pop();
      list.lastElementChild?.remove();
    }
  };

  const setActive = (index: number): void => {
    active = index;
    const options = list.querySelectorAll<HTMLElement>('[role="option"]');
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const current = options[index];
    if (current) field.setAttribute('aria-activedescendant', current.id);
    else field.removeAttribute('aria-activedescendant');
  };

  const open = (hit: SearchHit | undefined): void => {
    if (!hit) return;
    setOpen(false);
    field.blur();
    location.assign(hit.url);
  };

  const render = (): void => {
    list.replaceChildren(
      ...hits.map((hit, i) => {
        const option = document.createElement('li');
        option.id = `${field.id}-option-${i}`;
        option.className = 'search-hit';
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.dataset.url = hit.url;
        option.dataset.score = hit.score.toFixed(1);
        const place = document.createElement('span');
        place.className = 'search-hit-place';
        place.textContent = resultPlace(hit.game, hit.page);
        const heading = document.createElement('span');
        heading.className = 'search-hit-heading';
        heading.textContent = hit.heading;
        const excerpt = document.createElement('span');
        excerpt.className = 'search-hit-excerpt';
        excerpt.append(...excerptNodes(hit.excerpt));
        option.append(place, heading, excerpt);
        return option;
      }),
    );
    active = -1;
    field.removeAttribute('aria-activedescendant');
  };

  const run = async (): Promise<void> => {
    const query = field.value.trim();
    asked = query;
    if (!query) {
      hits = [];
      render();
      empty.hidden = true;
      setOpen(false);
      announce('');
      return;
    }
    let engine: Searcher;
    try {
      if (!searcher) announce(loadingText());
      engine = await loadSearcher();
    } catch (error) {
      console.warn('search could not load', error);
      announce(unavailableText());
      return;
    }
    if (asked !== query) return;
    hits = engine.search(query, MAX_HITS);
    render();
    // Nothing found: the panel says so, and offers the rules and the questions pages.
    emptySaid.textContent = hits.length === 0 ? resultsFor(0, query) : '';
    empty.hidden = hits.length > 0;
    setOpen(inline || document.activeElement === field || root.contains(document.activeElement));
    announce(resultsFor(hits.length, query));
  };

  field.addEventListener('input', () => void run());
  field.addEventListener('focus', () => {
    if (field.value.trim() && (hits.length > 0 || !empty.hidden)) setOpen(true);
  });
  const keys = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      if (panel.hidden) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 ? (step === 1 ? 0 : hits.length - 1) : (active + step + hits.length) % hits.length);
    } else if (event.key === 'Escape') {
      if (!panel.hidden) {
        event.preventDefault();
        setOpen(false);
        field.focus();
      }
    }
  };
  field.addEventListener('keydown', keys);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    open(hits[active] ?? hits[0]);
  });
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) open(hits[Number(option.id.replace(/^.*-/, ''))]);
  });
  root.addEventListener('focusout', (event) => {
    if (!inline && !root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });

  // The person may have typed while the code loaded.
  if (field.value.trim()) void run();
}

/**
 * Runs the search on the page's fields (the header's, and the search page's own). Called by the search's bundle in the page's language
 * (src/paraglide/search/words-search-<locale>.ts, fetched by search-loader.ts once the reader
 * reaches for the field) after it has provided that language's words.
 */
export function startSearch(): void {
  for (const field of document.querySelectorAll<HTMLInputElement>('[data-search-input]')) attach(field);
}

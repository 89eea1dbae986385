/**
 * The site search, fetched by search-loader.ts when the reader reaches for the field (a bundle of
 * its own per language, with no shared chunk, so reaching for it loads nothing else). It runs
 * Pagefind (its JavaScript API, /pagefind/pagefind.js, built after `astro build`; it loads the
 * index of the page's language, <html lang>, in small pieces as words are typed) and shows the
 * results as a listbox under the field: the field is a combobox, the arrow keys move through
 * the results, Enter opens one (the first when none is chosen), Escape closes the list, and the
 * number of results is announced. Each result opens the exact section (a heading's anchor).
 *
 * After the first search, every file of the language's index is fetched once in the background,
 * so the service worker (scripts/post-build.mjs, runtime caching of /pagefind/) keeps them and
 * search works offline at the table.
 */
import { loadingText, resultsFor, unavailableText } from './search-words.ts';
import { hitsFor, keyWords, rankHits } from './search-rank.ts';
import type { Hit, ResultData } from './search-rank.ts';

const MAX_PAGES = 10;

/** Pagefind's ranking weights, tuned on the questions players ask (tests/e2e/search.spec.ts). */
const RANKING = { termFrequency: 0.6, pageLength: 0.5, termSaturation: 1.2, termSimilarity: 1 };

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, wait?: number): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 22, ranking: RANKING });
    await module.init();
    return module;
  })();
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}

/** Pagefind's excerpt as DOM nodes: its text, with only <mark> kept as an element. */
function excerptNodes(html: string): Node[] {
  const body = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body;
  const nodes: Node[] = [];
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) nodes.push(document.createTextNode(child.textContent ?? ''));
      else if (child.nodeName === 'MARK') {
        const mark = document.createElement('mark');
        mark.textContent = child.textContent;
        nodes.push(mark);
      } else walk(child);
    }
  };
  walk(body);
  return nodes;
}

let warmed = false;

/** Fetch every file of this language's index once, in the background, for the service worker to keep. */
function warmOfflineCache(): void {
  if (warmed || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  warmed = true;
  const lang = document.documentElement.lang || 'unknown';
  void fetch('/pagefind/offline.json')
    .then((response) => response.json() as Promise<Record<string, string[]>>)
    .then(async (lists) => {
      const files = [...(lists['*'] ?? []), ...(lists[lang] ?? [])];
      for (let i = 0; i < files.length; i += 6) {
        await Promise.all(files.slice(i, i + 6).map((file) => fetch(file).catch(() => undefined)));
      }
    })
    .catch(() => {
      warmed = false;
    });
}

function attach(field: HTMLInputElement): void {
  const root = field.closest<HTMLElement>('[data-search]');
  const panel = root?.querySelector<HTMLElement>('[data-search-panel]');
  const list = root?.querySelector<HTMLElement>('[data-search-results]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const form = root?.querySelector<HTMLFormElement>('[data-search-form]');
  if (!root || !panel || !list || !status || !form) return;
  // The search page's own field keeps its results in the page: listed whether or not the field
  // has focus, all of them (the page scrolls), and left open when focus moves on.
  const inline = root.hasAttribute('data-search-inline');

  let hits: Hit[] = [];
  let active = -1;
  let asked = '';

  const announce = (text: string): void => {
    status.textContent = text;
  };

  const setOpen = (open: boolean): void => {
    panel.hidden = !open;
    field.setAttribute('aria-expanded', String(open));
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

  const open = (hit: Hit | undefined): void => {
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
        place.textContent = hit.place;
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
      setOpen(false);
      announce('');
      return;
    }
    let engine: Pagefind;
    try {
      if (!pagefind) announce(loadingText());
      engine = await loadPagefind();
    } catch (error) {
      console.warn('search could not load', error);
      announce(unavailableText());
      return;
    }
    const search = await engine.debouncedSearch(query, {}, 120);
    if (search === null || asked !== query) return;
    const pages = await Promise.all(search.results.slice(0, MAX_PAGES).map((result) => result.data()));
    if (asked !== query) return;
    // Pagefind ranks pages, and a long page of many answers can outrank the short section that
    // answers the question: the sections of the best pages are ranked again (rankHits).
    const lang = document.documentElement.lang || 'en';
    const words = keyWords(query, lang);
    hits = rankHits(pages.flatMap((data, rank) => hitsFor(data, rank, words, lang)));
    render();
    setOpen(hits.length > 0 && (inline || document.activeElement === field));
    announce(resultsFor(hits.length, query));
    warmOfflineCache();
  };

  field.addEventListener('input', () => void run());
  field.addEventListener('focus', () => {
    if (hits.length > 0) setOpen(true);
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

/**
 * The site search, fetched by search-loader.ts when the reader reaches for the field. It runs
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
import { LOADING, UNAVAILABLE, resultPlace, resultsFor } from './search-words.ts';

interface SubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { balanced_score: number }[];
}

interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: SubResult[];
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, wait?: number): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}

/** One row of the list: where it is, its heading, an excerpt with the words marked (HTML from Pagefind). */
export interface Hit {
  url: string;
  place: string;
  heading: string;
  excerpt: string;
  /** Share of the typed words (0 to 1) that the heading itself contains. */
  inHeading: number;
  /** Pagefind's score of the words found in the section. */
  score: number;
  /** The page's place in Pagefind's ranking. */
  rank: number;
}

const MAX_PAGES = 10;
const MAX_HITS = 10;
const PER_PAGE = 2;

/** Ranking tuned on the questions players ask (tests/e2e/search.spec.ts). */
const RANKING = { termFrequency: 0.6, pageLength: 0.5, termSaturation: 1.2, termSimilarity: 1 };

/** Words too common to tell headings apart, per language (the page's <html lang>). */
const COMMON_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'for', 'can', 'does', 'what', 'when', 'how', 'are', 'may', 'with', 'you', 'your', 'its', 'not', 'from', 'into', 'that', 'this']),
};

/** The words of a text that can tell headings apart: lower case, three letters or more. */
export function keyWords(text: string, lang: string): string[] {
  const common = COMMON_WORDS[lang.split('-')[0] ?? ''] ?? new Set<string>();
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 2 && !common.has(word));
}

/** Two words match when they are equal or share their first four letters (stack, stacking). */
const sameWord = (a: string, b: string): boolean => a === b || (a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4));

/** The share of the typed words found in a heading. */
export function headingMatch(words: readonly string[], heading: string, lang: string): number {
  if (words.length === 0) return 0;
  const own = keyWords(heading, lang);
  return words.filter((word) => own.some((other) => sameWord(word, other))).length / words.length;
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

const score = (sub: SubResult): number => (sub.weighted_locations ?? []).reduce((n, l) => n + l.balanced_score, 0);

/** The rows for a page (its best sections, or the page itself when it has none). */
export function hitsFor(data: ResultData, rank: number, words: readonly string[], lang: string): Hit[] {
  const page = data.meta.title ?? data.url;
  const place = resultPlace(data.meta.game, page);
  const subs = (data.sub_results ?? []).filter((sub) => sub.url);
  const hit = (url: string, heading: string, excerpt: string, points: number): Hit => ({
    url, place, heading, excerpt, score: points, rank, inHeading: headingMatch(words, heading, lang),
  });
  if (subs.length === 0) return [hit(data.url, page, data.excerpt, 0)];
  return subs
    .map((sub) => hit(sub.url, sub.title || page, sub.excerpt, score(sub)))
    .sort((a, b) => b.inHeading - a.inHeading || b.score - a.score)
    .slice(0, PER_PAGE);
}

/**
 * The rows in order: a section whose heading holds more of the typed words first (a question or
 * a rule named by the words); among equals, Pagefind's order of pages, then the sections' scores.
 */
export function rankHits(hits: Hit[]): Hit[] {
  return [...hits].sort((a, b) => b.inHeading - a.inHeading || a.rank - b.rank || b.score - a.score).slice(0, MAX_HITS);
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

export function attach(field: HTMLInputElement): void {
  const root = field.closest<HTMLElement>('[data-search]');
  const panel = root?.querySelector<HTMLElement>('[data-search-panel]');
  const list = root?.querySelector<HTMLElement>('[data-search-results]');
  const status = root?.querySelector<HTMLElement>('[data-search-status]');
  const form = root?.querySelector<HTMLFormElement>('[data-search-form]');
  if (!root || !panel || !list || !status || !form) return;

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
    // The list ends above the bottom of the screen, however tall the header is (CSSOM, which the
    // Content-Security-Policy allows: it is not a style attribute in the page's HTML).
    else list.style.maxHeight = `${Math.max(120, window.innerHeight - list.getBoundingClientRect().top - 8)}px`;
  };

  const setActive = (index: number): void => {
    active = index;
    const options = list.querySelectorAll<HTMLElement>('[role="option"]');
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    const current = options[index];
    for (const owner of [field, list]) {
      if (current) owner.setAttribute('aria-activedescendant', current.id);
      else owner.removeAttribute('aria-activedescendant');
    }
    current?.scrollIntoView({ block: 'nearest' });
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
        option.id = `site-search-option-${i}`;
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
    list.removeAttribute('aria-activedescendant');
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
      if (!pagefind) announce(LOADING);
      engine = await loadPagefind();
    } catch (error) {
      console.warn('search could not load', error);
      announce(UNAVAILABLE);
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
    setOpen(hits.length > 0 && document.activeElement === field);
    announce(resultsFor(hits.length, query));
    warmOfflineCache();
  };

  field.addEventListener('input', () => void run());
  field.addEventListener('focus', () => {
    if (hits.length > 0) setOpen(true);
  });
  // The same keys in the field (a combobox) and in the list (a listbox the Tab key can reach).
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
    } else if (event.key === 'Enter' && event.currentTarget === list) {
      event.preventDefault();
      open(hits[active] ?? hits[0]);
    }
  };
  field.addEventListener('keydown', keys);
  list.addEventListener('keydown', keys);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    open(hits[active] ?? hits[0]);
  });
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) open(hits[Number(option.id.replace(/^\D+/, ''))]);
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });

  // The person may have typed while the code loaded.
  if (field.value.trim()) void run();
}

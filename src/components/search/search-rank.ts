/**
 * How the site search orders its results (used by search-ui.ts; pure, tested in
 * tests/unit/site/search-rank.test.ts). Pagefind ranks whole pages, and a long page of many
 * answers can outrank the short section that answers the question typed: the sections of the
 * best pages are ranked again, those whose heading holds more of the typed words first.
 */
import { resultPlace } from './search-words.ts';

export interface SubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: { balanced_score: number }[];
}

export interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: SubResult[];
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

const MAX_HITS = 10;
const PER_PAGE = 2;

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


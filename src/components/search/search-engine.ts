/**
 * The site search's ranking (pure: it runs in the browser, search-ui.ts, and in Node, where
 * tests/dist/search-questions.test.ts asks the built index the players' questions).
 *
 * The index (scripts/search-index.mjs) holds each language's sections: a page's text before its
 * first heading, then one per heading with an id. A question is cut into its telling words; each
 * word, with the words players use for the same thing (search-language.ts), finds the sections
 * holding it by stem, by a longer or shorter form (compounds, endings), or with one typo. A section
 * ranks by how many of the question's words it holds (so a question whose words no page holds all
 * of still finds the sections with most of them), then by the game the words name or imply (cubes
 * and tiles are Balloon Cup's, cups and squares Jumping Cups'), then by where and how well the
 * words match (a heading counts most, then the section's lead: its heading and first sentence).
 */
import { PHRASES, SYNONYMS, fold, isCommon, plain, stem, words } from './search-language.ts';

/** The built index of one language: pages [url, title, game name] and sections [page, anchor, heading, text]. */
export interface SearchIndex {
  pages: [url: string, title: string, game: string][];
  sections: [page: number, anchor: string, heading: string, text: string][];
}

/** A piece of an excerpt: text, marked when it holds a word of the question. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** One result: where it opens, its game and page, its heading and an excerpt around the words found. */
export interface SearchHit {
  url: string;
  game: string;
  page: string;
  heading: string;
  excerpt: ExcerptPart[];
  /** How many of the question's words the section holds. */
  matched: number;
  score: number;
}

interface Section {
  url: string;
  game: string;
  /** Which game the section belongs to: its page's address (/balloon-cup/…, /jumping-cups/…). */
  gameKey: string;
  page: string;
  heading: string;
  text: string;
  /** Stem → how often it occurs in the heading (and, less, the page's title) and in the body. */
  inHeading: Map<string, number>;
  inBody: Map<string, number>;
  /** The stems of its lead (heading and first sentence), where a rule says what it is about. */
  inLead: Set<string>;
  /** The heading's telling stems: a heading made of the words typed names the answer. */
  headingWords: string[];
  /** Its words as written (folded): the very word typed counts a little more than another of its stem. */
  forms: Set<string>;
  /** Rules and answers first: a puzzle, a game or a page about the site uses the words in passing. */
  kind: number;
}

export interface Searcher {
  lang: string;
  search(query: string, limit?: number): SearchHit[];
}

const HEADING = 3;
const TITLE = 0.6;
/** How much a match is worth: the stem typed, a word of its group, a longer or shorter form, one typo. */
const EXACT = 1;
const SYNONYM = 0.85;
const LONGER = 0.75;
const SHORTER = 0.55;
const TYPO = 0.7;
const EXACT_FORM = 1.4;
const HEADING_SHARE = 0.1;
/** A word in a section's lead: "Passing is not allowed" is the point of its rule, a pass named later is an aside. */
const LEAD = 1.5;
/** A rule's number before its heading (3.1): it finds the rule, but says nothing of what the heading is about. */
const RULE_NUMBER = /^\d+(?:\.\d+)+$/;

const stems = (text: string, lang: string): string[] => words(plain(fold(text), lang)).map((w) => stem(w, lang));

function counts(list: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of list) out.set(item, (out.get(item) ?? 0) + 1);
  return out;
}

/** Whether two words are one typo apart (a letter added, dropped, changed, or two swapped). */
export function oneTypo(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/**
 * A section's lead: its heading and the first sentence after it. The index opens a section's text
 * with its heading's words and a stop (the heading itself carries the rule's number), so those
 * words are skipped before the first sentence is taken; a text that does not open so leads with
 * its own first sentence.
 */
export function leadOf(heading: string, text: string): string {
  let body = text.trimStart();
  const title = heading.replace(/^\d+(?:\.\d+)+\s+/, '');
  const opening = title === '' ? -1 : body.indexOf(title);
  if (opening >= 0 && opening <= 12) body = body.slice(opening + title.length).replace(/^[\s.:!?…]+/, '');
  const end = body.search(/[.!?…](?:\s|$)/);
  return `${heading} ${end < 0 ? body : body.slice(0, end + 1)}`;
}

/** The game a page belongs to, by its address without the language ("balloon-cup", "jumping-cups" or ""). */
const gameOf = (url: string): string => /^\/(?:[a-z]{2}\/)?(balloon-cup|jumping-cups)\//.exec(url)?.[1] ?? '';

/** Prepares a language's index for searching (done once, when the search first loads). */
export function createSearcher(index: SearchIndex, lang: string): Searcher {
  const sections: Section[] = index.sections.map(([pageIndex, anchor, heading, text]) => {
    const [pageUrl, title, game] = index.pages[pageIndex] ?? ['', '', ''];
    const inHeading = counts(stems(heading, lang));
    for (const s of stems(title, lang)) if (!inHeading.has(s)) inHeading.set(s, TITLE / HEADING);
    return {
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      game,
      gameKey: gameOf(pageUrl),
      page: title,
      heading,
      text,
      inHeading,
      inBody: counts(stems(text, lang)),
      inLead: new Set(stems(leadOf(heading, text), lang)),
      forms: new Set(words(`${heading} ${text}`)),
      headingWords: [...new Set(words(plain(fold(heading), lang)).filter((w) => !isCommon(w, lang) && !RULE_NUMBER.test(w)).map((w) => stem(w, lang)))],
      kind: /\/(rules|questions)\//.test(pageUrl) ? 1 : /\/quick-reference\//.test(pageUrl) ? 0.9 : /\/puzzles\//.test(pageUrl) ? 0.6 : 0.45,
    };
  });
  const vocabulary = new Set<string>();
  for (const section of sections) for (const s of section.inBody.keys()) vocabulary.add(s);
  for (const section of sections) for (const s of section.inHeading.keys()) vocabulary.add(s);

  // Each word of a synonym group, as a stem, points to the stems of its whole group.
  const groups = new Map<string, Set<string>>();
  for (const group of SYNONYMS[lang] ?? []) {
    const members = new Set(stems(group, lang));
    for (const member of members) {
      const known = groups.get(member) ?? new Set<string>();
      for (const other of members) known.add(other);
      groups.set(member, known);
    }
  }

  /** The stems of the index a typed stem stands for, each with what the match is worth. */
  function expand(typed: string): Map<string, number> {
    const out = new Map<string, number>();
    const add = (s: string, worth: number): void => {
      if (worth > (out.get(s) ?? 0)) out.set(s, worth);
    };
    const sources = new Map<string, number>([[typed, EXACT]]);
    for (const other of groups.get(typed) ?? []) if (other !== typed) sources.set(other, SYNONYM);
    // A typo in the word typed: the index's stems one typo away (and, through them, their group).
    if (!vocabulary.has(typed) && typed.length >= 4) {
      for (const known of vocabulary) {
        if (Math.min(known.length, typed.length) >= 4 && oneTypo(typed, known)) {
          sources.set(known, Math.max(sources.get(known) ?? 0, TYPO));
          for (const other of groups.get(known) ?? []) if (!sources.has(other)) sources.set(other, TYPO * SYNONYM);
        }
      }
    }
    for (const [source, worth] of sources) {
      if (vocabulary.has(source)) add(source, worth);
      // Longer forms of a short stem would be any word that begins the same (mont-re, mont-agne).
      if (source.length < 5) continue;
      for (const known of vocabulary) {
        if (known.length > source.length && known.startsWith(source)) add(known, worth * LONGER);
        // A shorter form must be a word of its own, not a preposition it begins with (über-springen).
        else if (known.length >= 4 && known.length < source.length && source.startsWith(known) && !isCommon(known, lang)) add(known, worth * SHORTER);
      }
    }
    return out;
  }

  /** Where a word of the question is found: section index → worth there (its best stem, heading first). */
  function find(terms: Map<string, number>, typed: string): Map<number, number> {
    const out = new Map<number, number>();
    sections.forEach((section, i) => {
      let best = 0;
      for (const [term, worth] of terms) {
        const head = section.inHeading.get(term) ?? 0;
        const body = section.inBody.get(term) ?? 0;
        if (head === 0 && body === 0) continue;
        // In the heading it counts most; in the body, a few times more than once, but not much more.
        const inBody = body > 0 ? Math.min(1 + 0.3 * Math.log(body), 1.6) : 0;
        const value = worth * (HEADING * Math.min(head, 1) + inBody) * (section.inLead.has(term) ? LEAD : 1);
        if (value > best) best = value;
      }
      if (best > 0) out.set(i, section.forms.has(typed) ? best * EXACT_FORM : best);
    });
    return out;
  }

  function search(query: string, limit = 10): SearchHit[] {
    let asked = plain(fold(query), lang);
    for (const [phrase, word] of PHRASES[lang] ?? []) asked = asked.replace(phrase, word);
    const typed = words(asked);
    const telling = typed.filter((w) => !isCommon(w, lang));
    const chosen = [...new Map((telling.length > 0 ? telling : typed).map((w) => [stem(w, lang), w] as const))];
    const found = chosen.map(([s, form]) => ({ terms: expand(s), form })).map((word) => ({ ...word, in: find(word.terms, word.form) })).filter((word) => word.in.size > 0);
    if (found.length === 0) return [];

    // Each word's weight: the rarer, the more it tells (a word every section holds tells nothing).
    const weight = found.map((word) => Math.log(1 + sections.length / word.in.size));
    // The game the words name or imply: a word found (almost) only in one game's sections leans to it.
    const lean = new Map<string, number>();
    found.forEach((word, w) => {
      const byGame = new Map<string, number>();
      for (const i of word.in.keys()) {
        const key = sections[i]!.gameKey;
        if (key) byGame.set(key, (byGame.get(key) ?? 0) + 1);
      }
      const total = [...byGame.values()].reduce((a, b) => a + b, 0);
      for (const [key, n] of byGame) if (total >= 2 && n / total >= 0.85) lean.set(key, (lean.get(key) ?? 0) + weight[w]!);
    });
    const game = [...lean].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';

    const scored = new Map<number, { matched: number; score: number }>();
    found.forEach((word, w) => {
      for (const [i, value] of word.in) {
        const entry = scored.get(i) ?? { matched: 0, score: 0 };
        entry.matched += 1;
        entry.score += value * weight[w]! * sections[i]!.kind;
        scored.set(i, entry);
      }
    });
    const markTerms = new Set(found.flatMap((word) => [...word.terms.keys()]));
    // Among equals, the heading that says the least besides the words typed names the answer best.
    const headingShare = (section: Section): number =>
      section.headingWords.length === 0 ? 0 : section.headingWords.filter((w) => markTerms.has(w)).length / section.headingWords.length;
    const ranked = [...scored]
      .map(([i, { matched, score }]) => ({ section: sections[i]!, matched, score: score * (1 + HEADING_SHARE * headingShare(sections[i]!)), inGame: game !== '' && sections[i]!.gameKey === game }))
      .sort((a, b) => b.matched - a.matched || Number(b.inGame) - Number(a.inGame) || b.score - a.score);
    // Words that name no game ("can I pass?") may be about either: when the first three are all one
    // game's, the other game's best answer with as many of the words takes the third place.
    const top = ranked.slice(0, 3);
    if (game === '' && top.length === 3 && top.every((hit) => hit.section.gameKey === top[0]!.section.gameKey)) {
      const other = ranked.findIndex((hit, i) => i >= 3 && hit.matched === top[0]!.matched && hit.section.gameKey !== '' && hit.section.gameKey !== top[0]!.section.gameKey);
      if (other > 0) ranked.splice(2, 0, ...ranked.splice(other, 1));
    }
    return ranked
      .slice(0, limit)
      .map(({ section, matched, score }) => ({
        url: section.url,
        game: section.game,
        page: section.page,
        heading: section.heading,
        excerpt: excerpt(section.text, markTerms, lang),
        matched,
        score,
      }));
  }

  return { lang, search };
}

const EXCERPT_WORDS = 22;

/** About twenty words of a section's text around the first word found, those found marked. */
export function excerpt(text: string, marks: ReadonlySet<string>, lang: string): ExcerptPart[] {
  const pieces = text.split(/(\s+)/);
  const isMarked = (piece: string): boolean => words(piece).some((w) => marks.has(stem(w, lang)));
  const wordAt = pieces.map((piece, i) => (i % 2 === 0 ? i : -1)).filter((i) => i >= 0);
  const first = wordAt.findIndex((i) => isMarked(pieces[i]!));
  const start = Math.max(0, Math.min(first < 0 ? 0 : first - 4, wordAt.length - EXCERPT_WORDS));
  const chosen = wordAt.slice(start, start + EXCERPT_WORDS);
  const parts: ExcerptPart[] = [];
  if (start > 0) parts.push({ text: '… ', mark: false });
  chosen.forEach((i, n) => {
    const piece = pieces[i]!;
    const mark = isMarked(piece);
    const last = parts.at(-1);
    if (last && last.mark === mark && !mark) last.text += piece;
    else parts.push({ text: piece, mark });
    if (n < chosen.length - 1) {
      const gap = parts.at(-1)!;
      if (gap.mark) parts.push({ text: ' ', mark: false });
      else gap.text += ' ';
    }
  });
  if (start + EXCERPT_WORDS < wordAt.length) parts.push({ text: ' …', mark: false });
  return parts;
}

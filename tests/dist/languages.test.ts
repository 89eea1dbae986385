// Every page in every language, read as built: the page says its language in <html lang>, names
// its other languages (hreflang), holds no English sentence, label or announcement outside the
// game names (anything in another language, like the language menu's names, is marked with its
// own lang), and names each piece by its language's glossary wherever the English page names it.
// (The language menu and the header in each language are checked in a browser:
// tests/e2e/languages.spec.ts.)
import { parse } from 'node-html-parser';
import type { HTMLElement, Node } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { builtPages, pageHtml } from '../shared/built.ts';
import { readGlossary } from '../shared/glossary.ts';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { pathIn, pathWithoutLocale } from '../../src/i18n/routes.ts';

const OTHERS = PUBLISHED_LOCALES.filter((locale) => locale !== BASE_LOCALE);
const pages = builtPages().filter((path) => path.endsWith('/') && !path.startsWith('/404'));
const englishPages = pages.filter((path) => pathWithoutLocale(path) === path && !OTHERS.some((l) => path.startsWith(`/${l}/`)));

// Words that stay as they are in every language: the games' and site's names, the players'
// names in examples, the cascade chapter's W and O, card and cube codes.
const KEEP = /\b(Balloon Cups?|Jumping Cups?|Cup Games|Ana|Ben|Mike|Kevin|Rio Grande( Games)?|Gravon|Pagefind)\b/g;
// Words only English uses this way (not "in", "of", "is", "a", "on", "to", "was", "will": Dutch,
// German, French, Italian or Polish write them too).
const ENGLISH_WORDS = new Set(('the and you your this that with for it are be can not or from at by has have its their they ' +
  'what which who when each every than then there would should into only but if been does did how why where our we my them these those').split(' '));

// Languages written in another script: there, a word in Latin letters is English (or a name
// left in English spelling, like a puzzle's players), except the names every language keeps.
const OWN_SCRIPT: Readonly<Record<string, RegExp>> = { ru: /\p{Script=Cyrillic}/u };
const KEEP_IN_LATIN = /\b(Balloon Cups?|Jumping Cups?|Cup Games|Rio Grande( Games)?|Gravon|Yucata|Pagefind|BoardGameGeek|JavaScript|Letter)\b/g;

/** Phrases a language writes exactly as English does. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = { nl: ['Online servers:'] };

const NAMED: Readonly<Record<string, RegExp>> = {
  'bc-card': /\bcards?\b/i,
  'bc-cube': /\bcubes?\b/i,
  'bc-tile': /\btiles?\b/i,
  'bc-trophy': /\btroph(y|ies)\b/i,
  'jc-cup': /\bcups?\b/i,
  'jc-square': /\bsquares?\b/i,
};

const READ_ALOUD = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'];
/** Where a reader meets no text: scripts, styles, templates, what shows without JavaScript, code. */
const NOT_READ = new Set(['script', 'style', 'template', 'noscript', 'code', 'kbd']);

/**
 * The page's reader-facing text, chunk by chunk, as a browser with JavaScript on parses the page:
 * text nodes of the body and the attributes read aloud, the description and the title. A chunk
 * inside an element marked with another language than the page's is left out.
 */
function readerText(html: string): { lang: string; chunks: string[] } {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } });
  const documentElement = root.querySelector('html');
  const lang = documentElement?.getAttribute('lang') ?? '';
  const elementsUp = (el: Node | null): HTMLElement[] => {
    const chain: HTMLElement[] = [];
    for (let node = el; node && node !== root; node = node.parentNode) if (node.nodeType === 1) chain.push(node as HTMLElement);
    return chain;
  };
  const foreign = (chain: HTMLElement[]) => {
    const marked = chain.filter((el) => el.hasAttribute('lang'));
    return marked.some((el) => el.getAttribute('lang') !== lang) && marked[0] !== documentElement;
  };
  const text: string[] = [];
  const labels: string[] = [];
  const walk = (node: Node, inBody: boolean): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        if (!inBody) continue;
        const chain = elementsUp(child.parentNode);
        if (chain.some((el) => NOT_READ.has(el.rawTagName.toLowerCase())) || foreign(chain)) continue;
        const chunk = child.text.replace(/\s+/g, ' ').trim();
        if (chunk) text.push(chunk);
      } else if (child.nodeType === 1) {
        const el = child as HTMLElement;
        const tag = el.rawTagName.toLowerCase();
        // A template's content is no part of the document a browser builds.
        if (tag === 'template') continue;
        if (!foreign(elementsUp(el))) {
          for (const name of READ_ALOUD) {
            const value = el.getAttribute(name)?.trim();
            if (value) labels.push(value);
          }
        }
        walk(el, inBody || tag === 'body');
      }
    }
  };
  walk(root, false);
  const chunks = [...text, ...labels];
  const meta = root.querySelector('meta[name="description"]')?.getAttribute('content');
  if (meta) chunks.push(meta);
  chunks.push((root.querySelector('title')?.text ?? '').replace(/\s+/g, ' ').trim());
  return { lang, chunks };
}

const looksEnglish = (chunk: string) => {
  const words = chunk.replace(KEEP, '').toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  return words.length >= 3 && english >= 2 && english / words.length >= 0.25;
};

const englishText = new Map<string, ReturnType<typeof readerText>>();
const readEnglish = (path: string) => {
  let read = englishText.get(path);
  if (!read) englishText.set(path, (read = readerText(pageHtml(path))));
  return read;
};

/** What is wrong with a page of a language, against its English page. */
function problemsOf(locale: string, english: string, path: string, html: string): string[] {
  const glossary = readGlossary(locale);
  const problems: string[] = [];
  const ours = readerText(html);
  const theirs = new Set(readEnglish(english).chunks);
  if (ours.lang !== locale) problems.push(`${path}: <html lang="${ours.lang}">`);
  for (const other of PUBLISHED_LOCALES) {
    if (!html.includes(`hreflang="${other}" href="https://cup-games.example${pathIn(english, other)}"`)) problems.push(`${path}: no hreflang link to its ${other} page`);
  }
  for (const chunk of ours.chunks) {
    const bare = chunk.replace(KEEP, '').trim();
    // Identical to the English page: a sentence or phrase left untranslated (a single word the
    // two languages share, like Menu, Option or Hand, is not one).
    const sameAsEnglish = theirs.has(chunk) && !SAME_AS_ENGLISH[locale]?.includes(chunk) && /[A-Za-z]{4,}/.test(bare) && (bare.match(/\p{L}+/gu) ?? []).length >= 2 && !/^[\d\s]+\p{L}+$/u.test(bare);
    if (sameAsEnglish || looksEnglish(chunk)) problems.push(`${path}: English text "${chunk}"`);
    // A cup leaving the track: the notation ends on the word the board prints at its ends.
    if (/→off\b/.test(chunk)) problems.push(`${path}: English "off" in a move in "${chunk}"`);
    if (OWN_SCRIPT[locale] && /[A-Za-z]{2,}/.test(chunk.replace(KEEP_IN_LATIN, ''))) problems.push(`${path}: Latin letters in "${chunk}"`);
  }
  const englishWords = [...theirs].join('\n').replace(KEEP, '');
  const text = ours.chunks.join('\n').toLowerCase();
  const game = english.startsWith('/jumping-cups/') ? 'jc-' : english.startsWith('/balloon-cup/') ? 'bc-' : null;
  for (const [key, named] of Object.entries(NAMED)) {
    if (!game || !key.startsWith(game) || !named.test(englishWords)) continue;
    const term = glossary.terms[key]!;
    if (!term.forms.some((form) => text.includes(form))) problems.push(`${path}: names no ${key.slice(3)} (${term.forms.join('/')}) where the English page does`);
  }
  return problems;
}

test('every page is built in every published language', () => {
  for (const locale of OTHERS) {
    expect(pages.filter((p) => p.startsWith(`/${locale}/`)).map(pathWithoutLocale).sort()).toEqual([...englishPages].sort());
  }
});

describe.each(OTHERS)('%s', (locale) => {
  test.each(englishPages)(`%s: says its language, names its other languages, holds no English and names the pieces as the glossary does`, (english) => {
    const path = pathIn(english, locale);
    expect(problemsOf(locale, english, path, pageHtml(path))).toEqual([]);
  });
});

test('the scan reads what a reader meets and catches English, a wrong lang and a missing piece name', () => {
  const read = readerText('<html lang="de"><head><title> Titel  hier </title><meta name="description" content="Eine &amp; Beschreibung"></head><body>'
    + '<p title="Ein Hinweis">Hallo <b>Welt</b></p><span lang="en">English</span><code>the code</code><noscript><p>no script here</p></noscript>'
    + '<template><p aria-label="not shown">x</p></template><button aria-label="Knopf">x</button></body></html>');
  expect(read).toEqual({ lang: 'de', chunks: ['Hallo', 'Welt', 'x', 'Ein Hinweis', 'Knopf', 'Eine & Beschreibung', 'Titel hier'] });
  const english = '/balloon-cup/rules/scoring/';
  const problems = problemsOf('de', english, pathIn(english, 'de'), pageHtml(english));
  expect(problems).toContain(`${pathIn(english, 'de')}: <html lang="en">`);
  expect(problems.some((p) => p.includes('English text'))).toBe(true);
  expect(problems.some((p) => p.includes('names no card'))).toBe(true);
});

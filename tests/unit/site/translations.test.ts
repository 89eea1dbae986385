// The content in every language: each translation mirrors its English file (same chapters, same
// section anchors, same examples in the same order, the same puzzles and questions), holds only
// text, and names the pieces as its language's glossary (content/STYLE.<locale>.md) fixes them.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, test } from 'vitest';
import { ALL_LOCALES, BASE_LOCALE } from '../../../src/i18n/locales.ts';
import { readGlossary, type Glossary } from '../../shared/glossary.ts';

const CONTENT = join(import.meta.dirname, '../../../content');
const OTHER_LOCALES = ALL_LOCALES.filter((locale) => locale !== BASE_LOCALE);
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
const englishFiles = walk(CONTENT)
  .map((file) => relative(CONTENT, file))
  .filter((file) => !/^[a-z]{2}\//.test(file) && /\.(mdx|json)$/.test(file) && !file.endsWith('solved.json'));

const headingAnchors = (mdx: string, translated: boolean): string[] => {
  const slugger = new GithubSlugger();
  return [...mdx.matchAll(/^#{2,3} (.+)$/gm)].map((m) => {
    const text = m[1]!;
    if (translated) return /\{#([a-z0-9-]+)\}\s*$/.exec(text)?.[1] ?? `(no anchor: ${text})`;
    return slugger.slug(text.replace(/[*_`]/g, ''));
  });
};
const exampleIds = (mdx: string) => [...mdx.matchAll(/<Example\s+id="([^"]+)"/g)].map((m) => m[1]);
const components = (mdx: string) => [...mdx.matchAll(/<([A-Z][A-Za-z]*)\b/g)].map((m) => m[1]!).filter((name) => !/^H[23]$/.test(name)).sort();
const links = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)].map((m) => m[1] ?? m[2]).sort();
const frontmatter = (mdx: string) => /^---\n([\s\S]*?)\n---/.exec(mdx)?.[1] ?? '';
const TEXT_FIELDS = new Set(['title', 'prompt', 'hint', 'explanation', 'source', 'names']);

describe.each(OTHER_LOCALES)('content in %s', (locale) => {
  test.each(englishFiles)('%s has its translation, with the same structure and only text', (file) => {
    const english = readFileSync(join(CONTENT, file), 'utf8');
    const path = join(CONTENT, locale, file);
    expect(existsSync(path), `content/${locale}/${file} is missing`).toBe(true);
    const text = readFileSync(path, 'utf8');
    if (file.endsWith('.mdx')) {
      expect(headingAnchors(text, true)).toEqual(headingAnchors(english, false));
      expect(exampleIds(text)).toEqual(exampleIds(english));
      expect(components(text)).toEqual(components(english));
      expect(links(text)).toEqual(links(english));
      expect(/^order:\s*(\d+)/m.exec(frontmatter(text))?.[1]).toBe(/^order:\s*(\d+)/m.exec(frontmatter(english))?.[1]);
      for (const key of ['title', 'short', 'description']) expect(frontmatter(text), `${key} in the frontmatter`).toMatch(new RegExp(`^${key}: \\S`, 'm'));
    } else if (file.endsWith('questions.json')) {
      const ours = JSON.parse(text) as { id: string; question: string; answer: string }[];
      const theirs = JSON.parse(english) as { id: string }[];
      expect(ours.map((q) => q.id)).toEqual(theirs.map((q) => q.id));
      for (const q of ours) {
        expect(Object.keys(q).sort()).toEqual(['answer', 'id', 'question']);
        expect(q.question.trim() && q.answer.trim()).toBeTruthy();
      }
    } else {
      const ours = JSON.parse(text) as Record<string, unknown>;
      const theirs = JSON.parse(english) as Record<string, unknown>;
      for (const key of Object.keys(ours)) expect(TEXT_FIELDS.has(key) && key in theirs || key === 'names', `content/${locale}/${file}: "${key}" is not a text field of the English file`).toBe(true);
      for (const key of Object.keys(theirs).filter((k) => TEXT_FIELDS.has(k) && k !== 'names')) {
        expect(typeof ours[key] === 'string' && (ours[key] as string).trim() !== '', `content/${locale}/${file}: "${key}" is missing`).toBe(true);
      }
      if ('names' in ours) expect(ours.names).toEqual([expect.any(String), expect.any(String)]);
    }
  });

  test('no file is left over from an English file that no longer exists', () => {
    const ours = walk(join(CONTENT, locale)).map((file) => relative(join(CONTENT, locale), file));
    expect(ours.filter((file) => !englishFiles.includes(file))).toEqual([]);
  });
});

// The glossary: the words each page uses for the pieces.
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}'’-]+/gu) ?? [];
// Pieces whose English names have no other sense in the site's texts (unlike "set", "hand" and
// "side", which English also uses as verbs or for a player), so a file that names one in English
// must name it in every language.
const NAMED: Readonly<Record<string, RegExp>> = {
  'bc-card': /\bcards?\b/i,
  'bc-cube': /\bcubes?\b/i,
  'bc-tile': /\btiles?\b/i,
  'bc-trophy': /\btroph(y|ies)\b/i,
  'bc-mountain': /\bmountains?\b/i,
  'bc-flatland': /\bflatlands?\b/i,
  'jc-cup': /\bcups?\b/i,
  'jc-square': /\bsquares?\b/i,
};

/** What a reader sees of a file: an MDX file whole, only the text fields of a JSON file. */
function readerText(file: string, text: string): string {
  if (file.endsWith('.mdx')) return text;
  const fields = (value: unknown): string[] => Array.isArray(value) ? value.flatMap(fields)
    : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, v]) => (['title', 'prompt', 'hint', 'explanation', 'question', 'answer'].includes(key) ? [String(v)] : []))
    : [];
  return fields(JSON.parse(text)).join('\n');
}

describe.each(OTHER_LOCALES)('the %s glossary', (locale) => {
  const glossary: Glossary = readGlossary(locale);

  test('fixes a word for every piece, action and rule the site names', () => {
    expect(Object.keys(glossary.terms).sort()).toEqual(Object.keys(readGlossary('de').terms).sort());
    expect(Object.keys(glossary.terms).length).toBe(27);
    for (const [key, term] of Object.entries(glossary.terms)) {
      expect(term.forms.length, key).toBeGreaterThan(0);
      for (const never of term.never) expect(term.forms.some((form) => form.startsWith(never)), `${key}: "${never}" would forbid its own term`).toBe(false);
    }
    expect(glossary.cupLetters).toHaveLength(2);
  });

  const files = englishFiles.filter((file) => existsSync(join(CONTENT, locale, file)));
  test.each(files)('%s keeps to it', (file) => {
    const english = readerText(file, readFileSync(join(CONTENT, file), 'utf8'));
    const text = readerText(file, readFileSync(join(CONTENT, locale, file), 'utf8')).toLowerCase();
    const ourWords = words(text);
    const game = file.includes('jumping-cups') ? 'jc-' : 'bc-';
    for (const [key, term] of Object.entries(glossary.terms).filter(([key]) => key.startsWith(game))) {
      for (const never of term.never) {
        expect(ourWords.filter((word) => word.startsWith(never)), `${key}: the glossary says never "${never}…"`).toEqual([]);
      }
      const named = NAMED[key];
      if (named?.test(english.replace(/Jumping Cups|Balloon Cup/g, ''))) {
        expect(term.forms.some((form) => text.includes(form)), `the English names the ${key.slice(3)}; the ${locale} text should say ${term.forms.join('/')}`).toBe(true);
      }
    }
  });
});

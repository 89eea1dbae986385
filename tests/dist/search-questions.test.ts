// The site search answers players' questions (issue 30): each question of the test set
// (tests/shared/search-questions.ts), asked of the built index of its language with the site's own
// ranking (src/components/search/search-engine.ts, the code the browser runs), finds one of its
// sections among the first three results, in all seven languages. Each expected section must exist
// in the built page, so a renamed anchor fails here rather than passing unnoticed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DIST, pageHtml } from '../shared/built.ts';
import { SEARCH_QUESTIONS } from '../shared/search-questions.ts';
import { createSearcher } from '../../src/components/search/search-engine.ts';
import type { SearchIndex } from '../../src/components/search/search-engine.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';

const prefix = (lang: string): string => (lang === 'en' ? '/' : `/${lang}/`);

describe.each(PUBLISHED_LOCALES)('search in %s', (lang) => {
  const index = JSON.parse(readFileSync(join(DIST, 'search-index', `${lang}.json`), 'utf8')) as SearchIndex;
  const searcher = createSearcher(index, lang);
  const questions = SEARCH_QUESTIONS[lang];

  test('the test set holds at least ten questions, and every section it expects is on the built page', () => {
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const missing = questions.flatMap(([, sections]) => sections).filter((section) => {
      const [path = '', anchor] = section.split('#');
      const html = pageHtml(`${prefix(lang)}${path}`);
      return anchor !== undefined && !html.includes(` id="${anchor}"`);
    });
    expect(missing).toEqual([]);
  });

  test.each(questions.map(([question, sections]) => [question, sections] as const))('“%s” finds its section in the first three', (question, sections) => {
    const top = searcher.search(question, 3).map((hit) => hit.url);
    const wanted = sections.map((section) => `${prefix(lang)}${section}`);
    expect(top.some((url) => wanted.includes(url)), `first three: ${top.join(' | ') || '(nothing)'}`).toBe(true);
  });
});

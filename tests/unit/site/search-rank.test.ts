// How the site search orders its results (src/components/search/search-rank.ts): a section whose
// heading names what was typed comes before a long page that merely mentions the words often.
import { describe, expect, it } from 'vitest';
import { headingMatch, hitsFor, keyWords, rankHits } from '../../../src/components/search/search-rank.ts';
import type { ResultData } from '../../../src/components/search/search-rank.ts';

const page = (title: string, game: string, subs: [string, string, number][]): ResultData => ({
  url: `/${title}/`,
  excerpt: '',
  meta: { title, game },
  sub_results: subs.map(([heading, url, points]) => ({ title: heading, url, excerpt: heading, weighted_locations: [{ balanced_score: points }] })),
});

describe('search ranking', () => {
  it('keeps the words that tell headings apart', () => {
    expect(keyWords('Can I refuse a trophy?', 'en')).toEqual(['refuse', 'trophy']);
    expect(keyWords('Who moves first', 'en')).toEqual(['who', 'moves', 'first']);
  });

  it('matches a word by its first four letters, so plurals and -ing forms count', () => {
    expect(headingMatch(['stack'], 'Moving and stacking', 'en')).toBe(1);
    expect(headingMatch(['finish', 'square'], 'Filling your finish squares', 'en')).toBe(1);
    expect(headingMatch(['who', 'moves', 'first'], 'After a scoring, who claims trophies first?', 'en')).toBeCloseTo(2 / 3);
    expect(headingMatch(['end'], 'Ending', 'en')).toBe(0);
  });

  it('puts the section whose heading holds every word first, then follows the pages’ order', () => {
    const words = keyWords('who moves first', 'en');
    const longPage = page('Balloon Cup questions', 'Balloon Cup', [
      ['After a scoring, who claims trophies first?', '/bc/#q-who-claims-first', 900],
      ['Whose turn is it now?', '/bc/#q-finish-and-lose', 800],
    ]);
    const shortPage = page('Jumping Cups questions', 'Jumping Cups', [['Who moves first?', '/jc/#q-who-starts', 100]]);
    const hits = rankHits([...hitsFor(longPage, 0, words, 'en'), ...hitsFor(shortPage, 1, words, 'en')]);
    expect(hits.map((h) => h.url)).toEqual(['/jc/#q-who-starts', '/bc/#q-who-claims-first', '/bc/#q-finish-and-lose']);
    expect(hits[0]?.place).toBe('Jumping Cups: Jumping Cups questions');
  });

  it('keeps at most two sections of a page and ten rows in all', () => {
    const many = Array.from({ length: 8 }, (_, i) => page(`Page ${i}`, 'Balloon Cup', [['A', `/${i}/#a`, 3], ['B', `/${i}/#b`, 2], ['C', `/${i}/#c`, 1]]));
    const perPage = hitsFor(many[0]!, 0, ['zzz'], 'en');
    expect(perPage.map((h) => h.url)).toEqual(['/0/#a', '/0/#b']);
    expect(rankHits(many.flatMap((p, i) => hitsFor(p, i, ['zzz'], 'en')))).toHaveLength(10);
  });
});

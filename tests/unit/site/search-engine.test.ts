// How the site search ranks (src/components/search/search-engine.ts) on a small index shaped like
// the built one: a question finds its section by stem, by the word players use, with one typo, and
// with only most of its words; the game the words imply comes first; nothing found is an empty list.
// (The players' questions against the real index: tests/dist/search-questions.test.ts.)
import { describe, expect, it } from 'vitest';
import { createSearcher, leadOf, oneTypo } from '../../../src/components/search/search-engine.ts';
import type { SearchIndex } from '../../../src/components/search/search-engine.ts';
import { stem, words } from '../../../src/components/search/search-language.ts';

const INDEX: SearchIndex = {
  pages: [
    ['/balloon-cup/rules/scoring/', 'Scoring a tile', 'Balloon Cup'],
    ['/jumping-cups/rules/moving-and-stacking/', 'Moving and stacking', 'Jumping Cups'],
    ['/balloon-cup/rules/trophies/', 'Trophies', 'Balloon Cup'],
    ['/jumping-cups/questions/', 'Questions players ask', 'Jumping Cups'],
  ],
  sections: [
    [0, 'add-up-both-sides', 'Add up both sides', 'Add up both sides. On a mountain, the higher total wins the cubes of the tile.'],
    [0, 'equal-totals', 'Equal totals', 'Equal totals. If both sides add up to the same number, the tile goes to the player who laid the last card.'],
    [1, 'landing', 'Landing', 'Landing. A cup always ends on top of the stack on its square; every cup below is covered.'],
    [2, 'the-3-for-1-trade', 'The 3-for-1 trade', 'The 3-for-1 trade. Three cubes of a claimed color may stand in for one missing cube.'],
    [3, 'q-who-starts', 'Who moves first?', 'Who moves first? The lighter color starts; then turns alternate, one cup per turn.'],
    [2, 'claiming', 'Claiming a trophy', 'Claiming a trophy. A player who holds enough cubes of its color takes the trophy at once.'],
  ],
};
const en = createSearcher(INDEX, 'en');
const urls = (query: string): string[] => en.search(query).map((hit) => hit.url);

describe('site search ranking', () => {
  it('finds a section by the stem of a word (stacked, stack)', () => {
    expect(urls('stacked cups')[0]).toBe('/jumping-cups/rules/moving-and-stacking/#landing');
  });

  it('finds the rulebook’s term from the word players use (tie → equal totals, pile → stack)', () => {
    expect(urls('tie')[0]).toBe('/balloon-cup/rules/scoring/#equal-totals');
    expect(urls('pile')[0]).toBe('/jumping-cups/rules/moving-and-stacking/#landing');
    expect(urls('mountain higher sum')[0]).toBe('/balloon-cup/rules/scoring/#add-up-both-sides');
  });

  it('forgives one typo, not two', () => {
    expect(urls('mountian')[0]).toBe('/balloon-cup/rules/scoring/#add-up-both-sides');
    expect(urls('mnoutian')).toEqual([]);
    expect(oneTypo('mountain', 'mountian')).toBe(true);
    expect(oneTypo('mountain', 'mountin')).toBe(true);
    expect(oneTypo('mountain', 'fountain')).toBe(true);
    expect(oneTypo('mountain', 'mnoutian')).toBe(false);
  });

  it('when no section holds every word, lists those with most of them, most first', () => {
    const hits = en.search('swap three cubes for one zeppelin');
    expect(hits[0]?.url).toBe('/balloon-cup/rules/trophies/#the-3-for-1-trade');
    expect(hits[0]?.matched).toBeGreaterThan(hits.at(-1)?.matched ?? 0);
  });

  it('puts the game the words imply first (cubes are Balloon Cup’s)', () => {
    // "who … first" is asked of Jumping Cups' question; "cubes" makes it Balloon Cup's.
    const hits = en.search('who takes cubes first');
    expect(hits[0]?.url.startsWith('/balloon-cup/')).toBe(true);
  });

  it('finds nothing for words no page holds', () => {
    expect(en.search('zeppelin')).toEqual([]);
    expect(en.search('   ')).toEqual([]);
  });

  it('finds a rule by its number, and a number beside a heading is not a count', () => {
    const numbered = createSearcher({
      pages: [['/balloon-cup/rules/scoring/', 'Scoring a tile', 'Balloon Cup'], ['/balloon-cup/rules/trophies/', 'Trophies', 'Balloon Cup']],
      sections: [[0, 'equal-totals', '3.2 Equal totals', 'If both sides add up to the same number, the last card decides.'], [1, 'the-3-for-1-trade', '4.3 The 3-for-1 trade', 'Three cubes may stand in for one.']],
    }, 'en');
    expect(numbered.search('3.2').map((hit) => hit.url)).toEqual(['/balloon-cup/rules/scoring/#equal-totals']);
    expect(numbered.search('three for one')[0]?.url).toBe('/balloon-cup/rules/trophies/#the-3-for-1-trade');
  });

  it('ranks the rule whose lead says it above a section that names the word in passing', () => {
    // Shaped as the built index: the heading carries the rule's number, the text opens with the
    // heading's words and a stop. The cascade names "pass" in its third sentence, as typed; the rule's
    // first sentence is about passing.
    const passing = createSearcher({
      pages: [['/balloon-cup/rules/placing-cards/', 'Placing cards', 'Balloon Cup'], ['/balloon-cup/rules/claim-cascade/', 'The claim cascade', 'Balloon Cup']],
      sections: [
        [1, 'claiming-in-turn', '6.2 Claiming in turn', 'Claiming in turn. The player who scored claims first. Then each player in turn claims one trophy or says pass, until neither can claim.'],
        [0, 'you-must-place-if-you-can', '3.3 You must place if you can', 'You must place if you can. Passing is not allowed. If a card of your hand fits anywhere, you place one.'],
      ],
    }, 'en');
    expect(passing.search('can I skip my turn')[0]?.url).toBe('/balloon-cup/rules/placing-cards/#you-must-place-if-you-can');
    expect(leadOf('3.3 You must place if you can', 'You must place if you can. Passing is not allowed. If a card fits, you place it.')).toBe('3.3 You must place if you can Passing is not allowed.');
    expect(leadOf('Who moves first?', 'Who moves first? The lighter color starts; then turns alternate.')).toBe('Who moves first? The lighter color starts; then turns alternate.');
    expect(leadOf('Landing', 'A cup always ends on top. Every cup below is covered.')).toBe('Landing A cup always ends on top.');
  });

  it('does not take a card that fits for a pass in German and Dutch', () => {
    expect(stem('passt', 'de')).not.toBe(stem('passen', 'de'));
    expect(stem('past', 'nl')).not.toBe(stem('passen', 'nl'));
  });

  it('marks the words found in the excerpt', () => {
    const hit = en.search('equal totals')[0]!;
    expect(hit.excerpt.filter((part) => part.mark).map((part) => part.text.toLowerCase())).toContain('equal');
    expect(hit.excerpt.map((part) => part.text).join('')).toContain('the tile goes to the player');
  });
});

describe('site search language', () => {
  it('folds accents and cuts endings the same way for a question and a page', () => {
    expect(words('Plättchen, ŁĄKA, ёлка')).toEqual(['plattchen', 'laka', 'елка']);
    expect(words('3.2 The 3-for-1 trade')).toEqual(['3.2', 'the', '3', 'for', '1', 'trade']);
    expect(stem('kostek', 'pl')).toBe(stem('kostki', 'pl'));
    expect(stem('мешок', 'ru')).toBe(stem('мешке', 'ru'));
    expect(stem('tiles', 'en')).toBe(stem('tile', 'en'));
    expect(stem('zetten', 'nl')).toBe(stem('zet', 'nl'));
  });

  it('finds a Russian tile by the everyday word, a Polish trade by the other word for it', () => {
    const ru = createSearcher({ pages: [['/ru/balloon-cup/rules/scoring/', 'Подсчёт очков на тайле', 'Balloon Cup']], sections: [[0, 'equal-totals', 'Равные суммы', 'Равные суммы. Если суммы на обеих сторонах тайла равны, тайл получает тот, кто выложил последнюю карту.']] }, 'ru');
    expect(ru.search('ничья на плитке').map((hit) => hit.url)).toEqual(['/ru/balloon-cup/rules/scoring/#equal-totals']);
    const pl = createSearcher({ pages: [['/pl/balloon-cup/rules/trophies/', 'Trofea', 'Balloon Cup']], sections: [[0, 'the-3-for-1-trade', 'Zamiana 3 za 1', 'Zamiana 3 za 1. Trzy kostki wykupionego koloru mogą zastąpić jedną brakującą kostkę.']] }, 'pl');
    expect(pl.search('wymiana trzech kostek na jedną').map((hit) => hit.url)).toEqual(['/pl/balloon-cup/rules/trophies/#the-3-for-1-trade']);
  });
});

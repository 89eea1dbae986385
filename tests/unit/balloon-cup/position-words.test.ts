// An example whose position has a tile gone that the bag could refill is explained in the page's
// language from the engine's facts (tile, cubes, cube limit, cubes paid back), in all seven.
import { afterEach, describe, expect, it } from 'vitest';
import { parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { checkExample } from '../../../src/machines/balloon-cup/engine.ts';
import { explained } from '../../../src/components/balloon-cup/position-words.ts';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { ALL_LOCALES, provide } from '../../../src/i18n/runtime.ts';
import { codeWords } from '../../shared/code-words.ts';

/** Tile 4 gone with `bag` listed: the reds on tiles 1-3 and two cards in hand. */
function tile4Gone(bag: string[], players = [{ cubes: {}, trophies: [] as string[] }, { cubes: {}, trophies: [] as string[] }]) {
  return {
    tiles: [
      { number: 1, terrain: 'mountain', cubes: ['red'], sides: [[], []] },
      { number: 2, terrain: 'flatland', cubes: ['red', 'yellow'], sides: [[], []] },
      { number: 3, terrain: 'mountain', cubes: ['green', 'yellow', 'red'], sides: [[], []] },
      { number: 4, removed: true },
    ],
    hands: [['red-1', 'red-2'], ['red-3', 'yellow-1']], supply: [], discard: [], bag, players, toMove: 0,
  };
}

const CASES = {
  plain: { position: tile4Gone(['gray', 'blue', 'green', 'red', 'red']), options: {}, numbers: ['4', '5'] },
  limit: { position: tile4Gone(['gray', 'gray', 'gray', 'gray', 'blue', 'blue']), options: { cubeLimit: true }, numbers: ['4'] },
  returned: {
    position: tile4Gone(['gray', 'blue', 'green', 'yellow', 'red'], [{ cubes: {}, trophies: ['gray'] }, { cubes: {}, trophies: [] }]),
    options: { spentCubes: 'bag' },
    numbers: ['4', '1'],
  },
};

describe('words for a tile gone that the bag could refill', () => {
  afterEach(() => provide('en', ALL_WORDS.en));

  it('the engine refuses each case with its facts', () => {
    for (const { position, options } of Object.values(CASES)) {
      const parsed = parsePosition({ ...position, options });
      expect(parsed.ok ? 'accepted' : parsed.fault?.code).toBe('tile-gone-refillable');
    }
  });

  it.each(ALL_LOCALES)('%s: names the tile and the cubes in plain words, not in English elsewhere', (locale) => {
    const said: Record<string, string> = {};
    for (const [name, { position, options }] of Object.entries(CASES)) {
      provide('en', ALL_WORDS.en);
      const english = explained(checkExample(position, options)).problem!;
      provide(locale, ALL_WORDS[locale]);
      const words = explained(checkExample(position, options)).problem!;
      said[name] = words;
      for (const n of CASES[name as keyof typeof CASES].numbers) expect(words, name).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
      expect(codeWords(words), words).toEqual([]);
      if (locale !== 'en') expect(words).not.toBe(english);
    }
    // The cube limit and the cubes paid back each change what is said.
    expect(said.limit).not.toBe(said.plain);
    expect(said.returned!.length).toBeGreaterThan(said.plain!.length);
  });
});

describe('words for any other refused example position', () => {
  afterEach(() => provide('en', ALL_WORDS.en));
  // A tile with the wrong number of cubes, and a card listed twice: the engine gives facts and a
  // field path for the build's warning; a reader gets a sentence of their language, no path.
  const wrongCubes = { ...tile4Gone([]), tiles: [{ number: 1, terrain: 'mountain', cubes: ['red', 'red'], sides: [[], []] }, ...tile4Gone([]).tiles.slice(1)] };
  const twice = { ...tile4Gone([]), discard: ['red-1'] };

  it.each(ALL_LOCALES)('%s: says it plainly, without the field or the code', (locale) => {
    for (const position of [wrongCubes, twice]) {
      const read = checkExample(position, {});
      expect(read.problem).toMatch(/^tiles\[0\]\.cubes: pos-tile-cubes|^discard\[0\].*: pos-card-twice/);
      provide(locale, ALL_WORDS[locale]);
      const words = explained(read).problem!;
      expect(words).not.toMatch(/\[|pos-|tiles|discard/);
      expect(codeWords(words), words).toEqual([]);
      provide('en', ALL_WORDS.en);
      if (locale !== 'en') expect(words).not.toBe(explained(read).problem);
    }
  });
});

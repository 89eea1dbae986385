// An example whose position has a tile gone that the bag could refill is explained in the page's
// language from the engine's facts (tile, cubes, cube limit, cubes paid back), in all seven.
import { afterEach, describe, expect, it } from 'vitest';
import { parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { checkExample } from '../../../src/machines/balloon-cup/engine.ts';
import { explained, positionCodeProblemWords, positionProblemWords } from '../../../src/components/balloon-cup/position-words.ts';
import type { PositionCodeProblem, PositionProblem } from '../../../src/engine/balloon-cup/result.ts';
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
  // field path for the build's warning; a reader gets a sentence of their language naming the
  // tile and count, or the card, and no path.
  const wrongCubes = { ...tile4Gone([]), tiles: [{ number: 1, terrain: 'mountain', cubes: ['red', 'red'], sides: [[], []] }, ...tile4Gone([]).tiles.slice(1)] };
  const twice = { ...tile4Gone([]), discard: ['red-1'] };

  it.each(ALL_LOCALES)('%s: says it with its facts, without the field or the code', (locale) => {
    for (const [position, numbers] of [[wrongCubes, ['1', '2']], [twice, ['1']]] as const) {
      const read = checkExample(position, {});
      expect(read.problem).toMatch(/^tiles\[0\]\.cubes: pos-tile-cubes|^discard\[0\].*: pos-card-twice/);
      provide(locale, ALL_WORDS[locale]);
      const words = explained(read).problem!;
      expect(words).not.toMatch(/\[|pos-|tiles|discard/);
      expect(codeWords(words), words).toEqual([]);
      for (const n of numbers) expect(words).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
      provide('en', ALL_WORDS.en);
      if (locale !== 'en') expect(words).not.toBe(explained(read).problem);
    }
  });
});

/** One refusal of every code, facts with numbers distinct enough to find in the sentence. */
const POSITION_PROBLEMS: { [C in PositionProblem['code']]: Extract<PositionProblem, { code: C }> } = {
  'pos-form': { code: 'pos-form', field: 'tiles', part: 'tiles', found: '7' },
  'pos-option-unknown': { code: 'pos-option-unknown', field: 'options.x', option: 'x' },
  'pos-option-value': { code: 'pos-option-value', field: 'options.cubeLimit', option: 'cubeLimit' },
  'pos-cubes-over': { code: 'pos-cubes-over', field: 'players[0].cubes.red', color: 'red', count: 22, total: 13 },
  'pos-card-twice': { code: 'pos-card-twice', field: 'discard[0]', card: 'yellow-11' },
  'pos-tile-removed-holds': { code: 'pos-tile-removed-holds', field: 'tiles[2]', tile: 3 },
  'pos-tile-cubes': { code: 'pos-tile-cubes', field: 'tiles[3].cubes', tile: 4, count: 2 },
  'pos-card-fit': { code: 'pos-card-fit', field: 'tiles[2].sides[0][0]', tile: 3, card: 'green-8', color: 'green', need: 2 },
  'pos-tile-full': { code: 'pos-tile-full', field: 'tiles[1].sides', tile: 2 },
  'pos-tile-twice': { code: 'pos-tile-twice', field: 'tiles[1].number', tile: 2 },
  'pos-tile-missing': { code: 'pos-tile-missing', field: 'tiles', tile: 4 },
  'pos-trophy-twice': { code: 'pos-trophy-twice', field: 'players[1].trophies', player: 1, color: 'blue' },
  'pos-trophy-both': { code: 'pos-trophy-both', field: 'players[1].trophies', color: 'gray' },
  'pos-trophies-over': { code: 'pos-trophies-over', field: 'players[0].trophies', player: 0, count: 4, max: 3 },
  'pos-hand-over': { code: 'pos-hand-over', field: 'hands[1]', player: 1, count: 9, max: 8 },
  'pos-blocked-winner': { code: 'pos-blocked-winner', field: 'result.winner' },
  'pos-result-trophies': { code: 'pos-result-trophies', field: 'result.reason', player: 0 },
  'pos-result-winner': { code: 'pos-result-winner', field: 'result.winner', player: 1 },
  'pos-box-option': { code: 'pos-box-option', field: 'box.yellow', color: 'yellow' },
  'pos-box-unclaimed': { code: 'pos-box-unclaimed', field: 'box', count: 5 },
  'pos-unpaid': { code: 'pos-unpaid', field: 'box', colors: ['red'] },
  'pos-cascade-over': { code: 'pos-cascade-over', field: 'cascade' },
  'pos-cascade-exchanged': { code: 'pos-cascade-exchanged', field: 'exchanged' },
  'pos-cascade-part': { code: 'pos-cascade-part', field: 'cascade.part', player: 1 },
  'pos-claim-open': { code: 'pos-claim-open', field: 'players[0].cubes.blue', player: 0, color: 'blue', count: 5 },
  'pos-blocked': { code: 'pos-blocked', field: 'result' },
  'pos-not-blocked': { code: 'pos-not-blocked', field: 'result.reason' },
  'pos-exchanged-no-fit': { code: 'pos-exchanged-no-fit', field: 'exchanged', player: 0 },
  'pos-cube-limit': { code: 'pos-cube-limit', field: 'tiles[3].cubes', tile: 4, color: 'red', count: 5, max: 4 },
  'tile-gone-refillable': { code: 'tile-gone-refillable', field: 'tiles[3].removed', tile: 4, cubes: 5, returned: 0, cubeLimit: false },
};

const CODE_PROBLEMS: { [C in PositionCodeProblem['code']]: Extract<PositionCodeProblem, { code: C }> } = {
  'pcode-empty': { code: 'pcode-empty' },
  'pcode-too-long': { code: 'pcode-too-long', length: 401, max: 400 },
  'pcode-character': { code: 'pcode-character', at: 17, character: '~' },
  'pcode-version': { code: 'pcode-version', version: 9 },
  'pcode-cut': { code: 'pcode-cut', field: 'tiles' },
  'pcode-symbol': { code: 'pcode-symbol', field: 'hands', symbol: 63 },
  'pcode-left-over': { code: 'pcode-left-over', count: 3 },
  'pcode-not-canonical': { code: 'pcode-not-canonical' },
};

/** The numbers and quoted text a reader needs from a problem's facts (not its field, kept for logs). */
function detail(problem: PositionProblem | PositionCodeProblem): string[] {
  const said: string[] = [];
  for (const [key, value] of Object.entries(problem)) {
    if (['code', 'field', 'part', 'found', 'option', 'symbol', 'colors', 'returned', 'cubeLimit', 'player'].includes(key)) continue;
    if (typeof value === 'number') said.push(String(value));
    else if (key === 'card') said.push(String(value).split('-')[1]!);
    else if (key === 'character') said.push(String(value));
  }
  return said;
}

describe('words for every position and position code refusal', () => {
  afterEach(() => provide('en', ALL_WORDS.en));
  const all: (PositionProblem | PositionCodeProblem)[] = [...Object.values(POSITION_PROBLEMS), ...Object.values(CODE_PROBLEMS)];
  const say = (problem: PositionProblem | PositionCodeProblem) =>
    problem.code.startsWith('pcode-') ? positionCodeProblemWords(problem as PositionCodeProblem) : positionProblemWords(problem as PositionProblem);

  it.each(ALL_LOCALES)('%s: each code has its own sentence naming its tile, counts, card and character', (locale) => {
    provide('en', ALL_WORDS.en);
    const english = all.map(say);
    provide(locale, ALL_WORDS[locale]);
    const said = all.map(say);
    for (const [i, problem] of all.entries()) {
      const words = said[i]!;
      for (const part of detail(problem)) expect(words, `${problem.code}: ${words}`).toContain(part);
      expect(words, problem.code).not.toMatch(/[{}]|\s{2}|undefined|pos-|pcode-/);
      expect(codeWords(words), words).toEqual([]);
      if (locale !== 'en') expect(words, problem.code).not.toBe(english[i]);
    }
    expect(new Set(said).size, 'one sentence per code').toBe(all.length);
  });

  it('a side, a colour and a card value each change what is said', () => {
    const trophy = POSITION_PROBLEMS['pos-trophy-twice'];
    const card = POSITION_PROBLEMS['pos-card-twice'];
    for (const locale of ALL_LOCALES) {
      provide(locale, ALL_WORDS[locale]);
      expect(positionProblemWords({ ...trophy, player: 0 })).not.toBe(positionProblemWords(trophy));
      expect(positionProblemWords({ ...trophy, color: 'red' })).not.toBe(positionProblemWords(trophy));
      expect(positionProblemWords({ ...card, card: 'red-11' })).not.toBe(positionProblemWords(card));
    }
  });
});

// Position JSON (shared/conformance/README.md) and the URL code: defaults, partial positions,
// rejections that name the field at fault, and round trips.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../../src/engine/balloon-cup/components.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { makePosition, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import type { PositionProblem } from '../../../src/engine/balloon-cup/result.ts';
import { basePosition, play, position, startTiles } from './helpers.ts';

/** A refused position's facts (its code, tile, colour, counts and the field at fault, for logs). */
function rejected(json: unknown): PositionProblem {
  const parsed = parsePosition(json);
  if (parsed.ok) throw new Error('position accepted');
  expect(parsed.error).toBe('bad-position');
  return parsed.problem;
}

function withTile(index: number, tile: Record<string, unknown>): Record<string, unknown> {
  const tiles = startTiles();
  tiles[index] = tile;
  return { ...basePosition(), tiles };
}

describe('parsePosition: defaults', () => {
  it('an omitted supply holds every card listed nowhere else, in canonical order; the bag likewise', () => {
    const state = position(basePosition());
    const listed = new Set([...state.hands[0], ...state.hands[1]]);
    expect(state.supply).toEqual(ALL_CARDS.filter((c) => !listed.has(c)));
    expect(state.supply[0]).toBe('gray-1');
    expect(state.bag).toHaveLength(45 - 10);
    expect(state.bag.slice(0, 4)).toEqual(['gray', 'gray', 'gray', 'gray']);
    expect(state.discard).toEqual([]);
    expect(state.options).toEqual({ spentCubes: 'box', claimTiming: 'cascade', tradeAfterWin: false, exchangeMin: 0, cubeLimit: false });
    expect(state).toMatchObject({ exchanged: false, cascade: null, result: null });
  });

  it('spent cubes in the box and won cubes are left out of the implicit bag', () => {
    const state = position({ ...basePosition(), box: { gray: 3 }, players: [{ cubes: { gray: 1 } }, { trophies: ['gray'] }] });
    expect(state.bag.filter((c) => c === 'gray')).toHaveLength(0);
    expect(state.box.gray).toBe(3);
  });

  it('a given supply or bag makes a partial position: what is listed nowhere is out of it', () => {
    const state = position({ ...basePosition(), supply: ['red-13'], bag: ['blue'] });
    expect(state.supply).toEqual(['red-13']);
    expect(state.bag).toEqual(['blue']);
  });

  it('a player with three trophies means a finished game', () => {
    const state = position({ ...basePosition(), players: [{ trophies: ['gray', 'blue', 'green'] }, {}] });
    expect(state.result).toEqual({ winner: 0, reason: 'trophies' });
    expect(legalMoves(state)).toEqual([]);
  });
});

describe('parsePosition: rejections give their facts and the field at fault', () => {
  const cases: Array<[string, unknown, Record<string, unknown>]> = [
    ['not an object', 'tiles', { code: 'pos-form', part: 'position', field: 'position' }],
    ['an unknown card', { ...basePosition(), hands: [['red-14'], []] }, { code: 'pos-form', part: 'cards', field: 'hands[0][0]', found: '"red-14"' }],
    ['a card listed twice', { ...basePosition(), discard: ['red-1'] }, { code: 'pos-card-twice', card: 'red-1', field: expect.stringMatching(/^discard\[0\]/) }],
    ['a card twice on tiles and in the supply', { ...withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [['red-9'], []] }), supply: ['red-9'] }, { code: 'pos-card-twice', card: 'red-9', field: expect.stringMatching(/^supply\[0\]/) }],
    ['too many cubes of a color', { ...basePosition(), players: [{ cubes: { gray: 5 } }, {}] }, { code: 'pos-cubes-over', color: 'gray', total: 5 }],
    ['too many cubes with the box', { ...basePosition(), box: { red: 10 } }, { code: 'pos-cubes-over', color: 'red', field: 'box.red', total: 13 }],
    ['too many cubes in the bag', { ...basePosition(), bag: Array(14).fill('red') }, { code: 'pos-cubes-over', color: 'red', field: expect.stringMatching(/^bag/) }],
    ['a tile listed twice', { ...basePosition(), tiles: [...startTiles(), startTiles()[0]] }, { code: 'pos-tile-twice', tile: 1, field: expect.stringMatching(/^tiles\[4\]/) }],
    ['a tile listed twice under another tile\'s number', withTile(1, { number: 1, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [[], []] }), { code: 'pos-tile-twice', tile: 1, field: expect.stringMatching(/^tiles\[1\]\.number/) }],
    ['a tile left out', { ...basePosition(), tiles: startTiles().slice(1) }, { code: 'pos-tile-missing', tile: 1, field: 'tiles' }],
    ['a wrong cube count', withTile(1, { number: 2, terrain: 'mountain', cubes: ['blue'], sides: [[], []] }), { code: 'pos-tile-cubes', tile: 2, count: 1, field: 'tiles[1].cubes' }],
    ['a card the cubes do not call for', withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [[], ['blue-9']] }), { code: 'pos-card-fit', tile: 1, card: 'blue-9', color: 'blue', need: 0, field: 'tiles[0].sides[1][0]' }],
    ['more cards than the cubes call for', withTile(3, { number: 4, terrain: 'mountain', cubes: ['red', 'red', 'yellow', 'blue'], sides: [['red-7', 'red-8', 'red-9'], []] }), { code: 'pos-card-fit', tile: 4, card: 'red-9', color: 'red', need: 2, field: 'tiles[3].sides[0][2]' }],
    ['a complete tile', withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [['red-9'], ['red-10']] }), { code: 'pos-tile-full', tile: 1, field: 'tiles[0].sides' }],
    ['a bad terrain', withTile(0, { number: 1, terrain: 'desert', cubes: ['red'], sides: [[], []] }), { code: 'pos-form', part: 'tiles', field: 'tiles[0].terrain' }],
    ['a removed tile holding cubes', withTile(0, { number: 1, removed: true, cubes: ['red'] }), { code: 'pos-tile-removed-holds', tile: 1, field: 'tiles[0]' }],
    ['a trophy held by both players', { ...basePosition(), players: [{ trophies: ['gray'] }, { trophies: ['gray'] }] }, { code: 'pos-trophy-both', color: 'gray', field: 'players[1].trophies' }],
    ['four trophies', { ...basePosition(), players: [{ trophies: ['gray', 'blue', 'green', 'red'] }, {}] }, { code: 'pos-trophies-over', player: 0, count: 4, max: 3, field: 'players[0].trophies' }],
    ['toMove 2', { ...basePosition(), toMove: 2 }, { code: 'pos-form', part: 'turn', field: 'toMove' }],
    ['toMove missing', { ...basePosition(), toMove: undefined }, { code: 'pos-form', part: 'turn', field: 'toMove' }],
    ['an unknown option', { ...basePosition(), options: { spentCubes: 'sea' } }, { code: 'pos-option-value', option: 'spentCubes', field: 'options.spentCubes' }],
    ['a bad lastPlacedBy', withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [['red-9'], []], lastPlacedBy: 3 }), { code: 'pos-form', field: 'tiles[0].lastPlacedBy' }],
    ['a bad rng', { ...basePosition(), rng: -1 }, { code: 'pos-form', part: 'turn', field: 'rng' }],
    ['a cascade in a finished game', { ...basePosition(), players: [{ trophies: ['gray', 'blue', 'green'] }, {}], cascade: { winner: 0, part: 1 } }, { code: 'pos-cascade-over', field: 'cascade' }],
    ['a cascade waiting for a player who can claim nothing', { ...basePosition(), cascade: { winner: 0, part: 1 } }, { code: 'pos-cascade-part', player: 1, field: 'cascade.part' }],
    ['a result nobody reached', { ...basePosition(), result: { winner: 1, reason: 'trophies' } }, { code: 'pos-result-winner', player: 1, field: 'result.winner' }],
    ['a bad cube count', { ...basePosition(), players: [{ cubes: { red: 1.5 } }, {}] }, { code: 'pos-form', part: 'cubes', field: 'players[0].cubes.red' }],
  ];
  for (const [name, json, facts] of cases) {
    it(name, () => {
      expect(rejected(json)).toMatchObject(facts);
    });
  }
});

describe('makePosition ∘ parsePosition', () => {
  function roundTrip(state: GameState): void {
    const json = JSON.parse(JSON.stringify(makePosition(state))) as unknown;
    expect(position(json)).toEqual(state);
  }

  it('is the identity on new games, finished games and states mid-cascade, with options', () => {
    roundTrip(newGame(3, { spentCubes: 'bag', cubeLimit: true, exchangeMin: 1 }, 1));
    const tiles = startTiles();
    tiles[0] = { number: 1, terrain: 'flatland', cubes: ['yellow'], sides: [['yellow-1'], []], lastPlacedBy: 1 };
    const json = {
      ...basePosition(), tiles,
      hands: [['yellow-2', 'red-1', 'red-2', 'red-3', 'green-1', 'green-2', 'blue-1', 'blue-3'], ['red-4', 'red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6', 'gray-4']],
      players: [{ cubes: { gray: 2, red: 3 }, trophies: [] }, { cubes: { blue: 3 }, trophies: ['red'] }],
      options: { claimTiming: 'own-turn' },
      rng: 12345,
    };
    const mid = play(position(json), { type: 'place', card: 'yellow-2', tile: 1, side: 1 }).state;
    expect(mid.cascade).not.toBeNull();
    expect(makePosition(mid)).toMatchObject({ cascade: { winner: 0, part: 0 }, options: { claimTiming: 'own-turn' } });
    roundTrip(mid);
    const done = play(mid, { type: 'claim', trophy: 'gray', sets: { red: 1 } }).state;
    roundTrip(done);
    // Mid-turn after an exchange that drew a fitting card.
    const exchanged = position({ ...basePosition(), exchanged: true });
    expect(exchanged.exchanged).toBe(true);
    expect(makePosition(exchanged).exchanged).toBe(true);
    roundTrip(exchanged);
  });

  it('writes the defaults out of the way: no box, options or flags when they are the defaults', () => {
    const json = makePosition(newGame(9));
    expect(Object.keys(json)).toEqual(['tiles', 'hands', 'supply', 'discard', 'bag', 'players', 'toMove', 'rng']);
    expect(json.players[0]).toEqual({ cubes: {}, trophies: [] });
    expect(json.tiles[0]).not.toHaveProperty('lastPlacedBy');
  });
});

describe('URL code', () => {
  it('round-trips and uses URL-safe characters only', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const state = newGame(seed, { spentCubes: seed % 2 ? 'bag' : 'box', claimTiming: seed % 3 ? 'cascade' : 'own-turn', cubeLimit: seed % 5 === 0 });
      const code = encodePosition(state);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(code.length).toBeLessThan(160);
      const decoded = decodePosition(code);
      expect(decoded.ok && decoded.value).toEqual(state);
    }
  });

  it('round-trips removed tiles, cascades, results and a full rng', () => {
    const state = position({
      tiles: [
        { number: 1, terrain: 'mountain', cubes: ['gray'], sides: [['gray-1'], []], lastPlacedBy: 1 },
        { number: 2, removed: true }, { number: 3, removed: true }, { number: 4, removed: true },
      ],
      hands: [['red-1'], []], supply: [], discard: ['red-2'], bag: ['blue'], box: { red: 7 },
      players: [{ cubes: { blue: 3, red: 3 }, trophies: ['red'] }, { cubes: { green: 4 }, trophies: [] }],
      toMove: 1, rng: 0xffffffff, cascade: { winner: 1, part: 0 }, options: { exchangeMin: 1 },
    });
    const decoded = decodePosition(encodePosition(state));
    expect(decoded.ok && decoded.value).toEqual(state);
  });

  it('names what is wrong in a bad code', () => {
    const code = encodePosition(newGame(1));
    const problems: Array<[string, Record<string, unknown>]> = [
      ['', { code: 'pcode-empty' }],
      [`${code.slice(0, 10)}*${code.slice(11)}`, { code: 'pcode-character', at: 11, character: '*' }],
      [code.slice(0, 40), { code: 'pcode-cut' }],
      [`${code}A`, { code: 'pcode-left-over', count: 1 }],
      [`C${code.slice(1)}`, { code: 'pcode-version', version: 2 }],
    ];
    for (const [text, facts] of problems) {
      const decoded = decodePosition(text);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.problem).toMatchObject(facts);
    }
    // A code that reads but holds an illegal position is refused like any position: here a
    // symbol changed into red-1's turns some card into a second red-1.
    const small = encodePosition(position({ ...basePosition(), supply: [], discard: [], bag: [] }));
    const red1 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[ALL_CARDS.indexOf('red-1')]!;
    const messages = [...small].map((_, i) => decodePosition(small.slice(0, i) + red1 + small.slice(i + 1)));
    expect(messages.some((m) => !m.ok && m.problem?.code === 'pos-card-twice' && m.problem.card === 'red-1')).toBe(true);
  });
});

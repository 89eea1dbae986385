// Position JSON (shared/conformance/README.md) and the URL code: defaults, partial positions,
// rejections that name the field at fault, and round trips.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../../src/engine/balloon-cup/components.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { makePosition, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import { basePosition, play, position, startTiles } from './helpers.ts';

function rejected(json: unknown): string {
  const parsed = parsePosition(json);
  if (parsed.ok) throw new Error('position accepted');
  expect(parsed.error).toBe('bad-position');
  return parsed.message;
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

describe('parsePosition: rejections name the field at fault', () => {
  const cases: Array<[string, unknown, string[]]> = [
    ['not an object', 'tiles', ['position']],
    ['an unknown card', { ...basePosition(), hands: [['red-14'], []] }, ['hands[0][0]', 'red-14']],
    ['a card listed twice', { ...basePosition(), discard: ['red-1'] }, ['discard[0]', 'red-1', 'twice']],
    ['a card twice on tiles and in the supply', { ...withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [['red-9'], []] }), supply: ['red-9'] }, ['supply[0]', 'red-9']],
    ['too many cubes of a color', { ...basePosition(), players: [{ cubes: { gray: 5 } }, {}] }, ['gray', 'cubes']],
    ['too many cubes with the box', { ...basePosition(), box: { red: 10 } }, ['box.red', 'red cubes']],
    ['too many cubes in the bag', { ...basePosition(), bag: Array(14).fill('red') }, ['bag', 'red']],
    ['a tile listed twice', { ...basePosition(), tiles: [...startTiles(), startTiles()[0]] }, ['tiles[4]', 'tile 1', 'twice']],
    ['a tile listed twice under another tile\'s number', withTile(1, { number: 1, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [[], []] }), ['tiles[1].number', 'tile 1', 'twice']],
    ['a tile left out', { ...basePosition(), tiles: startTiles().slice(1) }, ['tiles', 'tile 1', 'missing']],
    ['a wrong cube count', withTile(1, { number: 2, terrain: 'mountain', cubes: ['blue'], sides: [[], []] }), ['tiles[1].cubes', 'tile 2 needs exactly 2 cubes, found 1']],
    ['a card the cubes do not call for', withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [[], ['blue-9']] }), ['tiles[0].sides[1][0]', 'blue-9']],
    ['more cards than the cubes call for', withTile(3, { number: 4, terrain: 'mountain', cubes: ['red', 'red', 'yellow', 'blue'], sides: [['red-7', 'red-8', 'red-9'], []] }), ['tiles[3].sides[0][2]', 'red-9']],
    ['a complete tile', withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [['red-9'], ['red-10']] }), ['tiles[0].sides', 'scored']],
    ['a bad terrain', withTile(0, { number: 1, terrain: 'desert', cubes: ['red'], sides: [[], []] }), ['tiles[0].terrain']],
    ['a removed tile holding cubes', withTile(0, { number: 1, removed: true, cubes: ['red'] }), ['tiles[0]', 'removed']],
    ['a trophy held by both players', { ...basePosition(), players: [{ trophies: ['gray'] }, { trophies: ['gray'] }] }, ['players[1].trophies', 'gray']],
    ['four trophies', { ...basePosition(), players: [{ trophies: ['gray', 'blue', 'green', 'red'] }, {}] }, ['players[0].trophies']],
    ['toMove 2', { ...basePosition(), toMove: 2 }, ['toMove']],
    ['toMove missing', { ...basePosition(), toMove: undefined }, ['toMove']],
    ['an unknown option', { ...basePosition(), options: { spentCubes: 'sea' } }, ['options.spentCubes']],
    ['a bad lastPlacedBy', withTile(0, { number: 1, terrain: 'flatland', cubes: ['red'], sides: [['red-9'], []], lastPlacedBy: 3 }), ['tiles[0].lastPlacedBy']],
    ['a bad rng', { ...basePosition(), rng: -1 }, ['rng']],
    ['a cascade in a finished game', { ...basePosition(), players: [{ trophies: ['gray', 'blue', 'green'] }, {}], cascade: { winner: 0, part: 1 } }, ['cascade']],
    ['a cascade waiting for a player who can claim nothing', { ...basePosition(), cascade: { winner: 0, part: 1 } }, ['cascade.part']],
    ['a result nobody reached', { ...basePosition(), result: { winner: 1, reason: 'trophies' } }, ['result.winner']],
    ['a bad cube count', { ...basePosition(), players: [{ cubes: { red: 1.5 } }, {}] }, ['players[0].cubes.red']],
  ];
  for (const [name, json, mentions] of cases) {
    it(name, () => {
      const message = rejected(json);
      for (const text of mentions) expect(message).toContain(text);
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
    const problems: Array<[string, string]> = [
      ['', 'empty'],
      [`${code.slice(0, 10)}*${code.slice(11)}`, 'character "*" at 11'],
      [code.slice(0, 40), 'ends early'],
      [`${code}A`, 'left over'],
      [`C${code.slice(1)}`, 'version 2'],
    ];
    for (const [text, message] of problems) {
      const decoded = decodePosition(text);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.message).toContain(message);
    }
    // A code that reads but holds an illegal position is refused like any position: here a
    // symbol changed into red-1's turns some card into a second red-1.
    const small = encodePosition(position({ ...basePosition(), supply: [], discard: [], bag: [] }));
    const red1 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[ALL_CARDS.indexOf('red-1')]!;
    const messages = [...small].map((_, i) => decodePosition(small.slice(0, i) + red1 + small.slice(i + 1)));
    expect(messages.some((m) => !m.ok && m.message.includes('red-1 is listed twice'))).toBe(true);
  });
});

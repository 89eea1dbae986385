// Rules and options, one behaviour per test, on small hand-made positions (rules §2–§7).
import { describe, expect, it } from 'vitest';
import { COLORS, CUBES_PER_COLOR, TROPHY_COST } from '../../../src/engine/balloon-cup/components.ts';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { legalMoveAt, legalMoveCount, legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { makePosition } from '../../../src/engine/balloon-cup/position.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { basePosition, cardsAccountedFor, cubesAccountedFor, play, position, refuse, startTiles, types } from './helpers.ts';

/** A position where no card of player 0 fits (tiles want only gray and blue). */
function noFit(extra: Record<string, unknown> = {}): GameState {
  return position({
    tiles: [
      { number: 1, terrain: 'flatland', cubes: ['gray'], sides: [[], []] },
      { number: 2, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [[], []] },
      { number: 3, terrain: 'flatland', cubes: ['blue', 'blue', 'gray'], sides: [[], []] },
      { number: 4, terrain: 'mountain', cubes: ['blue', 'blue', 'blue', 'gray'], sides: [[], []] },
    ],
    hands: [
      ['red-1', 'red-2', 'red-3', 'red-4', 'yellow-1', 'yellow-2', 'green-1', 'green-2'],
      ['red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6', 'blue-1', 'gray-1'],
    ],
    players: [{ cubes: {}, trophies: [] }, { cubes: {}, trophies: [] }],
    toMove: 0,
    ...extra,
  });
}

describe('set-up (§2)', () => {
  it('deals 8 + 8 cards, 29 to the supply, 1–4 cubes on the tiles, 35 in the bag, all from the seed', () => {
    const state = newGame(42);
    expect(state.hands.map((h) => h.length)).toEqual([8, 8]);
    expect(state.supply).toHaveLength(29);
    expect(state.discard).toEqual([]);
    expect(state.tiles.map((t) => [t.terrain, t.cubes.length])).toEqual([['flatland', 1], ['mountain', 2], ['flatland', 3], ['mountain', 4]]);
    expect(state.bag).toHaveLength(35);
    expect(cardsAccountedFor(state) && cubesAccountedFor(state)).toBe(true);
    expect(state.toMove).toBe(0);
    expect(newGame(42)).toEqual(state);
    expect(newGame(43)).not.toEqual(state);
    expect(newGame(42, {}, 1).toMove).toBe(1);
    expect(newGame(42, { exchangeMin: 1 }).options.exchangeMin).toBe(1);
  });

  it('cubeLimit never puts more than (cost − 1) cubes of a color on a tile; without it that happens', () => {
    const over = (state: GameState): boolean =>
      state.tiles.some((t) => COLORS.some((c) => t.cubes.filter((x) => x === c).length > TROPHY_COST[c] - 1));
    let unlimitedOver = 0;
    for (let seed = 0; seed < 3000; seed += 1) {
      const limited = newGame(seed, { cubeLimit: true });
      expect(over(limited)).toBe(false);
      expect(cubesAccountedFor(limited)).toBe(true);
      if (over(newGame(seed))) unlimitedOver += 1;
    }
    expect(unlimitedOver).toBeGreaterThan(0);
  });
});

describe('placement and draw (§3)', () => {
  it('refuses malformed moves with bad-move and unknown tiles with no-such-tile', () => {
    const state = position(basePosition());
    for (const move of [null, 'place', { type: 'fly' }, { type: 'place', card: 1, tile: 1, side: 0 }, { type: 'place', card: 'red-1', tile: '1', side: 0 },
      { type: 'place', card: 'red-1', tile: 1, side: 2 }, { type: 'exchange', discard: 'red-1' }, { type: 'exchange', discard: ['red-1', 'red-1'] },
      { type: 'claim', trophy: 'purple' }, { type: 'claim', trophy: 'gray', sets: { gray: -1 } }, { type: 'claim', trophy: 'gray', sets: { pink: 1 } }]) {
      refuse(state, move, 'bad-move');
    }
    refuse(state, { type: 'place', card: 'red-1', tile: 0, side: 0 }, 'no-such-tile');
    refuse(state, { type: 'place', card: 'red-1', tile: 5, side: 0 }, 'no-such-tile');
    refuse(state, { type: 'place', card: 'red-99', tile: 1, side: 0 }, 'not-in-hand');
    refuse(state, { type: 'place', card: 'gray-4', tile: 2, side: 0 }, 'not-in-hand');
  });

  it('records who placed last and moves the turn to the opponent', () => {
    const { state, events } = play(position(basePosition()), { type: 'place', card: 'red-1', tile: 4, side: 1 });
    expect(state.tiles[3].sides).toEqual([[], ['red-1']]);
    expect(state.tiles[3].lastPlacedBy).toBe(0);
    expect(state.toMove).toBe(1);
    expect(state.hands[0]).toHaveLength(8);
    expect(state.hands[0]).toContain('gray-1');
    expect(types(events)).toEqual(['placed', 'drew']);
  });

  it('equal sums go to the last placer, on either side, on either terrain', () => {
    const hands = [['blue-7', 'blue-1', 'red-1', 'red-2', 'red-3', 'yellow-1', 'yellow-2', 'green-1'], ['red-4', 'red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6', 'gray-4']];
    // Mountain, last card on the placer's own side: 1 + 7 against 1 + 7.
    const mountain = startTiles();
    mountain[1] = { number: 2, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [['gray-1'], ['blue-1', 'gray-7']], lastPlacedBy: 1 };
    const hands0 = [['blue-7', 'blue-3', ...hands[0]!.slice(2)], hands[1]];
    const a = play(position({ ...basePosition(), tiles: mountain, hands: hands0 }), { type: 'place', card: 'blue-7', tile: 2, side: 0 });
    expect(a.events.find((e) => e.type === 'scored')).toMatchObject({ winner: 0, sums: [8, 8] });
    expect(a.state.toMove).toBe(1);
    // Flatland, last card on the opponent's side: 1 + 7 against 7 + 1.
    const flatland = startTiles();
    flatland[1] = { number: 2, terrain: 'flatland', cubes: ['blue', 'gray'], sides: [['gray-1', 'blue-7'], ['gray-7']], lastPlacedBy: 1 };
    const b = play(position({ ...basePosition(), tiles: flatland, hands: [['blue-1', ...hands[0]!.slice(2)], hands[1]] }), { type: 'place', card: 'blue-1', tile: 2, side: 1 });
    expect(b.events.find((e) => e.type === 'scored')).toMatchObject({ winner: 0, sums: [8, 8] });
    expect(b.state.players[0].cubes).toMatchObject({ blue: 1, gray: 1 });
    // Not a tie: on flatland the lower sum wins whoever placed last.
    const lower = startTiles();
    lower[1] = { number: 2, terrain: 'flatland', cubes: ['blue', 'gray'], sides: [['gray-1', 'blue-7'], ['gray-7']], lastPlacedBy: 1 };
    const c = play(position({ ...basePosition(), tiles: lower, hands: [['blue-3', ...hands[0]!.slice(2)], hands[1]] }), { type: 'place', card: 'blue-3', tile: 2, side: 1 });
    expect(c.events.find((e) => e.type === 'scored')).toMatchObject({ winner: 0, sums: [8, 10] });
    expect(c.state.toMove).toBe(1);
  });

  it('reshuffles the discard pile into the supply with the PRNG when the supply is empty', () => {
    const json = { ...basePosition(), supply: [], discard: ['red-9', 'red-10', 'red-11', 'red-12', 'red-13'] };
    const a = play(position(json), { type: 'place', card: 'red-1', tile: 1, side: 0 });
    expect(types(a.events)).toEqual(['placed', 'reshuffled', 'drew']);
    expect(a.state.discard).toEqual([]);
    expect(a.state.supply).toHaveLength(4);
    expect([...a.state.supply, a.state.hands[0].at(-1)].sort()).toEqual(['red-10', 'red-11', 'red-12', 'red-13', 'red-9']);
    expect(a.state.rng).not.toBe(position(json).rng);
    // Another PRNG state, another order; the same one, the same order.
    const orders = new Set<string>();
    for (let rng = 0; rng < 20; rng += 1) {
      const b = play(position({ ...json, rng }), { type: 'place', card: 'red-1', tile: 1, side: 0 });
      orders.add(JSON.stringify([b.state.hands[0].at(-1), ...b.state.supply]));
      expect(play(position({ ...json, rng }), { type: 'place', card: 'red-1', tile: 1, side: 0 }).state).toEqual(b.state);
    }
    expect(orders.size).toBeGreaterThan(5);
  });

  it('after a scoring the tile\'s cards reach the discard before the placer draws, so they can be reshuffled', () => {
    const tiles = startTiles();
    tiles[0] = { number: 1, terrain: 'flatland', cubes: ['red'], sides: [['red-9'], []], lastPlacedBy: 1 };
    const { state, events } = play(position({ ...basePosition(), tiles, supply: [], discard: [] }), { type: 'place', card: 'red-1', tile: 1, side: 1 });
    expect(types(events).slice(0, 6)).toEqual(['placed', 'scored', 'flipped', 'refilled', 'reshuffled', 'drew']);
    expect(state.supply.length + 1).toBe(2);
  });
});

describe('the exchange (§4)', () => {
  it('shows the hand, discards first and draws as many; events in order', () => {
    const state = noFit({ supply: ['red-13', 'red-12', 'red-11'], discard: ['red-10'] });
    const { state: after, events } = play(state, { type: 'exchange', discard: ['red-1', 'red-2'] });
    expect(types(events)).toEqual(['hand-shown', 'exchanged', 'drew', 'hand-shown', 'no-placement']);
    expect(events[0]).toEqual({ type: 'hand-shown', player: 0, hand: state.hands[0] });
    expect(after.discard).toEqual(['red-1', 'red-2', 'red-10']);
    expect(after.hands[0]).toEqual(['red-3', 'red-4', 'yellow-1', 'yellow-2', 'green-1', 'green-2', 'red-13', 'red-12']);
    expect(after.toMove).toBe(1);
    expect(after.exchanged).toBe(false);
  });

  it('with a fitting card drawn the player must place it (exchanged), and claims and exchanges are refused', () => {
    const state = noFit({ supply: ['gray-13', 'red-13'], options: { claimTiming: 'own-turn' } });
    const { state: after } = play(state, { type: 'exchange', discard: ['red-1'] });
    expect(after.exchanged).toBe(true);
    expect(after.toMove).toBe(0);
    expect(legalMoves(after).every((m) => m.type === 'place')).toBe(true);
    refuse(after, { type: 'exchange', discard: [] }, 'must-place');
    refuse(after, { type: 'claim', trophy: 'gray', sets: {} }, 'not-claim-phase');
    const placed = play(after, { type: 'place', card: 'gray-13', tile: 1, side: 0 }).state;
    expect(placed.exchanged).toBe(false);
    expect(placed.toMove).toBe(1);
    expect(placed.hands[0]).toContain('red-13');
  });

  it('the discards may be drawn back when the supply runs out (discard first, then draw)', () => {
    const state = noFit({ supply: ['red-13'], discard: [] });
    const { state: after, events } = play(state, { type: 'exchange', discard: ['red-1', 'red-2', 'red-3'] });
    expect(types(events)).toContain('reshuffled');
    expect(after.hands[0]).toHaveLength(8);
    expect(cardsAccountedFor(after)).toBe(false); // a partial position: 45 cards are not all in it
    expect([...after.hands[0], ...after.supply, ...after.discard].sort()).toEqual([...state.hands[0], 'red-13'].sort());
  });

  it('counts discards: at most 4; at least exchangeMin, but never more than the hand holds', () => {
    const state = noFit();
    refuse(state, { type: 'exchange', discard: ['red-1', 'red-2', 'red-3', 'red-4', 'yellow-1'] }, 'too-many-discards');
    refuse(state, { type: 'exchange', discard: ['blue-1'] }, 'not-in-hand');
    expect(legalMoves(state)).toHaveLength(1 + 8 + 28 + 56 + 70);
    const strict = noFit({ options: { exchangeMin: 1 } });
    refuse(strict, { type: 'exchange', discard: [] }, 'too-few-discards');
    expect(legalMoves(strict)).toHaveLength(8 + 28 + 56 + 70);
    const empty = noFit({ options: { exchangeMin: 1 }, hands: [[], ['red-5']], supply: [] });
    expect(legalMoves(empty)).toEqual([{ type: 'exchange', discard: [] }]);
    expect(types(play(empty, { type: 'exchange', discard: [] }).events)).toContain('no-placement');
  });

  it('legalMoveAt/legalMoveCount agree with legalMoves, exchanges included', () => {
    for (const state of [noFit(), noFit({ options: { exchangeMin: 1 } }), position(basePosition())]) {
      const all = legalMoves(state);
      expect(legalMoveCount(state)).toBe(all.length);
      all.forEach((move, i) => expect(legalMoveAt(state, i)).toEqual(move));
      expect(legalMoveAt(state, all.length)).toBeUndefined();
    }
  });
});

describe('scoring and refill (§5)', () => {
  it('refills from the bag in order; a tile the bag cannot fill leaves the game and keeps no cards', () => {
    const tiles = startTiles();
    tiles[2] = { number: 3, terrain: 'flatland', cubes: ['green', 'yellow', 'red'], sides: [['green-1', 'yellow-1', 'red-1'], ['green-2', 'yellow-2']], lastPlacedBy: 0 };
    const hands = [['red-2', 'red-3', 'yellow-3', 'blue-1', 'gray-1', 'gray-4', 'green-4', 'red-4'], ['red-5', 'red-6', 'yellow-5', 'green-6', 'blue-3', 'gray-7', 'blue-5', 'red-7']];
    const short = play(position({ ...basePosition(), tiles, hands, toMove: 1, bag: ['red', 'gray'] }), { type: 'place', card: 'red-5', tile: 3, side: 1 });
    expect(types(short.events)).toEqual(expect.arrayContaining(['scored', 'tile-removed']));
    expect(short.state.tiles[2]).toMatchObject({ removed: true, cubes: [], sides: [[], []] });
    expect(short.state.bag).toEqual(['red', 'gray']);
    expect(makePosition(short.state).tiles[2]).toEqual({ number: 3, removed: true });
    const enough = play(position({ ...basePosition(), tiles, hands, toMove: 1, bag: ['red', 'gray', 'blue', 'green'] }), { type: 'place', card: 'red-5', tile: 3, side: 1 });
    expect(enough.state.tiles[2]).toMatchObject({ terrain: 'mountain', cubes: ['red', 'gray', 'blue'] });
    expect(enough.state.bag).toEqual(['green']);
  });

  it('cubeLimit: a cube over the limit is put aside, the next drawn, and the bag keeps its order', () => {
    const tiles = startTiles();
    tiles[2] = { number: 3, terrain: 'flatland', cubes: ['green', 'yellow', 'red'], sides: [['green-1', 'yellow-1', 'red-1'], ['green-2', 'yellow-2']], lastPlacedBy: 0 };
    const hands = [['red-2', 'red-3', 'yellow-3', 'blue-1', 'gray-1', 'gray-4', 'green-4', 'red-4'], ['red-5', 'red-6', 'yellow-5', 'green-6', 'blue-3', 'gray-7', 'blue-5', 'red-7']];
    const json = { ...basePosition(), tiles, hands, toMove: 1, bag: ['gray', 'gray', 'gray', 'red', 'gray'] };
    const plain = play(position(json), { type: 'place', card: 'red-5', tile: 3, side: 1 });
    expect(plain.state.tiles[2].cubes).toEqual(['gray', 'gray', 'gray']);
    const limited = play(position({ ...json, options: { cubeLimit: true } }), { type: 'place', card: 'red-5', tile: 3, side: 1 });
    expect(limited.events.find((e) => e.type === 'refilled')).toMatchObject({ tile: 3, cubes: ['gray', 'gray', 'red'] });
    expect(limited.state.bag).toEqual(['gray', 'gray']);
    // Enough cubes, but not enough within the limit: the tile leaves the game.
    const stuck = play(position({ ...json, bag: ['gray', 'gray', 'gray', 'gray'], options: { cubeLimit: true } }), { type: 'place', card: 'red-5', tile: 3, side: 1 });
    expect(types(stuck.events)).toContain('tile-removed');
    expect(stuck.state.bag).toHaveLength(4);
  });
});

describe('claims (§6) and their options', () => {
  // Player 0 wins tile 1 (yellow cube); gray is affordable only with a trade (red is claimed).
  // The red trophy took 7 of the 13 red cubes to the box and the players hold 6, so no red cube
  // is left for the tiles.
  const noRedTiles = (): Array<Record<string, unknown>> => [
    { number: 1, terrain: 'flatland', cubes: ['yellow'], sides: [[], []] },
    { number: 2, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [[], []] },
    { number: 3, terrain: 'flatland', cubes: ['green', 'yellow', 'blue'], sides: [[], []] },
    { number: 4, terrain: 'mountain', cubes: ['yellow', 'yellow', 'green', 'blue'], sides: [[], []] },
  ];
  const tiles = noRedTiles();
  tiles[0] = { number: 1, terrain: 'flatland', cubes: ['yellow'], sides: [['yellow-1'], []], lastPlacedBy: 1 };
  const hands = [['yellow-2', 'red-1', 'red-2', 'red-3', 'green-1', 'green-2', 'blue-1', 'blue-3'], ['red-4', 'red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6', 'gray-4']];
  const json = {
    ...basePosition(), tiles, hands,
    players: [{ cubes: { gray: 2, red: 3 }, trophies: [] }, { cubes: { blue: 3, gray: 2, red: 3 }, trophies: ['red'] }],
  };

  it('claims and passes outside a cascade are not-claim-phase; other moves inside are claim-pending', () => {
    const start = position(json);
    refuse(start, { type: 'claim', trophy: 'gray', sets: { red: 1 } }, 'not-claim-phase');
    refuse(start, { type: 'pass' }, 'not-claim-phase');
    const { state } = play(start, { type: 'place', card: 'yellow-2', tile: 1, side: 1 });
    expect(state.cascade).toEqual({ winner: 0, part: 0 });
    refuse(state, { type: 'place', card: 'red-1', tile: 4, side: 0 }, 'claim-pending');
    refuse(state, { type: 'exchange', discard: [] }, 'claim-pending');
    refuse(state, { type: 'claim', trophy: 'red', sets: {} }, 'trophy-taken');
    refuse(state, { type: 'claim', trophy: 'yellow', sets: {} }, 'cannot-afford');
    refuse(state, { type: 'claim', trophy: 'gray', sets: { red: 2 } }, 'bad-sets');
    // W passes; O may claim gray with its own red set (O's one claim), then W answers.
    const passed = play(state, { type: 'pass' });
    expect(passed.state.cascade).toEqual({ winner: 0, part: 1 });
    const answered = play(passed.state, { type: 'claim', trophy: 'gray', sets: { red: 1 } });
    expect(answered.state.players[1].trophies).toEqual(['red', 'gray']);
    // W can no longer afford anything (gray is gone), so the cascade ends; player 1 lost, moves next.
    expect(answered.state.cascade).toBeNull();
    expect(answered.state.toMove).toBe(1);
  });

  it('tradeAfterWin: the other player may not trade in the cascade, so its part passes by itself', () => {
    const { state } = play(position({ ...json, options: { tradeAfterWin: true } }), { type: 'place', card: 'yellow-2', tile: 1, side: 1 });
    expect(state.cascade).toEqual({ winner: 0, part: 0 });
    const { state: after, events } = play(state, { type: 'pass' });
    expect(types(events)).toEqual(['passed', 'passed', 'cascade-ended']);
    expect(after.cascade).toBeNull();
  });

  it('claimTiming own-turn: trade claims at the start of one\'s own turn, not after placing or exchanging', () => {
    const ownTurn = position({ ...json, options: { claimTiming: 'own-turn' }, tiles: noRedTiles() });
    expect(legalMoves(ownTurn).filter((m) => m.type === 'claim')).toEqual([{ type: 'claim', trophy: 'gray', sets: { red: 1 } }]);
    const { state, events } = play(ownTurn, { type: 'claim', trophy: 'gray', sets: { red: 1 } });
    expect(types(events)).toEqual(['claimed']);
    expect(state.players[0].trophies).toEqual(['gray']);
    expect(state.toMove).toBe(0);
    // On top of the red trophy's 7 red cubes.
    expect(state.box).toMatchObject({ gray: 2, red: 7 + 3 });
    // The turn goes on with a placement; the opponent gets no reply part.
    const placed = play(state, { type: 'place', card: 'yellow-2', tile: 1, side: 0 }).state;
    expect(placed.toMove).toBe(1);
    // Player 1 could now claim too, at the start of its turn (blue 3 + a set of red).
    expect(legalMoves(placed).filter((m) => m.type === 'claim')).toEqual([{ type: 'claim', trophy: 'blue', sets: { red: 1 } }]);
    refuse(placed, { type: 'claim', trophy: 'gray', sets: {} }, 'trophy-taken');
  });

  it('tradeAfterWin with own-turn claims: no trade at the start of a turn either (§6 Decision)', () => {
    const both = position({ ...json, options: { claimTiming: 'own-turn', tradeAfterWin: true }, tiles: noRedTiles() });
    // The same gray claim the plain own-turn option allows is neither listed nor accepted.
    expect(legalMoves(both).filter((m) => m.type === 'claim')).toEqual([]);
    refuse(both, { type: 'claim', trophy: 'gray', sets: { red: 1 } }, 'cannot-afford');
    // A claim paid in full with its own color stays open. No game shows one (it would have been
    // a compulsory claim when the cubes were won), so the state is made by hand, not imported.
    const full: GameState = { ...both, players: [{ cubes: { gray: 3, blue: 0, green: 0, yellow: 0, red: 0 }, trophies: [] }, both.players[1]] };
    expect(legalMoves(full).filter((m) => m.type === 'claim')).toEqual([{ type: 'claim', trophy: 'gray', sets: {} }]);
  });

  it('a third trophy claimed at the start of a turn ends the game', () => {
    const state = position({
      ...basePosition(),
      tiles: noRedTiles(),
      options: { claimTiming: 'own-turn' },
      players: [{ cubes: { gray: 2, red: 3 }, trophies: ['blue', 'green'] }, { cubes: {}, trophies: ['red'] }],
      box: { blue: 4, green: 5, red: 7 },
    });
    const { state: end, events } = play(state, { type: 'claim', trophy: 'gray', sets: { red: 1 } });
    expect(events.at(-1)).toEqual({ type: 'game-over', winner: 0, reason: 'trophies' });
    expect(end.result).toEqual({ winner: 0, reason: 'trophies' });
    expect(legalMoves(end)).toEqual([]);
  });
});

describe('the blocked game (§4.5)', () => {
  it('is checked once a running cascade is over: its claims come first', () => {
    // Tile 1 is the last tile in play; the bag is empty, so scoring it removes it. Player 1 wins
    // it and may make a trade claim before the game ends blocked.
    const state = position({
      tiles: [
        { number: 1, terrain: 'flatland', cubes: ['gray'], sides: [[], ['gray-1']], lastPlacedBy: 1 },
        { number: 2, removed: true }, { number: 3, removed: true }, { number: 4, removed: true },
      ],
      hands: [['gray-13', 'red-1'], ['red-2']],
      supply: ['red-3'], discard: [], bag: [],
      players: [{ cubes: {}, trophies: ['red'] }, { cubes: { gray: 1, red: 3 }, trophies: [] }],
      toMove: 0,
    });
    const { state: mid, events } = play(state, { type: 'place', card: 'gray-13', tile: 1, side: 0 });
    expect(types(events)).toEqual(['placed', 'scored', 'tile-removed', 'drew', 'cascade-part']);
    expect(mid.result).toBeNull();
    expect(mid.cascade).toEqual({ winner: 1, part: 1 });
    const end = play(mid, { type: 'pass' });
    expect(end.events.at(-1)).toEqual({ type: 'game-over', winner: null, reason: 'blocked' });
    expect(end.state.result).toEqual({ winner: null, reason: 'blocked' });
  });

  it('is checked after an exchange too', () => {
    // Only gray fits (tile 1) and the last gray card is the one on it: nothing outside fits.
    const state = position({
      tiles: [
        { number: 1, terrain: 'flatland', cubes: ['gray'], sides: [['gray-1'], []], lastPlacedBy: 0 },
        { number: 2, removed: true }, { number: 3, removed: true }, { number: 4, removed: true },
      ],
      hands: [['red-1'], ['red-2']], supply: ['red-3'], discard: [], bag: [],
      players: [{ cubes: {}, trophies: [] }, { cubes: {}, trophies: [] }],
      toMove: 0,
    });
    const { state: end, events } = play(state, { type: 'exchange', discard: ['red-1'] });
    expect(types(events).slice(-2)).toEqual(['no-placement', 'game-over']);
    expect(end.result).toEqual({ winner: null, reason: 'blocked' });
    for (const move of [{ type: 'pass' }, { type: 'exchange', discard: [] }, { type: 'place', card: 'red-3', tile: 1, side: 1 }]) refuse(end, move, 'game-over');
  });
});

describe('every cube color count matches the components', () => {
  it('45 cubes and 45 cards in a new game, per color', () => {
    const state = newGame(7);
    for (const c of COLORS) {
      const n = state.bag.filter((x) => x === c).length + state.tiles.reduce((s, t) => s + t.cubes.filter((x) => x === c).length, 0);
      expect(n).toBe(CUBES_PER_COLOR[c]);
    }
    expect(apply(state, { type: 'pass' }).ok).toBe(false);
  });
});

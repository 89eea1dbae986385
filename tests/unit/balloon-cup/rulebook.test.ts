// The rulebook's worked examples (shared/seeds/000_…, Rio Grande; rules §3, §5, §6), each played
// through `apply` on a full position.
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import type { GameEvent, GameState } from '../../../src/engine/balloon-cup/state.ts';
import { basePosition, play, position, refuse, startTiles, types } from './helpers.ts';

function claims(events: readonly GameEvent[]): Array<[number, string, object]> {
  return events.flatMap((e) => (e.type === 'claimed' ? [[e.player, e.trophy, e.sets] as [number, string, object]] : []));
}

describe('§3 "tile 4\'s colors": cubes blue, blue, yellow, red', () => {
  // Tile 4 holds blue, blue, yellow, red: each side takes exactly two blue, one yellow, one red.
  const tiles = startTiles();
  tiles[3] = { number: 4, terrain: 'mountain', cubes: ['blue', 'blue', 'yellow', 'red'], sides: [[], []] };
  const start = position({
    ...basePosition(),
    tiles,
    hands: [
      ['blue-1', 'blue-3', 'blue-5', 'yellow-1', 'yellow-2', 'red-1', 'red-2', 'green-1'],
      ['blue-7', 'blue-9', 'blue-11', 'yellow-3', 'yellow-5', 'red-3', 'red-4', 'gray-4'],
    ],
  });

  it('each side takes two blue, one yellow and one red card, in any order', () => {
    let state: GameState = start;
    // Player 0 fills side 0; player 1 places elsewhere (tile 1, its red) in between.
    state = play(state, { type: 'place', card: 'yellow-1', tile: 4, side: 0 }).state;
    state = play(state, { type: 'place', card: 'red-3', tile: 1, side: 1 }).state;
    refuse(state, { type: 'place', card: 'yellow-2', tile: 4, side: 0 }, 'side-full-for-color');
    refuse(state, { type: 'place', card: 'green-1', tile: 4, side: 0 }, 'side-full-for-color');
    state = play(state, { type: 'place', card: 'blue-1', tile: 4, side: 0 }).state;
    state = play(state, { type: 'place', card: 'blue-7', tile: 4, side: 1 }).state;
    state = play(state, { type: 'place', card: 'blue-3', tile: 4, side: 0 }).state;
    state = play(state, { type: 'place', card: 'blue-9', tile: 4, side: 1 }).state;
    refuse(state, { type: 'place', card: 'blue-5', tile: 4, side: 0 }, 'side-full-for-color');
    // The other side still takes its own two blue cards only: a third blue is refused there too.
    state = play(state, { type: 'place', card: 'red-1', tile: 4, side: 0 }).state;
    refuse(state, { type: 'place', card: 'blue-11', tile: 4, side: 1 }, 'side-full-for-color');
    expect(state.tiles[3].sides[0]).toEqual(['yellow-1', 'blue-1', 'blue-3', 'red-1']);
    // Side 0 is full: nothing of player 0's fits it any more.
    expect(legalMoves(state).filter((m) => m.type === 'place' && m.tile === 4 && m.side === 0)).toEqual([]);
  });

  it('the eighth card completes the tile and it is scored at once', () => {
    let state: GameState = start;
    const moves: Array<[string, number, 0 | 1]> = [
      ['blue-1', 4, 0], ['blue-7', 4, 1], ['blue-3', 4, 0], ['blue-9', 4, 1],
      ['yellow-1', 4, 0], ['yellow-3', 4, 1], ['red-1', 4, 0],
    ];
    for (const [card, tile, side] of moves) state = play(state, { type: 'place', card, tile, side }).state;
    expect(state.toMove).toBe(1);
    const { state: after, events } = play(state, { type: 'place', card: 'red-3', tile: 4, side: 1 });
    // Mountain: 1+3+1+1 = 6 against 7+9+3+3 = 22, player 1 wins the four cubes.
    expect(events.find((e) => e.type === 'scored')).toMatchObject({ tile: 4, winner: 1, sums: [6, 22] });
    expect(after.players[1].cubes).toMatchObject({ blue: 2, yellow: 1, red: 1 });
    expect(after.tiles[3].terrain).toBe('flatland');
    expect(after.tiles[3].sides).toEqual([[], []]);
    expect(after.toMove).toBe(0);
  });
});

describe('§5 "the number 2 tile has 2 cards of the required colors on each side, so it is scored at once"', () => {
  it('completing tile 2 scores it within the same move, before the draw', () => {
    const tiles = startTiles();
    tiles[1] = { number: 2, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [['blue-3', 'gray-1'], ['gray-7']], lastPlacedBy: 1 };
    const state = position({ ...basePosition(), tiles });
    const { state: after, events } = play(state, { type: 'place', card: 'blue-1', tile: 2, side: 1 });
    expect(types(events)).toEqual(['placed', 'scored', 'flipped', 'refilled', 'drew', 'passed', 'passed', 'cascade-ended']);
    expect(events[1]).toMatchObject({ tile: 2, winner: 1, sums: [4, 8] });
    expect(after.tiles[1]).toMatchObject({ terrain: 'flatland', sides: [[], []], lastPlacedBy: null });
    expect(after.tiles[1].cubes).toHaveLength(2);
    expect(after.discard).toEqual(expect.arrayContaining(['blue-3', 'gray-1', 'gray-7', 'blue-1']));
    // Player 1 won the scoring, so player 0, its loser, moves next — here the placer again.
    expect(after.toMove).toBe(0);
  });
});

describe('§6 Kevin: the yellow trophy is taken; 4 green + 3 yellow claim the green trophy', () => {
  // Kevin (player 0) holds 3 green and 3 yellow; Mike (player 1) holds the yellow trophy. Kevin
  // wins tile 1 and its green cube: 4 green + 3 yellow, all seven to the box for green.
  const tiles = startTiles();
  tiles[0] = { number: 1, terrain: 'flatland', cubes: ['green'], sides: [[], ['green-13']], lastPlacedBy: 1 };
  const json = {
    ...basePosition(),
    tiles,
    players: [{ cubes: { green: 3, yellow: 3 }, trophies: [] }, { cubes: {}, trophies: ['yellow'] }],
    box: { yellow: 6 },
  };

  it('with the trade the claim is open but not compulsory, and costs all seven cubes', () => {
    const { state, events } = play(position(json), { type: 'place', card: 'green-1', tile: 1, side: 0 });
    expect(events.find((e) => e.type === 'scored')).toMatchObject({ winner: 0, sums: [1, 13] });
    expect(claims(events)).toEqual([]);
    expect(state.cascade).toEqual({ winner: 0, part: 0 });
    expect(legalMoves(state)).toEqual([{ type: 'claim', trophy: 'green', sets: { yellow: 1 } }, { type: 'pass' }]);
    refuse(state, { type: 'claim', trophy: 'green', sets: {} }, 'bad-sets');
    const claimed = play(state, { type: 'claim', trophy: 'green', sets: { yellow: 1 } });
    expect(claims(claimed.events)).toEqual([[0, 'green', { yellow: 1 }]]);
    expect(claimed.state.players[0]).toEqual({ cubes: { gray: 0, blue: 0, green: 0, yellow: 0, red: 0 }, trophies: ['green'] });
    expect(claimed.state.box).toEqual({ gray: 0, blue: 0, green: 4, yellow: 9, red: 0 });
    expect(claimed.state.cascade).toBeNull();
    expect(claimed.state.toMove).toBe(1);
  });

  it('with spentCubes "bag" (Italian edition) the seven cubes go back into the bag instead', () => {
    // Spent cubes went back into the bag, so the box is empty.
    const start = position({ ...json, options: { spentCubes: 'bag' }, box: {} });
    const { state } = play(start, { type: 'place', card: 'green-1', tile: 1, side: 0 });
    const claimed = play(state, { type: 'claim', trophy: 'green', sets: { yellow: 1 } }).state;
    expect(claimed.box).toEqual(state.box);
    expect(claimed.bag).toHaveLength(state.bag.length + 7);
    expect(claimed.bag.filter((c) => c === 'green')).toHaveLength(state.bag.filter((c) => c === 'green').length + 4);
  });
});

describe('§6 Mike and Kevin: the worked cascade', () => {
  // Kevin = player 0, Mike = player 1. Mike holds the red trophy (its 7 cubes in the box) and
  // gray 2, blue 3, green 3, yellow 5. Kevin holds yellow 3, red 3, green 4, blue 3, gray 2 and
  // wins tile 1's green cube: then yellow 3, red 3, green 5, blue 3, gray 2, as in the book.
  const tiles = [
    { number: 1, terrain: 'flatland', cubes: ['green'], sides: [[], ['green-13']], lastPlacedBy: 1 },
    { number: 2, terrain: 'mountain', cubes: ['gray', 'blue'], sides: [[], []] },
    { number: 3, terrain: 'flatland', cubes: ['green', 'yellow', 'yellow'], sides: [[], []] },
    { number: 4, terrain: 'mountain', cubes: ['yellow', 'red', 'red', 'red'], sides: [[], []] },
  ];
  const start = position({
    tiles,
    hands: [
      ['green-1', 'red-1', 'red-2', 'red-3', 'yellow-1', 'yellow-2', 'blue-1', 'gray-1'],
      ['red-4', 'red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6', 'gray-4'],
    ],
    players: [
      { cubes: { yellow: 3, red: 3, green: 4, blue: 3, gray: 2 }, trophies: [] },
      { cubes: { gray: 2, blue: 3, green: 3, yellow: 5 }, trophies: ['red'] },
    ],
    box: { red: 7 },
    toMove: 0,
  });

  function afterScoring(): GameState {
    const { state, events } = play(start, { type: 'place', card: 'green-1', tile: 1, side: 0 });
    expect(events.find((e) => e.type === 'scored')).toMatchObject({ tile: 1, winner: 0 });
    // The bag is empty (every cube is placed, held or spent), so tile 1 leaves the game.
    expect(types(events)).toContain('tile-removed');
    // "Kevin must claim green": five green, no trade, so the engine makes the claim itself.
    expect(events.find((e) => e.type === 'claimed')).toMatchObject({ player: 0, trophy: 'green', sets: {}, compulsory: true });
    expect(state.players[0].trophies).toEqual(['green']);
    expect(state.cascade).toEqual({ winner: 0, part: 0 });
    return state;
  }

  it('in the book\'s order Mike claims gray, then yellow, and wins', () => {
    let state = afterScoring();
    // Kevin also claims blue: 3 blue + 3 red (red is claimed).
    let step = play(state, { type: 'claim', trophy: 'blue', sets: { red: 1 } });
    state = step.state;
    // Kevin can claim nothing more, so his part passes by itself; Mike's part begins.
    expect(state.cascade).toEqual({ winner: 0, part: 1 });
    step = play(state, { type: 'claim', trophy: 'gray', sets: { blue: 1 } });
    state = step.state;
    expect(state.players[1].trophies).toEqual(['red', 'gray']);
    // "Kevin can claim nothing": his part passes by itself, back to Mike.
    expect(types(step.events)).toEqual(['claimed', 'passed', 'cascade-part']);
    expect(state.cascade).toEqual({ winner: 0, part: 1 });
    step = play(state, { type: 'claim', trophy: 'yellow', sets: { green: 1 } });
    expect(step.events.at(-1)).toEqual({ type: 'game-over', winner: 1, reason: 'trophies' });
    expect(step.state.result).toEqual({ winner: 1, reason: 'trophies' });
    expect(step.state.players[1]).toEqual({ cubes: { gray: 0, blue: 0, green: 0, yellow: 0, red: 0 }, trophies: ['red', 'gray', 'yellow'] });
    refuse(step.state, { type: 'pass' }, 'game-over');
  });

  it('had Mike claimed yellow first, Kevin claims gray with 2 gray + 3 yellow and wins', () => {
    let state = play(afterScoring(), { type: 'claim', trophy: 'blue', sets: { red: 1 } }).state;
    state = play(state, { type: 'claim', trophy: 'yellow', sets: { green: 1 } }).state;
    // Yellow is now a claimed color: Kevin's part opens with the gray claim.
    expect(state.cascade).toEqual({ winner: 0, part: 0 });
    expect(legalMoves(state)).toEqual([{ type: 'claim', trophy: 'gray', sets: { yellow: 1 } }, { type: 'pass' }]);
    const { state: end, events } = play(state, { type: 'claim', trophy: 'gray', sets: { yellow: 1 } });
    expect(events.at(-1)).toEqual({ type: 'game-over', winner: 0, reason: 'trophies' });
    expect(end.players[0].trophies).toEqual(['green', 'blue', 'gray']);
  });

  it('Kevin\'s blue claim is optional: declining every trade leaves Mike only gray, and nobody wins', () => {
    let state = play(afterScoring(), { type: 'pass' }).state;
    expect(state.cascade).toEqual({ winner: 0, part: 1 });
    state = play(state, { type: 'claim', trophy: 'gray', sets: { green: 1 } }).state;
    expect(state.cascade).toEqual({ winner: 0, part: 0 });
    const { state: end, events } = play(state, { type: 'pass' });
    // Mike cannot afford yellow (blue is unclaimed, his green went on gray): the cascade ends.
    expect(types(events)).toEqual(['passed', 'passed', 'cascade-ended']);
    expect(end.cascade).toBeNull();
    expect(end.result).toBeNull();
    expect(end.players.map((p) => p.trophies)).toEqual([['green'], ['red', 'gray']]);
    // Mike lost the scoring, so Mike moves next.
    expect(end.toMove).toBe(1);
  });
});

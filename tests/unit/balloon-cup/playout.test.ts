// The mutable playout game (playout.ts) against `apply`: for every one of the 32 rule-option
// combinations, seeded random games played both ways, checking after every move that the two
// list the same legal moves in the same order and reach equal states (cards, cubes, PRNG state),
// and that a partial position (cards left out of the game) is still judged blocked alike.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { Playout } from '../../../src/engine/balloon-cup/playout.ts';
import { makeRng, nextInt } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { allOptionCombos, optionsLabel, position } from './helpers.ts';

const GAMES_PER_COMBO = 12;

function playBoth(start: GameState, seed: number, label: string): GameState {
  let state = start;
  const playout = new Playout(start);
  const rng = makeRng(seed);
  let moves = 0;
  while (!state.result) {
    const legal = legalMoves(state);
    if (playout.count() !== legal.length) expect(playout.count(), `${label} move ${moves}: count`).toBe(legal.length);
    const index = nextInt(rng, legal.length);
    expect(playout.moveAt(index), `${label} move ${moves}: move ${index}`).toEqual(legal[index]);
    const played = apply(state, legal[index]);
    if (!played.ok) throw new Error(`${label}: ${played.message}`);
    state = played.value.state;
    expect(playout.play(legal[index]!)).toBe(true);
    expect(playout.snapshot(), `${label} after move ${moves} ${JSON.stringify(legal[index])}`).toEqual(state);
    moves += 1;
  }
  expect(playout.count()).toBe(0);
  return state;
}

describe('playout game', () => {
  it.each(allOptionCombos().map((o) => [optionsLabel(o), o] as const))('plays as apply does, move for move, with %s', (label, options) => {
    for (let g = 0; g < GAMES_PER_COMBO; g += 1) {
      const seed = 1000 + g * 37;
      const start = newGame(seed, options, (g % 2) as 0 | 1);
      playBoth(start, seed, `${label} game ${seed}`);
    }
  });

  it('starts from any position, also one with cards out of the game', () => {
    // One red place open on each side of tile 1; the only cards in the game are two red ones
    // (the position leaves the rest out). After the scoring the tile is refilled with a gray
    // cube, and no card of the game fits any tile: blocked, though a full deck has cards that fit.
    const state = position({
      tiles: [
        { number: 1, terrain: 'flatland', cubes: ['red'], sides: [[], []] },
        { number: 2, terrain: 'mountain', cubes: ['blue', 'blue'], sides: [[], []] },
        { number: 3, terrain: 'flatland', cubes: ['green', 'green', 'green'], sides: [[], []] },
        { number: 4, terrain: 'mountain', cubes: ['yellow', 'yellow', 'yellow', 'yellow'], sides: [[], []] },
      ],
      hands: [['red-1'], ['red-2']],
      supply: [],
      discard: [],
      players: [{ cubes: {}, trophies: [] }, { cubes: {}, trophies: [] }],
      toMove: 0,
    });
    expect(playBoth(state, 5, 'partial position').result?.reason).toBe('blocked');
  });
});

// The mutable playout game (playout.ts) against `apply`: for every one of the 32 rule-option
// combinations, seeded random games played both ways (the playout game by move and by index),
// checking after every move that they list the same legal moves in the same order, reach equal
// states (cards, cubes, PRNG state) and refuse the same claims, passes and out-of-turn moves,
// and that a partial position (cards left out of the game) is still judged blocked alike.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import { Playout } from '../../../src/engine/balloon-cup/playout.ts';
import { makeRng, nextInt } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import { COLORS } from '../../../src/engine/balloon-cup/components.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';
import { allOptionCombos, optionsLabel, position } from './helpers.ts';

const GAMES_PER_COMBO = 12;

/**
 * Moves `apply` refuses in `state`: claims of trophies no legal claim takes, own-turn claims after
 * an exchange, a pass outside a cascade, a placement or an exchange in one.
 */
function refusedMoves(state: GameState, legal: readonly Move[]): Move[] {
  const out: Move[] = [];
  const claimable = new Set(legal.flatMap((m) => (m.type === 'claim' ? [m.trophy] : [])));
  if (state.cascade || state.options.claimTiming === 'own-turn') {
    for (const trophy of COLORS) if (!claimable.has(trophy)) out.push({ type: 'claim', trophy, sets: {} });
  }
  // After an exchange the own-turn claims are closed: the claims that would be open otherwise.
  if (state.exchanged && !state.cascade) out.push(...legalMoves({ ...state, exchanged: false }).filter((m) => m.type === 'claim'));
  if (state.cascade) out.push({ type: 'place', card: state.hands[state.toMove][0]!, tile: 1, side: 0 }, { type: 'exchange', discard: [] });
  else if (state.options.claimTiming === 'own-turn') out.push({ type: 'pass' });
  return out.filter((m) => !apply(state, m).ok);
}

/**
 * Plays a game three ways with the same picks: `apply` on legalMoves, the playout game's
 * moveAt + play, and its playAt (the random playouts' path); all three must agree after every
 * move, and moves `apply` refuses must be refused by the playout game with no change.
 */
function playBoth(start: GameState, seed: number, label: string): GameState {
  let state = start;
  const playout = new Playout(start);
  const stepped = new Playout(start);
  const rng = makeRng(seed);
  let moves = 0;
  while (!state.result) {
    const legal = legalMoves(state);
    if (playout.count() !== legal.length) expect(playout.count(), `${label} move ${moves}: count`).toBe(legal.length);
    if (stepped.count() !== legal.length) expect(stepped.count(), `${label} move ${moves}: playAt's count`).toBe(legal.length);
    // A refused move must change nothing: the comparison after the next legal move would see it.
    for (const move of refusedMoves(state, legal)) expect(playout.play(move), `${label} move ${moves}: ${JSON.stringify(move)} refused`).toBe(false);
    const index = nextInt(rng, legal.length);
    expect(playout.moveAt(index), `${label} move ${moves}: move ${index}`).toEqual(legal[index]);
    const played = apply(state, legal[index]);
    if (!played.ok) throw new Error(`${label}: ${played.message}`);
    state = played.value.state;
    expect(playout.play(legal[index]!)).toBe(true);
    expect(playout.snapshot(), `${label} after move ${moves} ${JSON.stringify(legal[index])}`).toEqual(state);
    expect(stepped.playAt(index)).toBe(true);
    expect(stepped.snapshot(), `${label} after playAt(${index}) at move ${moves}`).toEqual(state);
    moves += 1;
  }
  expect(playout.count()).toBe(0);
  expect(stepped.playAt(0)).toBe(false);
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

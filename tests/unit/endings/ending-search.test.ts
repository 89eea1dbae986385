// The open-hands ending search (ending-search.ts) on small hand-made positions, against the
// shared rules: flatland's lower sum wins a tile (§5), a scoring winner's claim that needs no trade
// is compulsory and a third trophy ends the game at once (§6, §7).
import { describe, expect, it } from 'vitest';
import { proveEnding } from '../../../src/engine/balloon-cup/ending-search.ts';
import type { Color } from '../../../src/engine/balloon-cup/components.ts';
import type { Move } from '../../../src/engine/balloon-cup/state.ts';
import { play, position } from '../balloon-cup/helpers.ts';

/**
 * Tile 1 (flatland) wants one gray card a side; the other tiles want red and yellow cards no
 * hand can finish within two turns. Each player holds two gray cubes: a third one claims gray.
 */
function duel(trophies0: Color[], theirGray: string[] = [], trophies1: Color[] = ['green', 'yellow']) {
  return position({
    tiles: [
      { number: 1, terrain: 'flatland', cubes: ['gray'], sides: [[], theirGray] },
      { number: 2, terrain: 'mountain', cubes: ['red', 'red'], sides: [[], []] },
      { number: 3, terrain: 'flatland', cubes: ['red', 'red', 'yellow'], sides: [[], []] },
      { number: 4, terrain: 'mountain', cubes: ['red', 'red', 'yellow', 'yellow'], sides: [[], []] },
    ],
    hands: [
      ['gray-1', 'gray-13', 'red-1', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6'],
      ['gray-4', 'red-7', 'red-8', 'red-9', 'red-10', 'red-11', 'red-12', 'red-13'],
    ],
    players: [{ cubes: { gray: 2 }, trophies: trophies0 }, { cubes: { gray: 2 }, trophies: trophies1 }],
    toMove: 0,
  });
}

const place = (card: string, tile: number, side: number): Move => ({ type: 'place', card, tile, side } as Move);

describe('ending search', () => {
  it('win in one: only the card that wins the flatland tile now (§5), whose compulsory claim is the third trophy (§6, §7)', () => {
    const state = duel(['blue', 'red'], ['gray-7']);
    const proof = proveEnding(state, { kind: 'game' }, 1);
    expect(proof.winning).toEqual([place('gray-1', 1, 0)]);
    // gray-13 completes the tile too, but 13 is the higher sum: the opponent's side wins it and
    // their compulsory gray claim is their third trophy.
    const high = proof.wrong.find((w) => JSON.stringify(w.move) === JSON.stringify(place('gray-13', 1, 0)))!;
    expect(high).toMatchObject({ line: [], failure: 'opponent-won' });
    // A red card scores nothing: the one turn is over without the win.
    expect(proof.wrong.find((w) => w.move.type === 'place' && w.move.card === 'red-1')!.failure).toBe('out-of-turns');
  });

  it('win in two whatever the opponent plays, and the low card on their side refuted by the opponent finishing the tile', () => {
    const state = duel(['blue', 'red']);
    expect(proveEnding(state, { kind: 'game' }, 1).winning).toEqual([]);
    const proof = proveEnding(state, { kind: 'game' }, 2);
    // Low on one's own side, or high on theirs: either way one's own side ends lower (§5).
    expect(proof.winning).toEqual([place('gray-1', 1, 0), place('gray-13', 1, 1)]);
    const wrong = proof.wrong.find((w) => JSON.stringify(w.move) === JSON.stringify(place('gray-1', 1, 1)))!;
    expect(wrong.failure).toBe('opponent-won');
    expect(wrong.line[0]).toEqual(place('gray-4', 1, 0));
    // The refutation is real play: replayed with the rules, the opponent holds three trophies.
    let at = play(state, wrong.move).state;
    for (const move of wrong.line) at = play(at, move).state;
    expect(at.result).toEqual({ winner: 1, reason: 'trophies' });
    // A quiet red card leaves both sides of tile 1 empty: one more card cannot finish it.
    expect(proof.wrong.find((w) => w.move.type === 'place' && w.move.card === 'red-1')!.failure).toBe('out-of-turns');
  });

  it('"win this trophy first": the gray trophy in two turns when the game cannot be won', () => {
    const state = duel(['blue'], [], ['green']);
    expect(proveEnding(state, { kind: 'game' }, 2).winning).toEqual([]);
    const proof = proveEnding(state, { kind: 'trophy', trophy: 'gray' }, 2);
    expect(proof.winning).toEqual([place('gray-1', 1, 0), place('gray-13', 1, 1)]);
    expect(proof.wrong.find((w) => JSON.stringify(w.move) === JSON.stringify(place('gray-1', 1, 1)))!.failure).toBe('trophy-taken');
  });

  it('lists every legal first move once, winning or refuted', () => {
    const state = duel(['blue', 'red']);
    const proof = proveEnding(state, { kind: 'game' }, 2);
    const all = [...proof.winning, ...proof.wrong.map((w) => w.move)].map((m) => JSON.stringify(m));
    expect(new Set(all).size).toBe(all.length);
    // 2 gray cards × 2 sides of tile 1, 6 red cards × 6 red places on tiles 2–4.
    expect(all.length).toBe(2 * 2 + 6 * 6);
  });
});

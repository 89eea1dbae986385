// Every level decides from what its player may see: the public table, its own hand and the cards
// an exchange showed it. Over positions from seeded games under several rule options (placements,
// exchanges, cascades, own-turn claims), the hidden parts are changed (the other hand re-dealt
// keeping the cards shown, the supply re-dealt, the bag reordered, the PRNG state changed) and
// every level must return the same move for the same seed and knowledge. The page's worker is
// sent only the seat's view (seat-view.ts): it holds none of the hidden parts, and the state
// rebuilt from it gets the same move.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { BOT_LEVELS, botMove, determinize, observe, unseenCards, NOTHING_KNOWN } from '../../../src/engine/balloon-cup/bots/index.ts';
import type { Known } from '../../../src/engine/balloon-cup/bots/index.ts';
import { seatState, seatView } from '../../../src/engine/balloon-cup/bots/seat-view.ts';
import { other } from '../../../src/engine/balloon-cup/components.ts';
import type { CardId, Player } from '../../../src/engine/balloon-cup/components.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { makeRng, nextInt } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';

interface Sample { state: GameState; known: readonly CardId[]; label: string }

/**
 * Positions met in Beginner-against-Beginner games (fast), taken every few moves and at every
 * exchange and cascade, with what the mover knows of the other hand.
 */
function samples(): Sample[] {
  const games: Array<[number, Partial<Options>]> = [
    [3, {}], [8, { claimTiming: 'own-turn', exchangeMin: 1 }], [21, { spentCubes: 'bag', cubeLimit: true }], [40, { tradeAfterWin: true }], [19, {}],
  ];
  const out: Sample[] = [];
  for (const [seed, options] of games) {
    let state = newGame(seed, options);
    let known: Known = NOTHING_KNOWN;
    for (let ply = 0; !state.result && ply < 400; ply += 1) {
      const p = mover(state);
      const exchange = !legalMoves(state).some((m) => m.type === 'place');
      if (ply % 9 === 4 || (exchange && ply % 2 === 0) || state.cascade || (known[p].length > 0 && ply % 4 === 0)) {
        out.push({ state, known: known[p], label: `game ${seed} move ${ply}` });
      }
      const move = botMove(state, 'beginner', known[p], ply);
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.message);
      known = observe(known, p, move, next.value.events);
      state = next.value.state;
    }
  }
  return out;
}

/** The same position with everything `me` cannot see changed. */
function lookalike(state: GameState, me: Player, known: readonly CardId[], seed: number): GameState {
  const redealt = determinize(state, me, known, unseenCards(state, me), makeRng(seed));
  return { ...redealt, bag: [...state.bag].reverse(), rng: (state.rng + 0x9e3779b9) >>> 0 };
}

const all = samples();
// The searching levels think for a while: a spread of the positions, with every cascade (the
// solver answers at once) and a few with known cards.
const spread = (step: number) => {
  const withKnown = all.filter((s) => s.known.length > 0).filter((_, i) => i % step === 0);
  return all.filter((s, i) => i % step === 0 || s.state.cascade !== null || withKnown.includes(s));
};

describe('honest bots', () => {
  it('the positions cover placements, exchanges, cascades and known cards', () => {
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((s) => s.state.cascade).length, 'cascades').toBeGreaterThan(0);
    expect(all.filter((s) => s.known.length > 0).length, 'known cards').toBeGreaterThan(0);
    expect(all.filter((s) => !s.state.cascade && !legalMoves(s.state).some((m) => m.type === 'place')).length, 'exchanges').toBeGreaterThan(0);
  });

  it.each(BOT_LEVELS)('%s returns the same move in every world that looks alike to its player', (level) => {
    const positions = level === 'beginner' ? all : spread(level === 'club' ? 3 : 10);
    let changedHands = 0;
    for (const { state, known, label } of positions) {
      const me = mover(state);
      const seed = (state.rng ^ 0x2545f491) >>> 0;
      const move = botMove(state, level, known, seed);
      for (const worldSeed of [1, 2]) {
        const world = lookalike(state, me, known, worldSeed * 7919 + positions.length);
        if (JSON.stringify(world.hands[other(me)]) !== JSON.stringify(state.hands[other(me)])) changedHands += 1;
        expect(botMove(world, level, known, seed), `${level}, ${label}`).toEqual(move);
      }
    }
    expect(changedHands).toBeGreaterThan(positions.length);
    expect(positions.filter((s) => s.known.length > 0).length).toBeGreaterThan(0);
  });

  it('the worker\'s view holds none of the hidden parts, and the state rebuilt from it gets the same move', () => {
    for (const { state, known, label } of spread(10)) {
      const me = mover(state);
      const view = seatView(state, known);
      // Looks alike to the seat ⇒ the very same view.
      expect(seatView(lookalike(state, me, known, 5), known), label).toEqual(view);
      // Not one card of the other hand beyond those shown, no supply, no PRNG state.
      const text = JSON.stringify(view);
      for (const card of state.hands[other(me)]) if (!known.includes(card)) expect(text, `${label}: ${card}`).not.toContain(`"${card}"`);
      for (const card of state.supply) expect(text).not.toContain(`"${card}"`);
      expect(Object.keys(view)).not.toContain('rng');
      const rebuilt = seatState(JSON.parse(text) as typeof view);
      expect(rebuilt.hands[me]).toEqual(state.hands[me]);
      expect(rebuilt.hands[other(me)]).toHaveLength(state.hands[other(me)].length);
      expect(rebuilt.supply).toHaveLength(state.supply.length);
      const seed = nextInt(makeRng(state.rng), 1_000_000);
      for (const level of BOT_LEVELS) expect(botMove(rebuilt, level, view.known, seed), `${level}, ${label}`).toEqual(botMove(state, level, known, seed));
    }
  });
});

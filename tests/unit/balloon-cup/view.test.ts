// What one seat may see (src/engine/balloon-cup/view.ts): over random games and every position of
// them, the view of a seat is the same whatever the other hand and the supply hold (re-dealt as
// the bots re-deal them), never names a card of the other hand it was not shown nor any card of
// the supply, and the view both players share shows no hand at all; a finished game shows both.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_CARDS } from '../../../src/engine/balloon-cup/components.ts';
import type { CardId, Player } from '../../../src/engine/balloon-cup/components.ts';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { NOTHING_KNOWN, determinize, observe, unseenCards } from '../../../src/engine/balloon-cup/bots/knowledge.ts';
import type { Known } from '../../../src/engine/balloon-cup/bots/knowledge.ts';
import { legalMoveAt, legalMoveCount, mover } from '../../../src/engine/balloon-cup/moves.ts';
import { makeRng, nextInt } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameEvent, GameState, Move } from '../../../src/engine/balloon-cup/state.ts';
import { openTable, viewFor } from '../../../src/engine/balloon-cup/view.ts';
import { knownAfter, replayViews } from '../../../src/engine/balloon-cup/replay-view.ts';
import type { TableView } from '../../../src/engine/balloon-cup/view.ts';

interface Played {
  readonly states: GameState[];
  readonly moves: Move[];
  readonly events: GameEvent[][];
  /** known[k]: what both players know in states[k]. */
  readonly known: Known[];
}

/** A random game from `seed`, up to `limit` moves (or its end). */
function randomGame(seed: number, pick: number, limit = 400): Played {
  const rng = makeRng(pick);
  let state = newGame(seed);
  let known: Known = NOTHING_KNOWN;
  const out: Played = { states: [state], moves: [], events: [], known: [known] };
  while (state.result === null && out.moves.length < limit) {
    const move = legalMoveAt(state, nextInt(rng, legalMoveCount(state)))!;
    const played = apply(state, move);
    if (!played.ok) throw new Error(`legal move refused: ${played.message}`);
    known = observe(known, mover(state), move, played.value.events);
    state = played.value.state;
    out.moves.push(move);
    out.events.push(played.value.events.slice());
    out.states.push(state);
    out.known.push(known);
  }
  return out;
}

/** Every card a view names, wherever it is. */
function cardsIn(view: TableView): Set<CardId> {
  const text = JSON.stringify(view);
  return new Set(ALL_CARDS.filter((c) => text.includes(`"${c}"`)));
}

describe('a seat sees only its own hand, the table and what an exchange showed', () => {
  it('the view is unchanged when the other hand, the supply and the bag order are re-dealt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), (seed, pick, deal) => {
        const game = randomGame(seed, pick);
        const rng = makeRng(deal);
        let compared = 0;
        game.states.forEach((state, k) => {
          if (state.result !== null) return;
          for (const seat of [0, 1] as Player[]) {
            const known = game.known[k]!;
            const redealt = determinize(state, seat, known[seat], unseenCards(state, seat), rng);
            expect(viewFor(redealt, seat, known)).toEqual(viewFor(state, seat, known));
            compared += 1;
          }
        });
        expect(compared).toBeGreaterThan(0);
      }),
      { numRuns: 40, seed: 17 },
    );
  });

  it('never names a card of the supply, nor a card of the other hand that no exchange showed', () => {
    let showedSome = false;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }), (seed, pick) => {
        const game = randomGame(seed, pick);
        game.states.forEach((state, k) => {
          if (state.result !== null) return;
          const known = game.known[k]!;
          for (const seat of [0, 1] as Player[]) {
            const view = viewFor(state, seat, known);
            const named = cardsIn(view);
            for (const card of state.supply) expect(named.has(card), `supply card ${card}`).toBe(false);
            const otherHand = state.hands[seat === 0 ? 1 : 0];
            for (const card of otherHand) expect(named.has(card), `other hand's ${card}`).toBe(known[seat].includes(card));
            for (const card of state.hands[seat]) expect(named.has(card)).toBe(true);
            expect(view.hands[seat === 0 ? 1 : 0].cards).toBeNull();
            expect(view.hands[seat === 0 ? 1 : 0].count).toBe(otherHand.length);
            expect(view.supplyCount).toBe(state.supply.length);
            if (known[seat].some((c) => otherHand.includes(c))) showedSome = true;
          }
          // The view both players share holds no hand.
          const shared = viewFor(state, null, known);
          expect(shared.hands.map((h) => h.cards)).toEqual([null, null]);
          for (const card of [...state.supply, ...state.hands[0], ...state.hands[1]]) {
            expect(cardsIn(shared).has(card)).toBe(known[0].includes(card) || known[1].includes(card));
          }
        });
      }),
      { numRuns: 30, seed: 23 },
    );
    // The random games did include exchanges whose shown cards stayed in a hand.
    expect(showedSome).toBe(true);
    // Thousands of checks: the unit time limit (vitest.config.ts) allows for a busy machine.
  });

  it('a finished game turns every hand up', () => {
    const game = randomGame(5, 6, 5000);
    const end = game.states[game.states.length - 1]!;
    expect(end.result).not.toBeNull();
    const view = viewFor(end, 0, knownAfter(game.states, game.moves, game.events));
    expect(view.hands.map((h) => h.cards)).toEqual([end.hands[0], end.hands[1]]);
    expect(view).toEqual(openTable(end, 0));
  });

  it('a replay shows the shared view at every move of an unfinished game, and every hand of a finished one', () => {
    const game = randomGame(8, 9, 5000);
    const finished = replayViews(game.states, game.moves, game.events);
    expect(finished.every((v) => v.hands.every((h) => h.cards !== null))).toBe(true);
    const cut = 30;
    const partial = replayViews(game.states.slice(0, cut + 1), game.moves.slice(0, cut), game.events.slice(0, cut));
    expect(partial).toHaveLength(cut + 1);
    partial.forEach((view, k) => {
      expect(view.hands.map((h) => h.cards)).toEqual([null, null]);
      expect(view).toEqual(viewFor(game.states[k]!, null, game.known[k]!));
    });
  });
});

// The analysis board's estimates (bots/analysis.ts): every legal move once, best first, seeded by
// what the seat sees, and honest: re-dealing what the seat cannot see (the other hand beyond the
// cards an exchange showed, the supply, the bag's order, the PRNG state) leaves every number as
// it was. With both hands open the other hand is known, so there a different hand must count.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { NOTHING_KNOWN, botMove, determinize, observe, unseenCards } from '../../../src/engine/balloon-cup/bots/index.ts';
import type { Known } from '../../../src/engine/balloon-cup/bots/index.ts';
import { analyseMoves } from '../../../src/engine/balloon-cup/bots/analysis.ts';
import { seatView } from '../../../src/engine/balloon-cup/bots/seat-view.ts';
import { other } from '../../../src/engine/balloon-cup/components.ts';
import type { CardId, Player } from '../../../src/engine/balloon-cup/components.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import { moveCode } from '../../../src/engine/balloon-cup/record.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { makeRng } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';

interface Sample { state: GameState; known: readonly CardId[]; label: string }

/** Positions of Beginner games: placements, an exchange, a cascade and cards an exchange showed. */
function samples(): Sample[] {
  const games: Array<[number, Partial<Options>]> = [[3, {}], [8, { claimTiming: 'own-turn', exchangeMin: 1 }], [21, { spentCubes: 'bag', cubeLimit: true }], [19, {}]];
  const out: Sample[] = [];
  for (const [seed, options] of games) {
    let state = newGame(seed, options);
    let known: Known = NOTHING_KNOWN;
    let exchanges = 0;
    let shown = 0;
    for (let ply = 0; !state.result && ply < 400; ply += 1) {
      const p = mover(state);
      const exchange = !state.cascade && !legalMoves(state).some((m) => m.type === 'place');
      if (ply % 31 === 5 || (exchange && exchanges++ === 0) || (state.cascade && ply % 3 === 0) || (known[p].length > 0 && shown++ % 12 === 0)) {
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

// Few games per move: these tests check what the numbers rest on, not how good they are.
const GAMES = 12;
const all = samples();

describe('the analysis board\'s estimates', () => {
  it('the positions cover placements, an exchange, a cascade and known cards', () => {
    expect(all.filter((s) => s.state.cascade).length, 'cascades').toBeGreaterThan(0);
    expect(all.filter((s) => s.known.length > 0).length, 'known cards').toBeGreaterThan(0);
    expect(all.filter((s) => !s.state.cascade && !legalMoves(s.state).some((m) => m.type === 'place')).length, 'exchanges').toBeGreaterThan(0);
  });

  it('lists every legal move once, best first, with a chance in [0, 1] resting on the same number of games', () => {
    for (const { state, known, label } of all) {
      const rows = analyseMoves(seatView(state, known), undefined, GAMES);
      expect(rows.map((r) => r.code).sort(), label).toEqual(legalMoves(state).map(moveCode).sort());
      for (let i = 1; i < rows.length; i += 1) expect(rows[i - 1]!.value, label).toBeGreaterThanOrEqual(rows[i]!.value);
      for (const row of rows) {
        expect(row.value).toBeGreaterThanOrEqual(0);
        expect(row.value).toBeLessThanOrEqual(1);
        expect(row.games).toBe(rows[0]!.games);
        expect(row.code).toBe(moveCode(row.move));
      }
    }
  }, 120_000);

  it('gives the same numbers when the hidden cards are re-dealt, and the same numbers again on another run', () => {
    let changed = 0;
    for (const { state, known, label } of all) {
      const me = mover(state);
      const rows = analyseMoves(seatView(state, known), undefined, GAMES);
      expect(analyseMoves(seatView(state, known), undefined, GAMES), label).toEqual(rows);
      const world = lookalike(state, me, known, 7919 + all.length);
      if (JSON.stringify(world.hands[other(me)]) !== JSON.stringify(state.hands[other(me)])) changed += 1;
      expect(analyseMoves(seatView(world, known), undefined, GAMES), label).toEqual(rows);
    }
    expect(changed).toBeGreaterThan(all.length / 2);
  }, 120_000);

  it('with both hands open, reads the other hand: a re-dealt other hand changes the numbers', () => {
    let differ = 0;
    const open = all.filter((s) => !s.state.cascade && s.state.hands[other(mover(s.state))].length > 0).slice(0, 8);
    for (const { state, known } of open) {
      const me = mover(state);
      const world = lookalike(state, me, known, 31);
      const rows = analyseMoves(seatView(state, state.hands[other(me)]), undefined, GAMES);
      const redealt = analyseMoves(seatView(world, world.hands[other(me)]), undefined, GAMES);
      if (JSON.stringify(rows) !== JSON.stringify(redealt)) differ += 1;
    }
    expect(differ).toBeGreaterThan(open.length / 2);
  }, 120_000);
});

// The computer opponents: legal, reproducible, blind to what their player cannot see, and exact
// in claim cascades.
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { BOT_LEVELS, botMove, determinize, observe, unseenCards, NOTHING_KNOWN } from '../../../src/engine/balloon-cup/bots/index.ts';
import { solveCascade } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import { legalMoves, mover } from '../../../src/engine/balloon-cup/moves.ts';
import { makeRng } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import type { CardId } from '../../../src/engine/balloon-cup/components.ts';
import { decodeRecord, encodeRecord, encodeRecordV1 } from '../../../src/engine/balloon-cup/record.ts';

const legal = (state: GameState, move: unknown) => legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(move));

describe('bots', () => {
  it.each(BOT_LEVELS)('%s plays only legal moves through a whole game against Beginner, and the same seed gives the same move', (level) => {
    let state = newGame(7);
    let known = NOTHING_KNOWN;
    const seen: Array<{ state: GameState; known: readonly CardId[]; ply: number; move: unknown }> = [];
    for (let ply = 0; !state.result && ply < 400; ply += 1) {
      const p = mover(state);
      const move = p === 0 ? botMove(state, level, known[p], ply) : botMove(state, 'beginner', known[p], ply);
      expect(legal(state, move)).toBe(true);
      if (p === 0) seen.push({ state, known: known[p], ply, move });
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.message);
      known = observe(known, p, move, next.value.events);
      state = next.value.state;
    }
    expect(state.result).not.toBeNull();
    // Asked again, with the same seed, at a spread of its moves: the same answer.
    for (const s of seen.filter((_, i) => i % 5 === 0)) expect(botMove(s.state, level, s.known, s.ply), `move ${s.ply}`).toEqual(s.move);
  });

  it('Strong decides the same whatever the hidden cards are (it never reads the opponent hand or the supply order)', () => {
    const state = newGame(12);
    const me = mover(state);
    const unseen = unseenCards(state, me);
    const other = determinize(state, me, [], unseen, makeRng(99));
    expect(other.hands[1]).not.toEqual(state.hands[1]);
    expect(botMove(other, 'strong', [], 3)).toEqual(botMove(state, 'strong', [], 3));
  });

  it('Club and Strong play the cascade solver\'s best action in a cascade', () => {
    for (let seed = 1; seed < 60; seed += 1) {
      let state = newGame(seed);
      while (!state.result && !state.cascade) state = (apply(state, botMove(state, 'beginner', [], 0)) as { ok: true; value: { state: GameState } }).value.state;
      if (!state.cascade) continue;
      const c = state.cascade;
      const best = solveCascade({ players: state.players, winner: c.winner, part: c.part, tradeAfterWin: false }).best;
      for (const level of ['club', 'strong'] as const) expect(best).toContainEqual(botMove(state, level, [], 1));
      return;
    }
    throw new Error('no cascade found');
  });

  it('learns the cards an exchange shows, and forgets them as they are placed', () => {
    const shown = ['red-1', 'red-3'] as const;
    const known = observe(NOTHING_KNOWN, 1, { type: 'exchange', discard: ['red-3'] }, [{ type: 'hand-shown', player: 1, hand: [...shown] }]);
    expect(known[0]).toEqual(['red-1']);
    expect(observe(known, 1, { type: 'place', card: 'red-1', tile: 1, side: 1 }, [])[0]).toEqual([]);
  });
});

describe('game records', () => {
  it('round-trips a game, its rules and its undo marks, and names a bad record', () => {
    let state = newGame(77, { cubeLimit: true });
    const moves = [];
    for (let i = 0; i < 30 && !state.result; i += 1) {
      const move = botMove(state, 'beginner', [], i);
      moves.push(move);
      state = (apply(state, move) as { ok: true; value: { state: GameState } }).value.state;
    }
    const record = { seed: 77, options: state.options, opponent: 'club' as const, moves, undone: [4] };
    const text = encodeRecord(record);
    expect(text).toMatch(/^[0-9a-zA-Z._~-]+$/);
    const back = decodeRecord(text);
    expect(back.ok && back.value.record).toEqual(record);
    expect(back.ok && back.value.states.at(-1)).toEqual(state);
    // One character more: the check no longer matches (g2); in a first-version link, half a move.
    const bad = decodeRecord(`${text}z`);
    expect(bad.ok ? null : bad.problem).toEqual({ code: 'link-changed' });
    const badV1 = decodeRecord(`${encodeRecordV1(record)}z`);
    expect(badV1.ok ? null : badV1.problem).toEqual({ code: 'link-cut' });
    expect(decodeRecord('hello').ok).toBe(false);
  });
});

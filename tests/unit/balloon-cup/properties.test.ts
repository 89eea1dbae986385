// Property tests over random games: for every one of the 32 rule-option combinations, seeded
// games played to the end by random legal moves (fast-check draws the seeds, the starting
// player and the move choices), checking after every move that nothing is lost or duplicated,
// the state is a valid position that exports and imports unchanged (JSON and URL code), and
// finally that the game ended and that seed + moves replay to the same state.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { other } from '../../../src/engine/balloon-cup/components.ts';
import type { Player } from '../../../src/engine/balloon-cup/components.ts';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { isBlocked } from '../../../src/engine/balloon-cup/blocked.ts';
import { legalMoveAt, legalMoveCount, legalMoves } from '../../../src/engine/balloon-cup/moves.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { makePosition, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { makeRng, nextInt } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState, Move } from '../../../src/engine/balloon-cup/state.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import { allOptionCombos, cardsAccountedFor, cubesAccountedFor, optionsLabel, sameData } from './helpers.ts';

/** Games per option combination: 32 × 64 = 2,048 games in all. */
const GAMES_PER_COMBO = 64;
/** No game may take more moves than this (the longest seen are far shorter). */
const MAX_MOVES = 2_000;

function checkState(state: GameState, options: Options, label: string): void {
  if (!cardsAccountedFor(state)) throw new Error(`${label}: cards lost or duplicated`);
  if (!cubesAccountedFor(state)) throw new Error(`${label}: cubes lost or duplicated`);
  if (options.spentCubes === 'bag' && Object.values(state.box).some((n) => n > 0)) throw new Error(`${label}: cubes in the box with spentCubes bag`);
  if (state.hands.some((h) => h.length > 8)) throw new Error(`${label}: a hand holds more than 8 cards`);
  const json = JSON.parse(JSON.stringify(makePosition(state))) as unknown;
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(`${label}: exported position rejected: ${parsed.message}`);
  if (!sameData(parsed.value, state)) expect(parsed.value, `${label}: export → import`).toEqual(state);
  const decoded = decodePosition(encodePosition(state));
  if (!decoded.ok) throw new Error(`${label}: URL code rejected: ${decoded.message}`);
  if (!sameData(decoded.value, state)) expect(decoded.value, `${label}: URL code round trip`).toEqual(state);
  // A game not over has something to do; a finished one has nothing.
  const moves = legalMoves(state);
  if ((moves.length === 0) !== (state.result !== null)) throw new Error(`${label}: legal moves iff not over`);
  if (legalMoveCount(state) !== moves.length) throw new Error(`${label}: legalMoveCount ${legalMoveCount(state)}, legalMoves ${moves.length}`);
  if (state.result === null && state.cascade === null && isBlocked(state)) throw new Error(`${label}: blocked but not over`);
}

function playOut(seed: number, options: Options, starter: Player, choices: (n: number) => number): { final: GameState; moves: Move[] } {
  let state = newGame(seed, options, starter);
  const moves: Move[] = [];
  checkState(state, options, `seed ${seed} set-up`);
  while (state.result === null) {
    if (moves.length >= MAX_MOVES) throw new Error(`seed ${seed}: no end after ${MAX_MOVES} moves`);
    const count = legalMoveCount(state);
    const index = choices(count);
    const move = legalMoveAt(state, index)!;
    if (!sameData(move, legalMoves(state)[index])) expect(move, `seed ${seed} move ${moves.length}: legalMoveAt`).toEqual(legalMoves(state)[index]);
    const played = apply(state, move);
    if (!played.ok) throw new Error(`seed ${seed} move ${moves.length}: legal move refused: ${played.message}`);
    const { state: next, events } = played.value;
    const label = `seed ${seed} move ${moves.length} ${JSON.stringify(move)}`;
    // After a scoring its loser moves next (rules §3.5).
    const scored = events.find((e) => e.type === 'scored');
    if (scored && scored.type === 'scored' && next.toMove !== other(scored.winner)) throw new Error(`${label}: the scoring's loser should move next`);
    if (next.result && events.at(-1)?.type !== 'game-over') throw new Error(`${label}: game-over should be the last event`);
    checkState(next, options, label);
    moves.push(move);
    state = next;
  }
  return { final: state, moves };
}

describe('random games, every option combination', () => {
  for (const options of allOptionCombos()) {
    it(optionsLabel(options), () => {
      let ended = { trophies: 0, blocked: 0 };
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom<Player>(0, 1), fc.integer({ min: 0, max: 0xffffffff }), (seed, starter, pickSeed) => {
          const rng = makeRng(pickSeed);
          const { final, moves } = playOut(seed, options, starter, (n) => nextInt(rng, n));
          expect(final.result).not.toBeNull();
          if (final.result!.reason === 'trophies') {
            expect(final.players[final.result!.winner!].trophies).toHaveLength(3);
            ended = { ...ended, trophies: ended.trophies + 1 };
          } else {
            expect(isBlocked(final)).toBe(true);
            ended = { ...ended, blocked: ended.blocked + 1 };
          }
          // Seed + move list replay exactly.
          let replay = newGame(seed, options, starter);
          for (const move of moves) {
            const played = apply(replay, move);
            if (!played.ok) throw new Error(`replay refused ${JSON.stringify(move)}`);
            replay = played.value.state;
          }
          if (!sameData(replay, final)) expect(replay).toEqual(final);
        }),
        { numRuns: GAMES_PER_COMBO, seed: 20240601 },
      );
      expect(ended.trophies + ended.blocked).toBe(GAMES_PER_COMBO);
      expect(ended.trophies).toBeGreaterThan(0);
    });
  }
});

function sameMove(legal: Move, input: unknown): boolean {
  const m = input as Record<string, unknown>;
  if (legal.type !== m.type) return false;
  switch (legal.type) {
    case 'place':
      return legal.card === m.card && legal.tile === m.tile && legal.side === m.side;
    case 'exchange':
      return Array.isArray(m.discard) && sameData([...legal.discard].sort(), [...(m.discard as string[])].sort());
    case 'claim': {
      const sets = Object.fromEntries(Object.entries((m.sets ?? {}) as Record<string, number>).filter(([, n]) => n > 0));
      return legal.trophy === m.trophy && sameData(legal.sets, sets);
    }
    case 'pass':
      return true;
  }
}

describe('illegal input never changes a state', () => {
  it('random junk moves are refused with a stable code, state untouched', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom('place', 'exchange', 'claim', 'pass', 'fly'), card: fc.string(), tile: fc.integer({ min: -2, max: 6 }), side: fc.integer({ min: -1, max: 2 }) }),
      fc.record({ type: fc.constant('exchange'), discard: fc.array(fc.string(), { maxLength: 6 }) }),
      fc.record({ type: fc.constant('claim'), trophy: fc.string(), sets: fc.dictionary(fc.string(), fc.integer({ min: -1, max: 4 })) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 60 }), junk, (seed, steps, move) => {
        let state = newGame(seed);
        const rng = makeRng(seed);
        for (let i = 0; i < steps && !state.result; i += 1) {
          const moves = legalMoves(state);
          const played = apply(state, moves[nextInt(rng, moves.length)]);
          if (played.ok) state = played.value.state;
        }
        const before = JSON.stringify(state);
        const result = apply(state, move);
        if (!result.ok) {
          expect(JSON.stringify(state)).toBe(before);
          expect(result.message.length).toBeGreaterThan(0);
        } else {
          // Accepted junk must say the same as some legal move (extra fields and zero sets aside).
          expect(legalMoves(state).some((m) => sameMove(m, move))).toBe(true);
        }
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});

// Bot-versus-bot games for the bench: seeded set-ups, seats alternating with the seed, each side
// knowing only what its player may know (knowledge.ts `observe`). A blocked game is no one's win.
import { performance } from 'node:perf_hooks';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { botMove, observe, randomMove, NOTHING_KNOWN } from '../../src/engine/balloon-cup/bots/index.ts';
import type { BotLevel, Known } from '../../src/engine/balloon-cup/bots/index.ts';
import { mover } from '../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';

export type Side = BotLevel | 'random';

export interface GameOutcome {
  /** 1 when the first named side won, 0 when it lost or the game was blocked. */
  readonly win: number;
  readonly blocked: boolean;
  /** Think time per side (ms) and moves per side, first side first. */
  readonly ms: readonly [number, number];
  readonly moves: readonly [number, number];
  /** The longest think of one move per side (ms). */
  readonly maxMs: readonly [number, number];
}

/** Plays game `seed`: side `a` takes seat `seed % 2`. */
export function playBotGame(seed: number, a: Side, b: Side): GameOutcome {
  let state = newGame(seed);
  const seatOfA = seed % 2;
  let known: Known = NOTHING_KNOWN;
  const ms: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  const maxMs: [number, number] = [0, 0];
  let ply = 0;
  while (!state.result && ply < 2000) {
    const player = mover(state);
    const who = player === seatOfA ? 0 : 1;
    const side = who === 0 ? a : b;
    const moveSeed = (seed * 7919 + ply * 104729) >>> 0;
    const t = performance.now();
    const move = side === 'random' ? randomMove(state, moveSeed) : botMove(state, side, known[player], moveSeed);
    const took = performance.now() - t;
    ms[who] += took;
    maxMs[who] = Math.max(maxMs[who], took);
    moves[who] += 1;
    const played = apply(state, move);
    if (!played.ok) throw new Error(`game ${seed}: ${side} played an illegal move: ${played.message}`);
    known = observe(known, player, move, played.value.events);
    state = played.value.state;
    ply += 1;
  }
  const winner = state.result?.winner ?? null;
  return { win: winner === seatOfA ? 1 : 0, blocked: winner === null, ms, moves, maxMs };
}

// Bot-versus-bot games for the bench: seeded set-ups, seats alternating with the seed, each side
// knowing only what its player may know (knowledge.ts `observe`). A blocked game is no one's win.
import { performance } from 'node:perf_hooks';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { BUDGETS, botMove, observe, randomMove, NOTHING_KNOWN } from '../../src/engine/balloon-cup/bots/index.ts';
import type { BotLevel, Known, SearchBudget } from '../../src/engine/balloon-cup/bots/index.ts';
import { searchMove } from '../../src/engine/balloon-cup/bots/search.ts';
import { mover } from '../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';
import type { CardId } from '../../src/engine/balloon-cup/components.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/state.ts';

export type Side = BotLevel | 'random';

/**
 * For tuning only: `BOT_BENCH_TRY_STRONG='{"iterations":3000}'` (or _CLUB) plays that level with
 * those budget fields changed. The bench's figures are for the page's budgets, without these.
 */
const TRIALS: Partial<Record<BotLevel, SearchBudget>> = {};
for (const level of ['club', 'strong'] as const) {
  const text = process.env[`BOT_BENCH_TRY_${level.toUpperCase()}`];
  if (text) TRIALS[level] = { ...BUDGETS[level], ...(JSON.parse(text) as Partial<SearchBudget>) };
}

function sideMove(state: GameState, side: Side, known: readonly CardId[], seed: number): Move {
  if (side === 'random') return randomMove(state, seed);
  const trial = TRIALS[side];
  if (trial && !state.cascade) return searchMove(state, known, trial, seed).move;
  return botMove(state, side, known, seed);
}

export interface GameOutcome {
  /** 1 when the first named side won, 0 when it lost or the game was blocked. */
  readonly win: number;
  readonly blocked: boolean;
  /** Think time per side (ms) and moves per side, first side first. */
  readonly ms: readonly [number, number];
  readonly moves: readonly [number, number];
  /** The longest think of one move per side (ms). */
  readonly maxMs: readonly [number, number];
  /** The same on the thread's CPU clock: time on one core, whatever else the machine runs. */
  readonly cpuMs: readonly [number, number];
  readonly maxCpuMs: readonly [number, number];
}

/** This thread's CPU time in ms. */
function cpuNow(): number {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
}

/** Plays game `seed`: side `a` takes seat `seed % 2`. */
export function playBotGame(seed: number, a: Side, b: Side): GameOutcome {
  let state = newGame(seed);
  const seatOfA = seed % 2;
  let known: Known = NOTHING_KNOWN;
  const ms: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  const maxMs: [number, number] = [0, 0];
  const cpuMs: [number, number] = [0, 0];
  const maxCpuMs: [number, number] = [0, 0];
  let ply = 0;
  while (!state.result && ply < 2000) {
    const player = mover(state);
    const who = player === seatOfA ? 0 : 1;
    const side = who === 0 ? a : b;
    const moveSeed = (seed * 7919 + ply * 104729) >>> 0;
    const c = cpuNow();
    const t = performance.now();
    const move = sideMove(state, side, known[player], moveSeed);
    const took = performance.now() - t;
    const cpu = cpuNow() - c;
    cpuMs[who] += cpu;
    maxCpuMs[who] = Math.max(maxCpuMs[who], cpu);
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
  return { win: winner === seatOfA ? 1 : 0, blocked: winner === null, ms, moves, maxMs, cpuMs, maxCpuMs };
}

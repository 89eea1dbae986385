// Random playouts: full games from a seeded set-up, each move chosen uniformly among the legal
// moves with a seeded PRNG, default options, on one core. The headline plays on the mutable
// playout game (playout.ts: the same rules, checked move for move against `apply` by
// tests/unit/balloon-cup/playout.test.ts; the bots' search plays on it). Two more lines play the
// very same games through `apply`: picking with legalMoveCount/legalMoveAt (without building
// every move), and building the whole list with legalMoves.
import { performance } from 'node:perf_hooks';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { legalMoveAt, legalMoveCount, legalMoves } from '../../src/engine/balloon-cup/moves.ts';
import { makeRng, nextInt } from '../../src/engine/balloon-cup/rng.ts';
import { Playout } from '../../src/engine/balloon-cup/playout.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';
import type { Move } from '../../src/engine/balloon-cup/state.ts';
import type { GameState } from '../../src/engine/balloon-cup/state.ts';

export interface BenchResult {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

export const GAMES_BENCH_SEED = 1;

type Picker = (state: GameState, rng: ReturnType<typeof makeRng>) => Move;

const fastPick: Picker = (state, rng) => legalMoveAt(state, nextInt(rng, legalMoveCount(state)))!;
const listPick: Picker = (state, rng) => {
  const moves = legalMoves(state);
  return moves[nextInt(rng, moves.length)]!;
};

/** Plays game `seed` to its end; returns the number of moves. */
export function playRandomGame(seed: number, pick: Picker = fastPick): { moves: number; state: GameState } {
  let state = newGame(seed);
  const rng = makeRng(seed ^ 0x5bd1e995);
  let moves = 0;
  while (!state.result) {
    const played = apply(state, pick(state, rng));
    if (!played.ok) throw new Error(`game ${seed}: a legal move was refused: ${played.message}`);
    state = played.value.state;
    moves += 1;
  }
  return { moves, state };
}

/** Plays game `seed` on the playout game, with the same picks as playRandomGame. */
export function playPlayoutGame(seed: number): { moves: number; blocked: boolean } {
  const game = new Playout(newGame(seed));
  const rng = makeRng(seed ^ 0x5bd1e995);
  let moves = 0;
  while (!game.result) {
    if (!game.playAt(nextInt(rng, game.count()))) throw new Error(`game ${seed}: a legal move was refused`);
    moves += 1;
  }
  return { moves, blocked: game.result.reason === 'blocked' };
}

interface Run {
  games: number;
  moves: number;
  blocked: number;
  ms: number;
}

/** `pick` null: the playout game. */
function run(first: number, games: number, pick: Picker | null): Run {
  let moves = 0;
  let blocked = 0;
  const start = performance.now();
  for (let seed = first; seed < first + games; seed += 1) {
    if (pick) {
      const game = playRandomGame(seed, pick);
      moves += game.moves;
      if (game.state.result?.reason === 'blocked') blocked += 1;
    } else {
      const game = playPlayoutGame(seed);
      moves += game.moves;
      if (game.blocked) blocked += 1;
    }
  }
  return { games, moves, blocked, ms: performance.now() - start };
}

/**
 * Games per second over `batches` timed batches of `perBatch` games each (after a warm-up), for
 * each way of playing in turn. The headline figure is the fastest batch — like Python's `timeit`,
 * the least disturbed run is the best estimate of the code's own speed on a shared machine, where
 * other processes only ever slow a batch down; the median is printed beside it.
 */
function measure(batches: number, perBatch: number): Array<{ total: Run; rates: number[] }> {
  const ways: Array<Picker | null> = [null, fastPick, listPick];
  for (const pick of ways) run(1_000_000, perBatch, pick);
  const out = ways.map(() => ({ total: { games: 0, moves: 0, blocked: 0, ms: 0 } as Run, rates: [] as number[] }));
  for (let b = 0; b < batches; b += 1) {
    const first = GAMES_BENCH_SEED + b * perBatch;
    ways.forEach((pick, w) => {
      const r = run(first, perBatch, pick);
      const { total, rates } = out[w]!;
      rates.push((r.games / r.ms) * 1000);
      total.games += r.games;
      total.moves += r.moves;
      total.blocked += r.blocked;
      total.ms += r.ms;
    });
  }
  for (const { rates } of out) rates.sort((a, b) => b - a);
  return out;
}

export function benchGames(batches = 24, perBatch = 250): BenchResult[] {
  const [playout, fast, list] = measure(batches, perBatch) as [{ total: Run; rates: number[] }, { total: Run; rates: number[] }, { total: Run; rates: number[] }];
  const round = (x: number, digits = 0): number => Math.round(x * 10 ** digits) / 10 ** digits;
  const median = (rates: number[]): number => rates[Math.floor(rates.length / 2)]!;
  // All three draw the same index from the same PRNG, so they must play the very same games.
  if (list.total.moves !== fast.total.moves) throw new Error(`legalMoveAt and legalMoves disagree: ${fast.total.moves} moves against ${list.total.moves}`);
  if (playout.total.moves !== fast.total.moves || playout.total.blocked !== fast.total.blocked) {
    throw new Error(`the playout game and apply disagree: ${playout.total.moves} moves against ${fast.total.moves}`);
  }
  return [
    { name: 'random-games-per-second', value: round(playout.rates[0]!), unit: 'games/s' },
    { name: 'random-games-per-second-median', value: round(median(playout.rates)), unit: 'games/s' },
    { name: 'random-game-moves-per-second', value: round((playout.total.moves / playout.total.ms) * 1000), unit: 'moves/s' },
    { name: 'random-game-mean-moves', value: round(playout.total.moves / playout.total.games, 1), unit: 'moves' },
    { name: 'random-games-blocked-percent', value: round((100 * playout.total.blocked) / playout.total.games, 1), unit: '%' },
    { name: 'random-games-per-second-apply', value: round(fast.rates[0]!), unit: 'games/s' },
    { name: 'random-games-per-second-apply-median', value: round(median(fast.rates)), unit: 'games/s' },
    { name: 'random-games-per-second-legal-moves-list', value: round(list.rates[0]!), unit: 'games/s' },
    { name: 'random-games-per-second-legal-moves-list-median', value: round(median(list.rates)), unit: 'games/s' },
  ];
}

// Run on its own: `npx node --experimental-strip-types scripts/bench/games.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of benchGames()) console.log(JSON.stringify(r));
}

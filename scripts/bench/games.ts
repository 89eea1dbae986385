// Random playouts: full games from a seeded set-up, each move chosen uniformly among the legal
// moves with a seeded PRNG, default options, on one core. The main line picks with
// legalMoveCount/legalMoveAt (the same enumeration as legalMoves, without building every move)
// and plays through `apply`; a second line builds the whole list with legalMoves, for comparison.
import { performance } from 'node:perf_hooks';
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { legalMoveAt, legalMoveCount, legalMoves } from '../../src/engine/balloon-cup/moves.ts';
import { makeRng, nextInt } from '../../src/engine/balloon-cup/rng.ts';
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

interface Run {
  games: number;
  moves: number;
  blocked: number;
  ms: number;
}

function run(first: number, games: number, pick: Picker): Run {
  let moves = 0;
  let blocked = 0;
  const start = performance.now();
  for (let seed = first; seed < first + games; seed += 1) {
    const game = playRandomGame(seed, pick);
    moves += game.moves;
    if (game.state.result?.reason === 'blocked') blocked += 1;
  }
  return { games, moves, blocked, ms: performance.now() - start };
}

/**
 * Games per second over `batches` timed batches of `perBatch` games each (after a warm-up), for
 * both pickers in turn. The headline figure is the fastest batch — like Python's `timeit`, the
 * least disturbed run is the best estimate of the code's own speed on a shared machine, where
 * other processes only ever slow a batch down; the median is printed beside it.
 */
function measure(batches: number, perBatch: number): { fast: Run; list: Run; fastRates: number[]; listRates: number[] } {
  run(1_000_000, perBatch, fastPick);
  run(1_000_000, perBatch, listPick);
  const fast: Run = { games: 0, moves: 0, blocked: 0, ms: 0 };
  const list: Run = { games: 0, moves: 0, blocked: 0, ms: 0 };
  const fastRates: number[] = [];
  const listRates: number[] = [];
  for (let b = 0; b < batches; b += 1) {
    const first = GAMES_BENCH_SEED + b * perBatch;
    for (const [pick, total, rates] of [[fastPick, fast, fastRates], [listPick, list, listRates]] as const) {
      const r = run(first, perBatch, pick);
      rates.push((r.games / r.ms) * 1000);
      total.games += r.games;
      total.moves += r.moves;
      total.blocked += r.blocked;
      total.ms += r.ms;
    }
  }
  fastRates.sort((a, b) => b - a);
  listRates.sort((a, b) => b - a);
  return { fast, list, fastRates, listRates };
}

export function benchGames(batches = 24, perBatch = 250): BenchResult[] {
  const { fast, list, fastRates, listRates } = measure(batches, perBatch);
  const round = (x: number, digits = 0): number => Math.round(x * 10 ** digits) / 10 ** digits;
  const median = (rates: number[]): number => rates[Math.floor(rates.length / 2)]!;
  // Both pickers draw the same index from the same PRNG, so they must play the very same games.
  if (list.moves !== fast.moves) throw new Error(`legalMoveAt and legalMoves disagree: ${fast.moves} moves against ${list.moves}`);
  return [
    { name: 'random-games-per-second', value: round(fastRates[0]!), unit: 'games/s' },
    { name: 'random-games-per-second-median', value: round(median(fastRates)), unit: 'games/s' },
    { name: 'random-game-moves-per-second', value: round((fast.moves / fast.ms) * 1000), unit: 'moves/s' },
    { name: 'random-game-mean-moves', value: round(fast.moves / fast.games, 1), unit: 'moves' },
    { name: 'random-games-blocked-percent', value: round((100 * fast.blocked) / fast.games, 1), unit: '%' },
    { name: 'random-games-per-second-legal-moves-list', value: round(listRates[0]!), unit: 'games/s' },
    { name: 'random-games-per-second-legal-moves-list-median', value: round(median(listRates)), unit: 'games/s' },
  ];
}

// Run on its own: `npx node --experimental-strip-types scripts/bench/games.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of benchGames()) console.log(JSON.stringify(r));
}

// Cascade solver speed: every solve starts from a cold memo (solveCascade makes its own), over
// seeded random positions, so the numbers compare across runs and machines.
import { performance } from 'node:perf_hooks';
import { COLORS, CUBES_PER_COLOR, emptyCounts, other } from '../../src/engine/balloon-cup/components.ts';
import type { Player } from '../../src/engine/balloon-cup/components.ts';
import { seededRandom } from '../../src/engine/balloon-cup/cascade-random.ts';
import type { CascadePosition } from '../../src/engine/balloon-cup/cascade.ts';
import { solveCascade } from '../../src/engine/balloon-cup/cascade-solver.ts';

export interface BenchResult {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

export const CASCADE_BENCH_SEED = 20240601;
export const CASCADE_BENCH_POSITIONS = 10_000;

/**
 * The benchmark's positions, one at a time (none kept, so the heap stays small). Harder than play
 * produces: any trophies (at most 2 each), any cube counts up to the color's total, either part,
 * with no check that a game could reach them, so the trees are larger than a game's cascades.
 */
export function* cascadeBenchPositions(count = CASCADE_BENCH_POSITIONS, seed = CASCADE_BENCH_SEED): Generator<CascadePosition> {
  const random = seededRandom(seed);
  const int = (n: number): number => Math.floor(random() * n);
  for (let i = 0; i < count;) {
    const owner = COLORS.map(() => int(3)); // 0, 1 or unclaimed
    if (owner.filter((o) => o === 0).length > 2 || owner.filter((o) => o === 1).length > 2) continue;
    const cubes = [emptyCounts(), emptyCounts()] as const;
    for (const c of COLORS) {
      const first: Player = int(2) === 0 ? 0 : 1;
      cubes[first][c] = int(CUBES_PER_COLOR[c] + 1);
      cubes[other(first)][c] = int(CUBES_PER_COLOR[c] - cubes[first][c] + 1);
    }
    const player = (p: 0 | 1) => ({ cubes: cubes[p], trophies: COLORS.filter((_, k) => owner[k] === p) });
    const winner = int(2) as Player;
    yield { players: [player(0), player(1)], winner, part: int(2) === 0 ? winner : other(winner), tradeAfterWin: false };
    i += 1;
  }
}

/** Repeats per position: the fastest of these cold solves is the solve's own cost. */
export const CASCADE_BENCH_REPEATS = 3;

function coldSolveMs(position: CascadePosition): number {
  const start = performance.now();
  solveCascade(position);
  return performance.now() - start;
}

/**
 * `cascade-worst-ms`: the slowest position, each position timed as the fastest of
 * CASCADE_BENCH_REPEATS solves from a cold memo (a solve takes microseconds, so one timing alone
 * can catch a garbage-collector or scheduler pause of a few ms that is not the solver's).
 * `cascade-worst-raw-ms` is the same over first timings only, pauses included.
 */
export function benchCascade(count = CASCADE_BENCH_POSITIONS): BenchResult[] {
  // Warm the JIT on other positions until compilation settles, so measured solves are not compile time.
  for (const position of cascadeBenchPositions(2 * count, CASCADE_BENCH_SEED + 1)) solveCascade(position);
  const times = new Float64Array(count);
  const raw = new Float64Array(count);
  let i = 0;
  for (const position of cascadeBenchPositions(count)) {
    raw[i] = coldSolveMs(position);
    let fastest = raw[i]!;
    for (let r = 1; r < CASCADE_BENCH_REPEATS; r += 1) fastest = Math.min(fastest, coldSolveMs(position));
    times[i] = fastest;
    i += 1;
  }
  times.sort();
  raw.sort();
  const total = times.reduce((sum, t) => sum + t, 0);
  const round = (ms: number): number => Math.round(ms * 1000) / 1000;
  return [
    { name: 'cascade-worst-ms', value: round(times[count - 1] ?? 0), unit: 'ms' },
    { name: 'cascade-p99-ms', value: round(times[Math.floor(count * 0.99)] ?? 0), unit: 'ms' },
    { name: 'cascade-mean-ms', value: round(total / Math.max(1, count)), unit: 'ms' },
    { name: 'cascade-worst-raw-ms', value: round(raw[count - 1] ?? 0), unit: 'ms' },
  ];
}

// Run on its own: `npx node --experimental-strip-types scripts/bench/cascade.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of benchCascade()) console.log(`${r.name}: ${r.value} ${r.unit}`);
}

// Jumping Cups answer speed, as the play page gets its answers: the page's worker code
// (src/components/jumping-cups/solution-answers.ts, run in a worker thread by
// jumping-cups-worker.ts) reading the shipped solution's chunks, here from disk instead of over
// the network. The goal (issue 10): every position reachable from the start answered within
// 250 ms cold, in little memory, fetching at most 100 KB per move.
//   - reply (cold): positions of random games from the start, each asked of a fresh worker thread
//     (a fresh engine instance: nothing compiled beyond the warm-up, nothing fetched, an empty
//     table, as a fresh page), timed from the question to the answer;
//   - reply (foreseen): the same, with the position told to the fresh worker 50 ms before the
//     question, as the page does when the person picks a cup and then puts it down;
//   - reply (warm): 300 such positions asked of one worker in turn, as in a long visit;
//   - fetch per move: the most compressed data one answer fetched;
//   - peak: the worker's memory (its engine heap and buffers) at its highest over the warm run;
//   - the alpha-beta solver alone on its old targets (positions of up to 200,000 reachable states,
//     and the start position), for comparison.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { Solver, gameStatus, legalMoves, makePosition, parsePosition, play, reachableStates, startPosition } from '../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../src/engine/jumping-cups/index.ts';

export interface BenchResult {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

export const REACHABLE_LIMIT = 200_000;

export const BENCH_POSITIONS = [
  '/r/r////yyr/y//yr/y///r y',
  '/r//r///r//yyryry//y/// y',
  '//y/ry///rrr///yy//r//y r',
  '//r/rr//y/y/r//yy///yr/ r',
  '//ry//rry///yr///y/r/y/ r',
  'r/y/y//r///yrrr////yy// r',
];

const WORKER = new URL('./jumping-cups-worker.ts', import.meta.url);

interface Replied {
  readonly ms: number;
  readonly fetched: number;
  readonly heap: number;
}

/** A worker thread running the page's answerer, once it has warmed up. */
async function startWorker(): Promise<{ ask: (notation: string) => Promise<Replied & { wall: number }>; foresee: (notation: string) => void; stop: () => Promise<number> }> {
  const worker = new Worker(WORKER);
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  let id = 0;
  return {
    ask: (notation) =>
      new Promise((resolve) => {
        const mine = ++id;
        const t0 = performance.now();
        const listener = (reply: Replied & { id: number }) => {
          if (reply.id !== mine) return;
          worker.off('message', listener);
          resolve({ ...reply, wall: performance.now() - t0 });
        };
        worker.on('message', listener);
        worker.postMessage({ id: mine, notation });
      }),
    foresee: (notation) => worker.postMessage({ foresee: notation }),
    stop: () => worker.terminate(),
  };
}

/** `count` positions (games not over) from random games, spread over the games' whole length. */
export function randomReachable(count: number, seed: number): string[] {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const out: string[] = [];
  while (out.length < count) {
    let position: Position = startPosition();
    const game: Position[] = [];
    while (!gameStatus(position).over) {
      game.push(position);
      const moves = legalMoves(position)
        .map((from) => play(position, from))
        .flatMap((m) => (m.ok && !m.value.leftTrack ? [m.value.position] : []));
      if (moves.length === 0) break;
      position = moves[Math.floor(next() * moves.length)]!;
    }
    // A few positions of each game, at random.
    for (let k = 0; k < 5 && out.length < count; k += 1) out.push(makePosition(game[Math.floor(next() * game.length)]!));
  }
  return out;
}

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchJumpingCups(): Promise<BenchResult[]> {
  const positions = randomReachable(300, 20261123);
  const cold: number[] = [];
  let fetched = 0;
  for (const notation of positions) {
    const worker = await startWorker();
    const replied = await worker.ask(notation);
    await worker.stop();
    cold.push(replied.wall);
    fetched = Math.max(fetched, replied.fetched);
  }
  const foreseen: number[] = [];
  for (const notation of positions) {
    const worker = await startWorker();
    worker.foresee(notation);
    await new Promise((resolve) => setTimeout(resolve, 50));
    foreseen.push((await worker.ask(notation)).wall);
    await worker.stop();
  }
  let peak = 0;
  const warm: number[] = [];
  const worker = await startWorker();
  for (const notation of positions) {
    const replied = await worker.ask(notation);
    warm.push(replied.wall);
    fetched = Math.max(fetched, replied.fetched);
    peak = Math.max(peak, replied.heap);
  }
  await worker.stop();

  // The alpha-beta solver alone, as before the shipped solution.
  let worst200k = 0;
  let mostReachable = 0;
  for (const text of BENCH_POSITIONS) {
    const parsed = parsePosition(text);
    if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
    const t0 = performance.now();
    new Solver().solve(parsed.value);
    worst200k = Math.max(worst200k, performance.now() - t0);
    const reachable = reachableStates(parsed.value, REACHABLE_LIMIT);
    if (reachable > REACHABLE_LIMIT) throw new Error(`${text}: more than ${REACHABLE_LIMIT} reachable states`);
    mostReachable = Math.max(mostReachable, reachable);
  }
  const solver = new Solver(24);
  const start = performance.now();
  solver.evaluate(startPosition());
  const startSeconds = (performance.now() - start) / 1000;

  return [
    { name: 'jumping-cups-reply-worst-ms', value: round(Math.max(...cold), 1), unit: 'ms' },
    { name: 'jumping-cups-reply-median-ms', value: round(median(cold), 2), unit: 'ms' },
    { name: 'jumping-cups-reply-foreseen-worst-ms', value: round(Math.max(...foreseen), 1), unit: 'ms' },
    { name: 'jumping-cups-reply-foreseen-median-ms', value: round(median(foreseen), 2), unit: 'ms' },
    { name: 'jumping-cups-reply-warm-worst-ms', value: round(Math.max(...warm), 1), unit: 'ms' },
    { name: 'jumping-cups-reply-warm-median-ms', value: round(median(warm), 2), unit: 'ms' },
    { name: 'jumping-cups-fetch-per-move-kb', value: round(fetched / 1024, 1), unit: 'KB' },
    { name: 'jumping-cups-peak-mb', value: round(peak / 2 ** 20, 1), unit: 'MB' },
    { name: 'jumping-cups-200k-worst-ms', value: round(worst200k, 1), unit: 'ms' },
    { name: 'jumping-cups-200k-most-reachable', value: mostReachable, unit: 'states' },
    { name: 'jumping-cups-start-seconds', value: round(startSeconds, 2), unit: 's' },
    { name: 'jumping-cups-start-states', value: solver.states, unit: 'states' },
  ];
}

// Bot strength and speed: seeded bot-versus-bot games with the page's own search budgets, split
// over worker threads (one per core), reported as win fractions with Wilson 95 % intervals and
// mean and longest think times per move, and the wall time of the whole run. A blocked game
// counts as a non-win.
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { GameOutcome, Side } from './bot-games.ts';
import { playBotGame } from './bot-games.ts';

export interface BenchLine {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly [extra: string]: unknown;
}

/**
 * Games per match: at least 400 seeded games each by default (issue 21); a smaller count for
 * development with `BOT_BENCH_GAMES=60 npm run bench -- bots`.
 */
export const BOT_BENCH_GAMES = Number(process.env.BOT_BENCH_GAMES ?? 400);

const ALL_MATCHES: ReadonlyArray<{ name: string; a: Side; b: Side }> = [
  { name: 'bot-strong-vs-random-win-rate', a: 'strong', b: 'random' },
  { name: 'bot-strong-vs-beginner-win-rate', a: 'strong', b: 'beginner' },
  { name: 'bot-club-vs-beginner-win-rate', a: 'club', b: 'beginner' },
  { name: 'bot-strong-vs-club-win-rate', a: 'strong', b: 'club' },
];

/** Some matches only, for development: `BOT_BENCH_MATCHES=strong-vs-club,club-vs-beginner`. */
const MATCHES = process.env.BOT_BENCH_MATCHES
  ? ALL_MATCHES.filter((m) => process.env.BOT_BENCH_MATCHES!.split(',').some((part) => m.name === `bot-${part.trim()}-win-rate`))
  : ALL_MATCHES;

interface Job { match: number; seeds: number[] }
interface Done { match: number; outcomes: GameOutcome[] }
/** A worker's last message: the CPU time of its whole thread (loading, set-ups, every move). */
interface Spent { cpuMs: number }

/** This thread's CPU time in ms since it started. */
function threadCpuMs(): number {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
}

/** Wilson score interval at 95 %. */
export function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function runJob(job: Job): Done {
  const { a, b } = MATCHES[job.match]!;
  return { match: job.match, outcomes: job.seeds.map((seed) => playBotGame(seed, a, b)) };
}

// A worker plays the jobs it is sent, one at a time, until told to stop (an empty message), and
// then reports the CPU time its thread used.
if (!isMainThread && parentPort && workerData === 'bot-games') {
  const port = parentPort;
  port.on('message', (job: Job | null) => {
    if (job) port.postMessage(runJob(job));
    // The main thread ends the worker once this arrives.
    else port.postMessage({ cpuMs: threadCpuMs() } satisfies Spent);
  });
}

async function runAll(games: number): Promise<{ results: GameOutcome[][]; cpuMs: number }> {
  const threads = Math.max(1, Math.min(2, availableParallelism()));
  const jobs: Job[] = [];
  // Small chunks so the two threads stay evenly loaded.
  for (let m = 0; m < MATCHES.length; m += 1) {
    for (let first = 1; first <= games; first += 25) {
      jobs.push({ match: m, seeds: Array.from({ length: Math.min(25, games - first + 1) }, (_, i) => first + i) });
    }
  }
  const results: GameOutcome[][] = MATCHES.map(() => []);
  let cpuMs = 0;
  const file = fileURLToPath(import.meta.url);
  await Promise.all(Array.from({ length: threads }, () => new Promise<void>((resolve, reject) => {
    const worker = new Worker(file, { workerData: 'bot-games', execArgv: process.execArgv });
    const next = (): void => {
      const job = jobs.shift();
      worker.postMessage(job ?? null);
    };
    worker.on('message', (done: Done | Spent) => {
      if (!('outcomes' in done)) {
        cpuMs += done.cpuMs;
        void worker.terminate().then(() => resolve());
        return;
      }
      results[done.match]!.push(...done.outcomes);
      // Progress on stderr (the JSON lines come at the end): a long run shows each match as it ends.
      if (results[done.match]!.length === games) console.error(`bots: ${MATCHES[done.match]!.name} done`);
      next();
    });
    worker.once('error', reject);
    next();
  })));
  return { results, cpuMs };
}

export async function benchBots(games = BOT_BENCH_GAMES): Promise<BenchLine[]> {
  const started = Date.now();
  const { results, cpuMs } = await runAll(games);
  const wallSeconds = (Date.now() - started) / 1000;
  const lines: BenchLine[] = [];
  const round = (x: number, d = 4): number => Math.round(x * 10 ** d) / 10 ** d;
  let gamesCpuMs = 0;
  const think: Record<string, { ms: number; moves: number; max: number; cpu: number; maxCpu: number }> = {};
  MATCHES.forEach((match, m) => {
    const outcomes = results[m]!;
    const wins = outcomes.reduce((s, o) => s + o.win, 0);
    const blocked = outcomes.filter((o) => o.blocked).length;
    const [low, high] = wilson(wins, outcomes.length);
    for (const o of outcomes) gamesCpuMs += o.cpuMs[0] + o.cpuMs[1];
    lines.push({ name: match.name, value: round(wins / outcomes.length), unit: 'fraction', games: outcomes.length, ci95Low: round(low), ci95High: round(high), blocked });
    for (const [side, i] of [[match.a, 0], [match.b, 1]] as const) {
      if (side === 'random') continue;
      const t = (think[side] ??= { ms: 0, moves: 0, max: 0, cpu: 0, maxCpu: 0 });
      for (const o of outcomes) {
        t.ms += o.ms[i]; t.moves += o.moves[i]; t.max = Math.max(t.max, o.maxMs[i]);
        t.cpu += o.cpuMs[i]; t.maxCpu = Math.max(t.maxCpu, o.maxCpuMs[i]);
      }
    }
  });
  for (const level of ['beginner', 'club', 'strong']) {
    const t = think[level];
    if (t) {
      // Time on one core: the thread's CPU clock, so other work on a busy machine does not count;
      // the wall-clock figures ride along (on a loaded machine, upper bounds).
      lines.push({ name: `bot-${level}-think-ms-mean`, value: round(t.cpu / t.moves, 3), unit: 'ms', clock: 'thread-cpu', wallMs: round(t.ms / t.moves, 3), moves: t.moves });
      lines.push({ name: `bot-${level}-think-ms-max`, value: round(t.maxCpu, 1), unit: 'ms', clock: 'thread-cpu', wallMs: round(t.max, 1) });
    }
  }
  // The work of the whole suite on one core: both worker threads' CPU (loading, game set-ups and
  // every move of both sides), so its length on 2 cores (about half) can be judged on a loaded
  // machine too; gamesCpu is the moves' share alone.
  lines.push({ name: 'bot-bench-cpu-seconds', value: Math.round(cpuMs / 1000), unit: 's', gamesCpu: Math.round(gamesCpuMs / 1000) });
  lines.push({ name: 'bot-bench-wall-seconds', value: Math.round(wallSeconds), unit: 's', threads: Math.max(1, Math.min(2, availableParallelism())) });
  return lines;
}

if (isMainThread && import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchBots()) console.log(JSON.stringify(line));
}

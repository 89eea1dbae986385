// The analysis board's side of its worker (analysis.worker.ts): one worker, started once the page
// has loaded and the browser is idle (its code and its estimates take a core for a second or more:
// started beside the island's hydration, they slowed the page's own start on a phone's few cores).
// A board asked for while another is being estimated waits, and only the latest waiting one is
// estimated next (a person stepping through a line quickly needs only where they stop).
import type { SeatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { MoveEstimate } from '../../engine/balloon-cup/bots/analysis.ts';
import type { BotLevel } from '../../engine/balloon-cup/bots/index.ts';
import type { Move } from '../../engine/balloon-cup/state.ts';
import type { Answer, Question } from './analysis.worker.ts';

type Waiting = { resolve: (value: never) => void; reject: (error: Error) => void; progress?: (done: number) => void };

let worker: Promise<Worker> | null = null;
let nextId = 1;
let busy = false;
let queued: { question: Question; waiting: Waiting } | null = null;
const waiting = new Map<number, Waiting>();

/** Resolves in the browser's first idle time after the page's load (at most two seconds later). */
const settled = () =>
  new Promise<void>((resolve) => {
    const idle = () => ('requestIdleCallback' in self ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 50));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });

async function spawn(): Promise<Worker> {
  await settled();
  const { WORKER_URL } = await import('./analysis.worker.ts');
  const w = new Worker(WORKER_URL, { type: 'module' });
  w.onmessage = (event: MessageEvent<Answer>) => {
    const answer = event.data;
    const wait = waiting.get(answer.id);
    if (answer.kind === 'progress') return wait?.progress?.(answer.done);
    waiting.delete(answer.id);
    busy = false;
    wait?.resolve((answer.kind === 'estimate' ? answer.rows : answer.move) as never);
    next();
  };
  return w;
}

function next(): void {
  if (busy || !queued) return;
  const { question, waiting: wait } = queued;
  queued = null;
  busy = true;
  waiting.set(question.id, wait);
  worker ??= spawn();
  worker.then((w) => w.postMessage(question), (error: unknown) => {
    worker = null;
    busy = false;
    waiting.delete(question.id);
    wait.reject(error instanceof Error ? error : new Error(String(error)));
  });
}

type Asked = { kind: 'estimate'; view: SeatView } | { kind: 'reply'; view: SeatView; level: BotLevel };

function ask<T>(question: Asked, progress?: (done: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // A question still waiting is dropped for the newer one: its board is no longer shown.
    queued?.waiting.reject(new Error('superseded'));
    queued = { question: { ...question, id: nextId++ } as Question, waiting: { resolve: resolve as (value: never) => void, reject, progress } };
    next();
  });
}

/** Starts the worker ahead of the first question (once the page is idle). */
export function wake(): void {
  worker ??= spawn();
}

export function estimate(view: SeatView, progress: (done: number) => void): Promise<readonly MoveEstimate[]> {
  return ask({ kind: 'estimate', view }, progress);
}

export function replyOf(view: SeatView, level: BotLevel): Promise<Move> {
  return ask({ kind: 'reply', view, level });
}

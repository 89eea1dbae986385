/**
 * Where the play and puzzle islands get the solver's answers: a Web Worker (solver.worker.ts) that
 * looks positions up in the shipped solution, fetching the one small chunk a position needs, and
 * searches live only where the cups have advanced far enough for that to be quick
 * (src/engine/jumping-cups/solution.ts). The island wakes the worker as it hydrates, so its code
 * is loaded and compiled before the first question, and tells it the position a picked cup would
 * make (`foresee`), so the one chunk the reply needs is on its way while the person confirms, and
 * likewise the verdict's chunk once the person reaches for "What does the solver say?".
 */
import type { Solution } from '../../engine/jumping-cups/index.ts';
import type { Consultation } from '../../machines/jumping-cups/consultation.ts';
import type { Foresight } from './solution-answers.ts';

interface Reply {
  id: number;
  /** Sent before the answer: the stored solution could not be fetched, so it is being worked out. */
  workingOut?: boolean;
  solution?: Solution;
  ms?: number;
  states?: number;
  book?: boolean;
  error?: string;
}

interface Pending {
  resolve: (c: Consultation) => void;
  reject: (e: Error) => void;
}

let nextId = 1;

/**
 * Whether the answers are being worked out in the browser because the stored solution could not
 * be fetched (offline): set as such a question starts, so the page says so while it waits, and
 * kept until an answer comes from the stored solution again.
 */
let workingOut = false;
let workedOut = 0;
const listeners = new Set<(on: boolean) => void>();
function setWorkingOut(on: boolean): void {
  if (on === workingOut) return;
  workingOut = on;
  for (const listener of listeners) listener(on);
}
export function onWorkingOut(listener: (on: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const waiting = new Map<number, Pending>();
let worker: Worker | null = null;

function spawn(): Worker {
  const started = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<Reply>) => {
    const { id, solution, ms = 0, states = 0, book = false, error, workingOut } = event.data;
    if (workingOut) {
      workedOut = id;
      setWorkingOut(true);
      return;
    }
    // An answer found in the stored solution: the connection is back.
    if (solution && workedOut !== id) setWorkingOut(false);
    const pending = waiting.get(id);
    waiting.delete(id);
    if (!pending) return;
    if (solution) pending.resolve({ solution, ms, states, book });
    else pending.reject(new Error(error ?? 'the solver gave no answer'));
  };
  started.onerror = (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message || 'the solver stopped'));
    waiting.clear();
    started.terminate();
    if (worker === started) worker = null;
  };
  return started;
}

/** Starts the worker if it is not running (a no-op where there are no workers, as on the server). */
export function wake(): void {
  if (typeof Worker !== 'undefined') worker ??= spawn();
}

/**
 * A question likely to come: about the position the person's picked move would make (`move`), or
 * the verdict on the position before them (`verdict`). The worker fetches what answering it needs.
 */
export function foresee(notation: string, kind: Foresight = 'move'): void {
  wake();
  worker?.postMessage({ foresee: notation, kind });
}

export function consult(notation: string): Promise<Consultation> {
  const id = nextId++;
  const answer = new Promise<Consultation>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker ??= spawn();
  worker.postMessage({ id, notation });
  return answer;
}

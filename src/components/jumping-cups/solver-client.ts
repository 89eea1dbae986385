/**
 * Where the play and puzzle islands get the solver's answers: the opening book first
 * (content/jumping-cups/solved.json: the start and every position after red's first move, solved
 * ahead of time), else a Web Worker running the engine's solver with one table for the visit.
 * Positions near the start take the solver several seconds cold (about 6 million states), so the
 * first book answer also sends the start to the worker to warm its table in the background;
 * later answers then come in well under a second.
 */
import type { Solution } from '../../engine/jumping-cups/index.ts';
import { START_NOTATION } from '../../engine/jumping-cups/index.ts';
import type { Consultation } from '../../machines/jumping-cups/consult.ts';
import solved from '../../../content/jumping-cups/solved.json';

const BOOK = solved.book as unknown as Record<string, Solution>;

interface Reply {
  id: number;
  solution?: Solution;
  ms?: number;
  states?: number;
  error?: string;
}

let worker: Worker | null = null;
let nextId = 1;
let warmed = false;
const waiting = new Map<number, { resolve: (c: Consultation) => void; reject: (e: Error) => void }>();

function ask(notation: string): Promise<Consultation> {
  if (!worker) {
    worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const { id, solution, ms = 0, states = 0, error } = event.data;
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!pending) return;
      if (solution) pending.resolve({ solution, ms, states, book: false });
      else pending.reject(new Error(error ?? 'the solver gave no answer'));
    };
    worker.onerror = (event) => {
      for (const pending of waiting.values()) pending.reject(new Error(event.message || 'the solver stopped'));
      waiting.clear();
    };
  }
  const id = nextId++;
  const answer = new Promise<Consultation>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, notation });
  return answer;
}

export function consult(notation: string): Promise<Consultation> {
  const booked = BOOK[notation];
  if (booked) {
    if (!warmed) {
      warmed = true;
      void ask(START_NOTATION).catch(() => undefined);
    }
    return Promise.resolve({ solution: booked, ms: 0, states: 0, book: true });
  }
  return ask(notation);
}

/**
 * Where the play and puzzle islands get the solver's answers: the opening book first
 * (content/jumping-cups/solved.json: every position the page asks about in a person's first
 * `bookMoves` moves from the start, as red or yellow, solved ahead of time and stored compactly,
 * see book.ts), else a Web Worker running the engine's solver with one table for the visit.
 *
 * Warm-up: positions near the start take the solver several seconds cold, so the first book
 * answer also sends the start to the worker to warm its table in the background (measured: about
 * 15 s in Chromium on a busy 2-core machine, 5 s in Node); answers after the book then come in well
 * under a second. A question the book cannot answer never waits behind that warm-up: while it
 * runs, a second worker races the warm worker on each question with a table of its own (cold for
 * the first one, then warm for the rest of the game, whose positions follow from it); the first
 * answer counts. Once the warm-up is done, the second worker is stopped as soon as no question it
 * works on is awaited any more.
 */
import type { Solution } from '../../engine/jumping-cups/index.ts';
import { START_NOTATION } from '../../engine/jumping-cups/index.ts';
import type { Consultation } from '../../machines/jumping-cups/consult.ts';
import solved from '../../../content/jumping-cups/solved.json';
import { expandSolution } from './book.ts';
import type { CompactSolution } from './book.ts';

const BOOK = solved.book as unknown as Record<string, CompactSolution>;
const expanded = new Map<string, Solution>();

/** The book's answer for a position, or undefined when it has none. */
export function fromBook(notation: string): Solution | undefined {
  const compact = BOOK[notation];
  if (!compact) return undefined;
  let solution = expanded.get(notation);
  if (!solution) {
    solution = expandSolution(notation, compact);
    expanded.set(notation, solution);
  }
  return solution;
}

interface Reply {
  id: number;
  solution?: Solution;
  ms?: number;
  states?: number;
  error?: string;
}

interface Pending {
  resolve: (c: Consultation) => void;
  reject: (e: Error) => void;
}

let nextId = 1;
let warmed = false;
/** Questions not yet answered, by id; a question raced on both workers has one entry. */
const waiting = new Map<number, Pending>();
/** The worker that warms its table on the start, then answers everything. */
let main: Worker | null = null;
/** The id of the warm-up while `main` is still on it. */
let warming: number | null = null;
/** While the warm-up runs, a second worker races `main` on each question, from its own table. */
let helper: { worker: Worker; ids: Set<number> } | null = null;

function spawn(): Worker {
  const worker = new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const { id, solution, ms = 0, states = 0, error } = event.data;
    if (worker === main && id === warming) warming = null;
    const pending = waiting.get(id);
    waiting.delete(id);
    if (pending) {
      if (solution) pending.resolve({ solution, ms, states, book: false });
      else pending.reject(new Error(error ?? 'the solver gave no answer'));
    }
    retireHelper();
  };
  worker.onerror = (event) => {
    if (worker === main) {
      // Everything waits on main (raced questions too): they fail with it.
      for (const pending of waiting.values()) pending.reject(new Error(event.message || 'the solver stopped'));
      waiting.clear();
      main = null;
      warming = null;
    }
    if (helper?.worker === worker) helper = null;
    worker.terminate();
    retireHelper();
  };
  return worker;
}

function post(worker: Worker, id: number, notation: string): void {
  worker.postMessage({ id, notation });
}

/** Once the warm-up is over, the helper goes as soon as nothing it is working on is awaited. */
function retireHelper(): void {
  if (!helper || warming !== null) return;
  for (const id of helper.ids) if (waiting.has(id)) return;
  helper.worker.terminate();
  helper = null;
}

export function consult(notation: string): Promise<Consultation> {
  const booked = fromBook(notation);
  if (booked) {
    if (!warmed) {
      warmed = true;
      main ??= spawn();
      warming = nextId++;
      post(main, warming, START_NOTATION);
    }
    return Promise.resolve({ solution: booked, ms: 0, states: 0, book: true });
  }
  const id = nextId++;
  const answer = new Promise<Consultation>((resolve, reject) => waiting.set(id, { resolve, reject }));
  main ??= spawn();
  post(main, id, notation);
  if (warming !== null) {
    // The warm-up may have seconds to go: a second worker starts on the question at once, from a
    // cold table (then warm for the rest of this game). The first answer counts.
    helper ??= { worker: spawn(), ids: new Set() };
    helper.ids.add(id);
    post(helper.worker, id, notation);
  }
  return answer;
}

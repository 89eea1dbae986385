// Asking the solver about a position. The machines invoke `consult` as a promise actor, so the
// answer may come from anywhere: `playHereMachine` runs the engine's solver in the same thread with
// one table kept for the process (tests, scripts); the play page provides one backed by a Web
// Worker over the shipped solution (src/components/jumping-cups/solver-client.ts), so the browser
// never loads this module.
import { fromPromise } from 'xstate';
import { Solver, parsePosition } from '../../engine/jumping-cups/index.ts';
import { playMachine } from './play.ts';
import type { ConsultInput, Consultation } from './consultation.ts';

let shared: Solver | null = null;

export function consultHere(notation: string): Consultation {
  const parsed = parsePosition(notation);
  if (!parsed.ok) throw new Error(parsed.message);
  shared ??= new Solver();
  const t0 = globalThis.performance.now();
  const solution = shared.solve(parsed.value);
  return { solution, ms: globalThis.performance.now() - t0, states: shared.states, book: false };
}

export const consultInThread = fromPromise<Consultation, ConsultInput>(async ({ input }) => consultHere(input.notation));

/** The game against the solver, answered in this thread. */
export const playHereMachine = playMachine.provide({ actors: { consult: consultInThread, reply: consultInThread } });

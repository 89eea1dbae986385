// A pure machine (a start from its input and a step function) run as the actor that
// useLazyMachine runs (subscribe, start, send, stop; a snapshot whose context is the state),
// without xstate's code. The rules examples' replay runs so: a page loading another set of
// xstate's functions than its other islands splits xstate's chunk in two, which cost every page
// with a machine 0.8 KB (measured).
import type { EventObject, TransitionActorLogic, createActor as xstateCreateActor } from 'xstate';

interface PureMachine<S, E, I> {
  readonly start: (input: I) => S;
  readonly step: (state: S, event: E) => S;
}

/** The machine, typed as xstate's transition logic, the shape useLazyMachine takes its types from. */
export function pureMachine<S, E extends EventObject, I>(start: (input: I) => S, step: (state: S, event: E) => S): TransitionActorLogic<S, E, I> {
  return { start, step } as PureMachine<S, E, I> as unknown as TransitionActorLogic<S, E, I>;
}

/** An actor of a pure machine, called as xstate's createActor is. */
export const createActor = ((machine: PureMachine<unknown, EventObject, unknown>, options: { input: unknown }) => {
  let snapshot = { context: machine.start(options.input) };
  const listeners = new Set<(next: typeof snapshot) => void>();
  const tell = () => listeners.forEach((listener) => listener(snapshot));
  const actor = {
    getSnapshot: () => snapshot,
    subscribe(listener: (next: typeof snapshot) => void) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    start() {
      tell();
      return actor;
    },
    stop: () => listeners.clear(),
    send(event: EventObject) {
      const next = machine.step(snapshot.context, event);
      if (next === snapshot.context) return;
      snapshot = { context: next };
      tell();
    },
  };
  return actor;
}) as unknown as typeof xstateCreateActor;

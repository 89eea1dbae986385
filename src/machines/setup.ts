// xstate's `setup({ types, actors, actions, guards, delays }).createMachine(config)`, with the
// same types, minus the action creators (sendTo, raise, log, emit, spawnChild, enqueueActions…)
// that xstate's own `setup` returns beside `createMachine`. Returned in one object, they cannot
// be tree-shaken, and no machine here uses them: importing this `setup` instead keeps about
// 0.8 KB (gzipped) out of every page with a machine. The machine it makes is xstate's
// `createMachine(config, implementations)`, exactly what xstate's `setup` builds.
import { createMachine } from 'xstate';
import type { setup as xstateSetup } from 'xstate';

/** `impl`, typed as `model` with only `createMachine` in its result (the types stay generic). */
function narrowed<A extends unknown[], R extends { createMachine: unknown }>(
  _model: (...args: A) => R,
  impl: (...args: A) => Pick<R, 'createMachine'>,
): (...args: A) => Pick<R, 'createMachine'> {
  return impl;
}

// `null as …` only lends xstate's signature to `narrowed`: xstate's setup is never imported.
export const setup = narrowed(null as unknown as typeof xstateSetup, ({ schemas, actors, actions, guards, delays }) => ({
  createMachine: (config) => createMachine({ ...config, schemas }, { actors, actions, guards, delays } as never) as never,
}));

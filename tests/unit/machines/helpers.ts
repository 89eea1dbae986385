// Pure runs of the machines: xstate's initialTransition/transition, no actor, no DOM.
import { initialTransition, transition } from 'xstate';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { Move } from '../../../src/engine/balloon-cup/index.ts';
import type { GameEvent } from '../../../src/machines/balloon-cup/game.ts';

export function run<M extends AnyStateMachine>(machine: M, input: InputFrom<M>, events: readonly EventFromLogic<M>[] = []): SnapshotFrom<M> {
  let [snapshot] = initialTransition(machine, input);
  for (const event of events) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

export function step<M extends AnyStateMachine>(machine: M, snapshot: SnapshotFrom<M>, ...events: EventFromLogic<M>[]): SnapshotFrom<M> {
  let next = snapshot;
  for (const event of events) [next] = transition(machine, next, event);
  return next;
}

export function tags(snapshot: { tags: Set<string> }): string[] {
  return [...snapshot.tags].sort();
}


/** Tiles 1–4 as in a fresh game, with optional changes per tile number. */
export function tiles(overrides: Record<number, object> = {}): object[] {
  const base: Record<number, object> = {
    1: { number: 1, terrain: 'flatland', cubes: ['red'], sides: [[], []] },
    2: { number: 2, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [[], []] },
    3: { number: 3, terrain: 'flatland', cubes: ['green', 'yellow', 'red'], sides: [[], []] },
    4: { number: 4, terrain: 'mountain', cubes: ['red', 'red', 'yellow', 'blue'], sides: [[], []] },
  };
  return [1, 2, 3, 4].map((n) => ({ ...base[n], ...overrides[n] }));
}

export const noCubes = () => [{ cubes: {}, trophies: [] }, { cubes: {}, trophies: [] }];

/** The events a person sends the whole game's machine to play `move`. */
export function eventsFor(move: Move): GameEvent[] {
  switch (move.type) {
    case 'place':
      return [{ type: 'card.select', card: move.card }, { type: 'side.choose', tile: move.tile, side: move.side }];
    case 'exchange':
      return [...move.discard.map((card) => ({ type: 'discard.toggle' as const, card })), { type: 'exchange.confirm' }];
    case 'claim':
      return [{ type: 'claim.choose', trophy: move.trophy, sets: move.sets }];
    case 'pass':
      return [{ type: 'claim.pass' }];
  }
}

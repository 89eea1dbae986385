/**
 * Running xstate v5 machines in Preact islands (instead of @xstate/react, which breaks Astro
 * prerendering). Two hooks, both over `createActor` with a subscription made in an effect:
 *
 * useMachine(machine, input) → [snapshot, send]
 *   The simple form: the machine is imported statically. Before the actor starts (server render,
 *   first client render) the snapshot is the machine's initial state, so server HTML and the
 *   hydrated island agree.
 *
 * useLazyMachine(load, input, initialView, hydrated) → { view, send, prepare }
 *   Import on interaction, for islands whose machine pulls in xstate and a rules engine (together
 *   far above the 30 KB page budget). The server renders the machine's initial state into a
 *   plain, serializable *view* (see `toView` in the machine module) and passes it as a prop; the
 *   island renders from views only. `load()` dynamically imports the machine module the first
 *   time the reader shows intent (`prepare`, bound to pointer-over / focus / touch on the island)
 *   or sends an event; events sent before it arrives are queued and delivered in order.
 *
 *   const { view, send, prepare } = useLazyMachine(
 *     () => import('../../machines/balloon-cup/play.ts').then((m) => ({ machine: m.playMachine, toView: m.playView })),
 *     input, props.view);
 *   <div onPointerOver={prepare} onFocusIn={prepare} onTouchStart={prepare}>…</div>
 *
 * useHydrated(): false on the server and in the first render, then true. Islands render their
 * buttons disabled until then, so a reader without JavaScript is not offered dead controls.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AnyActorRef, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { createActor } from 'xstate';

export function useMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
): readonly [SnapshotFrom<TMachine>, (event: EventFromLogic<TMachine>) => void] {
  const [actor] = useState(() => createActor(machine, { input }));
  const [snapshot, setSnapshot] = useState<SnapshotFrom<TMachine>>(() => actor.getSnapshot());
  const [send] = useState(() => (event: EventFromLogic<TMachine>) => actor.send(event));
  useEffect(() => {
    const subscription = actor.subscribe((next) => setSnapshot(next));
    actor.start();
    setSnapshot(actor.getSnapshot());
    return () => {
      subscription.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return [snapshot, send] as const;
}

export interface LazyMachine<TMachine extends AnyStateMachine, TView> {
  readonly machine: TMachine;
  readonly toView: (snapshot: SnapshotFrom<TMachine>) => TView;
  /** xstate's createActor, imported by the lazy module so xstate stays out of the page's static graph. */
  readonly createActor: typeof createActor;
}

export function useLazyMachine<TMachine extends AnyStateMachine, TView>(
  load: () => Promise<LazyMachine<TMachine, TView>>,
  input: InputFrom<TMachine>,
  initialView: TView,
): { view: TView; send: (event: EventFromLogic<TMachine>) => void; prepare: () => void } {
  const [view, setView] = useState(initialView);
  const actor = useRef<AnyActorRef | null>(null);
  const queue = useRef<EventFromLogic<TMachine>[]>([]);
  const loading = useRef<Promise<void> | null>(null);
  const alive = useRef(true);

  const [prepare] = useState(() => () => {
    loading.current ??= load().then((lazy) => {
      if (!alive.current) return;
      const started = lazy.createActor(lazy.machine, { input });
      started.subscribe((snapshot) => setView(lazy.toView(snapshot as SnapshotFrom<TMachine>)));
      started.start();
      actor.current = started;
      for (const event of queue.current.splice(0)) started.send(event);
    });
  });
  const [send] = useState(() => (event: EventFromLogic<TMachine>) => {
    if (actor.current) actor.current.send(event);
    else {
      queue.current.push(event);
      prepare();
    }
  });
  useEffect(
    () => () => {
      alive.current = false;
      actor.current?.stop();
    },
    [],
  );
  return { view, send, prepare };
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

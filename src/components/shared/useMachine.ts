/**
 * Running xstate v5 machines in Preact islands (instead of @xstate/react, which breaks Astro
 * prerendering). Two hooks, both over `createActor` with a subscription made in an effect:
 *
 * useMachine(machine, input) → [snapshot, send]
 *   The simple form: the machine is imported statically. Before the actor starts (server render,
 *   first client render) the snapshot is the machine's initial state, so server HTML and the
 *   hydrated island agree.
 *
 * useLazyMachine(load, input, initialView) → { view, send, prepare, trouble, retry }
 *   Import on interaction, for islands whose machine pulls in xstate and a rules engine (together
 *   far above the 30 KB page budget). The server renders the machine's initial state into a
 *   plain, serializable *view* (see `toView` in the machine module) and passes it as a prop; the
 *   island renders from views only. `load()` dynamically imports the machine module the first
 *   time the reader shows intent (`prepare`, bound to pointer-over / focus / touch on the island)
 *   or sends an event; events sent before it arrives are queued and delivered in order.
 *   A failed fetch (offline, or a chunk gone after a redeploy) keeps the queue, sets `trouble`
 *   and is retried; islands show it with <LoadNotice trouble={trouble} retry={retry} />.
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

/**
 * Why the machine is not running although the reader asked for it:
 * - 'offline': its code could not be fetched (no connection, or the server did not answer);
 *   it is fetched again when the connection returns, after a growing pause, or on "Try again";
 * - 'updated': the server answers that the code is gone, as after a redeploy while this tab was
 *   open; only a reload (same address, same scroll position) brings the new version.
 */
export type LoadTrouble = 'offline' | 'updated';

export interface LazyMachineHandle<TMachine extends AnyStateMachine, TView> {
  readonly view: TView;
  readonly send: (event: EventFromLogic<TMachine>) => void;
  readonly prepare: () => void;
  /** null while all is well; see LoadTrouble. Render it with <LoadNotice>. */
  readonly trouble: LoadTrouble | null;
  /** Fetch the machine again now ('offline'), or reload the page ('updated'). */
  readonly retry: () => void;
}

export function useLazyMachine<TMachine extends AnyStateMachine, TView>(
  load: () => Promise<LazyMachine<TMachine, TView>>,
  input: InputFrom<TMachine>,
  initialView: TView,
): LazyMachineHandle<TMachine, TView> {
  const [view, setView] = useState(initialView);
  const [trouble, setTrouble] = useState<LoadTrouble | null>(null);
  const actor = useRef<AnyActorRef | null>(null);
  const queue = useRef<EventFromLogic<TMachine>[]>([]);
  const loading = useRef<Promise<void> | null>(null);
  const alive = useRef(true);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failed = useRef<LoadTrouble | null>(null);

  // One fetch of the machine at a time; a failed one is forgotten so the next attempt fetches
  // again (a cached rejected promise would leave the island dead until a reload).
  const [attempt] = useState(() => () => {
    if (actor.current || loading.current || !alive.current) return;
    clearTimeout(timer.current);
    loading.current = load().then(
      (lazy) => {
        loading.current = null;
        if (!alive.current) return;
        const started = lazy.createActor(lazy.machine, { input });
        started.subscribe((snapshot) => setView(lazy.toView(snapshot as SnapshotFrom<TMachine>)));
        started.start();
        actor.current = started;
        failed.current = null;
        setTrouble(null);
        for (const event of queue.current.splice(0)) started.send(event);
      },
      async (error: unknown) => {
        const kind = await diagnose(error);
        loading.current = null;
        if (!alive.current) return;
        failures.current += 1;
        failed.current = kind;
        setTrouble(kind);
        // Keep trying while the reader waits on an action; a redeployed chunk never comes back.
        if (kind === 'offline' && queue.current.length > 0) {
          timer.current = setTimeout(attempt, Math.min(30_000, 2_000 * 2 ** (failures.current - 1)));
        }
      },
    );
  });
  // Intent (pointer over, focus): fetch ahead, but do not hammer a failing server on every hover.
  const [prepare] = useState(() => () => {
    if (!failed.current) attempt();
  });
  const [send] = useState(() => (event: EventFromLogic<TMachine>) => {
    if (actor.current) {
      actor.current.send(event);
      return;
    }
    // Queued until the machine arrives; a repeated click while waiting is one action, not two.
    const last = queue.current[queue.current.length - 1];
    if (!last || JSON.stringify(last) !== JSON.stringify(event)) queue.current.push(event);
    if (failed.current !== 'updated') attempt();
  });
  const [retry] = useState(() => () => {
    if (failed.current === 'updated') location.reload();
    else attempt();
  });
  useEffect(() => {
    const online = () => {
      if (failed.current === 'offline') attempt();
    };
    window.addEventListener('online', online);
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
      actor.current?.stop();
    };
  }, []);
  return { view, send, prepare, trouble, retry };
}

/**
 * Tells a lost connection from a redeploy. A failed dynamic import names its module in the
 * message ("Failed to fetch dynamically imported module: https://…/_astro/play.X.js" in
 * Chromium, similar elsewhere); asking the server for that file again says which it is.
 */
async function diagnose(error: unknown): Promise<LoadTrouble> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  const url = /(?:https?:)?\/\/[^\s'"]+?\.m?js\b/.exec(error instanceof Error ? error.message : String(error))?.[0];
  if (!url) return 'offline';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'updated' : 'offline';
  } catch {
    return 'offline';
  }
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

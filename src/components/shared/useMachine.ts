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
 *   and is retried (or the page reloaded at the same spot, the queue replayed after it); islands
 *   show it with <LoadNotice trouble={trouble} retry={retry} />.
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
 * - 'offline': its code could not be fetched (no connection); the reader's action is kept and
 *   carried out when the code arrives: by itself when the browser reports the connection back,
 *   after a growing pause, or on "Try again";
 * - 'reload': a fetch failed earlier and the connection is back now, but browsers remember a
 *   module that failed to load for the life of the page (Chromium does), so only a reload can
 *   fetch it: same address, same scroll position, and the kept action is replayed after it;
 * - 'updated': the server answers that the code is gone, as after a redeploy while this tab was
 *   open: a reload (as above) brings the new version.
 */
export type LoadTrouble = 'offline' | 'reload' | 'updated';

export interface LazyMachineHandle<TMachine extends AnyStateMachine, TView> {
  readonly view: TView;
  readonly send: (event: EventFromLogic<TMachine>) => void;
  readonly prepare: () => void;
  /** null while all is well; see LoadTrouble. Render it with <LoadNotice>. */
  readonly trouble: LoadTrouble | null;
  /** "Try again": fetch the machine now ('offline'), or reload the page keeping the action. */
  readonly retry: () => void;
}

const PENDING_KEY = 'cup-games:pending-actions:';

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
  const state = useRef<LoadTrouble | null>(null);
  /** The module URL of a failed import (the browser will not fetch it again in this page). */
  const failedUrl = useRef<string | null>(null);

  const [m] = useState(() => {
    const report = (kind: LoadTrouble | null) => {
      state.current = kind;
      if (alive.current) setTrouble(kind);
      clearTimeout(timer.current);
      // Keep trying while the reader waits on an action; a redeployed chunk never comes back.
      if (kind === 'offline' && queue.current.length > 0) {
        failures.current += 1;
        timer.current = setTimeout(attempt, Math.min(30_000, 2_000 * 2 ** (failures.current - 1)));
      }
    };
    const attempt = () => {
      if (actor.current || loading.current || !alive.current) return;
      const waiting = queue.current.length > 0;
      // Importing while offline would fail, and the browser would remember that failure: wait.
      if (navigator.onLine === false) {
        if (waiting) report('offline');
        return;
      }
      if (failedUrl.current !== null) {
        if (waiting) loading.current = reachable(failedUrl.current).then((kind) => {
          loading.current = null;
          report(kind);
        });
        return;
      }
      loading.current = load().then(
        (lazy) => {
          loading.current = null;
          if (!alive.current) return;
          const started = lazy.createActor(lazy.machine, { input });
          started.subscribe((snapshot) => setView(lazy.toView(snapshot as SnapshotFrom<TMachine>)));
          started.start();
          actor.current = started;
          report(null);
          for (const event of queue.current.splice(0)) started.send(event);
        },
        async (error: unknown) => {
          failedUrl.current = moduleUrl(error) ?? location.href;
          const kind = await reachable(failedUrl.current);
          loading.current = null;
          // A failed fetch ahead of time (pointer over) is told only once the reader acts.
          if (queue.current.length > 0 || kind === 'updated') report(kind);
        },
      );
    };
    const reload = () => {
      try {
        sessionStorage.setItem(PENDING_KEY + islandKey(input), JSON.stringify(queue.current));
      } catch {
        // Storage refused: the reload still brings the page back at the same spot.
      }
      location.reload();
    };
    return {
      attempt,
      // Intent (pointer over, focus): fetch ahead, but not again and again while it fails.
      prepare: () => {
        if (!state.current && failedUrl.current === null) attempt();
      },
      send: (event: EventFromLogic<TMachine>) => {
        if (actor.current) {
          actor.current.send(event);
          return;
        }
        // Queued until the machine arrives; a repeated click while waiting is one action, not two.
        const last = queue.current[queue.current.length - 1];
        if (!last || JSON.stringify(last) !== JSON.stringify(event)) queue.current.push(event);
        if (state.current === 'reload' || state.current === 'updated') return;
        attempt();
      },
      retry: () => {
        if (state.current === 'reload' || state.current === 'updated') reload();
        else attempt();
      },
    };
  });

  useEffect(() => {
    // Actions kept across a reload this island asked for (see `reload`): carry them out now.
    try {
      const key = PENDING_KEY + islandKey(input);
      const kept = sessionStorage.getItem(key);
      sessionStorage.removeItem(key);
      const events = kept ? (JSON.parse(kept) as EventFromLogic<TMachine>[]) : [];
      if (Array.isArray(events) && events.length > 0) {
        queue.current.push(...events);
        m.attempt();
      }
    } catch {
      // Nothing kept, or storage refused.
    }
    const online = () => {
      if (state.current === 'offline') m.attempt();
    };
    window.addEventListener('online', online);
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
      actor.current?.stop();
    };
  }, []);
  return { view, send: m.send, prepare: m.prepare, trouble, retry: m.retry };
}

/** The module a failed dynamic import names ("Failed to fetch dynamically imported module: https://…/_astro/play.X.js" in Chromium). */
function moduleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /https?:\/\/[^\s'"]+?\.m?js\b/.exec(message)?.[0] ?? null;
}

/** After a failed import: is the file there now (a reload will load it), gone (a redeploy) or out of reach? */
async function reachable(url: string): Promise<LoadTrouble> {
  if (navigator.onLine === false) return 'offline';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return 'updated';
    return response.ok ? 'reload' : 'offline';
  } catch {
    return 'offline';
  }
}

/** Names an island within its page for the actions kept across a reload: its address and its input. */
function islandKey(input: unknown): string {
  const text = `${location.pathname}${location.search}|${JSON.stringify(input)}`;
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 33 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

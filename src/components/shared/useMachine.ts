/**
 * Running xstate v5 machines in Preact islands (instead of @xstate/react, which breaks Astro
 * prerendering), over `createActor` with a subscription made in an effect. Every island rendered
 * on the server runs its machine through useLazyMachine; the code loaded on demand as a whole (the
 * whole game, GameApp.tsx; the guided game, LessonApp.tsx) runs its actor through useActor. No
 * component subscribes to an actor or starts one itself (tests/unit/machines/island-pattern.test.ts).
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
 * useActor(actor) → snapshot   (in its own module, useActor.ts)
 *   Eager, for an actor already made, with its machine's code at hand (xstate, the rules engine
 *   and the component come in one lazy import): the live snapshot, the actor's first one in the
 *   first render; the actor is subscribed to and started in an effect after it (a component's
 *   next effect sees it started: the whole game sets an unreadable save aside and starts a
 *   requested game there) and stopped on unmount. The actor may be made ahead (the guided game
 *   replays a kept lesson before drawing it, LearnIsland.tsx). Not exported from here: this
 *   module's chunk (the lazy machinery's) is not loaded by the pages that use it, and a re-export
 *   would put the hook on every page with a lazy machine. It shares the players' names' chunk,
 *   which the same pages load (astro.config.mjs).
 *
 *   const [actor] = useState(() => createActor(machine, { input }));
 *   const snapshot = useActor(actor);
 *
 * useHydrated(): false on the server and in the first render, then true. Islands render their
 * buttons disabled until then, so a reader without JavaScript is not offered dead controls.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom, createActor } from 'xstate';
import { wordsReady } from '../../i18n/runtime.ts';

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
 *   or on "Try again";
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

export function useLazyMachine<TMachine extends AnyStateMachine, TView>(
  load: () => Promise<LazyMachine<TMachine, TView>>,
  input: InputFrom<TMachine>,
  initialView: TView,
): LazyMachineHandle<TMachine, TView> {
  const [view, setView] = useState(initialView);
  const [trouble, setTrouble] = useState<LoadTrouble | null>(null);
  // One controller per island, its state in closure variables (set once, by useState).
  const [m] = useState(() => {
    let actor: AnyActorRef | null = null;
    let busy = false; // a fetch (or, after a failure, a probe) is under way
    let alive = true;
    let state: LoadTrouble | null = null;
    /** The module of a failed import: the browser will not fetch it again in this page. */
    let failed: string | null = null;
    const queue: EventFromLogic<TMachine>[] = [];
    // Names the island within its page, for the actions kept across a reload.
    const key = `cup-games:pending:${typeof location === 'undefined' ? '' : location.pathname + location.search}|${JSON.stringify(input)}`;
    const report = (kind: LoadTrouble | null) => {
      state = kind;
      if (alive) setTrouble(kind);
    };
    const attempt = () => {
      if (actor || busy || !alive) return;
      // Importing while offline would fail, and the browser would remember that failure: wait,
      // unless the site's service worker controls the page and answers from its cache.
      if (!navigator.onLine && !navigator.serviceWorker?.controller) {
        if (queue.length) report('offline');
        return;
      }
      busy = true;
      // The machine's words (areas provided for later) come with it.
      (failed ? Promise.reject(failed) : Promise.all([load(), wordsReady()]).then(([lazy]) => lazy)).then(
        (lazy) => {
          busy = false;
          if (!alive) return;
          const started = (actor = lazy.createActor(lazy.machine, { input }));
          started.subscribe((snapshot) => setView(lazy.toView(snapshot as SnapshotFrom<TMachine>)));
          started.start();
          report(null);
          for (const event of queue.splice(0)) started.send(event);
        },
        async (error: unknown) => {
          // Chromium: "Failed to fetch dynamically imported module: https://…/_astro/play.X.js".
          failed = /https?:\/\/[^\s'"]+?\.m?js\b/.exec(String(error))?.[0] ?? location.href;
          const kind = await reachable(failed);
          busy = false;
          // A failed fetch ahead of time (pointer over) is told only once the reader acts.
          if (queue.length || kind === 'updated') report(kind);
        },
      );
    };
    const reloading = () => state === 'reload' || state === 'updated';
    return {
      // Intent (pointer over, focus): fetch ahead, but not again and again while it fails.
      prepare: () => {
        if (!state) attempt();
      },
      send: (event: EventFromLogic<TMachine>) => {
        if (actor) return actor.send(event);
        // Queued until the machine arrives, every click in order (three "Next" are three steps).
        // Once the code cannot load, a repeated click is impatience, not a second action: it would
        // undo the first (a card chosen, then unchosen).
        if (!state || JSON.stringify(queue[queue.length - 1]) !== JSON.stringify(event)) queue.push(event);
        if (!reloading()) attempt();
      },
      retry: () => {
        if (!reloading()) return attempt();
        try {
          sessionStorage.setItem(key, JSON.stringify(queue));
        } catch {
          // Storage refused: the reload still brings the page back at the same spot.
        }
        location.reload();
      },
      mount: () => {
        // Actions kept across a reload this island asked for: carry them out now.
        try {
          const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as EventFromLogic<TMachine>[];
          sessionStorage.removeItem(key);
          queue.push(...kept);
          if (queue.length) attempt();
        } catch {
          // Nothing kept, or storage refused.
        }
        const online = () => state === 'offline' && attempt();
        addEventListener('online', online);
        return () => {
          alive = false;
          removeEventListener('online', online);
          actor?.stop();
        };
      },
    };
  });
  useEffect(m.mount, []);
  return { view, send: m.send, prepare: m.prepare, trouble, retry: m.retry };
}

/** After a failed import: is the file there now (a reload will load it), gone (a redeploy) or out of reach? */
async function reachable(url: string): Promise<LoadTrouble> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410 ? 'updated' : response.ok ? 'reload' : 'offline';
  } catch {
    return 'offline';
  }
}

export { useHydrated } from './useHydrated.ts';

// Runs an actor that is already made (the whole game's, the guided game's) for as long as the
// component is mounted, and returns its live snapshot: subscribed and started after the first
// render, stopped on unmount. The actor's first snapshot is the first render's. Documented with
// useLazyMachine in useMachine.ts; its own module so that the pages using it do not load the lazy
// machinery's chunk. It shares the players' names' chunk (astro.config.mjs).
import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useActor<TActor extends AnyActorRef>(actor: TActor): SnapshotFrom<TActor> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<TActor>>(() => actor.getSnapshot());
  useEffect(() => {
    // A snapshot is never a function, so the setter takes it as it is.
    const sub = actor.subscribe(setSnapshot);
    actor.start();
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return snapshot;
}

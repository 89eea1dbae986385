// Runs an actor that is already made (the whole game's, the guided game's) for as long as the
// component is mounted, and returns its live snapshot: subscribed and started after the first
// render, stopped on unmount. The actor's first snapshot is the first render's. Its own module
// (documented with useLazyMachine in useMachine.ts), so the whole game does not load the lazy
// machinery for it.
import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useActor<TActor extends AnyActorRef>(actor: TActor): SnapshotFrom<TActor> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<TActor>>(() => actor.getSnapshot());
  useEffect(() => {
    const sub = actor.subscribe((next) => setSnapshot(next));
    actor.start();
    return () => {
      sub.unsubscribe();
      actor.stop();
    };
  }, [actor]);
  return snapshot;
}

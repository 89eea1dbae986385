/**
 * The learn page's island: small on load. The page renders the guided game's first step on the
 * server (LessonApp.tsx, not live) as this island's child, so prompt, board and hand are there
 * before any script. The island imports the guided game (LessonApp.tsx with xstate, the rules
 * engine and the board) at once; a fresh lesson hydrates that markup (the same elements and text,
 * so nothing is laid out again), a kept one renders its own step over it. It says so if the game
 * could not be loaded.
 */
import { hydrate, render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { m } from '../../paraglide/words/bclearn.ts';
import { wordsReady } from '../../i18n/runtime.ts';

/** A task of its own for what comes next (the module's evaluation, the lesson's state, its first view and the first render are four). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function LearnIsland({ children }: { children?: ComponentChildren }) {
  const [failed, setFailed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    Promise.all([import('./LessonApp.tsx'), wordsReady()])
      .then(async ([lesson]) => {
        await nextTask();
        // The lesson's state (its kept moves replayed), its first view and its drawing: a task each.
        const actor = lesson.lessonActor();
        await nextTask();
        const first = lesson.firstView(actor);
        await nextTask();
        // The server's first step sits in Astro's slot element: a fresh lesson takes it over as it
        // is, a kept one is drawn over it (its elements reused).
        const slot = stage.current?.querySelector('astro-slot') ?? stage.current;
        if (!slot) return;
        const app = <lesson.LessonApp actor={actor} first={first} />;
        if (lesson.onServedStep(actor)) hydrate(app, slot);
        else render(app, slot);
      })
      .catch(() => setFailed(true));
  }, []);
  return (
    <>
      <div class="bcl-stage" ref={stage}>{children}</div>
      {failed && <p class="bcp-refusal" role="alert">{m.learn_failed()}</p>}
    </>
  );
}

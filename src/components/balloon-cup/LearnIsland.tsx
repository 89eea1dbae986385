/**
 * The learn page's island: small on load. The page renders the guided game's first step on the
 * server (LessonApp.tsx, not live) as this island's child, so prompt, board and hand are there
 * before any script. The island imports the guided game (LessonApp.tsx with xstate, the rules
 * engine and the board) at once and renders it over that markup, reusing its elements: nothing
 * moves, and no long task rebuilds the board. It says so if the game could not be loaded.
 */
import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { m } from '../../paraglide/words/bclearn.ts';
import { wordsReady } from '../../i18n/runtime.ts';

/** A task of its own for what comes next (the module's evaluation, the lesson's state and the first render are three). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function LearnIsland({ children }: { children?: ComponentChildren }) {
  const [failed, setFailed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    Promise.all([import('./LessonApp.tsx'), wordsReady()])
      .then(async ([lesson]) => {
        await nextTask();
        // The lesson's state (its kept moves replayed) in one task, its drawing in the next.
        const actor = lesson.lessonActor();
        await nextTask();
        // The server's first step sits in Astro's slot element; the lesson renders over it.
        const slot = stage.current?.querySelector('astro-slot') ?? stage.current;
        if (slot) render(<lesson.LessonApp actor={actor} />, slot);
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

/**
 * The learn page's island: small on load. It imports the guided game (LessonApp.tsx with xstate,
 * the rules engine and the board) at once, and says so while it comes, or that it could not.
 */
import { useEffect, useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import { m } from '../../paraglide/words/bclearn.ts';
import { wordsReady } from '../../i18n/runtime.ts';

export function LearnIsland() {
  const [App, setApp] = useState<FunctionComponent | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([import('./LessonApp.tsx'), wordsReady()]).then(([lesson]) => setApp(() => lesson.LessonApp as FunctionComponent), () => setFailed(true));
  }, []);
  if (App) return <App />;
  return <p class="bcp-loading" role="status">{failed ? m.learn_failed() : m.learn_loading()}</p>;
}

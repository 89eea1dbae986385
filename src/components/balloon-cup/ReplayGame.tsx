/**
 * The replay page's island: reads `?g=` (a game record, record.ts) and `?m=` (a move), then shows
 * the game move by move with previous/next, the move list and a link to each move. A malformed
 * link gets a message naming the problem; the page stays usable. Loaded on first render.
 */
import { useEffect, useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';
import { m as words } from '../../paraglide/words/bcgame.ts';
import { wordsReady } from '../../i18n/runtime.ts';

export function ReplayGame() {
  const [App, setApp] = useState<FunctionComponent | null>(null);
  useEffect(() => {
    void Promise.all([import('./ReplayApp.tsx'), wordsReady()]).then(([m]) => setApp(() => m.ReplayApp as FunctionComponent));
  }, []);
  if (App) return <App />;
  return <p class="bcp-loading" role="status">{words.reading()}</p>;
}

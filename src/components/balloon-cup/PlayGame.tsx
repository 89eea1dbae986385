/**
 * The play page's island: small on load. The game itself (GameApp.tsx with xstate, the rules
 * engine and the board) is imported once the island is on screen; the computer's search loads
 * later still, in its worker, on its first move.
 */
import { useEffect, useState } from 'preact/hooks';
import type { FunctionComponent } from 'preact';

export function PlayGame() {
  const [App, setApp] = useState<FunctionComponent | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./GameApp.tsx').then((m) => setApp(() => m.GameApp as FunctionComponent), () => setFailed(true));
  }, []);
  if (App) return <App />;
  return <p class="bcp-loading" role="status">{failed ? 'The game could not be loaded. Check your connection and reload the page.' : 'Setting up the table…'}</p>;
}

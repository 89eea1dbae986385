/**
 * What an island says while its code cannot load (see useLazyMachine's `trouble`): in plain words,
 * with a button to try again. Nothing is rendered while all is well.
 */
import type { LoadTrouble } from './useMachine.ts';

const SAYS: Record<LoadTrouble, (what: string) => string> = {
  offline: (what) => `${what} could not load. The connection seems to be down. Your last choice is kept for when it is back.`,
  reload: (what) => `${what} could not load earlier. The connection is back: reload the page to finish; you stay at this spot and your last choice is kept.`,
  updated: (what) => `${what} could not load: the site has been updated since this page was opened. Reload the page to get the new version; you stay at this spot.`,
};

export function LoadNotice(props: { trouble: LoadTrouble | null; retry: () => void; what?: string }) {
  const { trouble, retry, what = 'This example' } = props;
  if (!trouble) return null;
  return (
    <div class="load-notice" role="alert" data-load-trouble={trouble}>
      <p>{SAYS[trouble](what)}</p>
      <button type="button" class="button" onClick={retry}>
        {trouble === 'offline' ? 'Try again' : 'Reload the page'}
      </button>
    </div>
  );
}

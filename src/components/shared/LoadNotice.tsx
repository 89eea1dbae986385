/**
 * What an island says while its code cannot load (see useLazyMachine's `trouble`): in plain words,
 * with a button to try again. Nothing is rendered while all is well.
 */
import type { LoadTrouble } from './useMachine.ts';

const SAYS: Record<LoadTrouble, string> = {
  offline: 'could not load: no connection. Your choice is kept.',
  reload: 'could not load. The connection is back: reload the page (you keep your place and choice).',
  updated: 'could not load: the site was updated. Reload the page (you keep your place) for the new version.',
};

export function LoadNotice(props: { trouble: LoadTrouble | null; retry: () => void; what?: string }) {
  const { trouble, retry, what = 'This example' } = props;
  if (!trouble) return null;
  return (
    <div class="load-notice" role="alert" data-load-trouble={trouble}>
      <p>{what} {SAYS[trouble]}</p>
      <button type="button" class="button" onClick={retry}>
        {trouble === 'offline' ? 'Try again' : 'Reload the page'}
      </button>
    </div>
  );
}

/**
 * What an island says while its code cannot load (see useLazyMachine's `trouble`): in plain words,
 * with a button to try again. Nothing is rendered while all is well.
 */
import type { LoadTrouble } from './useMachine.ts';

export function LoadNotice(props: { trouble: LoadTrouble | null; retry: () => void; what?: string }) {
  const { trouble, retry, what = 'This example' } = props;
  if (!trouble) return null;
  return (
    <div class="load-notice" role="alert" data-load-trouble={trouble}>
      {trouble === 'offline' ? (
        <p>
          <strong>{what} could not load.</strong> The connection seems to be down. Your last action is kept: it
          will be carried out as soon as the page can reach the site again.
        </p>
      ) : (
        <p>
          <strong>The site has been updated since this page was opened</strong>, so {what.toLowerCase()} cannot
          load its old version. Reload the page to get the new one; you will stay at this spot.
        </p>
      )}
      <button type="button" class="button" onClick={retry}>
        {trouble === 'offline' ? 'Try again' : 'Reload the page'}
      </button>
    </div>
  );
}

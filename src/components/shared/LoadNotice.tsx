/**
 * What an island says while its code cannot load (see useLazyMachine's `trouble`): in plain words,
 * with a button to try again. Nothing is rendered while all is well.
 */
import type { LoadTrouble } from './useMachine.ts';
import { m } from '../../paraglide/words/site.ts';

/** One sentence per trouble and thing that failed, so each language can write it whole. */
const SAYS: Record<'example' | 'puzzle' | 'game', Record<LoadTrouble, () => string>> = {
  example: { offline: () => m.load_offline_example(), reload: () => m.load_reload_example(), updated: () => m.load_updated_example() },
  puzzle: { offline: () => m.load_offline_puzzle(), reload: () => m.load_reload_puzzle(), updated: () => m.load_updated_puzzle() },
  game: { offline: () => m.load_offline_game(), reload: () => m.load_reload_game(), updated: () => m.load_updated_game() },
};

export function LoadNotice(props: { trouble: LoadTrouble | null; retry: () => void; what?: 'example' | 'puzzle' | 'game' }) {
  const { trouble, retry, what = 'example' } = props;
  if (!trouble) return null;
  return (
    <div class="load-notice" role="alert" data-load-trouble={trouble}>
      <p>{SAYS[what][trouble]()}</p>
      <button type="button" class="button" onClick={retry}>
        {trouble === 'offline' ? m.load_try_again() : m.load_reload_page()}
      </button>
    </div>
  );
}

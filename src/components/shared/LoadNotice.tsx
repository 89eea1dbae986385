/**
 * What an island says while its code cannot load (see useLazyMachine's `trouble`): in plain words,
 * with a button to try again. Nothing is rendered while all is well.
 */
import type { LoadTrouble } from './useMachine.ts';
import { m } from '../../paraglide/words/site.ts';

/** One sentence per trouble, naming the thing that failed, so each language can write it whole. */
export type LoadSays = Record<LoadTrouble, () => string>;

/** An example's; a puzzle's or a game's island passes its own, so an example carries neither. */
const EXAMPLE: LoadSays = { offline: () => m.load_offline_example(), reload: () => m.load_reload_example(), updated: () => m.load_updated_example() };

export function LoadNotice(props: { trouble: LoadTrouble | null; retry: () => void; says?: LoadSays }) {
  const { trouble, retry, says = EXAMPLE } = props;
  if (!trouble) return null;
  return (
    <div class="load-notice" role="alert" data-load-trouble={trouble}>
      <p>{says[trouble]()}</p>
      <button type="button" class="button" onClick={retry}>
        {trouble === 'offline' ? m.load_try_again() : m.load_reload_page()}
      </button>
    </div>
  );
}

/**
 * The keyboard shortcuts of a Jumping Cups track, for the shared "Keys" help
 * (src/components/shared/KeysHelp.tsx) that the page renders under the island. Server-side only,
 * apart from the islands' code: their phrasebooks then do not carry these sentences.
 */
import type { KeyList } from '../shared/KeysHelp.tsx';
import { m } from '../../paraglide/words/jcboard.ts';

/** The keys of a track, in the page's language (a function: the words are read as the page renders). */
export function trackKeys(): KeyList {
  return [
    [m.key_tab(), m.key_tab_does()],
    [m.key_arrows(), m.key_arrows_do()],
    [m.key_home_end(), m.key_home_end_do()],
    [m.key_enter_space(), m.key_enter_space_do()],
    [m.key_escape(), m.key_escape_does()],
  ];
}

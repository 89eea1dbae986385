/**
 * Says once, when storage stops keeping the game in play (full or refused), that the game goes on
 * from memory, and offers to copy the game's link (as it is when copied; a finished game's only) to keep it: the site's
 * storage notice at the foot of the screen (storage-notice.ts), so the board stays where it is.
 */
import { useEffect, useRef } from 'preact/hooks';
import { m } from '../../paraglide/words/bcgame.ts';
import { gameNotSavedText } from '../../machines/balloon-cup/save-words.ts';
import { showStorageNotice } from '../site/storage-notice.ts';
import type { SaveResult } from '../site/storage.ts';

export function SaveNotice({ result, link }: { result: SaveResult; link: string | null }) {
  const latest = useRef(link);
  latest.current = link;
  useEffect(() => {
    if (result === 'saved') return;
    // A game in progress offers no link (it would tell every hidden card): the notice says when it comes.
    const at = latest.current;
    showStorageNotice('game', gameNotSavedText(result), at === null ? null : { label: m.copy_link(), text: () => new URL(latest.current ?? at, location.href).href });
  }, [result]);
  return null;
}

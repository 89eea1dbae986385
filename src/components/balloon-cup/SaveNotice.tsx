/**
 * Said once on the play page when storage stops keeping the game (full or refused): the game goes
 * on from memory, and its link is offered to keep it. The sentence is the live status; the link,
 * which changes with every move, sits outside it so it is not read out again at each move.
 */
import { useState } from 'preact/hooks';
import { COPIED_TEXT, COPY_LINK_TEXT, GAME_LINK_TEXT, gameNotSavedText } from '../../machines/balloon-cup/save-words.ts';
import type { SaveResult } from '../site/storage.ts';

export function SaveNotice({ result, link }: { result: SaveResult; link: string }) {
  const [copied, setCopied] = useState(false);
  if (result === 'saved') return null;
  return (
    <div class="bcp-notice" data-save-trouble={result}>
      <p role="status">{gameNotSavedText(result)}</p>
      <p class="bcp-notice-actions">
        <a href={link}>{GAME_LINK_TEXT}</a>
        <button type="button" class="button-quiet" onClick={() => {
          void navigator.clipboard?.writeText(new URL(link, location.href).href).then(() => setCopied(true), () => undefined);
        }}>{copied ? COPIED_TEXT : COPY_LINK_TEXT}</button>
      </p>
    </div>
  );
}

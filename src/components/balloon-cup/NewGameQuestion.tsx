/**
 * The question asked when "New game" is pressed during a game (not the browser's confirm box): a
 * small alert dialog in the page, focus on the safe answer ("keep playing"), Escape answers no.
 */
import { useEffect, useRef } from 'preact/hooks';
import { NEW_GAME_NO, NEW_GAME_QUESTION, NEW_GAME_YES, newGameWarning } from '../../machines/balloon-cup/seat-words.ts';

export function NewGameQuestion({ moves, onYes, onNo }: { moves: number; onYes: () => void; onNo: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      class="bcp-confirm"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="bcp-confirm-title"
      aria-describedby="bcp-confirm-text"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onNo();
      }}
    >
      <p id="bcp-confirm-title" class="bcp-confirm-title"><strong>{NEW_GAME_QUESTION}</strong></p>
      <p id="bcp-confirm-text">{newGameWarning(moves)}</p>
      <p class="bcp-confirm-actions">
        <button type="button" class="button" onClick={onYes}>{NEW_GAME_YES}</button>
        <button type="button" class="button button-quiet" ref={keep} onClick={onNo}>{NEW_GAME_NO}</button>
      </p>
    </div>
  );
}

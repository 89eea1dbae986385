/**
 * The question asked when "New game" is pressed during a game (not the browser's confirm box): a
 * small alert dialog in the page, focus on the safe answer ("keep playing"), Escape answers no.
 */
import { useEffect, useRef } from 'preact/hooks';
import { newGameWarning } from '../../machines/balloon-cup/seat-words.ts';
import { m } from '../../paraglide/words/bcgame.ts';

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
      <p id="bcp-confirm-title" class="bcp-confirm-title"><strong>{m.new_game_question()}</strong></p>
      <p id="bcp-confirm-text">{newGameWarning(moves)}</p>
      <p class="bcp-confirm-actions">
        <button type="button" class="button" onClick={onYes}>{m.new_game_yes()}</button>
        <button type="button" class="button button-quiet" ref={keep} onClick={onNo}>{m.new_game_no()}</button>
      </p>
    </div>
  );
}

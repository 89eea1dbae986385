/**
 * The question asked when "New game" is pressed during a game (not the browser's confirm box): a
 * modal dialog over the table, so the board does not move under the pointer; focus on the safe
 * answer ("keep playing"), the rest of the page inert while it is open, Escape answers no.
 */
import { useEffect, useRef } from 'preact/hooks';
import { newGameWarning } from '../../machines/balloon-cup/seat-words.ts';
import { m } from '../../paraglide/words/bcgame.ts';

export function NewGameQuestion({ moves, onYes, onNo }: { moves: number; onYes: () => void; onNo: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const open = dialog.current;
    if (open && !open.open) open.showModal();
    keep.current?.focus();
    return () => open?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      class="bcp-confirm"
      role="alertdialog"
      aria-labelledby="bcp-confirm-title"
      aria-describedby="bcp-confirm-text"
      onCancel={(event) => {
        // Escape: the dialog stays until the island, told "no", takes it away.
        event.preventDefault();
        onNo();
      }}
    >
      <p id="bcp-confirm-title" class="bcp-confirm-title"><strong>{m.new_game_question()}</strong></p>
      <p id="bcp-confirm-text">{newGameWarning(moves)}</p>
      <p class="bcp-confirm-actions">
        <button type="button" class="button" onClick={onYes}>{m.new_game_yes()}</button>
        <button type="button" class="button button-quiet" ref={keep} onClick={onNo}>{m.new_game_no()}</button>
      </p>
    </dialog>
  );
}

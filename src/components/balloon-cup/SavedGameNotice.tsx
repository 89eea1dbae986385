/**
 * The play page's notice for a saved game that could not be resumed: what was wrong, whether its
 * copy is set aside (or left in place because storage is full), a button to copy it, and, for a
 * save that was cut, the moves before the cut to resume, as the person's choice.
 */
import { useMemo, useState } from 'preact/hooks';
import { m } from '../../paraglide/words/bcgame.ts';
import { recoverMovesText, resumeRecoveredText, savedGameProblemText } from '../../machines/balloon-cup/save-words.ts';
import type { SaveProblem } from '../../machines/balloon-cup/game.ts';

export interface SavedGameNoticeProps {
  readonly problem: SaveProblem;
  /** The save's text and whether storage kept its copy. */
  readonly aside: { readonly text: string; readonly kept: boolean } | null;
  /** What can be recovered from a cut save (the game's code, loaded once it found the problem). */
  readonly recover: ((save: string) => { readonly moves: number; readonly save: string; readonly reason: 'cut' | 'lost' } | null) | null;
  /** Resumes the game of this save text. */
  readonly onResume: (save: string) => void;
}

export function SavedGameNotice({ problem, aside, recover, onResume }: SavedGameNoticeProps) {
  const recovered = useMemo(() => (aside && recover ? recover(aside.text) : null), [aside?.text, recover]);
  const [copied, setCopied] = useState(false);
  return (
    <div class="bcp-notice" data-saved-problem>
      <p role="alert">{savedGameProblemText(problem, aside?.kept ?? true)}</p>
      {recovered && <p>{recoverMovesText(recovered.moves, recovered.reason)}</p>}
      <p class="bcp-notice-actions">
        {recovered && <button type="button" class="button" onClick={() => onResume(recovered.save)}>{resumeRecoveredText(recovered.moves)}</button>}
        {aside && (
          <button type="button" class="button-quiet" onClick={() => { void navigator.clipboard?.writeText(aside.text).then(() => setCopied(true), () => undefined); }}>
            {copied ? m.copied() : m.copy_saved()}
          </button>
        )}
      </p>
    </div>
  );
}

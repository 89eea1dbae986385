/**
 * A Jumping Cups puzzle page's island (/jumping-cups/puzzles/<puzzle>/): the game board of
 * PlayIsland.tsx with the puzzle's hint on request, and its solve kept in this browser's progress
 * (said when the storage could not keep it). The play page and the trainer never load these parts.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import PlayIsland, { loadChecked } from './PlayIsland.tsx';
import type { PartsShown, PlayGame, PlayIslandProps, PlayParts } from './PlayIsland.tsx';
import { m } from '../../paraglide/words/jcplay.ts';
import { notSavedText, notifyProgressChanged, setDone } from '../site/progress.ts';

/** Where Jumping Cups puzzle solves are kept (the puzzle list's path, as in chapters.ts). */
const PUZZLES_PROGRESS = '/jumping-cups/puzzles/';

export interface PuzzlePlayIslandProps extends Omit<PlayIslandProps, 'parts' | 'load'> {
  /** The hint to reveal on request. */
  readonly hint?: string;
  /** The puzzle's id, recorded as solved in this browser's progress. */
  readonly puzzleId: string;
}

function puzzleParts(hint: string | undefined, puzzleId: string): PlayParts {
  return {
    use({ view, hydrated }: PlayGame): PartsShown {
      const [showHint, setShowHint] = useState(false);
      // A solve the browser's storage could not keep is said, not claimed.
      const [notSaved, setNotSaved] = useState<string | null>(null);
      // Before the paint: what shows as done is already kept, even if the reader leaves at once.
      useLayoutEffect(() => {
        if (view.puzzle !== 'solved') return;
        setNotSaved(notSavedText(setDone(PUZZLES_PROGRESS, puzzleId, true)));
        notifyProgressChanged();
      }, [view.puzzle]);
      return {
        prompt: notSaved && view.puzzle === 'solved' && <p class="jc-message" role="status" data-not-saved>{notSaved}</p>,
        controls: hint && (
          <button type="button" class="button-quiet" aria-expanded={showHint} disabled={!hydrated} onClick={() => setShowHint(!showHint)}>
            {showHint ? m.hide_hint() : m.show_hint()}
          </button>
        ),
        note: hint && showHint && <p class="jc-message">{m.hint({ hint })}</p>,
      };
    },
  };
}

export default function PuzzlePlayIsland({ hint, puzzleId, ...props }: PuzzlePlayIslandProps) {
  const [parts] = useState(() => puzzleParts(hint, puzzleId));
  return <PlayIsland {...props} parts={parts} load={loadChecked} />;
}

/**
 * The progress marks of a puzzle list rendered on the server (PuzzleList.astro), for both games:
 * "✓ Solved" beside each puzzle solved in this browser (progress.ts, under the list's key), the
 * count and the next unsolved puzzle above the list (the easiest unsolved, in list order among
 * equals), and a button to forget the solves. The list itself comes from the server as the
 * island's children and is shown as it is; without JavaScript it simply has no marks.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { PROGRESS_CHANGED, doneExamples, notifyProgressChanged, resetPage } from './progress.ts';
import { nextUnsolved } from './puzzle-list.ts';
import { m } from '../../paraglide/words/puzzlemarks.ts';
import { Rich } from '../shared/Rich.tsx';
import { richDom } from '../shared/rich.ts';

export interface MarkedPuzzle {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  readonly difficulty: number;
}

export interface PuzzleMarksProps {
  readonly puzzles: readonly MarkedPuzzle[];
  /** Where the solves are kept (the list's path). */
  readonly solvedKey: string;
  /** Where to go once every puzzle is solved. */
  readonly after?: { readonly href: string; readonly text: string };
  readonly children?: ComponentChildren;
}

export default function PuzzleMarks({ puzzles, solvedKey, after, children }: PuzzleMarksProps) {
  const root = useRef<HTMLDivElement>(null);
  const [solved, setSolved] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const read = () => setSolved(doneExamples(solvedKey));
    read();
    document.addEventListener(PROGRESS_CHANGED, read);
    return () => document.removeEventListener(PROGRESS_CHANGED, read);
  }, []);
  // The marks live in the server's list: fill them in place.
  useEffect(() => {
    if (!solved || !root.current) return;
    for (const item of root.current.querySelectorAll<HTMLElement>('[data-puzzle]')) {
      const done = solved.has(item.dataset.puzzle ?? '');
      item.classList.toggle('is-solved', done);
      const mark = item.querySelector('[data-solved-mark]');
      if (!mark) continue;
      if (done) {
        mark.replaceChildren(richDom(m.solved_mark.parts()));
      } else {
        mark.replaceChildren();
      }
    }
  }, [solved]);

  const next = nextUnsolved(puzzles, solved ?? new Set());
  const count = solved ? puzzles.filter((p) => solved.has(p.id)).length : 0;
  return (
    <div class="pz-index" ref={root}>
      <p class="pz-next" data-next-unsolved>
        {count === 0 && next ? (
          <Rich parts={m.start_with.parts({ href: next.href, title: next.title })} />
        ) : next ? (
          <Rich parts={m.next_unsolved.parts({ solved: count, total: puzzles.length, href: next.href, title: next.title })} />
        ) : (
          <>{m.all_solved({ total: puzzles.length })}{after && <> <a href={after.href}>{after.text}</a></>}</>
        )}
      </p>
      {children}
      {count > 0 && (
        <p>
          <button type="button" class="button-quiet" onClick={() => { resetPage(solvedKey); notifyProgressChanged(); }}>
            {m.forget_solved()}
          </button>
        </p>
      )}
    </div>
  );
}

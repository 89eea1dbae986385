/**
 * A list of chapters or puzzles with the progress kept in this browser (progress.ts): beside a
 * chapter its examples done ("2/3", "✓"), beside a puzzle "✓ Solved", and for puzzles the next
 * unsolved one (the first unsolved in list order, which is easiest first). The server renders
 * the plain list; marks appear once the island has read localStorage.
 */
import { useEffect, useState } from 'preact/hooks';
import { PROGRESS_CHANGED, doneExamples } from './progress.ts';

export interface ProgressItem {
  readonly href: string;
  readonly title: string;
  readonly note: string;
  /** Chapters: the ids of the chapter's examples (progress is kept under the chapter's path). */
  readonly examples?: readonly string[];
  /** Puzzles: the puzzle's id (progress is kept under the list's `solvedKey`). */
  readonly id?: string;
}

export interface ProgressListProps {
  readonly items: readonly ProgressItem[];
  /** Puzzles: where their solves are kept; chapters leave it out. */
  readonly solvedKey?: string;
  readonly id?: string;
}

function chapterMark(done: number, total: number): { shown: string; said: string } | null {
  if (total === 0 || done === 0) return null;
  return done >= total ? { shown: '✓', said: 'all examples done' } : { shown: `${done}/${total}`, said: `${done} of ${total} examples done` };
}

export default function ProgressList({ items, solvedKey, id }: ProgressListProps) {
  const [tick, setTick] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    const again = () => setTick((n) => n + 1);
    document.addEventListener(PROGRESS_CHANGED, again);
    return () => document.removeEventListener(PROGRESS_CHANGED, again);
  }, []);
  void tick;
  const solved = live && solvedKey ? doneExamples(solvedKey) : new Set<string>();
  const count = items.filter((item) => item.id && solved.has(item.id)).length;
  const next = items.find((item) => item.id && !solved.has(item.id));

  return (
    <>
      {solvedKey && count > 0 && (
        <p data-next-unsolved>
          {next ? <>{count} of {items.length} solved. Next unsolved puzzle: <a href={next.href}>{next.title}</a></> : <>All {items.length} puzzles solved.</>}
        </p>
      )}
      <ol class="toc-list" id={id}>
        {items.map((item) => {
          const chapter = live && item.examples ? chapterMark(item.examples.filter((e) => doneExamples(item.href).has(e)).length, item.examples.length) : null;
          const isSolved = item.id !== undefined && solved.has(item.id);
          return (
            <li key={item.href} data-chapter={item.examples ? item.href : undefined} data-solved-id={item.id}>
              <a href={item.href}>{item.title}</a>
              <span class="progress-mark" data-chapter-mark={item.examples ? '' : undefined} data-solved-mark={item.id ? '' : undefined}>
                {chapter && <><span aria-hidden="true">{chapter.shown}</span><span class="sr-only"> ({chapter.said})</span></>}
                {isSolved && <><span aria-hidden="true">✓ </span>Solved</>}
              </span>
              <small>{item.note}</small>
            </li>
          );
        })}
      </ol>
    </>
  );
}

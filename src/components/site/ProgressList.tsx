/**
 * A list of chapters with the progress kept in this browser (progress.ts): beside a chapter its
 * examples done ("2/3", "✓"). The server renders the plain list; marks appear once the island
 * has read localStorage. (Puzzle lists have their own: PuzzleList.astro and PuzzleMarks.tsx.)
 */
import { useEffect, useState } from 'preact/hooks';
import { PROGRESS_CHANGED, doneExamples } from './progress.ts';
import { chapterMark } from './chapter-mark.ts';
import { Rich } from '../shared/Rich.tsx';

export interface ProgressItem {
  readonly href: string;
  readonly title: string;
  readonly note: string;
  /** The ids of the chapter's examples (progress is kept under the chapter's path). */
  readonly examples?: readonly string[];
}

export interface ProgressListProps {
  readonly items: readonly ProgressItem[];
  readonly id?: string;
}

export default function ProgressList({ items, id }: ProgressListProps) {
  const [tick, setTick] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    const again = () => setTick((n) => n + 1);
    document.addEventListener(PROGRESS_CHANGED, again);
    return () => document.removeEventListener(PROGRESS_CHANGED, again);
  }, []);
  void tick;
  return (
    <ol class="toc-list" id={id}>
      {items.map((item) => {
        const chapter = live && item.examples ? chapterMark(item.examples.filter((e) => doneExamples(item.href).has(e)).length, item.examples.length) : null;
        return (
          <li key={item.href} data-chapter={item.examples ? item.href : undefined}>
            <a href={item.href}>{item.title}</a>
            <span class="progress-mark" data-chapter-mark={item.examples ? '' : undefined}>
              {chapter && <Rich parts={chapter} />}
            </span>
            <small>{item.note}</small>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The puzzle list, theme by theme, with each puzzle's difficulty in words and (once hydrated)
 * a "solved" mark and a link to the next unsolved puzzle, from the progress kept in this
 * browser (src/components/site/progress.ts, under the puzzles page's key). Without JavaScript
 * it is the plain list. Small on purpose: Preact and localStorage, nothing else.
 */
import { useEffect, useState } from 'preact/hooks';
import { DIFFICULTY_WORDS, PUZZLES_BASE, THEME_INFO, nextUnsolved } from '../site/puzzle-list.ts';
import type { PuzzleSummary } from '../site/puzzle-list.ts';
import { PROGRESS_CHANGED, doneExamples, notifyProgressChanged, resetPage } from '../site/progress.ts';

export interface PuzzleIndexProps {
  /** In list order, grouped by theme. */
  readonly puzzles: readonly PuzzleSummary[];
}

function Difficulty({ n }: { n: number }) {
  return (
    <span class="pz-difficulty">
      {/* Separated from the title in plain text too; the dots and the word say it once each. */}
      <span aria-hidden="true"> · {'●'.repeat(n)}{'○'.repeat(5 - n)} </span>
      <span class="sr-only">difficulty {n} of 5, </span>{DIFFICULTY_WORDS[n]}
    </span>
  );
}

export default function PuzzleIndex({ puzzles }: PuzzleIndexProps) {
  const [solved, setSolved] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const read = () => setSolved(doneExamples(PUZZLES_BASE));
    read();
    document.addEventListener(PROGRESS_CHANGED, read);
    return () => document.removeEventListener(PROGRESS_CHANGED, read);
  }, []);
  const next = nextUnsolved(puzzles, solved ?? new Set());
  const count = solved ? puzzles.filter((p) => solved.has(p.id)).length : 0;
  const themes = [...new Set(puzzles.map((p) => p.theme))];

  return (
    <div class="pz-index">
      <p class="pz-next" data-next-unsolved>
        {solved === null ? (
          <>Start with <a href={next?.href}>{next?.title}</a>.</>
        ) : next ? (
          <>{count} of {puzzles.length} solved. Next unsolved puzzle: <a href={next.href}>{next.title}</a></>
        ) : (
          <>All {puzzles.length} puzzles solved. Try your own positions in the <a href={`${PUZZLES_BASE}sandbox/`}>sandbox</a>.</>
        )}
      </p>
      {themes.map((theme) => (
        <section key={theme} aria-labelledby={`theme-${theme}`}>
          <h2 id={`theme-${theme}`}>{THEME_INFO[theme].label}</h2>
          <p class="bc-muted">{THEME_INFO[theme].blurb}</p>
          <ul class="pz-list">
            {puzzles.filter((p) => p.theme === theme).map((p) => (
              <li key={p.id} class={solved?.has(p.id) ? 'is-solved' : undefined} data-puzzle={p.id}>
                <a href={p.href}>{p.title}</a>
                <Difficulty n={p.difficulty} />
                {solved?.has(p.id) && <span class="pz-solved"><span aria-hidden="true">✓ </span>Solved</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {count > 0 && (
        <p>
          <button type="button" class="button-quiet" onClick={() => { resetPage(PUZZLES_BASE); notifyProgressChanged(); }}>
            Forget my solved puzzles
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * What the trainer needs once its collection is here, fetched beside the collection's index so the
 * page's first load carries only the ways to train: the record in this browser (ratings, misses,
 * bookmarks), Streak, and the panels read later (the dashboard, the whole collection with its
 * filters). Each game's board comes with its first puzzle (JcTrainer.tsx, BcTrainer.tsx).
 */
import type { TrainerRecord } from '../../machines/trainer/record.ts';
import type { IndexRow, TrainerView } from '../../machines/trainer/view.ts';
import { difficultyText } from '../site/puzzle-list.ts';
import { formatNumber } from '../../i18n/runtime.ts';
import { m } from '../../paraglide/words/trainer.ts';

export { misses, toggleBookmark } from '../../machines/trainer/record.ts';
export { answerPuzzle } from '../../machines/trainer/answer.ts';
export { facts, trainerView } from '../../machines/trainer/view.ts';
export { answerStreak, current, skipStreak, startStreak, streakOrder } from '../../machines/trainer/streak.ts';
export { loadRecord, saveRecord } from './trainer-store.ts';
export { notSavedText, progressUnreadableText } from '../site/storage-words.ts';

interface PanelProps {
  readonly record: TrainerRecord;
  readonly view: TrainerView;
  /** A puzzle's number in the collection, the name a reader sees (its id is only in links). */
  readonly numberOf: (id: string) => string;
  readonly themeName: (theme: string) => string;
}

export function Dashboard({ record, view, numberOf, themeName, onReplay }: PanelProps & { readonly onReplay: (id: string) => void }) {
  return (
    <section aria-label={m.mode_dashboard()}>
      <p>{m.dash_rating({ rating: formatNumber(Math.round(record.player.rating)), best: record.bestStreak })}</p>
      {record.order.length === 0 ? <p>{m.dash_empty()}</p> : (
        <table class="trainer-table">
          <thead><tr><th scope="col">{m.dash_theme()}</th><th scope="col">{m.dash_solved()}</th><th scope="col">{m.dash_failed()}</th><th scope="col">{m.dash_accuracy()}</th><th scope="col">{m.dash_theme_rating()}</th></tr></thead>
          <tbody>
            {view.dashboard.map((line) => (
              <tr key={line.theme}><th scope="row">{themeName(line.theme)}</th><td>{formatNumber(line.solved)}</td><td>{formatNumber(line.failed)}</td><td>{formatNumber(line.accuracy, { style: 'percent' })}</td><td>{formatNumber(line.rating)}</td></tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 class="trainer-h">{m.misses_heading()}</h2>
      {view.misses.length === 0 ? <p>{m.misses_none()}</p> : (
        <ul class="trainer-list">{view.misses.slice(0, 8).map((id) => <li key={id}><button type="button" class="button-quiet" onClick={() => onReplay(id)}>{m.replay_puzzle({ number: numberOf(id) })}</button></li>)}</ul>
      )}
      <h2 class="trainer-h">{m.bookmarks_heading()}</h2>
      {record.bookmarks.length === 0 ? <p>{m.bookmarks_none()}</p> : (
        <ul class="trainer-list">{record.bookmarks.slice(0, 8).map((id) => <li key={id}><a href={`?p=${id}`}>{m.puzzle_link({ number: numberOf(id) })}</a></li>)}</ul>
      )}
    </section>
  );
}

export function Browse({ record, view, numberOf, themeName, themes, theme, difficulty, onTheme, onDifficulty }: PanelProps & {
  readonly themes: readonly string[];
  readonly theme: string;
  readonly difficulty: number;
  readonly onTheme: (theme: string) => void;
  readonly onDifficulty: (difficulty: number) => void;
}) {
  return (
    <section aria-label={m.mode_browse()}>
      <div class="trainer-filters">
        <label>{m.filter_theme()} <select value={theme} onChange={(e) => onTheme((e.target as HTMLSelectElement).value)}>
          <option value="">{m.filter_any()}</option>
          {themes.map((t) => <option key={t} value={t}>{themeName(t)}</option>)}
        </select></label>
        <label>{m.filter_difficulty()} <select value={difficulty} onChange={(e) => onDifficulty(Number((e.target as HTMLSelectElement).value))}>
          <option value={0}>{m.filter_any()}</option>
          {[1, 2, 3, 4, 5].map((d) => <option key={d} value={d}>{difficultyText(d)}</option>)}
        </select></label>
      </div>
      <p role="status">{m.filter_count({ count: view.matching.length })}</p>
      <ul class="trainer-list trainer-browse">
        {view.matching.slice(0, 12).map(([id, d]: IndexRow) => <li key={id}><a href={`?p=${id}`}>{m.puzzle_link({ number: numberOf(id) })}</a> <small>{difficultyText(d)}{record.attempts[id] ? ` · ${record.attempts[id]!.first === 'solved' ? m.solved() : m.missed()}` : ''}</small></li>)}
      </ul>
    </section>
  );
}

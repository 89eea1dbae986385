// What the trainer shows, derived from its facts (the collection's index, the record, the way of
// training, the streak and the filters): the component only says it in words.
import { dailyPuzzle } from './daily.ts';
import type { PuzzleFacts, ThemeLine, TrainerRecord } from './record.ts';
import { dashboard, misses } from './record.ts';
import type { StreakState } from './streak.ts';

export type IndexRow = readonly [id: string, difficulty: number, themes: readonly string[], file: number];
export type Mode = 'daily' | 'streak' | 'misses' | 'browse' | 'dashboard' | 'link';

export interface TrainerInput {
  readonly index: readonly IndexRow[];
  readonly record: TrainerRecord;
  readonly mode: Mode;
  readonly date: string;
  readonly streak: StreakState | null;
  /** The puzzle on the board and whether it is over. */
  readonly shown: { readonly id: string; readonly outcome: 'solved' | 'failed' | null } | null;
  readonly theme: string;
  readonly difficulty: number;
  readonly themes: readonly string[];
}

export interface TrainerView {
  readonly daily: string;
  readonly misses: readonly string[];
  readonly bookmarked: boolean;
  /** The puzzle on the board was tried before: answering it now moves no rating. */
  readonly replay: boolean;
  readonly matching: readonly IndexRow[];
  readonly dashboard: readonly ThemeLine[];
  readonly streakOver: boolean;
  readonly canSkip: boolean;
  readonly canGoOn: boolean;
  readonly nextMiss: string | null;
}

export const facts = (row: IndexRow): PuzzleFacts => ({ id: row[0], difficulty: row[1], themes: row[2] });

export function trainerView(input: TrainerInput): TrainerView {
  const { index, record, mode, streak, shown } = input;
  const missed = misses(record);
  const streakOver = mode === 'streak' && streak !== null && streak.end !== null;
  const open = shown !== null && shown.outcome === null;
  return {
    daily: dailyPuzzle(input.date, index.map(([id]) => id)),
    misses: missed,
    bookmarked: shown !== null && record.bookmarks.includes(shown.id),
    replay: open && record.attempts[shown.id] !== undefined,
    matching: index.filter(([, d, t]) => (input.difficulty === 0 || d === input.difficulty) && (input.theme === '' || t.includes(input.theme))),
    dashboard: mode === 'dashboard' ? dashboard(record, new Map(index.map((r) => [r[0], facts(r)])), input.themes) : [],
    streakOver,
    canSkip: mode === 'streak' && streak !== null && !streakOver && open && !streak.skipUsed,
    canGoOn: mode === 'streak' && streak !== null && !streakOver && shown?.outcome === 'solved',
    nextMiss: mode === 'misses' && shown !== null && shown.outcome !== null ? missed[0] ?? null : null,
  };
}

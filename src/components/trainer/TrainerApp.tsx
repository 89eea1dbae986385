/**
 * The puzzle trainer of either game (/jumping-cups/trainer/, /balloon-cup/trainer/): the daily
 * puzzle, Streak, misses to replay, bookmarks, the dashboard by theme and the whole collection with
 * filters. The collection (public/trainer/<game>/, written by `npm run puzzles:generate`) is an
 * index and data files fetched as needed; the game (JcTrainer.tsx, BcTrainer.tsx) says where they
 * are, names its themes and puts a puzzle on its own board. The rules (ratings, the daily choice,
 * Streak) are pure facts in machines/trainer/; this component says them in words. `?p=<id>` opens
 * one puzzle; its stable link to share is <trainer>/p/<id>/, a small page with the puzzle's
 * preview that leads here (scripts/share-pages.ts). The first load carries the ways to train; the record, Streak and the
 * later panels come in trainer-more.tsx, fetched beside the collection's index.
 *
 * Honest answers: the board gives the solver's answer away only after a first attempt, or once
 * the person gives up ("I give up"), and a puzzle given up counts as a miss.
 */
import type { VNode } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { calendarDay, dailyPuzzle } from '../../machines/trainer/daily.ts';
import type { TrainerRecord } from '../../machines/trainer/record.ts';
import type { IndexRow, Mode } from '../../machines/trainer/view.ts';
import type { StreakState } from '../../machines/trainer/streak.ts';
import type { TrainerGameId } from './trainer-store.ts';
import { difficultyText } from '../site/puzzle-list.ts';
import { currentLocale, formatNumber, wordsReady } from '../../i18n/runtime.ts';
import { m } from '../../paraglide/words/trainer.ts';

type More = typeof import('./trainer-more.tsx');
export type PuzzleOutcome = 'solved' | 'failed';

/** What a board is told by the trainer. */
export interface BoardProps {
  /** Told once the puzzle is solved or failed (the first time counts). */
  readonly onPuzzle: (outcome: PuzzleOutcome) => void;
  /** The person gave up: the board may show the solver's answer now. */
  readonly revealed: boolean;
}

/** A puzzle ready for the board. */
export interface Opened {
  readonly id: string;
  readonly difficulty: number;
  readonly themes: readonly string[];
  readonly board: (props: BoardProps) => VNode;
}

/** What the trainer needs of a game. */
export interface TrainerGame {
  readonly game: TrainerGameId;
  /** Where the collection's files are: index.json and <n>.json. */
  readonly base: string;
  readonly themes: readonly string[];
  readonly themeName: (theme: string) => string;
  /** Fetches a puzzle's data file (chunk) and whatever its board needs. */
  readonly open: (row: IndexRow, chunk: (n: number) => Promise<unknown[]>) => Promise<Opened>;
}

const files = new Map<string, Promise<unknown[]>>();
function chunkOf(base: string): (n: number) => Promise<unknown[]> {
  return (n) => {
    const url = `${base}${n}.json`;
    if (!files.has(url)) files.set(url, fetch(url).then((r) => { if (!r.ok) throw new Error(String(r.status)); return r.json(); }));
    return files.get(url)!;
  };
}
const moreModule = () => Promise.all([import('./trainer-more.tsx'), wordsReady()]).then(([more]) => more);

interface Shown {
  readonly opened: Opened;
  readonly outcome: PuzzleOutcome | null;
  readonly gaveUp: boolean;
}

export function TrainerApp({ game }: { readonly game: TrainerGame }) {
  const [index, setIndex] = useState<readonly IndexRow[] | null>(null);
  const [more, setMore] = useState<More | null>(null);
  const [failed, setFailed] = useState(false);
  const [record, setRecord] = useState<TrainerRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('daily');
  const [shown, setShown] = useState<Shown | null>(null);
  const [streak, setStreak] = useState<StreakState | null>(null);
  const [theme, setTheme] = useState('');
  const [difficulty, setDifficulty] = useState(0);
  const today = useMemo(() => calendarDay(new Date()), []);
  const chunk = useMemo(() => chunkOf(game.base), [game.base]);

  useEffect(() => {
    Promise.all([fetch(`${game.base}index.json`).then((r) => r.json() as Promise<IndexRow[]>), moreModule()]).then(([rows, loaded]) => {
      const kept = loaded.loadRecord(game.game);
      setMore(() => loaded);
      setRecord(kept.record);
      if (kept.unreadable) setNotice(loaded.progressUnreadableText(kept.unreadable === 'kept'));
      setIndex(rows);
      const linked = new URLSearchParams(location.search).get('p');
      const row = linked ? rows.find(([id]) => id === linked) : undefined;
      if (row) { setMode('link'); void open(row); } else void open(rows.find(([id]) => id === dailyPuzzle(today, rows.map(([i]) => i)))!);
    }).catch(() => setFailed(true));
  }, []);

  const rowOf = (id: string, rows = index ?? []): IndexRow | undefined => rows.find(([i]) => i === id);
  /** A puzzle's number in the collection, the name a reader sees (its id is only in links). */
  const numberOf = (id: string): string => formatNumber((index ?? []).findIndex(([i]) => i === id) + 1);

  async function open(row: IndexRow): Promise<void> {
    try {
      setShown({ opened: await game.open(row, chunk), outcome: null, gaveUp: false });
    } catch {
      setFailed(true);
    }
  }

  if (failed) return <p class="example-error" role="alert">{m.load_failed()}</p>;
  if (!index || !record || !more) return <p role="status">{m.loading()}</p>;
  const x = more;

  function persist(next: TrainerRecord): void {
    setRecord(next);
    setNotice(x.notSavedText(x.saveRecord(next, game.game)));
  }

  function onPuzzle(outcome: PuzzleOutcome, gaveUp = false): void {
    if (!shown || !record || shown.outcome !== null) return;
    const row = rowOf(shown.opened.id);
    if (!row) return;
    setShown({ ...shown, outcome, gaveUp });
    const answered = x.answerPuzzle(record, x.facts(row), gaveUp ? 'gave-up' : outcome, mode === 'streak' ? streak : null);
    if (answered.streak) setStreak(answered.streak);
    persist(answered.record);
  }

  function choose(next: Mode): void {
    setMode(next);
    if (!index) return;
    if (next === 'daily') void open(rowOf(dailyPuzzle(today, index.map(([i]) => i)))!);
    if (next === 'streak') {
      const s = x.startStreak(x.streakOrder(index.map(([id, d]) => ({ id, difficulty: d })), Date.now() % 1_000_000));
      setStreak(s);
      void open(rowOf(x.current(s)!)!);
    }
    if (next === 'misses' && record) {
      const first = x.misses(record)[0];
      if (first) void open(rowOf(first)!);
      else setShown(null);
    }
    if (next === 'browse' || next === 'dashboard') setShown(null);
  }

  function streakNext(s: StreakState): void {
    setStreak(s);
    const id = x.current(s);
    if (id) void open(rowOf(id)!);
  }

  const view = x.trainerView({ index, record, mode, date: today, streak, shown: shown && { id: shown.opened.id, outcome: shown.outcome }, theme, difficulty, themes: game.themes });
  const { misses: missed, bookmarked, streakOver } = view;
  const panel = { record, view, numberOf, themeName: game.themeName };
  const puzzle = shown?.opened;

  return (
    <div class="trainer">
      <div class="trainer-modes" role="group" aria-label={m.modes()}>
        {(['daily', 'streak', 'misses', 'browse', 'dashboard'] as const).map((mo) => (
          <button type="button" key={mo} class="button-quiet" aria-pressed={mode === mo} onClick={() => choose(mo)}>
            {mo === 'daily' ? m.mode_daily() : mo === 'streak' ? m.mode_streak() : mo === 'misses' ? m.mode_misses({ count: missed.length }) : mo === 'browse' ? m.mode_browse() : m.mode_dashboard()}
          </button>
        ))}
      </div>
      {notice && <p class="trainer-note" role="status">{notice}</p>}

      {mode === 'streak' && streak && (
        <p class="trainer-streak" role="status">
          {streak.end === 'missed' ? m.streak_missed({ count: streak.solved, best: record.bestStreak })
            : streak.end === 'done' ? m.streak_done({ count: streak.solved })
              : m.streak_score({ count: streak.solved, best: record.bestStreak })}
        </p>
      )}
      {mode === 'misses' && missed.length === 0 && <p>{m.misses_none()}</p>}
      {mode === 'dashboard' && <x.Dashboard {...panel} onReplay={(id) => { setMode('misses'); void open(rowOf(id)!); }} />}
      {mode === 'browse' && <x.Browse {...panel} themes={game.themes} theme={theme} difficulty={difficulty} onTheme={setTheme} onDifficulty={setDifficulty} />}

      {shown && puzzle && (mode === 'daily' || mode === 'streak' || mode === 'misses' || mode === 'link') && (
        <section class="trainer-puzzle" aria-label={m.puzzle_heading()}>
          <p class="trainer-meta">
            {mode === 'daily' ? m.daily_of({ date: new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(`${today}T12:00`)) }) : m.puzzle_link({ number: numberOf(puzzle.id) })}
            {' · '}{difficultyText(puzzle.difficulty)}
            {' · '}{puzzle.themes.map(game.themeName).join(', ')}
          </p>
          <puzzle.board key={puzzle.id} onPuzzle={onPuzzle} revealed={shown.gaveUp} />
          <div class="trainer-actions">
            {shown.outcome === null && (
              <button type="button" class="button-quiet" data-give-up onClick={() => onPuzzle('failed', true)}>{m.give_up()}</button>
            )}
            {shown.gaveUp && <span class="trainer-note" role="status">{m.gave_up_note()}</span>}
            <button type="button" class="button-quiet" aria-pressed={bookmarked} onClick={() => persist(x.toggleBookmark(record, puzzle.id))}>{bookmarked ? m.bookmark_remove() : m.bookmark_add()}</button>
            {/* The puzzle's stable address with its own share preview (scripts/share-pages.ts). */}
            <a href={`p/${puzzle.id}/`}>{m.link_here()}</a>
            {view.canSkip && streak && (
              <button type="button" class="button-quiet" onClick={() => streakNext(x.skipStreak(streak))}>{m.streak_skip()}</button>
            )}
            {view.canGoOn && streak && (
              <button type="button" onClick={() => streakNext(streak)}>{m.next_puzzle()}</button>
            )}
            {streakOver && <button type="button" onClick={() => choose('streak')}>{m.streak_again()}</button>}
            {view.nextMiss !== null && (
              <button type="button" onClick={() => void open(rowOf(view.nextMiss!)!)}>{m.next_miss()}</button>
            )}
          </div>
          {view.replay && <p class="trainer-note">{m.replay_note()}</p>}
        </section>
      )}
    </div>
  );
}

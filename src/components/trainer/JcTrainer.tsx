/**
 * The Jumping Cups puzzle trainer (/jumping-cups/trainer/): the daily puzzle, Streak, misses to
 * replay, bookmarks, the dashboard by theme and the whole collection with filters. The puzzles
 * (public/trainer/jumping-cups/, written by `npm run puzzles:generate`) are fetched in files of
 * 80; each is played in the play island against the perfect opponent. The rules (ratings, the
 * daily choice, Streak) are pure facts in machines/trainer/; this component says them in words.
 * `?p=<id>` opens one puzzle: its stable link. The first load carries the ways to train; the
 * board, the record, Streak and the later panels come in trainer-more.tsx, fetched beside the
 * collection's index (nothing can be shown before it).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { MinedPuzzle } from '../../engine/jumping-cups/puzzle-mine.ts';
import type { PlayInput, PlayView } from '../../machines/jumping-cups/play.ts';
import { calendarDay, dailyPuzzle } from '../../machines/trainer/daily.ts';
import type { TrainerRecord } from '../../machines/trainer/record.ts';
import type { IndexRow, Mode } from '../../machines/trainer/view.ts';
import type { StreakState } from '../../machines/trainer/streak.ts';
import { difficultyText } from '../site/puzzle-list.ts';
import { currentLocale, formatNumber, wordsReady } from '../../i18n/runtime.ts';
import { m } from '../../paraglide/words/trainer.ts';
import { JC_TRAINER_THEMES, jcThemeName } from './jc-themes.ts';

type More = typeof import('./trainer-more.tsx');

const BASE = '/trainer/jumping-cups/';
const files = new Map<number, Promise<MinedPuzzle[]>>();
function puzzleFile(n: number): Promise<MinedPuzzle[]> {
  if (!files.has(n)) files.set(n, fetch(`${BASE}${n}.json`).then((r) => { if (!r.ok) throw new Error(String(r.status)); return r.json(); }));
  return files.get(n)!;
}
const playModule = () => import('../../machines/jumping-cups/play.ts');
const moreModule = () => Promise.all([import('./trainer-more.tsx'), wordsReady()]).then(([more]) => more);

interface Shown {
  readonly puzzle: MinedPuzzle;
  readonly input: PlayInput;
  readonly view: PlayView;
  readonly outcome: 'solved' | 'failed' | null;
}

export default function JcTrainer() {
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

  useEffect(() => {
    Promise.all([fetch(`${BASE}index.json`).then((r) => r.json() as Promise<IndexRow[]>), moreModule()]).then(([rows, loaded]) => {
      const kept = loaded.loadRecord();
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
      const [puzzles, play] = await Promise.all([puzzleFile(row[3]), playModule()]);
      const puzzle = puzzles.find((p) => p.id === row[0])!;
      const input: PlayInput = { position: puzzle.position, human: puzzle.winner, limit: puzzle.moves };
      setShown({ puzzle, input, view: play.playView(play.createActor(play.playMachine, { input }).getSnapshot()), outcome: null });
    } catch {
      setFailed(true);
    }
  }

  if (failed) return <p class="example-error" role="alert">{m.load_failed()}</p>;
  if (!index || !record || !more) return <p role="status">{m.loading()}</p>;
  const x = more;

  function persist(next: TrainerRecord): void {
    setRecord(next);
    setNotice(x.notSavedText(x.saveRecord(next)));
  }

  function onPuzzle(outcome: 'solved' | 'failed'): void {
    if (!shown || !record || shown.outcome !== null) return;
    const row = rowOf(shown.puzzle.id);
    if (!row) return;
    setShown({ ...shown, outcome });
    let next = x.recordAttempt(record, x.facts(row), outcome);
    if (mode === 'streak' && streak) {
      const s = x.answerStreak(streak, outcome === 'solved');
      setStreak(s);
      next = x.recordStreak(next, s.solved);
    }
    persist(next);
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

  const view = x.trainerView({ index, record, mode, date: today, streak, shown: shown && { id: shown.puzzle.id, outcome: shown.outcome }, theme, difficulty, themes: JC_TRAINER_THEMES });
  const { misses: missed, bookmarked, streakOver } = view;
  const panel = { record, view, numberOf, themeName: jcThemeName };

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
      {mode === 'browse' && <x.Browse {...panel} themes={JC_TRAINER_THEMES} theme={theme} difficulty={difficulty} onTheme={setTheme} onDifficulty={setDifficulty} />}

      {shown && (mode === 'daily' || mode === 'streak' || mode === 'misses' || mode === 'link') && (
        <section class="trainer-puzzle" aria-label={m.puzzle_heading()}>
          <p class="trainer-meta">
            {mode === 'daily' ? m.daily_of({ date: new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(`${today}T12:00`)) }) : m.puzzle_link({ number: numberOf(shown.puzzle.id) })}
            {' · '}{difficultyText(shown.puzzle.difficulty)}
            {' · '}{shown.puzzle.themes.map(jcThemeName).join(', ')}
          </p>
          <x.PlayIsland key={shown.puzzle.id} input={shown.input} view={shown.view} onPuzzle={onPuzzle} />
          <div class="trainer-actions">
            <button type="button" class="button-quiet" aria-pressed={bookmarked} onClick={() => persist(x.toggleBookmark(record, shown.puzzle.id))}>{bookmarked ? m.bookmark_remove() : m.bookmark_add()}</button>
            <a href={`?p=${shown.puzzle.id}`}>{m.link_here()}</a>
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

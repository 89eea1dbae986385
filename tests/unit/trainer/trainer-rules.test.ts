// The trainer's rules as a player meets them: ratings move on a first attempt only, misses come
// back until solved, the daily puzzle is fixed by the date, Streak rises in difficulty, allows one
// skip and ends at the first miss, and a stored record that cannot be read is refused.
import { describe, expect, it } from 'vitest';
import { calendarDay, dailyPuzzle } from '../../../src/machines/trainer/daily.ts';
import { EMPTY_RECORD, dashboard, misses, parseRecord, recordAttempt, recordStreak, toggleBookmark } from '../../../src/machines/trainer/record.ts';
import { answerStreak, current, skipStreak, startStreak, streakOrder } from '../../../src/machines/trainer/streak.ts';
import { trainerView } from '../../../src/machines/trainer/view.ts';

const puzzles = Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, difficulty: 1 + (i % 5), themes: i % 2 === 0 ? ['even'] : ['odd', 'both'] }));
const byId = new Map(puzzles.map((p) => [p.id, p]));

describe('trainer record', () => {
  it('a first attempt moves the ratings; replaying the puzzle changes nothing but its latest result', () => {
    const once = recordAttempt(EMPTY_RECORD, puzzles[0]!, 'failed');
    expect(once.player.rating).toBeLessThan(EMPTY_RECORD.player.rating);
    expect(once.attempts.p0!.rating.rating).toBeGreaterThan(1100);
    const replayed = recordAttempt(once, puzzles[0]!, 'solved');
    expect(replayed.player).toEqual(once.player);
    expect(replayed.themes).toEqual(once.themes);
    expect(replayed.attempts.p0).toEqual({ ...once.attempts.p0, latest: 'solved' });
  });

  it('misses stay to replay until solved, oldest first', () => {
    let r = recordAttempt(EMPTY_RECORD, puzzles[1]!, 'failed');
    r = recordAttempt(r, puzzles[2]!, 'solved');
    r = recordAttempt(r, puzzles[3]!, 'failed');
    expect(misses(r)).toEqual(['p1', 'p3']);
    r = recordAttempt(r, puzzles[1]!, 'solved');
    expect(misses(r)).toEqual(['p3']);
  });

  it('the dashboard counts first attempts by theme, with accuracy and a rating', () => {
    let r = recordAttempt(EMPTY_RECORD, puzzles[0]!, 'solved');
    r = recordAttempt(r, puzzles[1]!, 'failed');
    r = recordAttempt(r, puzzles[3]!, 'solved');
    r = recordAttempt(r, puzzles[1]!, 'solved');
    const lines = dashboard(r, byId, ['even', 'odd', 'both', 'never']);
    expect(lines.map((l) => [l.theme, l.solved, l.failed, l.accuracy])).toEqual([['even', 1, 0, 1], ['odd', 1, 1, 0.5], ['both', 1, 1, 0.5]]);
    expect(lines[0]!.rating).toBeGreaterThan(1500);
  });

  it('bookmarks toggle; the best streak only grows; the record reads back, and a damaged one is refused', () => {
    let r = toggleBookmark(EMPTY_RECORD, 'p5');
    expect(r.bookmarks).toEqual(['p5']);
    expect(toggleBookmark(r, 'p5').bookmarks).toEqual([]);
    r = recordStreak(recordStreak(r, 4), 2);
    expect(r.bestStreak).toBe(4);
    r = recordAttempt(r, puzzles[0]!, 'solved');
    expect(parseRecord(JSON.stringify(r))).toEqual(r);
    expect(parseRecord(JSON.stringify(r).slice(0, 40))).toBeNull();
    expect(parseRecord(JSON.stringify({ ...r, version: 2 }))).toBeNull();
    expect(parseRecord(JSON.stringify({ ...r, order: ['p0', 'p9'] }))).toBeNull();
  });
});

describe('daily puzzle', () => {
  const ids = puzzles.map((p) => p.id);
  it('is the same for a date whenever it is asked, and changes over the days', () => {
    expect(dailyPuzzle('2026-11-29', ids)).toBe(dailyPuzzle('2026-11-29', [...ids]));
    const week = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'].map((d) => dailyPuzzle(d, ids));
    expect(new Set(week).size).toBeGreaterThan(3);
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('Streak', () => {
  const order = streakOrder(puzzles, 7);
  it('rises in difficulty and is the same for the same seed', () => {
    const levels = order.map((id) => byId.get(id)!.difficulty);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(streakOrder(puzzles, 7)).toEqual(order);
    expect(streakOrder(puzzles, 8)).not.toEqual(order);
  });

  it('allows one skip, and the first miss ends it', () => {
    let s = startStreak(order);
    s = answerStreak(s, true);
    s = skipStreak(s);
    expect([s.at, s.solved, s.skipUsed]).toEqual([2, 1, true]);
    expect(skipStreak(s)).toBe(s);
    s = answerStreak(s, true);
    s = answerStreak(s, false);
    expect([s.solved, s.end, current(s)]).toEqual([2, 'missed', null]);
    expect(answerStreak(s, true)).toBe(s);
  });
});

describe('trainer view', () => {
  const index = puzzles.map((p, i) => [p.id, p.difficulty, p.themes, Math.floor(i / 10)] as const);
  const base = { index, record: EMPTY_RECORD, mode: 'streak' as const, date: '2026-11-29', theme: '', difficulty: 0, themes: ['even', 'odd'] };

  it('offers the skip once, "next" only after a solve, and flags a replayed puzzle', () => {
    const s = startStreak(streakOrder(puzzles, 1));
    const open = trainerView({ ...base, streak: s, shown: { id: current(s)!, outcome: null } });
    expect([open.canSkip, open.canGoOn, open.replay]).toEqual([true, false, false]);
    const skipped = skipStreak(s);
    expect(trainerView({ ...base, streak: skipped, shown: { id: current(skipped)!, outcome: null } }).canSkip).toBe(false);
    const solved = answerStreak(s, true);
    expect(trainerView({ ...base, streak: solved, shown: { id: s.order[0]!, outcome: 'solved' } }).canGoOn).toBe(true);
    const tried = recordAttempt(EMPTY_RECORD, puzzles[0]!, 'failed');
    expect(trainerView({ ...base, record: tried, mode: 'misses', streak: null, shown: { id: 'p0', outcome: null } }).replay).toBe(true);
  });

  it('filters by theme and difficulty, and names the day\'s puzzle', () => {
    const v = trainerView({ ...base, mode: 'browse', streak: null, shown: null, theme: 'odd', difficulty: 2 });
    expect(v.matching.map(([id]) => id)).toEqual(puzzles.filter((p) => p.themes.includes('odd') && p.difficulty === 2).map((p) => p.id));
    expect(v.daily).toBe(dailyPuzzle('2026-11-29', puzzles.map((p) => p.id)));
  });
});

// The trainer's record in the browser (facts only, no words): the player's Glicko-2 rating overall
// and per theme, each attempted puzzle's rating and first and latest result, bookmarks and the
// best streak. Only a first attempt moves ratings: a replayed puzzle changes nothing but its
// latest result, so replaying misses cannot farm rating. Stored by components through
// site/storage.ts (parseRecord refuses anything it cannot read, so it is set aside, never lost).
import type { Rating } from './glicko2.ts';
import { NEW_RATING, puzzleStartRating, update } from './glicko2.ts';

export type Outcome = 'solved' | 'failed';

export interface Attempt {
  readonly first: Outcome;
  readonly latest: Outcome;
  /** The puzzle's rating after the first attempt (the player is its only opponent here). */
  readonly rating: Rating;
}

export interface TrainerRecord {
  readonly version: 1;
  readonly player: Rating;
  readonly themes: Readonly<Record<string, Rating>>;
  readonly attempts: Readonly<Record<string, Attempt>>;
  /** Attempted puzzle ids, oldest first (the order misses are replayed in). */
  readonly order: readonly string[];
  readonly bookmarks: readonly string[];
  readonly bestStreak: number;
}

/** What the record needs to know of a puzzle. */
export interface PuzzleFacts {
  readonly id: string;
  readonly difficulty: number;
  readonly themes: readonly string[];
}

export const EMPTY_RECORD: TrainerRecord = { version: 1, player: NEW_RATING, themes: {}, attempts: {}, order: [], bookmarks: [], bestStreak: 0 };

/** Whether a first attempt was already made: then the ratings stay as they are. */
export function isReplay(record: TrainerRecord, id: string): boolean {
  return record.attempts[id] !== undefined;
}

export function recordAttempt(record: TrainerRecord, puzzle: PuzzleFacts, outcome: Outcome): TrainerRecord {
  const known = record.attempts[puzzle.id];
  if (known !== undefined) {
    return { ...record, attempts: { ...record.attempts, [puzzle.id]: { ...known, latest: outcome } } };
  }
  const score = outcome === 'solved' ? 1 : 0;
  const puzzleRating = puzzleStartRating(puzzle.difficulty);
  const player = update(record.player, [{ opponent: puzzleRating, score }]);
  const themes = { ...record.themes };
  for (const theme of puzzle.themes) themes[theme] = update(themes[theme] ?? NEW_RATING, [{ opponent: puzzleRating, score }]);
  const rating = update(puzzleRating, [{ opponent: record.player, score: 1 - score }]);
  return {
    ...record,
    player,
    themes,
    attempts: { ...record.attempts, [puzzle.id]: { first: outcome, latest: outcome, rating } },
    order: [...record.order, puzzle.id],
  };
}

/** Puzzles whose latest attempt failed (not solved since), oldest first. */
export function misses(record: TrainerRecord): string[] {
  return record.order.filter((id) => record.attempts[id]?.latest === 'failed');
}

export function toggleBookmark(record: TrainerRecord, id: string): TrainerRecord {
  const on = record.bookmarks.includes(id);
  return { ...record, bookmarks: on ? record.bookmarks.filter((b) => b !== id) : [...record.bookmarks, id] };
}

export function recordStreak(record: TrainerRecord, length: number): TrainerRecord {
  return length > record.bestStreak ? { ...record, bestStreak: length } : record;
}

export interface ThemeLine {
  readonly theme: string;
  readonly solved: number;
  readonly failed: number;
  /** Share of first attempts solved, 0 to 1 (0 with no attempts). */
  readonly accuracy: number;
  readonly rating: number;
}

/** The dashboard: first attempts by theme, in `themes` order, themes never tried left out. */
export function dashboard(record: TrainerRecord, puzzles: ReadonlyMap<string, PuzzleFacts>, themes: readonly string[]): ThemeLine[] {
  return themes.flatMap((theme) => {
    let solved = 0;
    let failed = 0;
    for (const id of record.order) {
      if (!puzzles.get(id)?.themes.includes(theme)) continue;
      if (record.attempts[id]!.first === 'solved') solved += 1;
      else failed += 1;
    }
    if (solved + failed === 0) return [];
    return [{ theme, solved, failed, accuracy: solved / (solved + failed), rating: Math.round(record.themes[theme]?.rating ?? NEW_RATING.rating) }];
  });
}

const isRating = (value: unknown): value is Rating => {
  const r = value as Rating;
  return typeof value === 'object' && value !== null && [r.rating, r.rd, r.volatility].every((n) => typeof n === 'number' && Number.isFinite(n)) && r.rd > 0 && r.volatility > 0;
};
const isOutcome = (value: unknown): value is Outcome => value === 'solved' || value === 'failed';

/** The stored text read back, or null when it is not a record this version can read. */
export function parseRecord(text: string): TrainerRecord | null {
  let raw: unknown;
  try { raw = JSON.parse(text); } catch { return null; }
  const r = raw as Record<string, unknown>;
  if (typeof raw !== 'object' || raw === null || r.version !== 1 || !isRating(r.player)) return null;
  if (typeof r.themes !== 'object' || r.themes === null || !Object.values(r.themes).every(isRating)) return null;
  if (typeof r.attempts !== 'object' || r.attempts === null) return null;
  for (const a of Object.values(r.attempts as Record<string, Attempt>)) if (!isOutcome(a?.first) || !isOutcome(a?.latest) || !isRating(a?.rating)) return null;
  const ids = (list: unknown): list is string[] => Array.isArray(list) && list.every((x) => typeof x === 'string');
  if (!ids(r.order) || !ids(r.bookmarks) || new Set(r.order).size !== r.order.length) return null;
  if (r.order.some((id) => (r.attempts as Record<string, unknown>)[id] === undefined) || r.order.length !== Object.keys(r.attempts).length) return null;
  if (typeof r.bestStreak !== 'number' || !Number.isInteger(r.bestStreak) || r.bestStreak < 0) return null;
  return raw as TrainerRecord;
}

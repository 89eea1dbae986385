// Streak: puzzles in rising difficulty (easiest first; within a difficulty in a seeded order),
// one skip allowed, the first miss ends the run. Facts only; the page says them in words.

export interface StreakState {
  /** The run's puzzles in order. */
  readonly order: readonly string[];
  /** Index of the puzzle on the board. */
  readonly at: number;
  readonly solved: number;
  readonly skipUsed: boolean;
  /** 'missed': the first miss ended it; 'done': every puzzle was met. */
  readonly end: 'missed' | 'done' | null;
}

/** The run's order: by difficulty, each difficulty's puzzles shuffled by `seed`. */
export function streakOrder(puzzles: ReadonlyArray<{ id: string; difficulty: number }>, seed: number): string[] {
  let s = seed >>> 0 || 1;
  const next = (): number => {
    // mulberry32, so a run can be replayed from its seed.
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const keyed = puzzles.map((p) => ({ id: p.id, difficulty: p.difficulty, key: next() }));
  return keyed.sort((a, b) => a.difficulty - b.difficulty || a.key - b.key).map((p) => p.id);
}

export function startStreak(order: readonly string[]): StreakState {
  return { order, at: 0, solved: 0, skipUsed: false, end: order.length === 0 ? 'done' : null };
}

export function current(state: StreakState): string | null {
  return state.end === null ? state.order[state.at] ?? null : null;
}

function advance(state: StreakState, changes: Partial<StreakState>): StreakState {
  const next = { ...state, ...changes, at: state.at + 1 };
  return next.at >= state.order.length ? { ...next, end: 'done' } : next;
}

/** The answer to the current puzzle: a solve goes on, a miss ends the run. */
export function answerStreak(state: StreakState, solved: boolean): StreakState {
  if (state.end !== null) return state;
  return solved ? advance(state, { solved: state.solved + 1 }) : { ...state, end: 'missed' };
}

/** Skips the current puzzle, once per run; a second skip is refused (the state is returned as it is). */
export function skipStreak(state: StreakState): StreakState {
  if (state.end !== null || state.skipUsed) return state;
  return advance(state, { skipUsed: true });
}

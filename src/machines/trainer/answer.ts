// How an answer on the trainer's board is kept, the same for both games: a solve, a wrong move,
// or giving up ("I give up" shows the solver's answer). Giving up counts as a miss, exactly as a
// wrong move does: on a first attempt it moves the ratings, it stays in the misses to replay until
// solved, and it ends a Streak (answers seen without solving must not score).
import type { Outcome, PuzzleFacts, TrainerRecord } from './record.ts';
import { recordAttempt, recordStreak } from './record.ts';
import type { StreakState } from './streak.ts';
import { answerStreak } from './streak.ts';

export type Answer = Outcome | 'gave-up';

export function outcomeOf(answer: Answer): Outcome {
  return answer === 'solved' ? 'solved' : 'failed';
}

/** The record (and the Streak, when one is running) after `answer` to `puzzle`. */
export function answerPuzzle(record: TrainerRecord, puzzle: PuzzleFacts, answer: Answer, streak: StreakState | null): { record: TrainerRecord; streak: StreakState | null } {
  const outcome = outcomeOf(answer);
  const next = recordAttempt(record, puzzle, outcome);
  if (streak === null) return { record: next, streak: null };
  const run = answerStreak(streak, outcome === 'solved');
  return { record: recordStreak(next, run.solved), streak: run };
}

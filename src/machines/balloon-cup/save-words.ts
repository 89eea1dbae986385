// The sentences the play and replay pages say about keeping a game: storage full or refused, a
// save that cannot be read, a game link that looks cut. Each one a whole message.
import { m } from '../../paraglide/words/bcgame.ts';

/** Said once when the game in play can no longer be kept in this browser's storage (its link comes at the end). */
export function gameNotSavedText(reason: 'full' | 'unavailable'): string {
  return reason === 'full' ? m.not_saved_full() : m.not_saved_unavailable();
}

/** A saved game that could not be resumed; `kept`: its copy is set aside in storage. */
export function savedGameProblemText(problem: string, kept: boolean): string {
  return kept ? m.saved_problem_aside({ problem }) : m.saved_problem_full({ problem });
}

/** What can be recovered from a cut game: the moves before the cut (at least one). */
export function recoverMovesText(moves: number): string {
  return m.recover_moves({ count: moves });
}

export function resumeRecoveredText(moves: number): string {
  return m.resume_recovered({ count: moves });
}

export function replayRecoveredText(moves: number): string {
  return m.replay_recovered({ count: moves });
}

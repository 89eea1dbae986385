// The sentences the play and replay pages say about keeping a game: storage full or refused, a
// save that cannot be read, a game link that looks cut. Each one a whole message.
import { m } from '../../paraglide/words/bcgame.ts';
import { linkProblemWords, savedRecordWords } from './link-problem-words.ts';
import type { SaveProblem } from './game.ts';

/** Said once when the game in play can no longer be kept in this browser's storage (its link comes at the end). */
export function gameNotSavedText(reason: 'full' | 'unavailable'): string {
  return reason === 'full' ? m.not_saved_full() : m.not_saved_unavailable();
}

/** Why a saved game could not be read, as a clause (a refused record: its sentences, linkProblemWords). */
export function saveProblemText(problem: SaveProblem): string {
  switch (problem.code) {
    case 'unreadable': return m.save_unreadable();
    case 'wrong-form': return m.save_wrong_form();
    case 'other-version': return m.save_other_version({ version: problem.version });
    case 'no-record': return m.save_no_record();
    case 'changed': return m.save_changed();
    case 'names-changed': return m.save_names_changed();
    case 'record': return linkProblemWords(problem.problem);
  }
}

/** A saved game that could not be resumed; `kept`: its copy is set aside in storage. */
export function savedGameProblemText(problem: SaveProblem, kept: boolean): string {
  // A refused record is told in whole sentences (what is wrong with its moves), not as a clause.
  if (problem.code === 'record') return savedRecordWords(problem.problem, kept);
  const clause = saveProblemText(problem);
  return kept ? m.saved_problem_aside({ problem: clause }) : m.saved_problem_full({ problem: clause });
}

/** What can be recovered from a cut game: the moves before the cut (at least one), or before a swap an earlier version did not record (`lost`). */
export function recoverMovesText(moves: number, reason: 'cut' | 'lost' = 'cut'): string {
  return reason === 'lost' ? m.recover_moves_lost({ count: moves }) : m.recover_moves({ count: moves });
}

/** The replay page's sentence for a link it does not replay as it stands, but whose first moves it offers. */
export function partLinkText(reason: 'cut' | 'lost'): string {
  return reason === 'lost' ? m.lost_link() : m.cut_link();
}

export function resumeRecoveredText(moves: number): string {
  return m.resume_recovered({ count: moves });
}

export function replayRecoveredText(moves: number): string {
  return m.replay_recovered({ count: moves });
}

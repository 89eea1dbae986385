// A refused move's facts in the page's language, where no sentence of the game's story says it
// with the players' names (story-core.ts refusalText): one message per problem code
// (src/messages/bcproblem), facts as parameters.
import type { MoveProblem, Problem } from '../../engine/balloon-cup/result.ts';
import { m } from '../../paraglide/words/bcproblem.ts';

/**
 * A refused move, where no sentence of the game's story says it better: a payment's sets (the
 * story says the rest with the players' names, story-core.ts refusalText).
 */
export function moveProblemWords(problem: MoveProblem): string {
  switch (problem.code) {
    case 'move-form': return m.move_form();
    case 'move-sets-color': return m.payment_refused({ problem: m.move_sets_color({ color: problem.color }) });
    case 'move-sets-held': return m.payment_refused({ problem: m.move_sets_held({ color: problem.color, need: problem.sets * 3, held: problem.held }) });
    case 'move-sets-count': return m.payment_refused({ problem: m.move_sets_count({ color: problem.color, need: problem.need, given: problem.given }) });
    default: return m.move_not_allowed();
  }
}

/** A refused move's facts in words; a refusal without a move's facts is said as a move not allowed. */
export function moveFailureWords(problem: Problem | undefined): string {
  return problem && problem.code.startsWith('move-') ? moveProblemWords(problem as MoveProblem) : m.move_not_allowed();
}

/** An example's replayed move that the engine refused (a content fault the build reports). */
export function exampleMoveWords(move: number, problem: Problem | undefined): string {
  return m.example_move_refused({ move, problem: moveFailureWords(problem) });
}

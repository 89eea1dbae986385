// Balloon Cup's refusals of a game link or a saved game, in the page's language: one message per
// engine problem code (src/messages/bcproblem), its facts as the message's parameters. The engine
// says what is wrong as facts (engine/balloon-cup/result.ts); the words for them live in this
// folder's *problem-words.ts modules, one per kind of input, so each island carries only its own
// (cascade codes: code-problem-words.ts; moves: move-problem-words.ts).
import type { LinkProblem } from '../../engine/balloon-cup/result.ts';
import { m } from '../../paraglide/words/bcproblem.ts';

/** What is wrong with a game link (or a saved game, which keeps the same text), in one or two sentences. */
export function linkProblemWords(problem: LinkProblem): string {
  switch (problem.code) {
    case 'link-not-text': return m.link_not_text();
    case 'link-too-long': return m.link_too_long({ length: problem.length });
    case 'link-cut': return m.link_cut();
    case 'link-form': return m.link_form();
    case 'link-game-number': return m.link_game_number();
    case 'link-rules': return m.link_rules();
    case 'link-changed': return m.link_changed();
    case 'link-bad-character': return m.link_bad_character({ move: problem.move });
    case 'link-after-end': return m.link_after_end({ move: problem.move });
    case 'link-illegal-move': return m.link_illegal_move({ move: problem.move });
    case 'link-unwritten-reshuffle': return m.link_unwritten_reshuffle({ move: problem.move });
    case 'link-lost-move': return m.link_lost_move({ move: problem.move, why: problem.why });
  }
}

/** The lead sentence of a game link that cannot be replayed, its reason, and the way on (`link`). */
export function replayCannotWords(problem: LinkProblem, link: string): string {
  return m.replay_cannot({ problem: linkProblemWords(problem), link });
}

/** A saved game that could not be resumed because its game text was refused; `kept`: set aside. */
export function savedRecordWords(problem: LinkProblem, kept: boolean): string {
  return kept ? m.saved_aside({ problem: linkProblemWords(problem) }) : m.saved_full({ problem: linkProblemWords(problem) });
}

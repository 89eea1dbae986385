// A cascade position code's form refused (cascade-code.ts readCascadeCode), in the page's
// language: one message per problem code (src/messages/bcproblem), facts as parameters. A code's
// letters are the same in every language, so a sentence quotes the letter at fault.
import { CASCADE_COLOR_LETTERS } from '../../engine/balloon-cup/cascade-encode.ts';
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { CodeProblem } from '../../engine/balloon-cup/result.ts';
import { m } from '../../paraglide/words/bcproblem.ts';

const side = (player: Player): 'first' | 'second' => (player === 0 ? 'first' : 'second');

/** What is wrong with a cascade position code's form. */
export function codeProblemWords(problem: CodeProblem): string {
  switch (problem.code) {
    case 'code-not-text': return m.code_not_text();
    case 'code-too-long': return m.code_too_long({ max: problem.max });
    case 'code-parts': return m.code_parts();
    case 'code-header': return m.code_header({ header: problem.header });
    case 'code-player-empty': return m.code_player_empty({ side: side(problem.player) });
    case 'code-letter': return m.code_letter({ side: side(problem.player), letter: problem.letter });
    case 'code-trophy-order': return m.code_trophy_order({ side: side(problem.player) });
    case 'code-trophy-twice': return m.code_trophy_twice({ side: side(problem.player), letter: CASCADE_COLOR_LETTERS[problem.color].toUpperCase() });
    case 'code-count-missing': return m.code_count_missing({ side: side(problem.player), letter: CASCADE_COLOR_LETTERS[problem.color] });
    case 'code-count-large': return m.code_count_large({ side: side(problem.player), letter: CASCADE_COLOR_LETTERS[problem.color] });
    case 'code-cubes-twice': return m.code_cubes_twice({ side: side(problem.player), letter: CASCADE_COLOR_LETTERS[problem.color] });
    case 'code-not-canonical': return m.code_not_canonical();
    case 'code-start': return m.code_start({ start: problem.start });
  }
}


/** The sandbox's sentence for a link whose code cannot be read, with what is wrong with it. */
export function unreadableCodeWords(problem: CodeProblem): string {
  return m.code_unreadable({ problem: codeProblemWords(problem) });
}

/** A puzzle link whose code cannot be read: what is wrong, and where to go instead. */
export function unreadableLinkWords(problem: CodeProblem): string {
  return m.puzzle_link_unreadable({ problem: codeProblemWords(problem) });
}

// The names of the players in examples and puzzles that name none, apart from the game's names
// (names.ts): the chapters, puzzles and sandbox load this small module first, without the code
// that reads and tidies typed names.
import type { Names } from './story.ts';
import { m } from '../../paraglide/words/bcwords.ts';

/** The names of the players in examples and puzzles that name none, in the page's language. */
export function exampleNames(): Names {
  return [m.name_example_first(), m.name_example_second()];
}

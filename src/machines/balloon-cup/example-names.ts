// The names of the players in puzzles (and, on the server, pages) that name none, apart from the
// game's names (names.ts) and the code that reads and tidies typed names. The chapters' machines
// read the same two messages through story-core.ts's copy.
import type { Names } from './story-core.ts';
import { m } from '../../paraglide/words/bcwords.ts';

/** The names of the players in examples and puzzles that name none, in the page's language. */
export function exampleNames(): Names {
  return [m.name_example_first(), m.name_example_second()];
}

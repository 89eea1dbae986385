/**
 * A rules example the build found impossible, in the page's words (Example.astro). The words of
 * each refusal are the ones the analysis board also says (machines/balloon-cup/position-words.ts).
 */
import type { Checked } from '../../machines/balloon-cup/engine.ts';
import { m as page } from '../../paraglide/words/bcpage.ts';
import { goneTileWords, positionProblemWords } from '../../machines/balloon-cup/position-words.ts';

export { goneTileWords, positionCodeProblemWords, positionProblemWords } from '../../machines/balloon-cup/position-words.ts';

/**
 * A checked example with its problem in the page's words, from the engine's facts (`refusal`;
 * a gone tile's fuller facts in `fault`), so no field path or code reaches a reader; the build's
 * warning names the facts (Example.astro).
 */
export function explained(checked: Checked): Checked {
  if (checked.fault) return { ...checked, problem: goneTileWords(checked.fault) };
  if (checked.problem === null) return checked;
  return { ...checked, problem: checked.refusal ? positionProblemWords(checked.refusal) : page.position_impossible() };
}

// The cascade solver's verdict in words: who can force a third trophy, and the best actions.
// Its own small module because the play page words verdicts too (game-words.ts), while the rest
// of cascade-words.ts (mistakes, told lines, the scoring's compulsory claims) is the puzzles'.
import { other } from '../../engine/balloon-cup/components.ts';
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { CascadeAction } from '../../engine/balloon-cup/cascade.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import type { Names } from './story.ts';
import { paymentText } from './payment-words.ts';

/** "Mike wins this cascade" / "no winner in this cascade", for verdicts. */
export function valueText(value: CascadeValue, winner: Player, names: Names): string {
  if (value === 'no-win') return 'Neither player can force a third trophy: with best play the cascade ends with no winner.';
  const who = value === 'winner-wins' ? winner : other(winner);
  return `${names[who]} can force a third trophy in this cascade and win.`;
}

/** Short words for an action in a list of best moves: "gray (2 gray cubes and one set of 3 blue)", "pass". */
export function actionText(action: CascadeAction): string {
  return action.type === 'pass' ? 'pass' : `${action.trophy} (${paymentText(action.trophy, action.sets)})`;
}

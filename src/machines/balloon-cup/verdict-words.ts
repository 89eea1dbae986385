// The cascade solver's verdict in words: who can force a third trophy, and the best actions.
// Its own small module because the play page words verdicts too (game-words.ts), while the rest
// of cascade-words.ts (mistakes, told lines, the scoring's compulsory claims) is the puzzles'.
import { other } from '../../engine/balloon-cup/components.ts';
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { CascadeAction } from '../../engine/balloon-cup/cascade.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import type { Names } from './story.ts';
import { colorParams, paymentText } from './payment-words.ts';
import { m } from '../../paraglide/words/bcwords.ts';

/** "Mike wins this cascade" / "no winner in this cascade", for verdicts. */
export function valueText(value: CascadeValue, winner: Player, names: Names): string {
  if (value === 'no-win') return m.value_no_win();
  const who = value === 'winner-wins' ? winner : other(winner);
  return m.value_win({ player: names[who] });
}

/** Short words for an action in a list of best moves: "gray (2 gray cubes and one set of 3 blue)", "pass". */
export function actionText(action: CascadeAction): string {
  return action.type === 'pass' ? m.action_pass() : m.action_claim({ ...colorParams(action.trophy), payment: paymentText(action.trophy, action.sets) });
}

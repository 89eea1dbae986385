/**
 * The words of the trainer's Balloon Cup cascades (engine/balloon-cup/cascade-mine.ts), written
 * from the solver's facts each puzzle carries: its themes name the hint and the rule it teaches;
 * its best first actions, its value and main line, and its first wrong action with the solver's
 * refutation make the explanation. Each sentence is a whole message (src/messages/bctrainer/); the trainer (components/trainer/BcTrainer.tsx) says them.
 */
import type { MinedCascade, MinedCascadeTheme } from '../../engine/balloon-cup/cascade-mine.ts';
import type { CascadeAction, CascadePosition } from '../../engine/balloon-cup/cascade.ts';
import { parseCascadeActionJson } from '../../engine/balloon-cup/cascade-action.ts';
import type { CascadeActionJson } from '../../engine/balloon-cup/cascade-action.ts';
import { decodeCascade } from '../../engine/balloon-cup/cascade-code.ts';
import { choiceLabel, mistakeFact, mistakeWords } from './cascade-words.ts';
import type { Names } from './story.ts';
import { m } from '../../paraglide/words/bctrainer.ts';

/**
 * The theme the hint teaches, most telling first, and the rule each cites (components/rules/codes.ts):
 * a puzzle with no theme (a win for W with nothing special in it) is about counting sets.
 */
const HINT_ORDER: ReadonlyArray<readonly [MinedCascadeTheme, string]> = [
  ['win-now', 'third-trophy'],
  ['order-matters', 'order-matters'],
  ['hold-back', 'cascade-pass'],
  ['compulsory-gift', 'compulsory-claims'],
  ['limit-the-damage', 'limit-the-damage'],
  ['long-cascade', 'cascade-part'],
  ['the-other-players-claim', 'the-other-players-claim'],
];

type Lead = MinedCascadeTheme | 'counting-sets';
function lead(puzzle: Pick<MinedCascade, 'themes'>): Lead {
  return HINT_ORDER.find(([theme]) => puzzle.themes.includes(theme))?.[0] ?? 'counting-sets';
}

/** The code of the rule a puzzle's hint and explanation teach. */
export function bcTeaches(puzzle: Pick<MinedCascade, 'themes'>): string {
  const theme = lead(puzzle);
  return HINT_ORDER.find(([t]) => t === theme)?.[1] ?? 'counting-sets';
}

export function bcHint(puzzle: Pick<MinedCascade, 'themes' | 'side'>): string {
  switch (lead(puzzle)) {
    case 'win-now': return m.hint_win_now();
    case 'order-matters': return m.hint_order_matters();
    case 'hold-back': return m.hint_hold_back({ side: puzzle.side });
    case 'compulsory-gift': return m.hint_compulsory_gift();
    case 'limit-the-damage': return m.hint_limit_the_damage();
    case 'long-cascade': return m.hint_long_cascade();
    case 'the-other-players-claim': return m.hint_the_other_players_claim();
    case 'counting-sets': return m.hint_counting_sets();
  }
}

function action(json: CascadeActionJson): CascadeAction {
  const read = parseCascadeActionJson(json);
  if (!read.ok) throw new Error('internal: a stored action the engine cannot read');
  return read.value;
}

/**
 * The explanation: the best first choice(s) as the board labels them, what best play gives and
 * how long the solver's line is, and the first wrong choice with the solver's refutation.
 */
export function bcExplanation(puzzle: MinedCascade, names: Names): string {
  const decoded = decodeCascade(puzzle.position);
  if (!decoded.ok) throw new Error(`internal: ${puzzle.id}: a position the engine cannot read`);
  const position: CascadePosition = decoded.value;
  const labels = puzzle.answer.map((a) => choiceLabel(position, action(a), names));
  const best = labels.length === 1 ? m.explain_best_one({ first: labels[0]! }) : m.explain_best_two({ first: labels[0]!, second: labels[1]! });
  const result = (puzzle.goal === 'win' ? m.explain_win : m.explain_hold)({ count: puzzle.line.length });
  const wrong = puzzle.wrong[0]!;
  const reason = mistakeWords(mistakeFact(position, action(wrong.action), wrong.value, wrong.line.map(action)), names);
  return `${best} ${result} ${m.explain_wrong({ count: puzzle.wrong.length })} ${reason}`;
}

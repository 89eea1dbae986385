// Claim cascades put into words for the puzzle and the sandbox: what a claim or pass did, the
// label of a choice, and why a mistaken first action loses (read from the solver's values and
// its refutation line). Like story.ts it answers no rules question: every step comes from
// cascade.ts, every verdict from the solver. The verdict's own words are verdict-words.ts.
import { TRADE_SET_SIZE, other } from '../../engine/balloon-cup/components.ts';
import type { Color, Player } from '../../engine/balloon-cup/components.ts';
import type { CascadeAction, CascadePosition, CascadeStep, Players } from '../../engine/balloon-cup/cascade.ts';
import { applyCascadeAction } from '../../engine/balloon-cup/cascade.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import type { ScoringSolution } from '../../engine/balloon-cup/cascade-scoring.ts';
import { isWinFor } from '../../engine/balloon-cup/cascade-solver.ts';
import type { Names } from './story.ts';
import { colorParams, nameForm, paymentText, playerParams } from './payment-words.ts';
import { actionText, valueText } from './verdict-words.ts';
import { m } from '../../paraglide/words/cascade.ts';

/** The value seen from one player: their win, no winner, or their loss. */
export type SideValue = 'win' | 'no-win' | 'loss';

export function sideValue(value: CascadeValue, player: Player, winner: Player): SideValue {
  if (value === 'no-win') return 'no-win';
  return isWinFor(value, player, winner) ? 'win' : 'loss';
}

/** Button label for one action of the player whose part it is. */
export function choiceLabel(position: CascadePosition, action: CascadeAction, names: Names): string {
  if (action.type === 'claim') return m.choice_claim({ ...colorParams(action.trophy), payment: paymentText(action.trophy, action.sets) });
  return position.part === position.winner
    ? m.choice_pass(playerParams(names[other(position.winner)]))
    : m.choice_decline();
}

/** What one action did, with the parts the engine then passed by itself and the end. */
export function tellAction(position: CascadePosition, action: CascadeAction, step: CascadeStep, names: Names): string {
  const who = names[position.part];
  const parts: string[] = [];
  if (action.type === 'claim') {
    const params = { ...playerParams(who), ...colorParams(action.trophy), payment: paymentText(action.trophy, action.sets) };
    parts.push(step.gameWinner !== null ? m.told_claims_wins(params) : m.told_claims(params));
  } else {
    parts.push(position.part === position.winner ? m.told_passes({ player: who }) : m.told_declines({ player: who }));
  }
  // The events after the action itself: parts with no affordable claim, and the end.
  for (const event of step.events.slice(1)) {
    if (event.type === 'passed') parts.push(m.told_passed_for({ player: names[event.player] }));
    else if (event.type === 'cascade-ended') parts.push(m.told_ended());
  }
  return parts.join(' ');
}

/** Plays one legal action (from cascadeActions or the solver): a refusal is a bug, not input. */
export function play(position: CascadePosition, action: CascadeAction): CascadeStep {
  const step = applyCascadeAction(position, action);
  if (!step.ok) throw new Error(`cascade: a listed action was refused (${step.error}: ${step.message})`);
  return step.value;
}

function setCount(sets: CascadeAction & { type: 'claim' }, color: Color): number {
  return sets.sets[color] ?? 0;
}

/**
 * One sentence on why `action` (by the player whose part it is in `position`) misses the best
 * result, from the value after it and the best play that follows (`line`, from evaluateActions).
 */
export function mistakeReason(
  position: CascadePosition,
  action: CascadeAction,
  value: CascadeValue,
  line: readonly CascadeAction[],
  names: Names,
): string {
  const me = position.part;
  const them = other(me);
  // Every sentence opens with what was done: a pass, a decline, or a claim (with its colour).
  const opening = {
    kind: action.type === 'pass' ? (me === position.winner ? 'pass' : 'decline') : 'claim',
    ...playerParams(names[me]),
    ...(action.type === 'claim' ? colorParams(action.trophy) : { color: '', colorName: '' }),
  };
  // Walk the line to find the opponent's claims, in order.
  const theirClaims: (CascadeAction & { type: 'claim' })[] = [];
  let current: CascadePosition | null = play(position, action).position;
  for (const next of line) {
    if (current === null) break;
    if (current.part === them && next.type === 'claim') theirClaims.push(next);
    current = play(current, next).position;
  }
  const outcome = sideValue(value, me, position.winner);
  if (outcome === 'loss') {
    if (theirClaims.length === 0) return m.mistake_forced({ ...opening, them: names[them] });
    const claims = theirClaims
      .map((c) => m.mistake_claim_item({ ...colorParams(c.trophy), payment: paymentText(c.trophy, c.sets) }))
      .reduceRight((rest, first) => (rest === '' ? first : m.mistake_claim_then({ first, rest })), '');
    const unlocked = action.type === 'claim' && theirClaims.some((c) => setCount(c, action.trophy) > 0) ? action.trophy : null;
    if (unlocked) {
      const count = Math.max(...theirClaims.map((c) => setCount(c, unlocked))) * TRADE_SET_SIZE;
      return m.mistake_unlocked({ ...opening, them: names[them], themForm: nameForm(names[them]), count, claims });
    }
    return m.mistake_reach({ ...opening, them: names[them], claims });
  }
  // A win was there to take, and this action lets it go.
  const reply = theirClaims[0];
  if (reply) {
    const { color: reply_, colorName: replyName } = colorParams(reply.trophy);
    return m.mistake_answered({ ...opening, them: names[them], reply: reply_, replyName });
  }
  return m.mistake_no_way(opening);
}


/** One told step and the table after it. */
export interface Told {
  readonly text: string;
  readonly players: Players;
}

/** Plays a line from a position, telling each action. */
export function tellLine(from: CascadePosition, line: readonly CascadeAction[], names: Names): Told[] {
  const told: Told[] = [];
  let position: CascadePosition | null = from;
  for (const action of line) {
    if (position === null) break;
    const step = play(position, action);
    told.push({ text: tellAction(position, action, step, names), players: step.players });
    position = step.position;
  }
  return told;
}

/** W's compulsory claims at the scoring, in words for a verdict. */
export interface ScoringWords {
  /** One line per claim, in the order the engine makes them: "Kevin must claim green (5 green cubes)". */
  readonly claims: readonly string[];
  /** When there are none, why; otherwise what they leave: the game won, the cascade over, or whose part comes next. */
  readonly after: string;
  /** The verdict: the solver's for the cascade the claims leave, or the end they already make. */
  readonly verdict: string;
}

/** Tells what solveFromScoring found the scoring forces (`winner`: W of the position solved). */
export function scoringWords(solved: ScoringSolution, winner: Player, names: Names): ScoringWords {
  const w = names[winner];
  const o = names[other(winner)];
  const claims = solved.step.events.flatMap((e) =>
    e.type === 'claimed' && e.compulsory ? [m.scoring_must_claim({ player: names[e.player], action: actionText({ type: 'claim', trophy: e.trophy, sets: e.sets }) })] : []);
  const none = claims.length === 0;
  let after: string;
  if (solved.step.gameWinner !== null) {
    after = m.scoring_game_won(playerParams(w));
  } else if (solved.step.position === null) {
    after = none ? m.scoring_none_ends({ player: w }) : m.scoring_after_ends();
  } else if (solved.step.position.part === winner) {
    after = none ? m.scoring_none_starts(playerParams(w)) : m.scoring_goes_on(playerParams(w));
  } else {
    after = none ? m.scoring_none_other({ player: w, other: o, otherForm: nameForm(o) }) : m.scoring_then_other({ player: w, other: o, otherForm: nameForm(o) });
  }
  const verdict = solved.step.gameWinner !== null
    ? m.verdict_won_at_scoring({ player: names[solved.step.gameWinner] })
    : solved.solution === null
      ? m.verdict_over()
      : m.verdict_after_claims({ value: valueText(solved.value, winner, names) });
  return { claims, after, verdict };
}

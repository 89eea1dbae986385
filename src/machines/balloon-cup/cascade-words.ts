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
import { paymentText } from './payment-words.ts';
import { actionText, valueText } from './verdict-words.ts';

/** The value seen from one player: their win, no winner, or their loss. */
export type SideValue = 'win' | 'no-win' | 'loss';

export function sideValue(value: CascadeValue, player: Player, winner: Player): SideValue {
  if (value === 'no-win') return 'no-win';
  return isWinFor(value, player, winner) ? 'win' : 'loss';
}

/** Button label for one action of the player whose part it is. */
export function choiceLabel(position: CascadePosition, action: CascadeAction, names: Names): string {
  if (action.type === 'claim') return `Claim ${action.trophy}: pay ${paymentText(action.trophy, action.sets)}`;
  return position.part === position.winner
    ? `Pass: hand the cascade to ${names[other(position.winner)]}`
    : 'Decline: end the cascade';
}

/** What one action did, with the parts the engine then passed by itself and the end. */
export function tellAction(position: CascadePosition, action: CascadeAction, step: CascadeStep, names: Names): string {
  const who = names[position.part];
  const parts: string[] = [];
  if (action.type === 'claim') {
    parts.push(`${who} claims the ${action.trophy} trophy, paying ${paymentText(action.trophy, action.sets)}.`);
    if (step.gameWinner !== null) parts.push(`That is ${who}'s third trophy: ${who} wins.`);
  } else {
    parts.push(position.part === position.winner ? `${who} passes.` : `${who} declines to claim.`);
  }
  // The events after the action itself: parts with no affordable claim, and the end.
  for (const event of step.events.slice(1)) {
    if (event.type === 'passed') parts.push(`${names[event.player]} cannot pay for any trophy, so that part passes.`);
    else if (event.type === 'cascade-ended') parts.push('The cascade is over, with no winner.');
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
  const prefix = action.type === 'pass'
    ? `If ${names[me]} ${me === position.winner ? 'passes' : 'declines'} now`
    : `After ${names[me]} claims ${action.trophy}`;
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
    if (theirClaims.length === 0) return `${prefix}, ${names[them]} can force a third trophy.`;
    const claims = theirClaims.map((c, i) => `${i === 0 ? 'the ' : ''}${c.trophy} trophy with ${paymentText(c.trophy, c.sets)}`);
    const paid = `claims ${claims.join(', then the ')}, a third trophy`;
    const unlocked = action.type === 'claim' && theirClaims.some((c) => setCount(c, action.trophy) > 0) ? action.trophy : null;
    if (unlocked) {
      const n = Math.max(...theirClaims.map((c) => setCount(c, unlocked))) * TRADE_SET_SIZE;
      return `${prefix}, ${unlocked} is a claimed color, so ${names[them]}'s ${n} ${unlocked} cubes can be traded: ${names[them]} ${paid}.`;
    }
    return `${prefix}, ${names[them]} can reach a third trophy: ${names[them]} ${paid}.`;
  }
  // A win was there to take, and this action lets it go.
  const reply = theirClaims[0];
  if (reply) {
    return `${prefix}, ${names[them]} answers by claiming the ${reply.trophy} trophy, and ${names[me]} can no longer pay for a third trophy: no winner.`;
  }
  return `${prefix}, ${names[me]} has no way left to pay for a third trophy, and the cascade ends with no winner.`;
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
    e.type === 'claimed' && e.compulsory ? [`${names[e.player]} must claim ${actionText({ type: 'claim', trophy: e.trophy, sets: e.sets })}`] : []);
  const none = claims.length === 0;
  let after: string;
  if (solved.step.gameWinner !== null) {
    after = `That is ${w}'s third trophy: the compulsory claims end the game, and ${w} wins before anyone has a choice.`;
  } else if (solved.step.position === null) {
    after = `${none ? `${w} has no compulsory claim, and nobody` : 'After them nobody'} can pay for a trophy: the cascade ends at once, with no winner.`;
  } else if (solved.step.position.part === winner) {
    after = none
      ? `${w} has no compulsory claim: no unclaimed trophy is covered by ${w}'s cubes of its own color. The cascade starts with ${w}'s part.`
      : `The cascade goes on with ${w}'s part: any claims with trades are ${w}'s choice.`;
  } else {
    after = `${none ? `${w} has no compulsory claim and` : `${w} then`} cannot pay for any trophy, so the cascade goes on with ${o}'s part.`;
  }
  const verdict = solved.step.gameWinner !== null
    ? `${names[solved.step.gameWinner]} wins the game at the scoring, with no choice made.`
    : solved.solution === null
      ? 'Nobody wins: the cascade is over before anyone has a choice.'
      : `${valueText(solved.value, winner, names)} (Solved from the position after the compulsory claims.)`;
  return { claims, after, verdict };
}

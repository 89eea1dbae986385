// Claim cascades put into words for the puzzle and the sandbox: what a claim or pass did, the
// label of a choice, and why a mistaken first action loses (read from the solver's values and
// its refutation line). Like story.ts it answers no rules question: every step comes from
// cascade.ts, every verdict from the solver. The verdict's own words are verdict-words.ts.
import { TRADE_SET_SIZE, other } from '../../engine/balloon-cup/components.ts';
import type { Color, Player } from '../../engine/balloon-cup/components.ts';
import type { CascadeAction, CascadePosition, CascadeStep, Players } from '../../engine/balloon-cup/cascade.ts';
import { applyCascadeAction } from '../../engine/balloon-cup/cascade.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import type { Sets } from '../../engine/balloon-cup/state.ts';
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

/**
 * One step of a cascade as facts: who did what (a claim, W's pass, O's decline, or a claim the
 * scoring made compulsory), whether it won the game, the parts the engine then passed by itself
 * and the end, with the table after it. Worded by stepWords, cited by cascadeStepCode.
 */
export interface CascadeStepFact {
  readonly kind: 'claim' | 'pass' | 'decline' | 'compulsory';
  readonly player: Player;
  /** The claim's trophy and trade sets (a pass or decline has none). */
  readonly trophy: Color | null;
  readonly sets: Sets;
  readonly wins: boolean;
  /** Parts that passed by themselves after the action (each player), and whether the cascade then ended. */
  readonly passedFor: readonly Player[];
  readonly ended: boolean;
  readonly players: Players;
}

/** The facts of one action and what the engine did after it. */
export function stepFact(position: CascadePosition, action: CascadeAction, step: CascadeStep): CascadeStepFact {
  const after = step.events.slice(1);
  return {
    kind: action.type === 'claim' ? 'claim' : position.part === position.winner ? 'pass' : 'decline',
    player: position.part,
    trophy: action.type === 'claim' ? action.trophy : null,
    sets: action.type === 'claim' ? action.sets : {},
    wins: step.gameWinner !== null,
    passedFor: after.flatMap((e) => (e.type === 'passed' ? [e.player] : [])),
    ended: after.some((e) => e.type === 'cascade-ended'),
    players: step.players,
  };
}

/** The codes a cascade step cites (components/rules/codes.ts). */
export const CASCADE_STEP_CODES = ['compulsory-claim', 'claimed', 'claimed-trade', 'third-trophy', 'cascade-pass', 'cascade-decline'] as const;
export type CascadeStepCode = (typeof CASCADE_STEP_CODES)[number];

/** The rule a step rests on: a third trophy ends the game, a trade, a plain or compulsory claim, a pass or a decline. */
export function cascadeStepCode(fact: CascadeStepFact): CascadeStepCode {
  if (fact.wins) return 'third-trophy';
  if (fact.kind === 'compulsory') return 'compulsory-claim';
  if (fact.kind === 'pass') return 'cascade-pass';
  if (fact.kind === 'decline') return 'cascade-decline';
  return Object.values(fact.sets).some((n) => (n ?? 0) > 0) ? 'claimed-trade' : 'claimed';
}

/** One step in words: what was done, the parts passed by themselves, and the end. */
export function stepWords(fact: CascadeStepFact, names: Names): string {
  const who = names[fact.player];
  if (fact.kind === 'compulsory') {
    return m.intro_compulsory({ player: who, ...colorParams(fact.trophy!), payment: paymentText(fact.trophy!, fact.sets) });
  }
  const parts: string[] = [];
  if (fact.kind === 'claim') {
    const params = { ...playerParams(who), ...colorParams(fact.trophy!), payment: paymentText(fact.trophy!, fact.sets) };
    parts.push(fact.wins ? m.told_claims_wins(params) : m.told_claims(params));
  } else {
    parts.push(fact.kind === 'pass' ? m.told_passes({ player: who }) : m.told_declines({ player: who }));
  }
  for (const player of fact.passedFor) parts.push(m.told_passed_for({ player: names[player] }));
  if (fact.ended) parts.push(m.told_ended());
  return parts.join(' ');
}

/** A sentence and the code of the rule it cites (components/rules/codes.ts; null: none). */
export interface Cited {
  readonly text: string;
  readonly code: string | null;
}

/** A step in words, with its rule. */
export function stepCited(step: CascadeStepFact, names: Names): Cited {
  return { text: stepWords(step, names), code: cascadeStepCode(step) };
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

/** The codes of why a first action misses the best result (components/rules/codes.ts). */
export const MISTAKE_CODES = ['mistake-forced', 'mistake-unlocked', 'mistake-reach', 'mistake-answered', 'mistake-no-way'] as const;

/** A claim in a refutation line: its trophy and trade sets. */
export interface ClaimFact {
  readonly trophy: Color;
  readonly sets: Sets;
}

/**
 * Why `action` misses the best result, as facts: what was done (`kind`, the claim's `trophy`) by
 * `player`, and what `them` does with it: forces a third trophy, trades the colour the claim
 * unlocked (`count` cubes) or reaches one with `claims`, or (a win let go) answers with a `reply`
 * claim or has none to make.
 */
export type MistakeFact = {
  readonly kind: 'pass' | 'decline' | 'claim';
  readonly player: Player;
  readonly them: Player;
  readonly trophy: Color | null;
} & (
  | { readonly code: 'mistake-forced' }
  | { readonly code: 'mistake-unlocked'; readonly count: number; readonly claims: readonly ClaimFact[] }
  | { readonly code: 'mistake-reach'; readonly claims: readonly ClaimFact[] }
  | { readonly code: 'mistake-answered'; readonly reply: Color }
  | { readonly code: 'mistake-no-way' }
);

/**
 * Why `action` (by the player whose part it is in `position`) misses the best result, from the
 * value after it and the best play that follows (`line`, from evaluateActions).
 */
export function mistakeFact(position: CascadePosition, action: CascadeAction, value: CascadeValue, line: readonly CascadeAction[]): MistakeFact {
  const me = position.part;
  const them = other(me);
  const opening = {
    kind: action.type === 'pass' ? (me === position.winner ? 'pass' as const : 'decline' as const) : 'claim' as const,
    player: me,
    them,
    trophy: action.type === 'claim' ? action.trophy : null,
  };
  // Walk the line to find the opponent's claims, in order.
  const theirClaims: (CascadeAction & { type: 'claim' })[] = [];
  let current: CascadePosition | null = play(position, action).position;
  for (const next of line) {
    if (current === null) break;
    if (current.part === them && next.type === 'claim') theirClaims.push(next);
    current = play(current, next).position;
  }
  const claims = theirClaims.map((c) => ({ trophy: c.trophy, sets: c.sets }));
  if (sideValue(value, me, position.winner) === 'loss') {
    if (theirClaims.length === 0) return { ...opening, code: 'mistake-forced' };
    const unlocked = action.type === 'claim' && theirClaims.some((c) => setCount(c, action.trophy) > 0) ? action.trophy : null;
    if (unlocked) {
      const count = Math.max(...theirClaims.map((c) => setCount(c, unlocked))) * TRADE_SET_SIZE;
      return { ...opening, code: 'mistake-unlocked', count, claims };
    }
    return { ...opening, code: 'mistake-reach', claims };
  }
  // A win was there to take, and this action lets it go.
  const reply = theirClaims[0];
  return reply ? { ...opening, code: 'mistake-answered', reply: reply.trophy } : { ...opening, code: 'mistake-no-way' };
}

/** The reason in one sentence, with the players' names. */
export function mistakeWords(fact: MistakeFact, names: Names): string {
  // Every sentence opens with what was done: a pass, a decline, or a claim (with its colour).
  const opening = {
    kind: fact.kind,
    ...playerParams(names[fact.player]),
    ...(fact.trophy !== null ? colorParams(fact.trophy) : { color: '', colorName: '' }),
  };
  const them = names[fact.them];
  const claimList = (claims: readonly ClaimFact[]) => claims
    .map((c) => m.mistake_claim_item({ ...colorParams(c.trophy), payment: paymentText(c.trophy, c.sets) }))
    .reduceRight((rest, first) => (rest === '' ? first : m.mistake_claim_then({ first, rest })), '');
  switch (fact.code) {
    case 'mistake-forced':
      return m.mistake_forced({ ...opening, them });
    case 'mistake-unlocked':
      return m.mistake_unlocked({ ...opening, them, themForm: nameForm(them), count: fact.count, claims: claimList(fact.claims) });
    case 'mistake-reach':
      return m.mistake_reach({ ...opening, them, claims: claimList(fact.claims) });
    case 'mistake-answered': {
      const { color: reply, colorName: replyName } = colorParams(fact.reply);
      return m.mistake_answered({ ...opening, them, reply, replyName });
    }
    case 'mistake-no-way':
      return m.mistake_no_way(opening);
  }
}

/** One told step and the table after it. */
export interface Told {
  readonly text: string;
  readonly players: Players;
}

/** Plays a line from a position: each action's facts. */
export function lineFacts(from: CascadePosition, line: readonly CascadeAction[]): CascadeStepFact[] {
  const facts: CascadeStepFact[] = [];
  let position: CascadePosition | null = from;
  for (const action of line) {
    if (position === null) break;
    const step = play(position, action);
    facts.push(stepFact(position, action, step));
    position = step.position;
  }
  return facts;
}

/** Plays a line from a position, telling each action. */
export function tellLine(from: CascadePosition, line: readonly CascadeAction[], names: Names): Told[] {
  return lineFacts(from, line).map((fact) => ({ text: stepWords(fact, names), players: fact.players }));
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

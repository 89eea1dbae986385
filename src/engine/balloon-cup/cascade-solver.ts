// Perfect play in a claim cascade (rules §6, "Cascade values"). The cascade is a small finite
// game (every claim takes a trophy off the table, every pass moves the part on or ends it), so a
// full minimax with a memo is exact.
//
// Two layers: the actions the API names (first actions, the principal variation) come from
// cascade.ts, the flow the game itself uses; below them a do/undo search on ten cube counts and
// two trophy masks computes values allocating little more than its memo, so solves stay in
// microseconds and seldom meet the garbage collector. The unit tests hold the two layers to
// each other and to an independent minimax.
import { COLORS, TRADE_SET_SIZE, TROPHIES_TO_WIN, TROPHY_COST } from './components.ts';
import type { Player } from './components.ts';
import type { CascadeAction, CascadePosition, CascadeStep } from './cascade.ts';
import { applyCascadeAction, cascadeActions } from './cascade.ts';

/** Always named from the point of view of W (the scoring winner) and O (the other player). */
export type CascadeValue = 'winner-wins' | 'no-win' | 'other-wins';
export const CASCADE_VALUES = ['winner-wins', 'no-win', 'other-wins'] as const satisfies readonly CascadeValue[];

export interface CascadeSolution {
  readonly value: CascadeValue;
  /** Every first action of the player whose part it is that achieves `value`, in action order. */
  readonly best: readonly CascadeAction[];
  /** One line of best play from here to the end of the cascade (starts with a `best` action). */
  readonly pv: readonly CascadeAction[];
}

export interface ActionEvaluation {
  readonly action: CascadeAction;
  /** The value with perfect play after this action. */
  readonly value: CascadeValue;
  /** Best play after this action to the end of the cascade: the reply that refutes a mistake. */
  readonly line: readonly CascadeAction[];
}

/** Whether `value` is a win for `player`, given who W is. */
export function isWinFor(value: CascadeValue, player: Player, winner: Player): boolean {
  return value === (player === winner ? 'winner-wins' : 'other-wins');
}

// ---------------------------------------------------------------------------------------------
// Outcomes: score +1 W wins, 0 no win, −1 O wins, with the number of actions to the end of the
// line. The mover prefers a better score; at an equal score a faster win or draw, a slower loss
// (so a shown line wins as directly as it can and a refuted side resists as long as it can).

interface Outcome {
  readonly score: number;
  readonly plies: number;
}

const VALUE_OF_SCORE: readonly CascadeValue[] = ['other-wins', 'no-win', 'winner-wins'];

function valueOf(score: number): CascadeValue {
  return VALUE_OF_SCORE[score + 1]!;
}

/** Packs an outcome into one small integer for the memo: (score + 1) * 64 + plies. */
function pack(score: number, plies: number): number {
  return (score + 1) * 64 + plies;
}

function better(sign: number, score: number, plies: number, bestScore: number, bestPlies: number): boolean {
  if (score !== bestScore) return sign * score > sign * bestScore;
  return sign * score < 0 ? plies > bestPlies : plies < bestPlies;
}

// ---------------------------------------------------------------------------------------------
// The search. cubes[p * 5 + c] in COLORS order, masks[p] bit c = trophy held.

const COST = COLORS.map((c) => TROPHY_COST[c]);
const NO_OUTCOME = -1;

interface Search {
  readonly cubes: number[];
  readonly masks: number[];
  readonly winner: Player;
  readonly tradeAfterWin: boolean;
  readonly memo: Map<number | string, number>;
}

function newSearch(position: CascadePosition): Search {
  return { cubes: new Array<number>(10).fill(0), masks: [0, 0], winner: position.winner, tradeAfterWin: position.tradeAfterWin, memo: new Map() };
}

function load(search: Search, position: CascadePosition): void {
  for (let p = 0; p < 2; p += 1) {
    const player = position.players[p]!;
    let mask = 0;
    for (let c = 0; c < 5; c += 1) {
      const color = COLORS[c]!;
      search.cubes[p * 5 + c] = player.cubes[color];
      if (player.trophies.includes(color)) mask |= 1 << c;
    }
    search.masks[p] = mask;
  }
}

/** 4 bits per cube count, two 5-bit masks, the part: 51 bits, exact in a double (W and the trade option are fixed for a solve). */
function keyOf(search: Search, part: number): number | string {
  let key = 0;
  for (let i = 0; i < 10; i += 1) {
    const n = search.cubes[i]!;
    if (n > 15) return `${search.cubes.join(',')}/${search.masks[0]}/${search.masks[1]}/${part}`;
    key = key * 16 + n;
  }
  return ((key * 32 + search.masks[0]!) * 32 + search.masks[1]!) * 2 + part;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n += 1;
  return n;
}

function tradesFor(search: Search, part: number): boolean {
  return !search.tradeAfterWin || part === search.winner;
}

/** Sets of 3 available to `part` from claimed colors. */
function setsHeld(search: Search, part: number, claimed: number): number {
  let sets = 0;
  for (let c = 0; c < 5; c += 1) {
    if (claimed & (1 << c)) sets += Math.floor(search.cubes[part * 5 + c]! / TRADE_SET_SIZE);
  }
  return sets;
}

function canClaim(search: Search, part: number): boolean {
  const claimed = search.masks[0]! | search.masks[1]!;
  const sets = tradesFor(search, part) ? setsHeld(search, part, claimed) : 0;
  for (let c = 0; c < 5; c += 1) {
    if (claimed & (1 << c)) continue;
    if (COST[c]! - Math.min(search.cubes[part * 5 + c]!, COST[c]!) <= sets) return true;
  }
  return false;
}

/** The outcome once a part is about to start: parts with no affordable claim pass by themselves. */
function settle(search: Search, part: number): number {
  if (canClaim(search, part)) return node(search, part);
  if (part === search.winner) return settle(search, 1 - part);
  return pack(0, 0);
}

/** The mover's better of two packed outcomes (each already counting the mover's action). */
function prefer(sign: number, a: number, b: number): number {
  if (a === NO_OUTCOME) return b;
  const sa = Math.floor(a / 64) - 1;
  const sb = Math.floor(b / 64) - 1;
  return better(sign, sb, b % 64, sa, a % 64) ? b : a;
}

/** Best outcome (packed) for the player whose part it is, over every claim and the pass. */
function node(search: Search, part: number): number {
  const key = keyOf(search, part);
  const hit = search.memo.get(key);
  if (hit !== undefined) return hit;
  const sign = part === search.winner ? 1 : -1;
  // Pass: W hands the cascade to O; O ends it. (+1: the pass itself is an action.)
  let best = (part === search.winner ? settle(search, 1 - part) : pack(0, 0)) + 1;
  const claimed = search.masks[0]! | search.masks[1]!;
  const trades = tradesFor(search, part);
  const base = part * 5;
  for (let c = 0; c < 5; c += 1) {
    if (claimed & (1 << c)) continue;
    const natives = Math.min(search.cubes[base + c]!, COST[c]!);
    const need = COST[c]! - natives;
    if (need > 0 && (!trades || setsHeld(search, part, claimed) < need)) continue;
    search.cubes[base + c]! -= natives;
    search.masks[part]! |= 1 << c;
    const outcome = payments(search, part, claimed, 0, need);
    if (outcome !== NO_OUTCOME) best = prefer(sign, best, outcome);
    search.masks[part]! &= ~(1 << c);
    search.cubes[base + c]! += natives;
  }
  search.memo.set(key, best);
  return best;
}

/**
 * The mover's best outcome over every split of `left` missing cubes into sets of claimed
 * colors from `color` on (cubes are taken and put back), the trophy already taken in `search`.
 */
function payments(search: Search, part: number, claimed: number, color: number, left: number): number {
  if (left === 0) {
    const sign = part === search.winner ? 1 : -1;
    const after = bitCount(search.masks[part]!) >= TROPHIES_TO_WIN ? pack(sign, 0) : settle(search, search.winner);
    return after + 1;
  }
  const sign = part === search.winner ? 1 : -1;
  const base = part * 5;
  let best = NO_OUTCOME;
  for (let t = color; t < 5; t += 1) {
    if (!(claimed & (1 << t))) continue;
    const max = Math.min(Math.floor(search.cubes[base + t]! / TRADE_SET_SIZE), left);
    for (let n = 1; n <= max; n += 1) {
      search.cubes[base + t]! -= n * TRADE_SET_SIZE;
      const outcome = payments(search, part, claimed, t + 1, left - n);
      search.cubes[base + t]! += n * TRADE_SET_SIZE;
      if (outcome !== NO_OUTCOME) best = prefer(sign, best, outcome);
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// The named layer: first actions through cascade.ts.

function apply(position: CascadePosition, action: CascadeAction): CascadeStep {
  const step = applyCascadeAction(position, action);
  // cascadeActions lists only legal actions, so a refusal is an engine bug, not bad input.
  if (!step.ok) throw new Error(`cascade solver: listed action refused (${step.error}: ${step.message})`);
  return step.value;
}

function unpack(packed: number): Outcome {
  return { score: Math.floor(packed / 64) - 1, plies: packed % 64 };
}

/**
 * The outcome of one listed action, played on the search arrays (the action comes from
 * cascadeActions, so it is legal; natives first, then its sets, as trophies.ts pays).
 */
function actionOutcome(search: Search, position: CascadePosition, action: CascadeAction): Outcome {
  load(search, position);
  const part = position.part;
  if (action.type === 'pass') return unpack(part === search.winner ? settle(search, 1 - part) : pack(0, 0));
  const base = part * 5;
  const c = COLORS.indexOf(action.trophy);
  search.cubes[base + c]! -= Math.min(search.cubes[base + c]!, COST[c]!);
  COLORS.forEach((color, t) => {
    search.cubes[base + t]! -= (action.sets[color] ?? 0) * TRADE_SET_SIZE;
  });
  search.masks[part]! |= 1 << c;
  if (bitCount(search.masks[part]!) >= TROPHIES_TO_WIN) return { score: part === search.winner ? 1 : -1, plies: 0 };
  return unpack(settle(search, search.winner));
}

interface Scored {
  readonly action: CascadeAction;
  readonly outcome: Outcome;
}

function scoreActions(search: Search, position: CascadePosition): Scored[] {
  return cascadeActions(position).map((action) => ({ action, outcome: actionOutcome(search, position, action) }));
}

/** The mover's choice among scored actions: best outcome, the first in action order on a tie. */
function choose(position: CascadePosition, scored: readonly Scored[]): Scored {
  const sign = position.part === position.winner ? 1 : -1;
  let best = scored[0]!;
  for (const s of scored) {
    if (better(sign, s.outcome.score, s.outcome.plies, best.outcome.score, best.outcome.plies)) best = s;
  }
  return best;
}

/** Best play from `start` to the end, each action played through cascade.ts. */
function lineFrom(search: Search, start: CascadePosition | null): CascadeAction[] {
  const line: CascadeAction[] = [];
  for (let position = start; position !== null;) {
    const { action } = choose(position, scoreActions(search, position));
    line.push(action);
    position = apply(position, action).position;
  }
  return line;
}

/** The value after each legal first action, with the best play that follows it. */
export function evaluateActions(position: CascadePosition): ActionEvaluation[] {
  const search = newSearch(position);
  return scoreActions(search, position).map(({ action, outcome }) => ({
    action,
    value: valueOf(outcome.score),
    line: lineFrom(search, apply(position, action).position),
  }));
}

/** Solves a running cascade, from a cold memo. */
export function solveCascade(position: CascadePosition): CascadeSolution {
  const search = newSearch(position);
  const scored = scoreActions(search, position);
  const chosen = choose(position, scored);
  return {
    value: valueOf(chosen.outcome.score),
    best: scored.filter((s) => s.outcome.score === chosen.outcome.score).map((s) => s.action),
    pv: [chosen.action, ...lineFrom(search, apply(position, chosen.action).position)],
  };
}

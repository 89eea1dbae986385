// Open-hands endings (double-dummy): with both hands, the supply's order and the bag's order all
// known, a Balloon Cup game is a deterministic two-player game, so "can the mover reach the goal
// within N of their own turns whatever the opponent plays?" has an exact answer by exhaustive
// AND/OR search over the real rules (legalMoves + apply, cascades included).
import { apply } from './apply.ts';
import { other } from './components.ts';
import type { Color, Player } from './components.ts';
import { legalMoves, mover } from './moves.ts';
import type { GameState, Move } from './state.ts';

/** Win the game, or claim this trophy before the opponent does. */
export type EndingGoal = { readonly kind: 'game' } | { readonly kind: 'trophy'; readonly trophy: Color };

/** Why a line failed for the solver: the opponent won the game or took the trophy, the game ended blocked, or the turns ran out. */
export type EndingFailure = 'opponent-won' | 'trophy-taken' | 'blocked' | 'out-of-turns';

export interface EndingRefutation {
  /** The wrong first move. */
  readonly move: Move;
  /** Play after it, the opponent's best reply first, until the solver's next turn (or the end). */
  readonly line: readonly Move[];
  /** What the line leaves: the reason the goal is now out of reach. */
  readonly failure: EndingFailure;
}

export interface EndingProof {
  /** Every legal first move, in legalMoves order, and whether it reaches the goal against every defence. */
  readonly winning: readonly Move[];
  readonly wrong: readonly EndingRefutation[];
  /** Positions searched (cached ones counted once). */
  readonly nodes: number;
}

/** The search gave up: more than `limit` positions (the generator skips such positions). */
export class EndingSearchLimit extends Error {}

/** Reached, lost, or still open, for `solver` and `goal`. */
function outcome(state: GameState, solver: Player, goal: EndingGoal): 'win' | 'loss' | null {
  if (goal.kind === 'trophy') {
    if (state.players[solver].trophies.includes(goal.trophy)) return 'win';
    if (state.players[other(solver)].trophies.includes(goal.trophy) || state.result) return 'loss';
    return null;
  }
  if (!state.result) return null;
  return state.result.winner === solver ? 'win' : 'loss';
}

/** A new turn starts here: no cascade running and no exchange waiting for its placement. */
function turnStarts(state: GameState): boolean {
  return state.cascade === null && !state.exchanged && state.result === null;
}

function key(state: GameState, turns: number): string {
  const { tiles, hands, supply, discard, bag, players, toMove, exchanged, cascade, rng } = state;
  return JSON.stringify([turns, tiles, hands, supply.length, discard, bag.length, players, toMove, exchanged, cascade, rng]);
}

function next(state: GameState, move: Move): GameState {
  const played = apply(state, move);
  if (!played.ok) throw new Error(`internal: illegal move in ending search: ${JSON.stringify(move)}`);
  return played.value.state;
}

/** Moves that score or claim first: they end games, so both sides' good moves are found sooner. */
function ordered(state: GameState): Array<{ move: Move; after: GameState }> {
  const out = legalMoves(state).map((move) => ({ move, after: next(state, move) }));
  const weight = (s: GameState): number => (s.result ? 0 : s.cascade ? 1 : 2);
  return out.map((o, i) => ({ o, i })).sort((a, b) => weight(a.o.after) - weight(b.o.after) || a.i - b.i).map(({ o }) => o);
}

export class EndingSearch {
  readonly #memo = new Map<string, boolean>();
  nodes = 0;
  readonly solver: Player;
  readonly goal: EndingGoal;
  readonly limit: number;
  constructor(solver: Player, goal: EndingGoal, limit = 2_000_000) {
    this.solver = solver;
    this.goal = goal;
    this.limit = limit;
  }

  /**
   * Whether the solver reaches the goal from `state` whatever the opponent plays, with `turns`
   * of their own turns still to start (a turn already under way, or its cascade, is free). The
   * goal must come by the end of the solver's last turn: when any later turn would start, it failed.
   */
  wins(state: GameState, turns: number): boolean {
    const o = outcome(state, this.solver, this.goal);
    if (o) return o === 'win';
    let left = turns;
    if (turnStarts(state)) {
      if (turns === 0) return false;
      if (state.toMove === this.solver) left = turns - 1;
    }
    const k = key(state, turns);
    const known = this.#memo.get(k);
    if (known !== undefined) return known;
    this.nodes += 1;
    if (this.nodes > this.limit) throw new EndingSearchLimit(`ending search over ${this.limit} positions`);
    const mine = mover(state) === this.solver;
    let result = !mine;
    for (const { after } of ordered(state)) {
      if (this.wins(after, left) === mine) {
        result = mine;
        break;
      }
    }
    this.#memo.set(k, result);
    return result;
  }

  /** The turns the solver has left after `state` became `after` (the move at `state` may start a turn). */
  turnsAfter(state: GameState, turns: number): number {
    return turnStarts(state) && state.toMove === this.solver ? turns - 1 : turns;
  }

  /**
   * The refuting play after a wrong move: the opponent's reply that keeps the goal out of reach
   * (one that wins for them, or scores, before a quiet one), and on through any cascade, until
   * the solver's next turn starts or the game ends. At the solver's own cascade choices every
   * choice fails; the first is shown.
   */
  refute(state: GameState, turns: number): { line: Move[]; failure: EndingFailure } {
    const line: Move[] = [];
    let at = state;
    let left = turns;
    for (;;) {
      const o = outcome(at, this.solver, this.goal);
      if (o === 'loss') {
        const failure: EndingFailure = at.result?.winner === other(this.solver) ? 'opponent-won' : at.result ? 'blocked' : 'trophy-taken';
        return { line, failure };
      }
      if (o === 'win') throw new Error('internal: a refutation reached the goal');
      if (turnStarts(at) && (left === 0 || (at.toMove === this.solver && line.length > 0))) return { line, failure: 'out-of-turns' };
      const nextLeft = this.turnsAfter(at, left);
      const mine = mover(at) === this.solver;
      const choices = ordered(at);
      const pick = mine ? choices[0] : choices.find(({ after }) => !this.wins(after, nextLeft));
      if (!pick) throw new Error('internal: no refuting reply');
      line.push(pick.move);
      at = pick.after;
      left = nextLeft;
    }
  }
}

/**
 * The proof of an ending: every first move of the solver (the player to move, at the start of
 * their turn) that reaches `goal` within `turns` of their turns against every defence, and for
 * each other first move the opponent's refutation played out.
 */
export function proveEnding(state: GameState, goal: EndingGoal, turns: number, limit?: number): EndingProof {
  if (!turnStarts(state)) throw new Error('internal: an ending starts at the start of a turn');
  const search = new EndingSearch(state.toMove, goal, limit);
  const winning: Move[] = [];
  const wrong: EndingRefutation[] = [];
  const left = turns - 1;
  for (const move of legalMoves(state)) {
    const after = next(state, move);
    if (search.wins(after, left)) winning.push(move);
    else wrong.push({ move, ...search.refute(after, left) });
  }
  return { winning, wrong, nodes: search.nodes };
}

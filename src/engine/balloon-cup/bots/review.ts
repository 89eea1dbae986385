// A finished game reviewed by Strong, move by move. For each move the analysis sees only what its
// mover saw then (seat-view.ts: the public table, the mover's hand, the cards an exchange showed
// them), asks Strong's search which move it prefers there, and compares the move played with that
// one over the same dealt worlds (common random numbers): the estimated chance to win after the
// move played, how much the move gave away, and a mark when it gave away much. Everything is
// seeded from the game's own number and the move's index, so every device gets the same review.
import { COLORS, TROPHY_COST, cardValue, other } from '../components.ts';
import type { CardId, Color, Player, TileNumber } from '../components.ts';
import { apply } from '../apply.ts';
import { legalMoveCount, mover } from '../moves.ts';
import { Playout } from '../playout.ts';
import type { Rng } from '../rng.ts';
import { makeRng, nextFloat } from '../rng.ts';
import type { GameEvent, GameState, Move, Tile } from '../state.ts';
import { BUDGETS } from './index.ts';
import { NOTHING_KNOWN, determinize, observe, unseenCards } from './knowledge.ts';
import type { Known } from './knowledge.ts';
import { evaluate, playoutStep, searchMove } from './search.ts';
import type { SearchBudget } from './search.ts';
import { seatState, seatView } from './seat-view.ts';
import type { SeatView } from './seat-view.ts';

/** Strong's search, with fewer playouts so a whole game is reviewed in seconds (scripts/bench). */
export const REVIEW_BUDGET: SearchBudget = { ...BUDGETS.strong, iterations: 1000 };
/** Dealt worlds in which the move played and Strong's move are both played out and compared. */
export const REVIEW_DEALS = 120;

/** A move's mark by how much estimated chance to win it gave away against Strong's move. */
export type Mark = 'inaccuracy' | 'mistake' | 'blunder';
/** The least loss for each mark (the page states them). */
export const THRESHOLDS: Readonly<Record<Mark, number>> = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 };

export function markOf(loss: number): Mark | null {
  if (loss >= THRESHOLDS.blunder) return 'blunder';
  if (loss >= THRESHOLDS.mistake) return 'mistake';
  if (loss >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}

/**
 * A trophy a tile's cubes bring closer for the mover: the unclaimed trophy among the tile's colors
 * whose cost they would come nearest to, and the cubes of its color still missing then (0: paid).
 */
export interface Toward { readonly trophy: Color; readonly left: number }

/**
 * What Strong's move does, in facts a learner can check on the table (the words are the page's):
 * what it wins or denies, by how much, and which trophy it brings closer.
 */
export type Aim =
  /** It completes a tile and wins its cubes; `trophy` when they pay for a trophy at once, else `toward`. */
  | { readonly kind: 'win-tile'; readonly tile: TileNumber; readonly cubes: number; readonly trophy: Color | null; readonly toward: Toward | null }
  /** It completes a tile the other player wins (`cubes` theirs), ending it before it costs more. */
  | { readonly kind: 'close-tile'; readonly tile: TileNumber; readonly cubes: number }
  /** It puts the mover ahead on an open tile by `margin` (sum points, the terrain's way round). */
  | { readonly kind: 'lead-tile'; readonly tile: TileNumber; readonly margin: number; readonly cubes: number; readonly toward: Toward | null }
  /**
   * It plays to an open tile without taking the lead: on the mover's own side (`behind`: how far
   * the mover still trails there, 0 level) or on the other player's (`value` added to their sum).
   * `places`: the places left on the side played.
   */
  | { readonly kind: 'open-tile'; readonly tile: TileNumber; readonly side: 'own' | 'other'; readonly flatland: boolean; readonly value: number; readonly behind: number; readonly places: number; readonly toward: Toward | null }
  | { readonly kind: 'claim'; readonly trophy: Color }
  | { readonly kind: 'exchange'; readonly cards: number }
  | { readonly kind: 'pass' };

export interface MoveReview {
  /** Index of the move in the game (0 = first). */
  readonly index: number;
  readonly mover: Player;
  /** Estimated chance to win for player 0 after the move played. */
  readonly chance: number;
  /** Estimated value for the mover of the move played and of Strong's move, in [0, 1]. */
  readonly played: number;
  readonly best: number;
  /** best − played, never below 0. */
  readonly loss: number;
  readonly mark: Mark | null;
  /** Strong's move where it differs from the move played; null when they agree (or forced). */
  readonly better: Move | null;
  /** What `better` aims at. */
  readonly aim: Aim | null;
}

export interface TurningPoint {
  readonly index: number;
  /** Change in player 0's chance across this move (negative: player 0 lost ground). */
  readonly swing: number;
}

function same(a: Move, b: Move): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The seed of move `index`'s analysis: the game's number and the index, mixed. */
export function reviewSeed(gameSeed: number, index: number): number {
  let h = (gameSeed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Mean value for the mover of each move, each played in the same `deals` worlds dealt from the
 * mover's knowledge, followed by the same playout randomness.
 */
export function compareMoves(state: GameState, known: readonly CardId[], moves: readonly Move[], deals: number, budget: SearchBudget, seed: number): number[] {
  const me = mover(state);
  const rng = makeRng(seed);
  const unseen = unseenCards(state, me);
  const totals = moves.map(() => 0);
  const game = new Playout(state);
  for (let d = 0; d < deals; d += 1) {
    const world = determinize(state, me, known, unseen, rng);
    const playSeed = Math.floor(nextFloat(rng) * 4294967296) >>> 0;
    moves.forEach((move, k) => {
      game.load(world);
      let value = 0;
      if (game.play(move)) {
        const r = makeRng(playSeed);
        for (let i = 0; i < budget.depth && !game.result; i += 1) if (!playoutStep(game, r, budget.randomShare)) break;
        value = evaluate(game, me);
      }
      totals[k] = totals[k]! + value;
    });
  }
  return totals.map((t) => t / deals);
}

/** The trophy `cubes` (a tile's) would bring `me` closest to, in `state`; null when none is open. */
export function towardOf(state: GameState, me: Player, cubes: readonly Color[]): Toward | null {
  const held = state.players.flatMap((p) => p.trophies);
  let best: Toward | null = null;
  // The rarest color first, so it wins a tie (it is the one the cubes were aimed at).
  for (const c of [...COLORS].reverse()) {
    const here = cubes.filter((x) => x === c).length;
    if (here === 0 || held.includes(c)) continue;
    const left = Math.max(0, TROPHY_COST[c] - state.players[me].cubes[c] - here);
    if (!best || left < best.left) best = { trophy: c, left };
  }
  return best;
}

/** The mover's lead on `tile` (positive: ahead), the terrain's way round. */
function marginOf(tile: Tile, me: Player): number {
  let lead = 0;
  for (const c of tile.sides[me]) lead += cardValue(c);
  for (const c of tile.sides[other(me)]) lead -= cardValue(c);
  return tile.terrain === 'flatland' ? -lead : lead;
}

/** What `move` aims at, from the engine playing it in `state` (the mover's view). */
export function aimOf(state: GameState, move: Move): Aim {
  const me = mover(state);
  if (move.type === 'claim') return { kind: 'claim', trophy: move.trophy };
  if (move.type === 'pass') return { kind: 'pass' };
  if (move.type === 'exchange') return { kind: 'exchange', cards: move.discard.length };
  const applied = apply(state, move);
  const events: readonly GameEvent[] = applied.ok ? applied.value.events : [];
  const scored = events.find((e) => e.type === 'scored');
  if (scored && scored.type === 'scored') {
    if (scored.winner !== me) return { kind: 'close-tile', tile: move.tile, cubes: scored.cubes.length };
    const after = applied.ok ? applied.value.state : state;
    const cubes = after.players[me].cubes;
    const held = after.players.flatMap((p) => p.trophies);
    // A trophy the won cubes pay for now (the rarest first: it is the one they aimed at).
    const trophy = [...COLORS].reverse().find((c) => !held.includes(c) && scored.cubes.includes(c) && cubes[c] >= TROPHY_COST[c]) ?? null;
    return { kind: 'win-tile', tile: move.tile, cubes: scored.cubes.length, trophy, toward: trophy ? null : towardOf(state, me, scored.cubes) };
  }
  const tile = (applied.ok ? applied.value.state : state).tiles[move.tile - 1]!;
  const margin = marginOf(tile, me);
  const toward = towardOf(state, me, tile.cubes);
  if (margin > 0) return { kind: 'lead-tile', tile: move.tile, margin, cubes: tile.cubes.length, toward };
  return {
    kind: 'open-tile',
    tile: move.tile,
    side: move.side === me ? 'own' : 'other',
    flatland: tile.terrain === 'flatland',
    value: cardValue(move.card),
    behind: Math.max(0, -margin),
    places: tile.cubes.length - tile.sides[move.side].length,
    toward,
  };
}

/** The seed of the dealt worlds a move is judged in (practice.ts judges a new choice in the same ones). */
export function compareSeed(moveSeed: number): number {
  return (moveSeed ^ 0x5bd1e995) >>> 0;
}

/**
 * The review of one move from its mover's view: `view` is what the mover saw before it (seat-view.ts),
 * `played` the move made. Nothing else of the game is read.
 */
export function reviewMove(view: SeatView, played: Move, index: number, gameSeed: number, deals = REVIEW_DEALS, budget = REVIEW_BUDGET): MoveReview {
  const state = seatState(view);
  const me = view.seat;
  const seed = reviewSeed(gameSeed, index);
  const forced = legalMoveCount(state) === 1;
  const strong = forced ? played : searchMove(state, view.known, budget, seed).move;
  const agree = same(strong, played);
  const [playedValue = 0.5, strongValue = playedValue] = compareMoves(state, view.known, agree ? [played] : [played, strong], deals, budget, compareSeed(seed));
  const best = Math.max(strongValue, playedValue);
  const loss = best - playedValue;
  const mark = agree ? null : markOf(loss);
  return {
    index,
    mover: me,
    chance: me === 0 ? playedValue : 1 - playedValue,
    played: playedValue,
    best,
    loss,
    mark,
    better: agree ? null : strong,
    aim: agree ? null : aimOf(state, strong),
  };
}

/** What each player knew of the other's hand before each move (knowledge.ts `observe`). */
export function knownsBefore(states: readonly GameState[], moves: readonly Move[]): Known[] {
  let known: Known = NOTHING_KNOWN;
  return moves.map((move, k) => {
    const before = known;
    const applied = apply(states[k]!, move);
    known = observe(known, mover(states[k]!), move, applied.ok ? applied.value.events : []);
    return before;
  });
}

/**
 * Each move's mover's view, in order: the position before it as that player saw it, with what
 * exchanges had shown them.
 */
export function moverViews(states: readonly GameState[], moves: readonly Move[]): SeatView[] {
  return knownsBefore(states, moves).map((known, k) => seatView(states[k]!, known[mover(states[k]!)]));
}

/** The largest swings of player 0's chance across a move, largest first (at most `count`). */
export function turningPoints(reviews: readonly MoveReview[], count = 3, start = 0.5): TurningPoint[] {
  const swings = reviews.map((r, k) => ({ index: r.index, swing: r.chance - (k === 0 ? start : reviews[k - 1]!.chance) }));
  return swings.filter((s) => Math.abs(s.swing) >= THRESHOLDS.mistake).sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.index - b.index).slice(0, count);
}

/** Every move of a game reviewed in order; `onMove` hears each review as it is done. */
export function reviewGame(states: readonly GameState[], moves: readonly Move[], gameSeed: number, onMove?: (review: MoveReview) => void): MoveReview[] {
  const views = moverViews(states, moves);
  return moves.map((move, k) => {
    const review = reviewMove(views[k]!, move, k, gameSeed);
    onMove?.(review);
    return review;
  });
}

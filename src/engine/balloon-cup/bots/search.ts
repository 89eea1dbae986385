// Club and Strong: determinized Monte Carlo search. Each iteration deals the hidden cards anew
// (knowledge.ts: never the real opponent hand or supply order), picks a candidate move by UCB1,
// plays it and a short playout on the mutable playout game (mostly the Beginner's placements,
// some random moves, greedy claims), and scores the end position by trophy progress. Budgets are iterations, not time, so a seed replays the same choice.
import { COLORS, TROPHIES_TO_WIN, TROPHY_COST, TRADE_SET_SIZE, other } from '../components.ts';
import type { CardId, Player } from '../components.ts';
import { cascadeActions } from '../cascade.ts';
import { solveCascade } from '../cascade-solver.ts';
import { legalMoves, mover } from '../moves.ts';
import { Playout } from '../playout.ts';
import type { Rng } from '../rng.ts';
import { makeRng, nextFloat, nextInt } from '../rng.ts';
import { cardBit, fastValue, sortColors } from '../cards.ts';
import type { GameState, Move } from '../state.ts';
import { determinize, unseenCards } from './knowledge.ts';
import { bestPlacementAt, exchangeCandidates, greedyClaim, rankPlacements } from './heuristic.ts';

export interface SearchBudget {
  /** Playouts in all. */
  readonly iterations: number;
  /** Moves played after the candidate before the position is scored. */
  readonly depth: number;
  /** Placements kept from the heuristic's ranking. */
  readonly candidates: number;
  /** Share of playout moves chosen at random instead of by the heuristic. */
  readonly randomShare: number;
  /**
   * How the playouts are shared out among the candidates: 'ucb' (UCB1, a fresh deal for each
   * round of candidates) or 'halving' (sequential halving: rounds in which every candidate left
   * meets the same deals and the same playout randomness, the worse half dropped after each).
   * Default 'ucb'.
   */
  readonly schedule?: 'ucb' | 'halving';
}

/** What the evaluation reads: a GameState or a Playout alike. */
type Scored = Pick<GameState, 'result' | 'players' | 'tiles'>;

/** progress's partial trophies, reused (no allocation per evaluation). */
const parts = new Float64Array(5);

/**
 * Trophy progress of `player` in [0, 3]: trophies held plus the best partial trophies.
 * `claimed`: the claimed colors as a COLOR_BIT mask.
 */
function progress(state: Scored, player: Player, claimed: number): number {
  const { cubes, trophies } = state.players[player];
  const need = TROPHIES_TO_WIN - trophies.length;
  let count = 0;
  let sets = 0;
  for (const c of COLORS) {
    if (claimed & cardBit(c)) sets += Math.floor(cubes[c] / TRADE_SET_SIZE);
    else {
      // Insertion keeps the parts in descending order, so the best are summed in that order.
      const part = Math.min(0.95, cubes[c] / TROPHY_COST[c]);
      let i = count;
      for (; i > 0 && parts[i - 1]! < part; i -= 1) parts[i] = parts[i - 1]!;
      parts[i] = part;
      count += 1;
    }
  }
  let sum = trophies.length;
  for (let i = 0; i < need && i < count; i += 1) sum += parts[i]!;
  return sum + Math.min(sets, 2) * 0.15;
}

/**
 * Tiles still being played, as expected trophy progress for `me` minus the opponent's: each
 * tile's unclaimed cubes, weighted by how likely `me` is to win it from the sums so far.
 */
function tilesOutlook(state: Scored, me: Player, claimed: number): number {
  let total = 0;
  for (const tile of state.tiles) {
    if (tile.removed || tile.cubes.length === 0) continue;
    const placed = tile.sides[0].length + tile.sides[1].length;
    if (placed === 0) continue;
    let lead = 0;
    for (const c of tile.sides[me]) lead += fastValue(c);
    for (const c of tile.sides[other(me)]) lead -= fastValue(c);
    if (tile.terrain === 'flatland') lead = -lead;
    const open = 2 * tile.cubes.length - placed;
    const p = 1 / (1 + Math.exp(-lead / (2 + 2.5 * open)));
    let worth = 0;
    for (const cube of tile.cubes) worth += claimed & cardBit(cube) ? 0.04 : 1 / TROPHY_COST[cube];
    total += (2 * p - 1) * worth;
  }
  return total;
}

/** The value of a position for `me` in [0, 1]: 1 won, 0 lost or blocked, else by progress. */
export function evaluate(state: Scored, me: Player): number {
  if (state.result) return state.result.winner === me ? 1 : state.result.winner === null ? 0.25 : 0;
  let claimed = 0;
  for (const c of state.players[0].trophies) claimed |= cardBit(c);
  for (const c of state.players[1].trophies) claimed |= cardBit(c);
  const diff = progress(state, me, claimed) - progress(state, other(me), claimed) + 0.8 * tilesOutlook(state, me, claimed);
  return 1 / (1 + Math.exp(-2.2 * diff));
}

/**
 * One playout step on the playout game: claims greedily in a cascade (and, with own-turn
 * claims, whenever one is open); otherwise mostly the heuristic's best placement (so a playout
 * looks like a game between sensible players), sometimes a random move. False when nothing
 * could be played.
 */
export function playoutStep(game: Playout, rng: Rng, randomShare: number): boolean {
  if (game.cascade) {
    const c = game.cascade;
    return game.play(greedyClaim(cascadeActions({ players: game.players, winner: c.winner, part: c.part, tradeAfterWin: game.options.tradeAfterWin })));
  }
  if (game.options.claimTiming === 'own-turn') {
    const claim = greedyClaim(game.claimsNow());
    if (claim.type === 'claim') return game.play(claim);
  }
  // The move count only where a random move needs it (it draws nothing and changes nothing).
  if (nextFloat(rng) < randomShare) return game.playAt(nextInt(rng, game.count()));
  const best = bestPlacementAt(game);
  if (best < 0) return game.playAt(nextInt(rng, game.count()));
  game.placeAt(best);
  return true;
}

function playout(game: Playout, budget: SearchBudget, me: Player, rng: Rng): number {
  for (let i = 0; i < budget.depth && !game.result; i += 1) if (!playoutStep(game, rng, budget.randomShare)) break;
  return evaluate(game, me);
}

/** The cascade solver's first best action, as a move. */
export function solverMove(state: GameState): Move {
  const c = state.cascade!;
  const solution = solveCascade({ players: state.players, winner: c.winner, part: c.part, tradeAfterWin: state.options.tradeAfterWin });
  return solution.best[0]! as Move;
}

/** Root candidates: own-turn claims, then the heuristic's best placements, or a few exchanges. */
function candidates(state: GameState, budget: SearchBudget): Move[] {
  const moves = legalMoves(state);
  const claims: Move[] = moves.filter((m) => m.type === 'claim');
  if (moves.some((m) => m.type === 'place')) {
    return claims.concat(rankPlacements(state, moves).slice(0, budget.candidates).map((r) => r.move));
  }
  return claims.concat(exchangeCandidates(state));
}

export interface SearchAnswer {
  readonly move: Move;
  /** Estimated value for the mover in [0, 1] of each candidate, in candidate order. */
  readonly values: ReadonlyArray<{ readonly move: Move; readonly value: number; readonly visits: number }>;
}

/**
 * Sequential halving with common random numbers: each round deals worlds (and playout seeds) once
 * and plays every candidate still in the running in each of them, so candidates are compared on
 * equal terms; the better half by mean value goes on, until one is left.
 */
function halvingSearch(state: GameState, me: Player, known: readonly CardId[], moves: readonly Move[], budget: SearchBudget, seed: number): SearchAnswer {
  const rng = makeRng(seed);
  const unseen = unseenCards(state, me);
  const bagInOrder = sortColors(state.bag);
  const n = moves.length;
  const visits = new Float64Array(n);
  const totals = new Float64Array(n);
  const game = new Playout(state);
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  let alive = moves.map((_, k) => k);
  for (let round = 0; round < rounds && alive.length > 1; round += 1) {
    const deals = Math.max(1, Math.floor(budget.iterations / (alive.length * rounds)));
    for (let d = 0; d < deals; d += 1) {
      const world = determinize(state, me, known, unseen, rng, bagInOrder);
      const playSeed = Math.floor(nextFloat(rng) * 4294967296) >>> 0;
      for (const k of alive) {
        game.load(world);
        const value = game.play(moves[k]!) ? playout(game, budget, me, makeRng(playSeed)) : 0;
        visits[k] = visits[k]! + 1;
        totals[k] = totals[k]! + value;
      }
    }
    const mean = (k: number): number => totals[k]! / visits[k]!;
    // Stable: equal means keep the earlier (better-ranked) candidate.
    alive = alive.slice().sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.ceil(alive.length / 2));
  }
  return {
    move: moves[alive[0]!]!,
    values: moves.map((move, k) => ({ move, value: visits[k]! > 0 ? totals[k]! / visits[k]! : 0, visits: visits[k]! })),
  };
}

/** The searched move of the player to act; `known` is what they know of the opponent's hand. */
export function searchMove(state: GameState, known: readonly CardId[], budget: SearchBudget, seed: number): SearchAnswer {
  if (state.cascade) return { move: solverMove(state), values: [] };
  const me = mover(state);
  const moves = candidates(state, budget);
  if (moves.length === 1) return { move: moves[0]!, values: [{ move: moves[0]!, value: 0.5, visits: 0 }] };
  if (budget.schedule === 'halving') return halvingSearch(state, me, known, moves, budget, seed);
  const rng = makeRng(seed);
  const unseen = unseenCards(state, me);
  const bagInOrder = sortColors(state.bag);
  const n = moves.length;
  const visits = new Float64Array(n);
  const totals = new Float64Array(n);
  let world = state;
  const game = new Playout(state);
  for (let i = 0; i < budget.iterations; i += 1) {
    // A fresh deal for every round of candidates, so each candidate meets the same worlds.
    if (i % n === 0) world = determinize(state, me, known, unseen, rng, bagInOrder);
    let pick = i % n;
    if (i >= n * 2) {
      let best = -1;
      const logN = Math.log(i);
      for (let k = 0; k < n; k += 1) {
        const ucb = totals[k]! / visits[k]! + 0.5 * Math.sqrt(logN / visits[k]!);
        if (ucb > best) { best = ucb; pick = k; }
      }
    }
    game.load(world);
    const value = game.play(moves[pick]!) ? playout(game, budget, me, rng) : 0;
    visits[pick] = visits[pick]! + 1;
    totals[pick] = totals[pick]! + value;
  }
  let chosen = 0;
  for (let k = 1; k < n; k += 1) if (visits[k]! > visits[chosen]!) chosen = k;
  return {
    move: moves[chosen]!,
    values: moves.map((move, k) => ({ move, value: visits[k]! > 0 ? totals[k]! / visits[k]! : 0, visits: visits[k]! })),
  };
}

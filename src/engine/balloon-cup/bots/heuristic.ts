// The Beginner: a fast one-move heuristic. It places the card that best helps win a tile whose
// cubes it still wants (a high card on its side of a mountain, a low one on flatland, the
// reverse on the other side), completes tiles it wins and avoids completing tiles it loses,
// exchanges the cards least likely to fit soon, and claims a trophy whenever it can.
import { COLORS, TROPHY_COST, other } from '../components.ts';
import type { CardId, Color, Player } from '../components.ts';
import { COLOR_BIT, COLOR_OF, cardBit, fastValue } from '../cards.ts';
import { cascadeActions, claimedColors } from '../cascade.ts';
import { discardChoices, legalMoves, minDiscards, MAX_DISCARDS } from '../moves.ts';

import type { Playout } from '../playout.ts';
import type { GameState, Move, Tile } from '../state.ts';

/** The parts of a game the heuristic reads: a GameState or a mutable Playout alike. */
export type GameView = Pick<GameState, 'players'>;
export type TileView = Pick<Tile, 'number' | 'removed' | 'terrain' | 'cubes' | 'sides'>;

/** How much `player` wants one cube of `color`: unclaimed colors near their cost matter most. */
function cubeWorth(state: GameView, player: Player, color: Color, claimed: readonly Color[]): number {
  if (claimed.includes(color)) return CLAIMED_CUBE_WORTH;
  return unclaimedCubeWorth(state.players[player].cubes[color], state.players[other(player)].cubes[color], TROPHY_COST[color]);
}

/** A cube of a color already claimed: only good for trade sets now. */
const CLAIMED_CUBE_WORTH = 0.35;

/** A cube of an unclaimed color, holding `have` of them against `opp`, its trophy costing `cost`. */
function unclaimedCubeWorth(have: number, opp: number, cost: number): number {
  // Near a trophy (for either player) a cube counts more: it completes or denies one.
  return 1 + (have + 1 >= cost ? 1.2 : have / cost) + (opp + 1 >= cost ? 0.6 : 0);
}

export function tileWorth(state: GameView, player: Player, tile: TileView, claimed: readonly Color[]): number {
  let worth = 0;
  for (const cube of tile.cubes) worth += cubeWorth(state, player, cube, claimed);
  return worth;
}

function sideSum(cards: readonly CardId[]): number {
  let sum = 0;
  for (const c of cards) sum += fastValue(c);
  return sum;
}

/** The heuristic score of placing `card` on `side` of `tile` for `player` (higher is better). */
export function placementScore(
  state: GameView, player: Player, card: CardId, tile: TileView, side: Player, claimed: readonly Color[],
  worth = tileWorth(state, player, tile, claimed),
): number {
  const value = fastValue(card);
  const mountain = tile.terrain === 'mountain';
  // Card quality on this terrain in [-1, 1]: high is good on a mountain, low on flatland.
  const quality = (mountain ? value - 7 : 7 - value) / 6;
  const mine = side === player;
  const n = tile.cubes.length;
  const mineCount = tile.sides[player].length + (mine ? 1 : 0);
  const theirCount = tile.sides[other(player)].length + (mine ? 0 : 1);
  if (mineCount === n && theirCount === n) {
    // The card completes the tile: who wins its scoring (scoring.ts scoringWinner; the placer
    // wins equal sums), counted without copying the sides.
    const sum0 = sideSum(tile.sides[0]) + (side === 0 ? value : 0);
    const sum1 = sideSum(tile.sides[1]) + (side === 1 ? value : 0);
    const winner = sum0 === sum1 ? player : mountain === sum0 > sum1 ? 0 : 1;
    return (winner === player ? 3 : -3) * worth;
  }
  // Standing so far on this tile: how far ahead `player` is (sign by terrain), per card placed.
  let lead = sideSum(tile.sides[player]) - sideSum(tile.sides[other(player)]);
  if (!mountain) lead = -lead;
  const delta = mine ? quality : -quality;
  // Playing onto a tile already won or lost by a wide margin helps little.
  const margin = Math.min(1, Math.abs(lead) / 12);
  const focus = 1 - 0.6 * margin;
  // Filling one's own side early gives the opponent the last word; a small nudge to the other side.
  const timing = mine && mineCount === n ? -0.15 : 0;
  return worth * (delta * focus + timing) + 0.05 * quality;
}

/** Legal placements with their heuristic scores, best first (ties: move order). */
export function rankPlacements(state: GameState, moves: readonly Move[]): Array<{ move: Move; score: number }> {
  const player = state.toMove;
  const claimed = claimedColors(state.players);
  const ranked: Array<{ move: Move; score: number }> = [];
  for (const move of moves) {
    if (move.type !== 'place') continue;
    ranked.push({ move, score: placementScore(state, player, move.card, state.tiles[move.tile - 1]!, move.side, claimed) });
  }
  ranked.sort((a, b) => b.score - a.score);
  return ranked;
}

/** Trophy costs by COLOR_BIT (1 … 16). */
const COST_BY_BIT = new Float64Array(17);
for (const c of COLORS) COST_BY_BIT[COLOR_BIT[c]] = TROPHY_COST[c];

/** cubeWorth of one cube of each color by COLOR_BIT, as worthCubes last filled it. */
const cubeWorthByBit = new Float64Array(17);

/** One color's cubeWorth, from the cubes held; `claimed` as a COLOR_BIT mask. */
function cubeWorthOf(bit: number, have: number, opp: number, claimed: number): number {
  return claimed & bit ? CLAIMED_CUBE_WORTH : unclaimedCubeWorth(have, opp, COST_BY_BIT[bit]!);
}

/** Fills cubeWorthByBit for `player` (named reads: a color-keyed read of the counts is slow). */
function worthCubes(state: GameView, player: Player, claimed: number): void {
  const mine = state.players[player].cubes;
  const theirs = state.players[other(player)].cubes;
  cubeWorthByBit[1] = cubeWorthOf(1, mine.gray, theirs.gray, claimed);
  cubeWorthByBit[2] = cubeWorthOf(2, mine.blue, theirs.blue, claimed);
  cubeWorthByBit[4] = cubeWorthOf(4, mine.green, theirs.green, claimed);
  cubeWorthByBit[8] = cubeWorthOf(8, mine.yellow, theirs.yellow, claimed);
  cubeWorthByBit[16] = cubeWorthOf(16, mine.red, theirs.red, claimed);
}

/** tileWorth from cubeWorthByBit (the same sum in the same order). */
function tileWorthOfCubes(tile: TileView): number {
  let worth = 0;
  for (const cube of tile.cubes) worth += cubeWorthByBit[cardBit(cube)]!;
  return worth;
}

/** Per-place terms of placementScore for bestPlacementAt, reused across calls (no allocation). */
const slotWorth = new Float64Array(8);
const slotFocus = new Float64Array(8);
const slotTiming = new Float64Array(8);
const slotMountain = new Uint8Array(8);
/** Per place: both sides' sums before a card completing the tile; sum0 −1 when a card does not complete it. */
const slotSum0 = new Int32Array(8);
const slotSum1 = new Int32Array(8);
/** tileWorth of tile t for player p at 2t + p, while the game's cubesEpoch is `worthEpoch` (NaN: not yet). */
const worthOf = new Float64Array(8);
let worthEpoch = -1;

/**
 * placementScore's card quality by value, on flatland (index v) and on a mountain (14 + v): the
 * same expression, computed once.
 */
const QUALITY = Float64Array.from({ length: 28 }, (_, i) => (i >= 14 ? i - 14 - 7 : 7 - i) / 6);

/** Per COLOR_BIT (1 … 16): the hand index of the lowest and of the highest card of that color. */
const lowestAt = new Int32Array(17);
const highestAt = new Int32Array(17);
/** COLOR_BIT and value of each card of the hand, read from the names once per call. */
const handBit = new Int32Array(64);
const handValue = new Int32Array(64);

/**
 * The heuristic's best placement on a playout game, as 8 × hand index + place (tile t, side s at
 * 2t + s); −1 when no card fits. The same scores as placementScore, and the same choice: the
 * highest score, of equal ones the first in hand order, tile 1→4, side 0, 1 (the lowest
 * 8 × index + place). Each place's card-independent terms (its tile's worth, the lead's focus,
 * the timing nudge, the sums a completing card meets) are computed once per call, and where a
 * card does not complete the tile only the card of each color that can score best there is
 * scored: the score rises with the card's quality on one's own side (slope worth × focus + 0.05
 * ≥ 0.19) and falls on the other (slope ≤ −0.09), since worth ≥ 0.35 and focus ≥ 0.4; two cards
 * of a color differ by ≥ 1/6 in quality, so every other card scores less by ≥ 0.015, far beyond
 * rounding, and can never be the choice.
 */
export function bestPlacementAt(game: Playout): number {
  const player = game.toMove;
  const opp = other(player);
  const hand = game.hands[player];
  let colors = 0;
  for (let i = 0; i < hand.length; i += 1) {
    const card = hand[i]!;
    const bit = cardBit(card);
    const value = fastValue(card);
    handBit[i] = bit;
    handValue[i] = value;
    if (!(colors & bit)) {
      colors |= bit;
      lowestAt[bit] = i;
      highestAt[bit] = i;
    } else if (value < handValue[lowestAt[bit]!]!) lowestAt[bit] = i;
    else if (value > handValue[highestAt[bit]!]!) highestAt[bit] = i;
  }
  // Places where some card of the hand fits, one bit each.
  let open = 0;
  for (let bit = 1; bit <= 16; bit <<= 1) if (colors & bit) open |= game.slotsFor(bit);
  if (open === 0) return -1;
  if (game.cubesEpoch !== worthEpoch) {
    worthEpoch = game.cubesEpoch;
    worthOf.fill(NaN);
  }
  let claimed = -1;
  for (let t = 0; t < 4; t += 1) {
    if (((open >> (2 * t)) & 3) === 0) continue;
    const tile = game.tiles[t]!;
    let worth = worthOf[2 * t + player]!;
    if (Number.isNaN(worth)) {
      if (claimed < 0) {
        claimed = 0;
        for (const c of game.players[0].trophies) claimed |= cardBit(c);
        for (const c of game.players[1].trophies) claimed |= cardBit(c);
        worthCubes(game, player, claimed);
      }
      worth = tileWorthOfCubes(tile);
      worthOf[2 * t + player] = worth;
    }
    const n = tile.cubes.length;
    const sum0 = game.sideSum(2 * t);
    const sum1 = game.sideSum(2 * t + 1);
    const mountain = tile.terrain === 'mountain';
    let lead = player === 0 ? sum0 - sum1 : sum1 - sum0;
    if (!mountain) lead = -lead;
    const focus = 1 - 0.6 * Math.min(1, Math.abs(lead) / 12);
    for (let side = 0; side < 2; side += 1) {
      const slot = 2 * t + side;
      const mine = side === player;
      const mineCount = tile.sides[player].length + (mine ? 1 : 0);
      const theirCount = tile.sides[opp].length + (mine ? 0 : 1);
      slotWorth[slot] = worth;
      slotFocus[slot] = focus;
      slotMountain[slot] = mountain ? 1 : 0;
      slotTiming[slot] = mine && mineCount === n ? -0.15 : 0;
      slotSum0[slot] = mineCount === n && theirCount === n ? sum0 : -1;
      slotSum1[slot] = sum1;
    }
  }
  let bestScore = -Infinity;
  let best = -1;
  for (let rest = open; rest !== 0; rest &= rest - 1) {
    const slot = 31 - Math.clz32(rest & -rest);
    const mountain = slotMountain[slot] === 1;
    const side = slot & 1;
    const worth = slotWorth[slot]!;
    const completes = slotSum0[slot]! >= 0;
    for (let fit = game.openColors(slot) & colors; fit !== 0; fit &= fit - 1) {
      const bit = fit & -fit;
      // Not completing: the highest card where high is good (own side of a mountain, the other
      // side of flatland), else the lowest. Completing: every card of the color.
      const only = completes ? -1 : mountain === (side === player) ? highestAt[bit]! : lowestAt[bit]!;
      const to = only < 0 ? hand.length : only + 1;
      for (let i = only < 0 ? 0 : only; i < to; i += 1) {
        if (handBit[i] !== bit) continue;
        const value = handValue[i]!;
        let score: number;
        if (completes) {
          // As placementScore's scoring branch.
          const sum0 = slotSum0[slot]! + (side === 0 ? value : 0);
          const sum1 = slotSum1[slot]! + (side === 1 ? value : 0);
          const winner = sum0 === sum1 ? player : mountain === sum0 > sum1 ? 0 : 1;
          score = (winner === player ? 3 : -3) * worth;
        } else {
          const quality = QUALITY[mountain ? 14 + value : value]!;
          const delta = side === player ? quality : -quality;
          score = worth * (delta * slotFocus[slot]! + slotTiming[slot]!) + 0.05 * quality;
        }
        const at = 8 * i + slot;
        if (score > bestScore || (score === bestScore && at < best)) {
          bestScore = score;
          best = at;
        }
      }
    }
  }
  return best;
}

/** How soon a card could fit: the open places of its color on tiles in play. */
function fitChance(state: GameState, card: CardId): number {
  let open = 0;
  const color = COLOR_OF.get(card)!;
  for (const tile of state.tiles) {
    if (tile.removed) continue;
    for (const cube of tile.cubes) if (cube === color) open += 1;
  }
  return open;
}

/** The Beginner's exchange: keep the cards whose colors are on the tiles, throw the rest (up to 4). */
export function heuristicExchange(state: GameState): Move {
  const player = state.toMove;
  const hand = state.hands[player];
  const ranked = hand.slice().sort((a, b) => fitChance(state, a) - fitChance(state, b));
  const max = Math.min(MAX_DISCARDS, hand.length);
  const min = minDiscards(state, player);
  const size = Math.max(min, max);
  return { type: 'exchange', discard: ranked.slice(0, size) };
}

/** Other exchanges worth a search's look: the fewest discards, and each size between. */
export function exchangeCandidates(state: GameState): Move[] {
  const player = state.toMove;
  const hand = state.hands[player];
  const ranked = hand.slice().sort((a, b) => fitChance(state, a) - fitChance(state, b));
  const out: Move[] = [];
  const min = minDiscards(state, player);
  for (let size = Math.min(MAX_DISCARDS, hand.length); size >= min; size -= 1) out.push({ type: 'exchange', discard: ranked.slice(0, size) });
  return out;
}

/** A greedy cascade action: the dearest affordable trophy with its first payment, else pass. */
export function greedyClaim(moves: readonly Move[]): Move {
  let best: Move = { type: 'pass' };
  let cost = -1;
  for (const m of moves) if (m.type === 'claim' && TROPHY_COST[m.trophy] > cost) { best = m; cost = TROPHY_COST[m.trophy]; }
  return best;
}

/** The Beginner's move in any state (the game must not be over). */
export function beginnerMove(state: GameState): Move {
  if (state.cascade) {
    const c = state.cascade;
    return greedyClaim(cascadeActions({ players: state.players, winner: c.winner, part: c.part, tradeAfterWin: state.options.tradeAfterWin }));
  }
  const moves = legalMoves(state);
  const claims = moves.filter((m) => m.type === 'claim');
  if (claims.length > 0) return greedyClaim(claims);
  if (moves.some((m) => m.type === 'place')) return rankPlacements(state, moves)[0]!.move;
  return heuristicExchange(state);
}

/** Every exchange a player may make here, for tests: heuristic picks are among them. */
export function allExchanges(state: GameState): Move[] {
  const hand = state.hands[state.toMove];
  return discardChoices(hand, minDiscards(state, state.toMove), Math.min(MAX_DISCARDS, hand.length)).map((discard) => ({ type: 'exchange', discard }));
}


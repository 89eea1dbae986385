// The Beginner: a fast one-move heuristic. It places the card that best helps win a tile whose
// cubes it still wants (a high card on its side of a mountain, a low one on flatland, the
// reverse on the other side), completes tiles it wins and avoids completing tiles it loses,
// exchanges the cards least likely to fit soon, and claims a trophy whenever it can.
import { TROPHY_COST, other } from '../components.ts';
import type { CardId, Color, Player, TileNumber } from '../components.ts';
import { COLOR_OF, cardBit, fastValue } from '../cards.ts';
import { cascadeActions, claimedColors } from '../cascade.ts';
import { discardChoices, legalMoves, minDiscards, MAX_DISCARDS } from '../moves.ts';

import type { Playout } from '../playout.ts';
import type { GameState, Move, Tile } from '../state.ts';

/** The parts of a game the heuristic reads: a GameState or a mutable Playout alike. */
export type GameView = Pick<GameState, 'players'>;
export type TileView = Pick<Tile, 'number' | 'removed' | 'terrain' | 'cubes' | 'sides'>;

/** How much `player` wants one cube of `color`: unclaimed colors near their cost matter most. */
function cubeWorth(state: GameView, player: Player, color: Color, claimed: readonly Color[]): number {
  if (claimed.includes(color)) return 0.35; // only good for trade sets now
  const have = state.players[player].cubes[color];
  const opp = state.players[other(player)].cubes[color];
  const cost = TROPHY_COST[color];
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

/**
 * The heuristic's best placement on a playout game (no move list): null when no card fits.
 * Ties go to the first in hand order, tile 1→4, side 0, 1 — as rankPlacements.
 */
export function bestPlacement(game: Playout): Move | null {
  const player = game.toMove;
  const claimed = claimedColors(game.players);
  let bestScore = -Infinity;
  let bestCard = -1;
  let bestSlot = -1;
  const worths = [-1, -1, -1, -1];
  const hand = game.hands[player];
  for (let i = 0; i < hand.length; i += 1) {
    const card = hand[i]!;
    const bit = cardBit(card);
    for (let slot = 0; slot < 8; slot += 1) {
      if (!game.fits(slot, bit)) continue;
      const t = slot >> 1;
      const tile = game.tiles[t]!;
      if (worths[t]! < 0) worths[t] = tileWorth(game, player, tile, claimed);
      const score = placementScore(game, player, card, tile, (slot & 1) as Player, claimed, worths[t]);
      if (score > bestScore) {
        bestScore = score;
        bestCard = i;
        bestSlot = slot;
      }
    }
  }
  if (bestCard < 0) return null;
  return { type: 'place', card: hand[bestCard]!, tile: ((bestSlot >> 1) + 1) as TileNumber, side: (bestSlot & 1) as Player };
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


// Scoring a completed tile (rules §5.1–5.5): sums, the winner, cards to the discard, the flip and
// the refill. Trophy claims (§5.6) follow in cascade.ts.
import { START_TERRAIN } from './components.ts';
import type { CardId, Color, Player } from './components.ts';
import { fastValue } from './cards.ts';
import { drawCubes } from './piles.ts';
import type { GameEvent, Tile } from './state.ts';

function sum(cards: readonly CardId[]): number {
  let total = 0;
  for (const card of cards) total += fastValue(card);
  return total;
}

/**
 * Mountain: higher sum wins; flatland: lower. Equal sums: whoever placed the tile's last card,
 * whatever side it went to and whatever the terrain (§5.1).
 */
export function scoringWinner(tile: Tile, lastPlacer: Player): { winner: Player; sums: [number, number] } {
  const sums: [number, number] = [sum(tile.sides[0]), sum(tile.sides[1])];
  if (sums[0] === sums[1]) return { winner: lastPlacer, sums };
  const zeroHigher = sums[0] > sums[1];
  const winner: Player = (tile.terrain === 'mountain') === zeroHigher ? 0 : 1;
  return { winner, sums };
}

/**
 * A tile out of the game. **Decision:** it keeps no cards or cubes and shows its set-up face, so
 * every removed tile is one value and Position JSON (`{number, removed: true}`) round-trips.
 */
export function removedTile(number: Tile['number']): Tile {
  return { number, removed: true, terrain: START_TERRAIN[number], cubes: [], sides: [[], []], lastPlacedBy: null };
}

export interface Scored {
  readonly tile: Tile;
  readonly winner: Player;
  /** The tile's cubes, now the winner's. */
  readonly won: readonly Color[];
  /** Both sides' cards, side 0 first, for the discard pile. */
  readonly cards: readonly CardId[];
  readonly bag: readonly Color[];
}

/** Scores the completed `tile`, whose last card `lastPlacer` just placed. */
export function scoreTile(tile: Tile, lastPlacer: Player, bag: readonly Color[], cubeLimit: boolean, events: GameEvent[]): Scored {
  const { winner, sums } = scoringWinner(tile, lastPlacer);
  events.push({ type: 'scored', tile: tile.number, winner, sums, terrain: tile.terrain, cubes: tile.cubes });
  const cards = [...tile.sides[0], ...tile.sides[1]];
  const terrain = tile.terrain === 'mountain' ? 'flatland' : 'mountain';
  const refill = drawCubes(bag, tile.number, cubeLimit);
  if (!refill) {
    events.push({ type: 'tile-removed', tile: tile.number });
    return { tile: removedTile(tile.number), winner, won: tile.cubes, cards, bag };
  }
  events.push({ type: 'flipped', tile: tile.number, terrain });
  events.push({ type: 'refilled', tile: tile.number, cubes: refill.cubes });
  const next: Tile = { number: tile.number, removed: false, terrain, cubes: refill.cubes, sides: [[], []], lastPlacedBy: null };
  return { tile: next, winner, won: tile.cubes, cards, bag: refill.bag };
}

// Where a card may go (rules §3.2): a card fits a side of a tile while that side holds fewer
// cards of its color than the tile holds cubes of that color. Removed tiles take nothing.
// The hot path of every playout, so fits are read from a 5-bit mask of open colors per side.
import type { CardId, Color, Player } from './components.ts';
import { COLOR_BIT, cardBit, cardUnit } from './cards.ts';
import type { Tile } from './state.ts';

/** Open packed counts (cubes − cards, COLOR_UNIT fields) of one side; 0 for a removed tile. */
function openCounts(tile: Tile, side: Player): number {
  if (tile.removed) return 0;
  let open = 0;
  for (const cube of tile.cubes) open += cardUnit(cube);
  for (const card of tile.sides[side]) open -= cardUnit(card);
  return open;
}

/** The colors whose packed count is nonzero, as COLOR_BIT mask. */
function countsMask(open: number): number {
  return (open & 0o7 ? 1 : 0) | (open & 0o70 ? 2 : 0) | (open & 0o700 ? 4 : 0) | (open & 0o7000 ? 8 : 0) | (open & 0o70000 ? 16 : 0);
}

/**
 * Colors (COLOR_BIT) a card may still take on `side` of the tile; 0 for a removed tile. Packed
 * counts (COLOR_UNIT) never borrow: a side never holds more cards of a color than there are cubes.
 */
export function openMask(tile: Tile, side: Player): number {
  return countsMask(openCounts(tile, side));
}

/**
 * Both sides' open masks, side 0 in the low 5 bits. Playouts ask about the same few tiles again
 * and again (three of four tiles survive each move), so the last answer per tile number is kept:
 * tiles are immutable, so an identical object has identical masks. `withCard` hands its new tile
 * to the cache too, worked out from the old tile's counts.
 */
const lastTile: Array<Tile | null> = [null, null, null, null];
const lastMasks = new Int32Array(4);
const lastOpen = new Int32Array(8);

function remember(i: number, tile: Tile, open0: number, open1: number): number {
  const masks = countsMask(open0) | (countsMask(open1) << 5);
  lastTile[i] = tile;
  lastOpen[2 * i] = open0;
  lastOpen[2 * i + 1] = open1;
  lastMasks[i] = masks;
  return masks;
}

export function tileMasks(tile: Tile): number {
  const i = tile.number - 1;
  if (lastTile[i] === tile) return lastMasks[i]!;
  return remember(i, tile, openCounts(tile, 0), openCounts(tile, 1));
}

/** Whether a card of `color` fits `side` of the tile. */
export function colorFits(tile: Tile, color: Color, side: Player): boolean {
  return ((tileMasks(tile) >> (5 * side)) & COLOR_BIT[color]) !== 0;
}

export function cardFits(tile: Tile, card: CardId, side: Player): boolean {
  return ((tileMasks(tile) >> (5 * side)) & cardBit(card)) !== 0;
}

/** Colors open on either side of any tile in play. */
export function openColorsMask(tiles: readonly Tile[]): number {
  let mask = 0;
  for (const tile of tiles) {
    const m = tileMasks(tile);
    mask |= (m | (m >> 5)) & 31;
  }
  return mask;
}

/** Whether a card fits some side of some tile in play. */
export function cardFitsAnywhere(tiles: readonly Tile[], card: CardId): boolean {
  return (openColorsMask(tiles) & cardBit(card)) !== 0;
}

/** Whether any card of the hand fits somewhere: if so, placing is compulsory (§3, §4.4). */
export function handHasFit(tiles: readonly Tile[], hand: readonly CardId[]): boolean {
  const open = openColorsMask(tiles);
  for (const card of hand) if ((open & cardBit(card)) !== 0) return true;
  return false;
}

/** Both sides hold as many cards as the tile holds cubes: the tile is scored at once (§3.3). */
export function isComplete(tile: Tile): boolean {
  const n = tile.cubes.length;
  return !tile.removed && tile.sides[0].length === n && tile.sides[1].length === n;
}

/** The tile with `card` added to `side` by `player` (no check: the caller checked the fit). */
export function withCard(tile: Tile, card: CardId, side: Player, player: Player): Tile {
  const cards = tile.sides[side].slice();
  cards.push(card);
  const sides: Tile['sides'] = side === 0 ? [cards, tile.sides[1]] : [tile.sides[0], cards];
  const next: Tile = { number: tile.number, removed: tile.removed, terrain: tile.terrain, cubes: tile.cubes, sides, lastPlacedBy: player };
  const i = tile.number - 1;
  if (lastTile[i] === tile) {
    const unit = cardUnit(card);
    remember(i, next, lastOpen[2 * i]! - (side === 0 ? unit : 0), lastOpen[2 * i + 1]! - (side === 1 ? unit : 0));
  }
  return next;
}

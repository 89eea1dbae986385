// Why a chosen card fits no side of any tile, for the play page. Whether it fits is the engine's
// answer (its legal moves); this only names the reason from the table: no tile in play carries a
// cube of the card's colour, or every tile that does already has, on both sides, as many cards
// of that colour as it has cubes of it.
import { cardColor } from '../../engine/balloon-cup/components.ts';
import type { CardId } from '../../engine/balloon-cup/components.ts';
import type { GameState } from '../../engine/balloon-cup/state.ts';
import { andList, colorParams } from './color-words.ts';
import { m } from '../../paraglide/words/bcgame.ts';

/** The reason the card fits no side now, as one sentence. */
export function fitsNowhereText(state: GameState, card: CardId): string {
  const color = cardColor(card);
  const tiles = state.tiles.filter((t) => !t.removed && t.cubes.includes(color)).map((t) => t.number);
  if (tiles.length === 0) return m.nowhere_no_cube(colorParams(color));
  if (tiles.length === 1) return m.nowhere_full_one({ tile: tiles[0]!, ...colorParams(color) });
  return m.nowhere_full_several({ tiles: andList(tiles.map(String)), ...colorParams(color) });
}

// How the board names a tile side ("3:0": tile 3, player 0's side), in a module of its own: the
// rules examples' board and the whole game's marks (table-marks.ts) both use it, and the
// examples' code must not carry the game's.
import type { Player, TileNumber } from '../../engine/balloon-cup/components.ts';

export function sideKey(tile: TileNumber, side: Player): string {
  return `${tile}:${side}`;
}

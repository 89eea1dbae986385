// The blocked game (rules §4.5): it ends, with no winner, as soon as no card outside the tiles
// (hands, supply, discard) fits an open place on a tile still in play — including when no tile
// is left. Colors are enough: a card fits somewhere iff its color has an open place.
import type { CardId } from './components.ts';
import { cardBit } from './cards.ts';
import { openColorsMask } from './placement.ts';
import type { GameState } from './state.ts';

type CardsAndTiles = Pick<GameState, 'tiles' | 'hands' | 'supply' | 'discard'>;

function anyFits(cards: readonly CardId[], open: number): boolean {
  for (const card of cards) if ((open & cardBit(card)) !== 0) return true;
  return false;
}

export function isBlocked(state: CardsAndTiles): boolean {
  const open = openColorsMask(state.tiles);
  if (open === 0) return true;
  return !(anyFits(state.hands[0], open) || anyFits(state.hands[1], open) || anyFits(state.supply, open) || anyFits(state.discard, open));
}

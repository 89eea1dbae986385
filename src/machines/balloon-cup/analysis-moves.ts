// A move in a few words on the analysis board: the rows ("red 6 to Player 2's side of tile 3") and
// the line played ("Player 1: red 6 to …"). The same sentences as the game's (story-core.ts
// moveText, moveLabel), kept in the board's own messages so the page does not fetch the whole
// story of a game (every event's sentence) for four kinds of move.
import { mover } from '../../engine/balloon-cup/moves.ts';
import type { GameState, Move } from '../../engine/balloon-cup/state.ts';
import { cardName, cardParams, colorParams, commaList, paymentText, playerParams } from './payment-words.ts';
import { m } from '../../paraglide/words/bcanalysis.ts';

export type Names = readonly [string, string];

/** Whose side a card goes to, as the messages take it: the owner's name and its form. */
function sideOf(names: Names, side: 0 | 1): { owner: string; ownerForm: string } {
  return { owner: names[side], ownerForm: playerParams(names[side]).playerForm };
}

/** A decline ends the cascade (the other player passing on a claim); a pass is the winner's. */
function declines(state: GameState): boolean {
  return state.cascade !== null && state.cascade.part !== state.cascade.winner;
}

/** The move in a few words without its player; an exchange names the cards it lets go. */
export function rowMoveText(move: Move, names: Names, state: GameState): string {
  switch (move.type) {
    case 'claim':
      return m.move_claim({ ...colorParams(move.trophy), payment: paymentText(move.trophy, move.sets) });
    case 'pass':
      return declines(state) ? m.move_decline() : m.move_pass();
    case 'place':
      return m.move_place({ ...cardParams(move.card), ...sideOf(names, move.side), tile: move.tile });
    case 'exchange':
      return m.exchange_cards({ cards: commaList(move.discard.map(cardName)), count: move.discard.length });
  }
}

/** The move after its player's name, as the line lists it. */
export function moveLabel(move: Move, names: Names, state: GameState): string {
  const player = names[mover(state)];
  switch (move.type) {
    case 'claim':
      return m.move_by_claim({ player, ...colorParams(move.trophy), payment: paymentText(move.trophy, move.sets) });
    case 'pass':
      return declines(state) ? m.move_by_decline({ player }) : m.move_by_pass({ player });
    case 'place':
      return m.move_by_place({ player, ...cardParams(move.card), ...sideOf(names, move.side), tile: move.tile });
    case 'exchange':
      return m.move_by_exchange({ player, count: move.discard.length });
  }
}

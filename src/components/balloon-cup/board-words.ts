// Names in the board's screen-reader labels. The person playing the computer is named "You", and
// "You's hand" is not English: their things have sentences of their own ("Your hand"); any other
// name is a parameter ("Computer's hand").
import { m } from '../../paraglide/words/bcboard.ts';
import { m as w } from '../../paraglide/words/bcwords.ts';
import { cardName, cardParams, commaList, playerParams } from '../../machines/balloon-cup/color-words.ts';
import type { CardId } from '../../engine/balloon-cup/components.ts';

/** Whether a name is the person at the screen, whose things read "your". */
export function isYou(name: string): boolean {
  return name === w.name_you();
}

/** "Your hand" / "Ana's hand". */
export function handLabel(name: string): string {
  return isYou(name) ? m.hand_you() : m.hand_of(playerParams(name));
}

/** A hand lying face down: how many cards, and those an exchange showed that are still in it. */
export function faceDownText(count: number, known: readonly CardId[]): string {
  if (known.length === 0) return m.face_down({ hand: count });
  const shown = commaList(known.map(cardName));
  return known.length === 1 ? m.face_down_one_shown({ hand: count, shown }) : m.face_down_shown({ hand: count, count: known.length, shown });
}

/** The mark on a player's last placed card, for screen readers: "Your last card is the red 6." */
export function lastPlacedText(owner: string, card: CardId): string {
  return isYou(owner) ? m.last_card_you(cardParams(card)) : m.last_card({ ...playerParams(owner), ...cardParams(card) });
}

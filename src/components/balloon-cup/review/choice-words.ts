// A choice in the practice of a marked move, in words (PracticePanel.tsx). The story's words for an
// exchange give only how many cards go ("exchange 2 cards"), as a game's log must for a hidden
// hand; the practice is the reader's own hand, so an exchange also names its cards, and Strong's
// exchange reads apart from the one first played.
import type { Player } from '../../../engine/balloon-cup/components.ts';
import type { GameState, Move } from '../../../engine/balloon-cup/state.ts';
import { andList, cardName } from '../../../machines/balloon-cup/color-words.ts';
import { moveText } from '../../../machines/balloon-cup/story.ts';
import type { Names } from '../../../machines/balloon-cup/story.ts';
import { m } from '../../../paraglide/words/practice.ts';

export function choiceText(move: Move, names: Names, state: GameState, you: Player | null): string {
  const text = moveText(move, names, state, you);
  return move.type === 'exchange' && move.discard.length > 0 ? m.exchange_cards({ move: text, cards: andList(move.discard.map(cardName)) }) : text;
}

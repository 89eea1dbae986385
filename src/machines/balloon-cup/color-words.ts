// The small shared words of Balloon Cup sentences: colours, cards, lists. Its own module, outside
// the cascade chunk group (astro.config.mjs), because the board and its pieces draw their first
// view with them: a chapter's first render then loads no cascade rules (they come with its machine).
import { cardColor, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color } from '../../engine/balloon-cup/components.ts';
import { m } from '../../paraglide/words/bcwords.ts';

/** A colour's name in the page's language. */
export function colorName(color: Color): string {
  switch (color) {
    case 'gray': return m.color_gray();
    case 'blue': return m.color_blue();
    case 'green': return m.color_green();
    case 'yellow': return m.color_yellow();
    case 'red': return m.color_red();
  }
}

/** A colour as a message's parameters: the code (to match on) and its name. */
export function colorParams(color: Color): { color: Color; colorName: string } {
  return { color, colorName: colorName(color) };
}

/** "red 6": in a list, or where a language still takes the card's name whole. */
export function cardName(card: CardId): string {
  const color = cardColor(card);
  return m.card_name({ ...colorParams(color), value: cardValue(card) });
}

/** Items joined the message's way: "a and b and c". */
export function andList(items: readonly string[]): string {
  return items.reduceRight((rest, first) => (rest === '' ? first : m.list_and({ first, rest })), '');
}

/** Items joined with commas: "a, b, c". */
export function commaList(items: readonly string[]): string {
  return items.reduceRight((rest, first) => (rest === '' ? first : m.list_comma({ first, rest })), '');
}

/**
 * How a sentence names a player, as a fact its message chooses forms by: the person at the screen
 * ("you": a verb of the second person), the computer (French "l'ordinateur", Italian "il
 * computer"), or a name by its first letter (French elides "de" and "que" before a vowel, Italian
 * writes "ad" before an "a").
 */
export type NameForm = 'you' | 'computer' | 'a' | 'vowel' | 'other';

export function nameForm(name: string): NameForm {
  if (name === m.name_you()) return 'you';
  if (name === m.name_computer()) return 'computer';
  const first = name.normalize('NFD').charAt(0).toLowerCase();
  if (first === 'a') return 'a';
  return first !== '' && 'eiouy'.includes(first) ? 'vowel' : 'other';
}

/**
 * A card as a message's parameters: its colour and value (each language's message chooses the
 * form its grammar needs, e.g. Russian «красную 13»), its name whole (for the others), and its value
 * as text, which a sentence matches on where the number's sound decides a word (Italian "l'1 blu",
 * "il 4 grigio").
 */
export function cardParams(card: CardId): { card: string; color: Color; colorName: string; value: number; cardValue: string } {
  return { card: cardName(card), ...colorParams(cardColor(card)), value: cardValue(card), cardValue: String(cardValue(card)) };
}

/** A player as a message's parameters: the name and how a sentence names it (nameForm). */
export function playerParams(name: string): { player: string; playerForm: NameForm } {
  return { player: name, playerForm: nameForm(name) };
}

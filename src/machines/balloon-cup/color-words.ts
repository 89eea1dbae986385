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

/**
 * A card as a message's parameters: its colour and value (each language's message chooses the
 * form its grammar needs, e.g. Russian «красную 13») and its name whole (for the others).
 */
export function cardParams(card: CardId): { card: string; color: Color; value: number } {
  return { card: cardName(card), color: cardColor(card), value: cardValue(card) };
}

/** Items joined the message's way: "a and b and c". */
export function andList(items: readonly string[]): string {
  return items.reduceRight((rest, first) => (rest === '' ? first : m.list_and({ first, rest })), '');
}

/** Items joined with commas: "a, b, c". */
export function commaList(items: readonly string[]): string {
  return items.reduceRight((rest, first) => (rest === '' ? first : m.list_comma({ first, rest })), '');
}

// The small shared words of Balloon Cup sentences: colours, cards, lists. Its own module, outside
// the cascade chunk group (astro.config.mjs), because the board and its pieces draw their first
// view with them: a chapter's first render then loads no cascade rules (they come with its machine).
import { COLORS, cardColor, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color } from '../../engine/balloon-cup/components.ts';
import { m } from '../../paraglide/words/bcwords.ts';
import { currentLocale } from '../../i18n/runtime.ts';

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
 * Items joined as the page's language joins a list ("a, b and c", Russian "a, b и c"), by
 * Intl.ListFormat. Each item is a whole phrase in the form a list gives it (the nominative), so a
 * sentence prints such a list only where it stands alone: after a colon or in parentheses.
 */
export function andList(items: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items);
}

/** Cubes counted by colour, each a whole phrase ("2 blue cubes"), as a list: "2 blue cubes and 1 yellow cube". */
export function cubesText(cubes: readonly Color[]): string {
  if (cubes.length === 0) return m.no_cubes();
  return andList(COLORS.map((c) => [c, cubes.filter((x) => x === c).length] as const)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => m.color_cubes({ count: n, ...colorParams(c) })));
}

/** Items joined with commas: "a, b, c" (the same sign in every language of the site). */
export function commaList(items: readonly string[]): string {
  return items.join(', ');
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

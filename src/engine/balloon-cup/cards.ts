// Lookup tables over the 45 cards, built once: the hot paths (fit checks, scoring, random
// playouts) read a card's color and value from here instead of parsing `red-13` each time.
// Maps, not objects: 45 keys like "red-13" put an object in dictionary mode, several times slower.
// The hottest lookups (a color's bit or packed count) read the name's third letter instead.
import { ALL_CARDS, COLORS, cardColor, cardValue } from './components.ts';
import type { CardId, Color } from './components.ts';

function table<T>(value: (card: CardId, index: number) => T): ReadonlyMap<string, T> {
  return new Map(ALL_CARDS.map((card, i) => [card, value(card, i)]));
}

/** Color of every card. */
export const COLOR_OF: ReadonlyMap<string, Color> = table(cardColor);

/** Value of every card. */
export const VALUE_OF: ReadonlyMap<string, number> = table(cardValue);

/** Canonical index (0–44, gray-1 first) of every card: canonical sorting and the URL form. */
export const CARD_INDEX: ReadonlyMap<string, number> = table((_, i) => i);

export const COLOR_INDEX: Readonly<Record<Color, number>> = { gray: 0, blue: 1, green: 2, yellow: 3, red: 4 };

/**
 * Colors as packed counts, 3 bits a color (gray lowest): a tile's cubes or a side's cards sum to
 * one number, and `cubes − cards` has a nonzero field exactly for the colors still open.
 */
export const COLOR_UNIT: Readonly<Record<Color, number>> = { gray: 0o1, blue: 0o10, green: 0o100, yellow: 0o1000, red: 0o10000 };

/** One bit per color (gray 1 … red 16), for open-place masks. */
export const COLOR_BIT: Readonly<Record<Color, number>> = { gray: 1, blue: 2, green: 4, yellow: 8, red: 16 };

/**
 * The hot paths' color lookup for a card or a cube: the third letter tells the colors apart
 * (gr-a-y, bl-u-e, gr-e-en, ye-l-low, re-d), and `charCodeAt` beats any map or object lookup.
 * Only for known cards and colors (validated input).
 */
const BIT_BY_THIRD_LETTER = new Uint8Array(128);
const UNIT_BY_THIRD_LETTER = new Uint16Array(128);
for (const color of COLORS) {
  BIT_BY_THIRD_LETTER[color.charCodeAt(2)] = COLOR_BIT[color];
  UNIT_BY_THIRD_LETTER[color.charCodeAt(2)] = COLOR_UNIT[color];
}

/** COLOR_BIT of a card's (`red-13`) or a cube's (`red`) color. */
export function cardBit(cardOrColor: string): number {
  return BIT_BY_THIRD_LETTER[cardOrColor.charCodeAt(2)]!;
}

/** COLOR_UNIT of a card's or a cube's color. */
export function cardUnit(cardOrColor: string): number {
  return UNIT_BY_THIRD_LETTER[cardOrColor.charCodeAt(2)]!;
}

/** A card's value read from its name's last digits (`red-13` → 13): the hot paths' VALUE_OF. */
export function fastValue(card: string): number {
  const end = card.length - 1;
  const last = card.charCodeAt(end) - 48;
  const before = card.charCodeAt(end - 1);
  return before === 45 ? last : (before - 48) * 10 + last;
}

/** Cards in canonical order (gray → red, values ascending). */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return [...cards].sort((a, b) => CARD_INDEX.get(a)! - CARD_INDEX.get(b)!);
}

/** Colors in canonical order (gray → red). */
export function sortColors(colors: readonly Color[]): Color[] {
  return [...colors].sort((a, b) => COLOR_INDEX[a] - COLOR_INDEX[b]);
}


// What a trophy claim pays, in words, and the small shared words of Balloon Cup sentences
// (colours, cards, counts, lists). Its own small module so the cascade islands can word claims
// without loading the whole of story.ts (which tells complete game moves).
import { TROPHY_COST, cardColor, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color } from '../../engine/balloon-cup/components.ts';
import type { Sets } from '../../engine/balloon-cup/state.ts';
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

/** "red 6". */
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

/** "one set of 3 red and 2 sets of 3 blue". */
export function setsText(sets: Sets): string {
  const parts = (Object.entries(sets) as [Color, number | undefined][])
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([c, n]) => m.trade_sets({ count: n ?? 0, ...colorParams(c) }));
  return andList(parts);
}

/** "3 blue cubes and one set of 3 red": what a claim pays, read from the move's trade sets. */
export function paymentText(trophy: Color, sets: Sets): string {
  const setCount = Object.values(sets).reduce<number>((n, k) => n + (k ?? 0), 0);
  const natives = TROPHY_COST[trophy] - setCount;
  const own = natives > 0 ? m.color_cubes({ count: natives, ...colorParams(trophy) }) : '';
  const trades = setsText(sets);
  return andList([own, trades].filter(Boolean));
}

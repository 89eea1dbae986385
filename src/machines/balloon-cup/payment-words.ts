// What a trophy claim pays, in words. Its own small module so the cascade islands can word claims
// without loading the whole of story-core.ts (which tells complete game moves); the small shared words
// (colours, cards, lists) live in color-words.ts, which the board reads on its first render.
import { TROPHY_COST } from '../../engine/balloon-cup/components.ts';
import type { Color } from '../../engine/balloon-cup/components.ts';
import { andList, colorParams } from './color-words.ts';
import type { Sets } from '../../engine/balloon-cup/state.ts';
import { m } from '../../paraglide/words/bcwords.ts';

export { andList, cardName, cardParams, colorName, colorParams, commaList, cubesText, nameForm, playerParams } from './color-words.ts';

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

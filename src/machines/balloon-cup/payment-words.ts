// What a trophy claim pays, in words. Its own small module so the cascade islands can word
// claims without loading the whole of story.ts (which tells complete game moves).
import { TROPHY_COST } from '../../engine/balloon-cup/components.ts';
import type { Color } from '../../engine/balloon-cup/components.ts';
import type { Sets } from '../../engine/balloon-cup/state.ts';

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function setsText(sets: Sets): string {
  const parts = Object.entries(sets)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([c, n]) => `${n === 1 ? 'one set' : `${n} sets`} of 3 ${c}`);
  return parts.join(' and ');
}

/** "3 blue cubes and one set of 3 red": what a claim pays, read from the move's trade sets. */
export function paymentText(trophy: Color, sets: Sets): string {
  const setCount = Object.values(sets).reduce<number>((n, k) => n + (k ?? 0), 0);
  const natives = TROPHY_COST[trophy] - setCount;
  const own = natives > 0 ? plural(natives, `${trophy} cube`) : '';
  const trades = setsText(sets);
  return [own, trades].filter(Boolean).join(' and ');
}

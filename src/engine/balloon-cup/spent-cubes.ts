// Which cubes the trophies claimed so far were paid with (rules §6), for checking a position's box.
// A trophy costs its price in cubes of its colour; each cube short is made up by a set of three
// cubes of a colour already claimed, so the first trophy of a game is paid in its own colour
// alone. With spent cubes going to the box, the box holds exactly those payments.
import { COLORS, TRADE_SET_SIZE, TROPHY_COST, emptyCounts } from './components.ts';
import type { Color, ColorCounts } from './components.ts';

/** Most sets that can be pending: every cube of the game in sets of three. */
const MAX_SETS = 15;

/**
 * A payment for `claimed` (in some claim order) with `least` ≤ payment ≤ `most` cubes of every
 * colour, or null when none exists. Payments with more cubes of a trophy's own colour are found
 * first, so the usual all-native payment comes back when it fits.
 */
export function findPayment(claimed: readonly Color[], least: ColorCounts, most: ColorCounts): ColorCounts | null {
  for (const c of COLORS) {
    if (least[c] > most[c]) return null;
    // Only claimed colours are ever paid.
    if (!claimed.includes(c) && least[c] > 0) return null;
  }
  const orders = permutations(claimed);
  for (const order of orders) {
    const paid = emptyCounts();
    const failed = new Set<number>();
    // `pending`: sets given by earlier trophies' colours not yet used by a later trophy.
    const place = (i: number, pending: number): boolean => {
      if (i === order.length) return pending === 0;
      const memo = i * (MAX_SETS + 1) + pending;
      if (failed.has(memo)) return false;
      const c = order[i]!;
      for (let natives = TROPHY_COST[c]; natives >= 0; natives -= 1) {
        const short = TROPHY_COST[c] - natives;
        if (short > pending) break;
        const lowSets = Math.max(0, Math.ceil((least[c] - natives) / TRADE_SET_SIZE));
        const highSets = Math.min(MAX_SETS - (pending - short), Math.floor((most[c] - natives) / TRADE_SET_SIZE));
        for (let sets = lowSets; sets <= highSets; sets += 1) {
          paid[c] = natives + sets * TRADE_SET_SIZE;
          if (place(i + 1, pending - short + sets)) return true;
        }
      }
      failed.add(memo);
      return false;
    };
    if (place(0, 0)) return paid;
  }
  return null;
}

function permutations(items: readonly Color[]): Color[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((first, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]));
}

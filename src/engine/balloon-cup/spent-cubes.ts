// Which cubes the trophies claimed so far were paid with (rules §6), for checking a position's box
// and for moving them when the spent-cubes option is switched. A trophy costs its price in cubes
// of its colour; each cube short is made up by a set of three cubes of a colour already claimed,
// so the first trophy of a game is paid in its own colour alone. With spent cubes going to the
// box, the box holds exactly those payments.
import { claimedColors } from './cascade.ts';
import { COLORS, TRADE_SET_SIZE, TROPHY_COST, countColors, emptyCounts } from './components.ts';
import type { Color, ColorCounts } from './components.ts';
import type { Options } from './options.ts';
import type { GameState } from './state.ts';

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

/**
 * The same table under other rule options (an example whose options the reader switches). Only
 * where the spent cubes lie depends on the options: switched to the bag, the box's cubes join the
 * bag; switched to the box, the trophies' payments leave the bag for it (the payment with most of
 * each trophy's own colour, as a position read without its box). Everything else stays where the
 * game put it. A bag in colour order (as a position that leaves it out is read) stays in order, so
 * the table is the one the position gives when read under the new options.
 */
export function withOptions(state: GameState, options: Options): GameState {
  if (state.options.spentCubes === options.spentCubes) return { ...state, options };
  if (options.spentCubes === 'bag') {
    const returned = COLORS.flatMap((c) => Array<Color>(state.box[c]).fill(c));
    return { ...state, options, box: emptyCounts(), bag: inColorOrder(state.bag) ? inOrder([...state.bag, ...returned]) : [...state.bag, ...returned] };
  }
  // When the bag no longer holds a payment (its cubes drawn onto the tiles since), the box stays
  // empty; the site's examples never switch such a table (tests/unit/balloon-cup/editions.test.ts).
  const box = findPayment(claimedColors(state.players), emptyCounts(), countColors(state.bag)) ?? emptyCounts();
  const bag = [...state.bag];
  for (const c of COLORS) for (let n = 0; n < box[c]; n += 1) bag.splice(bag.lastIndexOf(c), 1);
  return { ...state, options, box, bag };
}

function inColorOrder(bag: readonly Color[]): boolean {
  return bag.every((c, i) => i === 0 || COLORS.indexOf(bag[i - 1]!) <= COLORS.indexOf(c));
}

function inOrder(bag: Color[]): Color[] {
  return bag.sort((a, b) => COLORS.indexOf(a) - COLORS.indexOf(b));
}

// Paying for trophies (rules §6): natives first, up to the cost; each missing cube is replaced
// by a set of three cubes of one already-claimed color. Shared by the game and the cascade solver.
import { COLORS, TRADE_SET_SIZE, TROPHY_COST, isColor } from './components.ts';
import type { Color, ColorCounts } from './components.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { excerpt, keyExcerpt } from '../excerpt.ts';
import type { Sets } from './state.ts';

/** Cubes of the trophy's own color a claim uses: all the player has, up to the cost. */
export function nativesUsed(cubes: ColorCounts, trophy: Color): number {
  return Math.min(cubes[trophy], TROPHY_COST[trophy]);
}

/** Trade sets a claim needs: one per missing native cube. */
export function setsNeeded(cubes: ColorCounts, trophy: Color): number {
  return TROPHY_COST[trophy] - nativesUsed(cubes, trophy);
}

/** Trade sets available per claimed color. */
function setsAvailable(cubes: ColorCounts, claimed: readonly Color[]): Array<[Color, number]> {
  return COLORS.filter((c) => claimed.includes(c)).map((c) => [c, Math.floor(cubes[c] / TRADE_SET_SIZE)]);
}

export function canAfford(cubes: ColorCounts, trophy: Color, claimed: readonly Color[], tradesAllowed: boolean): boolean {
  if (claimed.includes(trophy)) return false;
  const need = setsNeeded(cubes, trophy);
  if (need === 0) return true;
  if (!tradesAllowed) return false;
  // Counted in place, without setsAvailable's arrays: the game asks this after every scoring.
  let sets = 0;
  for (const color of COLORS) if (claimed.includes(color)) sets += Math.floor(cubes[color] / TRADE_SET_SIZE);
  return sets >= need;
}

/**
 * Every valid choice of trade sets for one claim (colors in canonical order, zero counts left out):
 * `[{}]` when natives suffice, `[]` when no payment exists.
 */
export function paymentChoices(cubes: ColorCounts, trophy: Color, claimed: readonly Color[], tradesAllowed: boolean): Sets[] {
  if (claimed.includes(trophy)) return [];
  const need = setsNeeded(cubes, trophy);
  if (need === 0) return [{}];
  if (!tradesAllowed) return [];
  const available = setsAvailable(cubes, claimed);
  const choices: Sets[] = [];
  const pick = (index: number, left: number, sets: Sets): void => {
    if (left === 0) {
      choices.push(sets);
      return;
    }
    if (index === available.length) return;
    const [color, max] = available[index]!;
    for (let n = Math.min(max, left); n >= 0; n -= 1) {
      pick(index + 1, left - n, n > 0 ? { ...sets, [color]: n } : sets);
    }
  };
  pick(0, need, {});
  return choices;
}

/** Reads a `sets` object from input: colors to non-negative integers; zero counts are dropped. */
export function parseSets(input: unknown): Result<Sets> {
  if (input === undefined) return ok({});
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail('bad-move', { code: 'move-form', field: 'sets' });
  }
  const sets: Sets = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isColor(key)) return fail('bad-move', { code: 'move-form', field: `sets.${keyExcerpt(key)}` });
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      return fail('bad-move', { code: 'move-form', field: `sets.${key}` });
    }
    if (value > 0) sets[key] = value;
  }
  return ok(sets);
}

/**
 * Checks a claim's payment. `cannot-afford` when no payment exists at all; `bad-sets` when one
 * exists but these sets are not it (an unclaimed color, more sets than held, too few or too many).
 */
export function checkPayment(
  cubes: ColorCounts, trophy: Color, claimed: readonly Color[], tradesAllowed: boolean, sets: Sets,
): Result<Sets> {
  if (!canAfford(cubes, trophy, claimed, tradesAllowed)) {
    return fail('cannot-afford', { code: 'move-cannot-afford', color: trophy, cost: TROPHY_COST[trophy], held: cubes[trophy], trades: tradesAllowed });
  }
  const need = setsNeeded(cubes, trophy);
  let given = 0;
  for (const color of COLORS) {
    const n = sets[color] ?? 0;
    if (n === 0) continue;
    if (!claimed.includes(color)) return fail('bad-sets', { code: 'move-sets-color', color });
    if (n * TRADE_SET_SIZE > cubes[color]) return fail('bad-sets', { code: 'move-sets-held', color, sets: n, held: cubes[color] });
    given += n;
  }
  if (given !== need) {
    return fail('bad-sets', { code: 'move-sets-count', color: trophy, need, given });
  }
  return ok(Object.fromEntries(COLORS.filter((c) => (sets[c] ?? 0) > 0).map((c) => [c, sets[c]])) as Sets);
}

/** Cubes left after paying, and the cubes paid (to the box or the bag, per options). */
export function pay(cubes: ColorCounts, trophy: Color, sets: Sets): { cubes: ColorCounts; paid: ColorCounts } {
  const left = { ...cubes };
  const paid: ColorCounts = { gray: 0, blue: 0, green: 0, yellow: 0, red: 0 };
  const natives = nativesUsed(cubes, trophy);
  left[trophy] -= natives;
  paid[trophy] += natives;
  for (const color of COLORS) {
    const n = (sets[color] ?? 0) * TRADE_SET_SIZE;
    left[color] -= n;
    paid[color] += n;
  }
  return { cubes: left, paid };
}

/** Trophies a scoring winner must claim (payable with natives alone), cheapest first. */
export function compulsoryTrophies(cubes: ColorCounts, claimed: readonly Color[]): Color[] {
  return COLORS.filter((c) => !claimed.includes(c) && cubes[c] >= TROPHY_COST[c]);
}

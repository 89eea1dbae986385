// Rule options: every difference between editions is a named option; defaults are Rio Grande.
import type { Result } from './result.ts';
import { err, ok } from './result.ts';
import { excerpt, keyExcerpt } from '../excerpt.ts';

export interface Options {
  /** Where cubes paid for trophies go: out of the game (Rio Grande) or back to the bag (Italian). */
  readonly spentCubes: 'box' | 'bag';
  /** Claims only in cascades (Rio Grande), or also trade claims at the start of one's own turn. */
  readonly claimTiming: 'cascade' | 'own-turn';
  /** Italian variant: only the player who just won a scoring may trade in that cascade. */
  readonly tradeAfterWin: boolean;
  /** Fewest cards an exchange discards: 0 (Rio Grande "up to 4") or 1 (Italian, Gravon). */
  readonly exchangeMin: 0 | 1;
  /** Online-server anti-deadlock: never more than (trophy cost − 1) cubes of a color on a tile. */
  readonly cubeLimit: boolean;
}

export const DEFAULT_OPTIONS: Options = {
  spentCubes: 'box',
  claimTiming: 'cascade',
  tradeAfterWin: false,
  exchangeMin: 0,
  cubeLimit: false,
};

export const OPTION_CHOICES = {
  spentCubes: ['box', 'bag'],
  claimTiming: ['cascade', 'own-turn'],
  tradeAfterWin: [false, true],
  exchangeMin: [0, 1],
  cubeLimit: [false, true],
} as const satisfies { [K in keyof Options]: readonly Options[K][] };

/** Reads a partial options object (from JSON or a URL); missing options take their defaults. */
export function parseOptions(input: unknown): Result<Options> {
  if (input === undefined || input === null) return ok(DEFAULT_OPTIONS);
  if (typeof input !== 'object' || Array.isArray(input)) {
    return err('bad-position', `options: expected an object of rule options, found ${excerpt(input)}`);
  }
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(input)) {
    // Own keys only: "toString" or "constructor" must read as unknown options, not as methods.
    if (!Object.hasOwn(OPTION_CHOICES, key)) {
      return err('bad-position', `options.${keyExcerpt(key)}: unknown rule option (known: ${Object.keys(OPTION_CHOICES).join(', ')})`);
    }
    const choices: readonly unknown[] = OPTION_CHOICES[key as keyof Options];
    if (!choices.includes(value)) {
      return err('bad-position', `options.${key}: expected one of ${choices.map((c) => JSON.stringify(c)).join(', ')}, found ${excerpt(value)}`);
    }
    out[key] = value;
  }
  return ok(out as unknown as Options);
}

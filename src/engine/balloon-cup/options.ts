// Rule options: every difference between editions is a named option; defaults are Rio Grande.
// The editions themselves are option sets (PRESETS), offered on the play page.
// Reading them from untrusted input is parseOptions, in position.ts.

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

export type Preset = 'rio-grande' | 'italian' | 'online';

/**
 * Editions as option sets (rules reference §4–§6): the Italian edition returns spent cubes to
 * the bag, allows own-turn trade claims and swaps at least one card; the online servers (Gravon
 * style) add the cube limit to own-turn claims and the one-card exchange. The Italian
 * "only the scoring's winner trades" variant stays a separate option.
 */
export const PRESETS: Readonly<Record<Preset, Options>> = {
  'rio-grande': DEFAULT_OPTIONS,
  italian: { spentCubes: 'bag', claimTiming: 'own-turn', tradeAfterWin: false, exchangeMin: 1, cubeLimit: false },
  online: { spentCubes: 'box', claimTiming: 'own-turn', tradeAfterWin: false, exchangeMin: 1, cubeLimit: true },
};

/** The edition these options are, or null for a mix of one's own. */
export function presetOf(options: Options): Preset | null {
  const keys = Object.keys(options) as (keyof Options)[];
  for (const [name, preset] of Object.entries(PRESETS)) if (keys.every((k) => preset[k] === options[k])) return name as Preset;
  return null;
}

// The game's randomness: mulberry32, a small well-mixed 32-bit generator whose whole state is one
// uint32 kept in GameState.rng (boardgame.io habit), so a seed plus a move list replays exactly.
// No Math.random, no clock. Inside one `apply` a mutable holder advances; the final value is
// stored in the new state.

/** A generator in use: `state` is the uint32 that goes back into the game state. */
export interface Rng {
  state: number;
}

export function makeRng(state: number): Rng {
  return { state: state >>> 0 };
}

/** The next number in [0, 1). */
export function nextFloat(rng: Rng): number {
  const s = (rng.state + 0x6d2b79f5) >>> 0;
  rng.state = s;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A whole number in [0, n). */
export function nextInt(rng: Rng, n: number): number {
  return Math.floor(nextFloat(rng) * n);
}

/** Fisher–Yates in place (the caller owns `items`). */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = nextInt(rng, i + 1);
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
  return items;
}

/** A seed as the PRNG state: any number, taken as a uint32. */
export function seedState(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}

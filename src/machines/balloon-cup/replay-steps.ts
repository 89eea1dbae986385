// Stepping through a replay, one rule for both replays: the rules examples' line (replay.ts) and a
// recorded game (game-replay.ts). A step leads from `at` to a place kept within 0…total.
export type ReplayStep = 'next' | 'previous' | 'first' | 'last';

/** Where a step leads from `at`, kept within 0…total. */
export function stepTo(step: ReplayStep, at: number, total: number): number {
  const to = step === 'next' ? at + 1 : step === 'previous' ? at - 1 : step === 'first' ? 0 : total;
  return Math.max(0, Math.min(total, to));
}

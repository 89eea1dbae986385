/**
 * A player's trophies and won cubes as a person sets them, kept within the game's pieces: shared
 * by the cascade sandbox's form (sandbox-form.ts) and the analysis board's set-up
 * (position-edits.ts), in a module of their own so the set-up loads none of the cascade's code.
 */
import { COLORS, CUBES_PER_COLOR } from '../../engine/balloon-cup/components.ts';
import type { Color, Player } from '../../engine/balloon-cup/components.ts';

/** The most cubes of `color` a player can hold while the other holds `others`. */
export function cubeMax(color: Color, others: number): number {
  return Math.max(0, CUBES_PER_COLOR[color] - others);
}

/** A typed count kept within 0 and what the other player leaves of that color. */
export function clampCubes(color: Color, typed: number, others: number): number {
  if (!Number.isFinite(typed)) return 0;
  return Math.min(Math.max(0, Math.trunc(typed)), cubeMax(color, others));
}

/**
 * Trophies after ticking or unticking one: a trophy ticked for one player leaves the other; one
 * unticked leaves only that player (unticking the other's box, after the trophy moved, takes
 * nothing from the one who now holds it: edits made quickly can reach the machine in that order).
 */
export function toggleTrophy(
  trophies: readonly [readonly Color[], readonly Color[]],
  player: Player,
  color: Color,
  on: boolean,
): [Color[], Color[]] {
  if (!on) {
    const next: [Color[], Color[]] = [[...trophies[0]], [...trophies[1]]];
    next[player] = trophies[player].filter((t) => t !== color);
    return next;
  }
  const next: [Color[], Color[]] = [trophies[0].filter((t) => t !== color), trophies[1].filter((t) => t !== color)];
  next[player] = COLORS.filter((c) => c === color || next[player].includes(c));
  return next;
}

// The opponent's levels below perfect. Every level knows each move's exact outcome (the solver's
// answer); the weaker ones throw that away some of the time and pick a move by chance instead,
// never one that drops a cup off the track while another move is left. The chance comes from the
// game's seed and the position, so the same game asks the same reply again (after an undo, in a
// test, on another device).
import type { MoveEvaluation, Solution } from '../../engine/jumping-cups/index.ts';

export const LEVELS = ['beginner', 'casual', 'perfect'] as const;
export type Level = (typeof LEVELS)[number];

/** How often (out of 4) each level picks a move by chance instead of the solver's. */
export const CHANCE_IN_FOUR: Readonly<Record<Level, number>> = { beginner: 3, casual: 1, perfect: 0 };

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/** The perfect choice: the fastest win, else the longest resistance; the lower square on ties. */
export function bestReply(solution: Solution): MoveEvaluation | null {
  let best: MoveEvaluation | null = null;
  for (const move of solution.moves) {
    if (!best) best = move;
    else if (move.value === 'win' && best.value !== 'win') best = move;
    else if (move.value === best.value && (move.value === 'win' ? move.plies < best.plies : move.plies > best.plies)) best = move;
  }
  return best;
}

/** A number in [0, 1) from the seed and the position's notation (FNV-1a, then a mix). */
export function chance(seed: number, notation: string, salt: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < notation.length; i += 1) h = Math.imul(h ^ notation.charCodeAt(i), 16777619) >>> 0;
  h = Math.imul(h ^ (salt + 0x9e3779b9), 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

/** Whether this reply was the solver's choice or one picked by chance. */
export interface LevelChoice {
  readonly move: MoveEvaluation;
  readonly byChance: boolean;
}

/** The reply of `level` in the position `notation` (whose answer is `solution`), for the game's `seed`. */
export function chooseAtLevel(solution: Solution, level: Level, seed: number, notation: string): LevelChoice | null {
  const best = bestReply(solution);
  if (!best) return null;
  if (chance(seed, notation, 1) * 4 >= CHANCE_IN_FOUR[level]) return { move: best, byChance: false };
  const staying = solution.moves.filter((move) => !move.leftTrack);
  const pool = staying.length > 0 ? staying : solution.moves;
  const move = pool[Math.floor(chance(seed, notation, 2) * pool.length)]!;
  return { move, byChance: true };
}

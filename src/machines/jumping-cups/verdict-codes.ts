// Which rule decides what the solver, a puzzle and practice say, as codes of the one codes→rules
// table (components/rules/codes.ts). A value under perfect play (the solver's verdict, a win let
// slip, a win that comes too late) is decided by how a game ends: the end-of-game rules
// ('perfect-play', chapter 4). A note said once the game is over cites how it ended (finish,
// blocked, left-track: 4.1 to 4.3), and a move that jumps off the track its own rule (4.3).
import type { EndReason, GameStatus } from '../../engine/jumping-cups/index.ts';

export const VERDICT_CODES = ['perfect-play'] as const;
export type VerdictCode = (typeof VERDICT_CODES)[number];

/** The code a value under perfect play cites. */
export const PERFECT_PLAY: VerdictCode = 'perfect-play';

/** The code of a puzzle's or practice's end: how the game ended, or, while it goes on, perfect play. */
export function endCode(status: GameStatus): EndReason | VerdictCode {
  return status.over ? status.reason : PERFECT_PLAY;
}

/** The code of one move's value in a verdict when a rule of its own decides it (leaving the track
 * loses at once), or null: the verdict's own citation covers the others. */
export function moveCode(move: { readonly leftTrack: boolean }): EndReason | null {
  return move.leftTrack ? 'left-track' : null;
}

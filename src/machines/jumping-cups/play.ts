// The game against the perfect opponent as the play page runs it (play-core.ts), reading a
// position from a link with every check: its text, its counts, and the search proving it arises in
// play (parsePosition, origin.ts). The puzzles run play-checked.ts, without that search.
import { parsePosition } from '../../engine/jumping-cups/notation.ts';
import type { Consultation } from './consultation.ts';
import { consultedBy, createPlayMachine } from './play-core.ts';

export * from './play-core.ts';

/** The game from a start or a shared position, each position proved to arise in play. */
export const playMachine = /* @__PURE__ */ createPlayMachine(parsePosition);

/**
 * The machine with the solver answering through `ask` (the play page's worker), told through
 * `foresee` which position the previewed move would make, so the answer's data can be fetched ahead.
 */
export function withConsult(
  ask: (notation: string) => Promise<Consultation>,
  foresee: (notation: string) => void = () => undefined,
  pace: () => Promise<void> = () => Promise.resolve(),
) {
  return consultedBy(playMachine, ask, foresee, pace);
}


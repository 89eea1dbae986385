// Solving from the moment of the scoring (rules §6): the winner's compulsory claims first, then
// the cascade solver on what they leave. Apart from cascade-solver.ts because only the sandbox
// and the checks start there: the pages that solve running cascades (the play page, the puzzles)
// do not download it.
import type { Color } from './components.ts';
import type { CascadePosition, CascadeStep } from './cascade.ts';
import { startCascade } from './cascade.ts';
import type { CascadeSolution, CascadeValue } from './cascade-solver.ts';
import { solveCascade } from './cascade-solver.ts';

export interface ScoringSolution {
  /** What startCascade did: W's compulsory claims (its events), the players after them, the cascade left running. */
  readonly step: CascadeStep;
  /** W's compulsory claims, in the order they are made. */
  readonly compulsory: readonly Color[];
  /**
   * The value from the position after the compulsory claims (as the conformance vectors with
   * start "scoring" define it): the solver's when a cascade is left running; otherwise
   * W's win when the claims gave W a third trophy, no win when nobody can claim after them.
   */
  readonly value: CascadeValue;
  /** The solver's answer for the cascade left running; null when the claims ended it. */
  readonly solution: CascadeSolution | null;
}

/**
 * Solves a position at the moment of the scoring (checked with `atScoring`): W's compulsory
 * claims first (startCascade), then perfect play from what they leave. `position.part` is
 * not read: at the scoring the first part is W's.
 */
export function solveFromScoring(position: CascadePosition): ScoringSolution {
  const step = startCascade(position.players, position.winner, position);
  const compulsory = step.events.flatMap((e) => (e.type === 'claimed' && e.compulsory ? [e.trophy] : []));
  if (step.position !== null) {
    const solution = solveCascade(step.position);
    return { step, compulsory, value: solution.value, solution };
  }
  const value: CascadeValue = step.gameWinner === null ? 'no-win' : step.gameWinner === position.winner ? 'winner-wins' : 'other-wins';
  return { step, compulsory, value, solution: null };
}

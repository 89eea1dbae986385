// Which rule a told step of a game rests on, as a code of the one codes→rules table
// (components/rules/codes.ts): a scoring (an equal total its own rule), a tile leaving the
// table, a swap, a claim, a part of a cascade, a pass in one, and the end (a blocked end its own
// rule). Placing a card, drawing and the other steps cite nothing: they explain no decision.
import type { Step } from './story-core.ts';

export const STEP_CODES = ['scored', 'scored-tie', 'tile-removed', 'exchanged', 'claimed', 'cascade-part', 'passed', 'game-over', 'game-blocked'] as const;
export type StepCode = (typeof STEP_CODES)[number];

/** The code of the rule `step` rests on, or null when it explains no rule. */
export function stepCode(step: Pick<Step, 'event' | 'scoring' | 'board'>): StepCode | null {
  switch (step.event) {
    case 'scored':
      return step.scoring && step.scoring.sums[0] === step.scoring.sums[1] ? 'scored-tie' : 'scored';
    case 'game-over':
      return step.board.result?.reason === 'blocked' ? 'game-blocked' : 'game-over';
    case 'tile-removed':
    case 'exchanged':
    case 'claimed':
    case 'cascade-part':
    case 'passed':
      return step.event;
    default:
      return null;
  }
}

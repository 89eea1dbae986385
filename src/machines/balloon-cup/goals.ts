// What completes an example, for its progress mark. Content names one per example
// (src/content.config.ts); the machines report `complete` once the reader reaches it.
import type { GameEvent } from '../../engine/balloon-cup/state.ts';

export const GOALS = ['move', 'refusal', 'refusal-then-move', 'score', 'exchange', 'claim', 'cascade-end', 'game-over', 'end'] as const;
export type Goal = (typeof GOALS)[number];

/**
 * Whether a move with these events (or a refusal) reaches the goal. `refusedBefore`: a try was
 * refused earlier in this run of the example ('refusal-then-move' asks the reader to read a
 * refusal and then find the allowed move, so the refusal alone does not finish it).
 */
export function reachesGoal(goal: Goal, outcome: { readonly refused: boolean; readonly events: readonly GameEvent[]; readonly refusedBefore?: boolean }): boolean {
  const has = (type: GameEvent['type']) => outcome.events.some((e) => e.type === type);
  switch (goal) {
    case 'refusal':
      return outcome.refused;
    case 'move':
      return !outcome.refused && outcome.events.length > 0;
    case 'refusal-then-move':
      return outcome.refusedBefore === true && !outcome.refused && outcome.events.length > 0;
    case 'score':
      return has('scored');
    case 'exchange':
      return has('exchanged');
    case 'claim':
      return has('claimed');
    case 'cascade-end':
      return has('cascade-ended') || has('game-over');
    case 'game-over':
      return has('game-over');
    case 'end':
      return false;
  }
}

// An ending's moves played and told: the rules engine and the told story, which the ending island
// fetches on the reader's first touch (not with the page, whose position the server drew), so
// the page loads small.
import { apply } from '../../engine/balloon-cup/apply.ts';
import type { GameState, Move } from '../../engine/balloon-cup/state.ts';
import { eventText } from './story-core.ts';

/** The state after a proved move, and what happened in words (one sentence an event). */
export function playMove(state: GameState, move: Move, names: readonly [string, string]): { state: GameState; lines: string[] } {
  const played = apply(state, move);
  if (!played.ok) throw new Error('internal: a proved move was refused');
  return { state: played.value.state, lines: played.value.events.map((e) => eventText(e, names)).filter((t) => t !== '') };
}

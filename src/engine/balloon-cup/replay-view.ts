// The views of a recorded game (view.ts): what both players know after its moves (the bots'
// bookkeeping, bots/knowledge.ts), and the view to draw at each move of its replay.
import { NOTHING_KNOWN, observe } from './bots/knowledge.ts';
import type { Known } from './bots/knowledge.ts';
import { mover } from './moves.ts';
import type { GameEvent, GameState, Move } from './state.ts';
import { openTable, viewFor } from './view.ts';
import type { TableView } from './view.ts';

/** What both players know after these moves (`states[k]` before `moves[k]`, `events[k]` what it did). */
export function knownAfter(states: readonly GameState[], moves: readonly Move[], events: ReadonlyArray<readonly GameEvent[]>): Known {
  let known: Known = NOTHING_KNOWN;
  moves.forEach((move, k) => { known = observe(known, mover(states[k]!), move, events[k]!); });
  return known;
}

/**
 * The view of each position of a recorded game, for its replay: a finished game shows every
 * hand at every move; an unfinished one only the view both players share, so a link made
 * mid-game never shows a hand.
 */
export function replayViews(states: readonly GameState[], moves: readonly Move[], events: ReadonlyArray<readonly GameEvent[]>): TableView[] {
  const finished = states[states.length - 1]?.result != null;
  let known: Known = NOTHING_KNOWN;
  return states.map((state, k) => {
    if (k > 0) known = observe(known, mover(states[k - 1]!), moves[k - 1]!, events[k - 1]!);
    return finished ? openTable(state) : viewFor(state, null, known);
  });
}

// The replay of a recorded game (the replay page, ReplayApp.tsx): the record read from the link
// becomes the one replay's line (replay.ts), a frame per move drawn as the engine's replay views
// show it (a finished game every hand, an unfinished one only what both players saw). The page
// runs the replay's pure machine with Preact's useReducer (it loads no xstate: its budget has no
// room); `gameReplayView` is the one replay's view with what only a recorded game has.
import { stepCode } from './step-codes.ts';
import type { StepCode } from './step-codes.ts';
import { mover } from '../../engine/balloon-cup/index.ts';
import type { CardId, GameState, Move, Player } from '../../engine/balloon-cup/index.ts';
import { decodeRecord, recoverRecord } from '../../engine/balloon-cup/record.ts';
import type { GameRecord } from '../../engine/balloon-cup/record.ts';
import { replayViews } from '../../engine/balloon-cup/replay-view.ts';
import type { LinkProblem } from '../../engine/balloon-cup/result.ts';
import { replayNames } from './replay-names.ts';
import { replayStart, replayStep, replayView } from './replay.ts';
import type { ReplayEvent, ReplayLine, ReplayState, ReplayView } from './replay.ts';
import { moveLabel, stepText, tell } from './story.ts';
import { lastPlaced } from './table-marks.ts';

export interface GameReplayState extends ReplayState {
  /** The link's record text (`g`), or null when the link has none. */
  readonly g: string | null;
  readonly read: ReturnType<typeof decodeRecord> | null;
  /** The players' names the link types (`p1`, `p2`): a game between two people keeps them. */
  readonly typed: readonly [string | null, string | null];
}

export type GameReplayEvent = ReplayEvent;

/** The line of a record read: one frame per move, drawn as the engine's replay views show it. */
function gameLine(read: ReturnType<typeof decodeRecord> | null, typed: GameReplayState['typed']): ReplayLine | null {
  if (!read?.ok) return null;
  const { record, states, events } = read.value;
  const views = replayViews(states, record.moves, events);
  return {
    names: replayNames(typed, record.opponent === 'people'),
    you: record.opponent === 'people' ? null : 0,
    frames: views.map((board, k) => ({ board, steps: k === 0 ? [] : tell(states[k - 1]!, { state: states[k]!, events: events[k - 1]! }) })),
    moveStarts: record.moves.map((_, k) => k + 1),
  };
}

/** The replay of the link's record `g`, at its move `m` (or the start); a step past either end is said. */
export function gameReplayStart({ g, m, typed = [null, null] }: { g: string | null; m: number | null; typed?: GameReplayState['typed'] }): GameReplayState {
  const read = g ? decodeRecord(g) : null;
  return { ...replayStart(gameLine(read, typed), m ?? 0, true), g, read, typed };
}

/** The replay's machine (replay.ts), on the page's state. */
export const gameReplayStep: (state: GameReplayState, event: GameReplayEvent) => GameReplayState = replayStep;

/** One move of the list. */
export interface ReplayedMove {
  readonly label: string;
  /** Played after an undo. */
  readonly undone: boolean;
  /** Made in a claim cascade (by a player whose turn it was not). */
  readonly cascade: boolean;
}

export type GameReplayView =
  /** The link names no game. */
  | { readonly kind: 'none' }
  /** The record looks cut (or lost a move): the moves before the cut are offered as a link of their own. */
  | { readonly kind: 'cut'; readonly moves: number; readonly reason: 'cut' | 'lost'; readonly text: string }
  /** The record cannot be read: the reader's facts about why, or none for an empty one. */
  | { readonly kind: 'cannot'; readonly problem: LinkProblem | null }
  | (ReplayView & {
      readonly kind: 'replay';
      readonly g: string;
      readonly record: GameRecord;
      readonly states: readonly GameState[];
      readonly lastPlaced: ReadonlyMap<CardId, Player>;
      /** The move shown was played after an undo. */
      readonly afterUndo: boolean;
      /** The code of the rule each told sentence rests on (step-codes.ts), or null. */
      readonly cites: readonly (StepCode | null)[];
      /** Every move, for the list. */
      readonly list: readonly ReplayedMove[];
      /** The game is over: every hand is public, so it may be reviewed. */
      readonly finished: boolean;
    });

/** What the page shows: the one replay's view in the game's words ("you"), and the record's own facts. */
export function gameReplayView(state: GameReplayState): GameReplayView {
  const { g, read, at } = state;
  if (!g) return { kind: 'none' };
  if (!read || !read.ok) {
    const recovered = recoverRecord(g);
    if (recovered) return { kind: 'cut', moves: recovered.game.record.moves.length, reason: recovered.reason, text: recovered.text };
    return { kind: 'cannot', problem: read ? read.problem : null };
  }
  const { record, states } = read.value;
  const view = replayView(state, stepText);
  return {
    ...view,
    kind: 'replay',
    g,
    record,
    states,
    lastPlaced: lastPlaced(record.moves.slice(0, at), states.slice(0, at + 1)),
    afterUndo: at > 0 && record.undone.includes(at - 1),
    cites: view.steps.map(stepCode),
    list: record.moves.map((move: Move, k) => ({
      label: moveLabel(move, view.names, states[k]!, view.you),
      undone: record.undone.includes(k),
      cascade: mover(states[k]!) !== states[k]!.toMove,
    })),
    finished: Boolean(states[record.moves.length]!.result),
  };
}

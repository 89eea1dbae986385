// The replay of a recorded game (the replay page, ReplayApp.tsx): the record read from the link,
// the move shown, and what is said when the reader goes to a move or past either end. A pure
// machine, `gameReplayStep(state, event)`, run by the page with Preact's useReducer (the page
// loads no xstate: its budget has no room). Its state is a replay cursor over the record's moves,
// the one the rules examples' replay keeps over its steps (replay-cursor.ts): the cursor says
// where a step or a move of the list leads and what is said; this module reads the record and
// `gameReplayView` derives what the page shows.
import { stepCode } from './step-codes.ts';
import type { StepCode } from './step-codes.ts';
import { mover } from '../../engine/balloon-cup/index.ts';
import type { CardId, GameState, Move, Player } from '../../engine/balloon-cup/index.ts';
import { decodeRecord, recoverRecord } from '../../engine/balloon-cup/record.ts';
import type { GameRecord } from '../../engine/balloon-cup/record.ts';
import { replayViews } from '../../engine/balloon-cup/replay-view.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import type { LinkProblem } from '../../engine/balloon-cup/result.ts';
import { replayNames } from './replay-names.ts';
import { moveCursor } from './replay-cursor.ts';
import type { ReplayCursor, ReplayTo } from './replay-cursor.ts';
import { moveLabel, stepText, tell } from './story.ts';
import type { Names } from './story.ts';
import { lastPlaced } from './table-marks.ts';

/**
 * The cursor over the record's moves (`at`: 0 is the start, k the position after move k; `said`:
 * a move reached, the start at 0, or a step past either end) and the link it reads.
 */
export interface GameReplayState extends ReplayCursor {
  /** The link's record text (`g`), or null when the link has none. */
  readonly g: string | null;
  readonly read: ReturnType<typeof decodeRecord> | null;
  /** The players' names the link types (`p1`, `p2`): a game between two people keeps them. */
  readonly typed: readonly [string | null, string | null];
}

/**
 * A move of the list to go to (and Previous and Next: past either end it says so), or a key's step
 * (replay-keys.ts).
 */
export type GameReplayEvent = ReplayTo;

/** The replay of the link's record `g`, at its move `m` (or the start). */
export function gameReplayStart({ g, m, typed = [null, null] }: { g: string | null; m: number | null; typed?: GameReplayState['typed'] }): GameReplayState {
  const read = g ? decodeRecord(g) : null;
  const total = read?.ok ? read.value.record.moves.length : 0;
  return { g, read, at: Math.min(m ?? 0, total), typed, said: null };
}

/** The cursor's step over the record's moves (replay-cursor.ts). */
export function gameReplayStep(state: GameReplayState, event: GameReplayEvent): GameReplayState {
  return moveCursor(state, event, state.read?.ok ? state.read.value.record.moves.length : 0);
}

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
  | {
      readonly kind: 'replay';
      readonly g: string;
      readonly record: GameRecord;
      readonly states: readonly GameState[];
      readonly names: Names;
      /** The seat whose sentences say "you" (the person, against the computer). */
      readonly you: Player | null;
      readonly at: number;
      readonly total: number;
      readonly board: TableView;
      readonly lastPlaced: ReadonlyMap<CardId, Player>;
      /** The move shown was played after an undo. */
      readonly afterUndo: boolean;
      /** The move shown, told (empty at the start). */
      readonly told: readonly string[];
      /** The code of the rule each told sentence rests on (step-codes.ts), or null. */
      readonly cites: readonly (StepCode | null)[];
      readonly moves: readonly ReplayedMove[];
      /** The game is over: every hand is public, so it may be reviewed. */
      readonly finished: boolean;
      readonly said: GameReplayState['said'];
    };

/** What the page shows. `views` (replayViews of the record) is worked out once per record by the caller. */
export function gameReplayView(state: GameReplayState, views: readonly TableView[] = tableViews(state)): GameReplayView {
  const { g, read, at } = state;
  if (!g) return { kind: 'none' };
  if (!read || !read.ok) {
    const recovered = recoverRecord(g);
    if (recovered) return { kind: 'cut', moves: recovered.game.record.moves.length, reason: recovered.reason, text: recovered.text };
    return { kind: 'cannot', problem: read ? read.problem : null };
  }
  const { record, states, events } = read.value;
  const names = replayNames(state.typed, record.opponent === 'people');
  const you: Player | null = record.opponent === 'people' ? null : 0;
  const total = record.moves.length;
  const steps = at === 0 ? [] : tell(states[at - 1]!, { state: states[at]!, events: events[at - 1]! });
  return {
    kind: 'replay',
    g,
    record,
    states,
    names,
    you,
    at,
    total,
    board: views[at]!,
    lastPlaced: lastPlaced(record.moves.slice(0, at), states.slice(0, at + 1)),
    afterUndo: at > 0 && record.undone.includes(at - 1),
    told: steps.map((s) => stepText(s.told, names, you)),
    cites: steps.map(stepCode),
    moves: record.moves.map((move: Move, k) => ({
      label: moveLabel(move, names, states[k]!, you),
      undone: record.undone.includes(k),
      cascade: mover(states[k]!) !== states[k]!.toMove,
    })),
    finished: Boolean(states[total]!.result),
    said: state.said,
  };
}

/** The table at each move as both players see it (every hand at the end): the engine's replay views. */
export function tableViews(state: GameReplayState): readonly TableView[] {
  return state.read?.ok ? replayViews(state.read.value.states, state.read.value.record.moves, state.read.value.events) : [];
}

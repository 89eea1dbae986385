// A rules example's replay: a line of moves from the content, played by the engine and told one
// step at a time (the lichess "view solution" habit), in the one replay (replay.ts). Each move
// becomes the steps of `tell`, so a scoring shows the totals, then the cubes, flip, refill and
// claims. The islands run the replay's machine as an actor without xstate (pure-actor.ts); the
// server and the tests call its functions directly.
import type { SnapshotFrom } from 'xstate';
import { apply, parseMove } from '../../engine/balloon-cup/index.ts';
import type { GameState, Move, Result } from '../../engine/balloon-cup/index.ts';
import type { Checked, Checker } from './engine.ts';
import type { Names, Step } from './story-core.ts';
import { exampleNames, refusalText, stepText, tell } from './story-core.ts';
import { exampleMoveWords } from './move-problem-words.ts';
import { m as words } from '../../paraglide/words/bcplay.ts';
import { replayStart, replayStep, replayView } from './replay.ts';
import { pureMachine } from '../pure-actor.ts';
import type { ReplayFrame, ReplayLine, ReplayState, ReplayView } from './replay.ts';

export { createActor } from '../pure-actor.ts';

export interface ReplayInput {
  readonly position: unknown;
  readonly options?: unknown;
  readonly moves: readonly unknown[];
  readonly names?: Names;
  /** The position and options as the build checked them (engine.ts `checkExample`). */
  readonly checked?: Checked;
}

/** The replay, and why its line stops short (a refused move, or none) or cannot start at all. */
export interface ExampleReplayState extends ReplayState {
  readonly problem: string | null;
}

/**
 * A move from content, checked for shape only. Card names stay unchecked strings until `apply`
 * answers `not-in-hand`; the wording of refusals treats them as plain text.
 */
function readMove(input: unknown): Result<Move> {
  return parseMove(input) as Result<Move>;
}

/**
 * Plays the line through the engine from the checked start, one frame per told step; a refused
 * or malformed move is reported by its number, the moves before it kept.
 */
export function playLine(checked: Checked, moves: readonly unknown[], names: Names): { line: ReplayLine | null; problem: string | null } {
  if (!checked.game) return { line: null, problem: checked.problem };
  const start: GameState = checked.game;
  const frames: ReplayFrame[] = [{ board: start, steps: [] }];
  const moveStarts: number[] = [];
  const line = (problem: string | null) => ({ line: { names, you: null, frames, moveStarts }, problem });
  let state = start;
  for (const [i, raw] of moves.entries()) {
    const move = readMove(raw);
    if (!move.ok) return line(exampleMoveWords(i + 1, move.problem));
    const result = apply(state, move.value as Move);
    if (!result.ok) return line(words.replay_refused({ index: i, code: result.error, why: refusalText(result, move.value, state, names) }));
    moveStarts.push(frames.length);
    for (const step of tell(state, result.value) as Step[]) frames.push({ board: step.board, steps: [step] });
    state = result.value.state;
  }
  return line(frames.length === 1 ? words.replay_no_moves() : null);
}

/** Without a checker, a line whose start the build did not check has no game (never on the site's pages). */
const UNCHECKED: Checked = { game: null, problem: 'position not checked', options: null };

/**
 * The example's replay at its start, reading the position with `check` (the server and the tests:
 * engine.ts `checkExample`), or with none taking it as the build checked it (the islands' code then
 * holds no position reader).
 */
export function exampleReplayStart(input: ReplayInput, check: Checker | null): ExampleReplayState {
  const checked = input.checked ?? (check ? check(input.position, input.options) : UNCHECKED);
  const { line, problem } = playLine(checked, input.moves, input.names ?? exampleNames());
  return { ...replayStart(line), problem };
}

/** The replay's machine for starts the build checked (the islands). */
export const checkedExampleReplay = /* @__PURE__ */ pureMachine((input: ReplayInput) => exampleReplayStart(input, null), replayStep<ExampleReplayState>);

/** What an example's replay shows: the one replay's view, told in the examples' words, with its transcript and problem. */
export interface ExampleReplayView extends ReplayView {
  readonly problem: string | null;
  /** The example's position could not be read: nothing to step through. */
  readonly invalid: boolean;
}

export function exampleReplayView(state: ExampleReplayState): ExampleReplayView {
  return { ...replayView(state, (told, names) => stepText(told, names), true), problem: state.problem, invalid: state.line === null };
}

/** The view of a running machine's snapshot (the islands). */
export const snapshotView = (snapshot: SnapshotFrom<typeof checkedExampleReplay>) => exampleReplayView(snapshot.context);

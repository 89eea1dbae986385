// The one replay of Balloon Cup: a line of positions stepped through forwards and backwards, for
// both places that show one. A rules example's line (replay-example.ts) is told a step at a time,
// each move split into its steps (a scoring: the totals, then the cubes, flip, refill and claims);
// a recorded game (game-replay.ts, the replay page) a move at a time. Each place reads its line
// into frames; this machine steps through them and `replayView` derives what both show.
//
// The machine is pure (`replayStep(state, event)`): the replay page runs it with Preact's
// useReducer (the page loads no xstate), the examples' islands through xstate's `fromTransition`.
import type { GameState, Player } from '../../engine/balloon-cup/index.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import type { Focus, Names, Scoring, Step, Told } from './story-core.ts';

/** A step of the reader: where it leads is kept within 0…total. */
export type ReplayStep = 'next' | 'previous' | 'first' | 'last';

/** Where a step leads from `at`, kept within 0…total. */
export function stepTo(step: ReplayStep, at: number, total: number): number {
  const to = step === 'next' ? at + 1 : step === 'previous' ? at - 1 : step === 'first' ? 0 : total;
  return Math.max(0, Math.min(total, to));
}

/** A place of the line: the table there, and the told steps that led to it (none at the start). */
export interface ReplayFrame {
  readonly board: GameState | TableView;
  readonly steps: readonly Step[];
}

export interface ReplayLine {
  readonly names: Names;
  /** The seat whose sentences say "you" (a person against the computer), or null. */
  readonly you: Player | null;
  /** frames[0] is the start; frames[k] the place after k steps of the line. */
  readonly frames: readonly ReplayFrame[];
  /** The frame each move of the line begins with (its first step), in order. */
  readonly moveStarts: readonly number[];
}

/**
 * What was said last, as a fact (n counts, so the same is said again): a place reached (`at`, the
 * start at 0), or a step past the first or the last place.
 */
export interface Said {
  readonly kind: 'move' | 'first' | 'last';
  readonly at: number;
  readonly n: number;
}

export interface ReplayState {
  /** The line, or null when there is nothing to replay (a link without a game, a line refused). */
  readonly line: ReplayLine | null;
  /** Places shown: 0 is the start. */
  readonly at: number;
  readonly said: Said | null;
  /** The last place has been reached once (a rules example counts as read then). */
  readonly complete: boolean;
  /** A step past either end is said (the replay page) or does nothing (the examples). */
  readonly ends: boolean;
}

export type ReplayEvent =
  /** A button's or a key's step. */
  | { type: 'step'; step: ReplayStep }
  /** Go to place `to` (a move of a list, a point of the review); past either end it says so. */
  | { type: 'go'; to: number };

const totalOf = (state: Pick<ReplayState, 'line'>) => (state.line ? state.line.frames.length - 1 : 0);

/** The replay of `line` at place `at` (kept within it). */
export function replayStart(line: ReplayLine | null, at = 0, ends = false): ReplayState {
  const total = line ? line.frames.length - 1 : 0;
  const to = Math.max(0, Math.min(total, at));
  return { line, at: to, said: null, complete: total > 0 && to === total, ends };
}

/** The machine: a step or a jump, and what it says. Other fields of the state are kept. */
export function replayStep<S extends ReplayState>(state: S, event: ReplayEvent): S {
  const total = totalOf(state);
  const wanted = event.type === 'go' ? event.to : stepTo(event.step, state.at, total);
  const to = Math.max(0, Math.min(total, wanted));
  const say = (kind: Said['kind']): Said => ({ kind, at: to, n: (state.said?.n ?? 0) + 1 });
  if (to !== state.at) return { ...state, at: to, complete: state.complete || to === total, said: say('move') };
  if (!state.ends) return state;
  const past = event.type === 'go' ? (event.to > total ? 'last' : event.to < 0 ? 'first' : null)
    : event.step === 'next' ? 'last' : event.step === 'previous' ? 'first' : null;
  return past ? { ...state, said: say(past) } : state;
}

/** What both replays show at a place. */
export interface ReplayView {
  readonly names: Names;
  readonly you: Player | null;
  /** Places shown (0 = the start) and in all; whether either end is reached. */
  readonly at: number;
  readonly total: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  /** Which move the place belongs to (1-based; 0 at the start), and how many moves. */
  readonly move: number;
  readonly moves: number;
  /** The place the current move begins after (its first step is firstStep + 1). */
  readonly firstStep: number;
  readonly board: GameState | TableView | null;
  readonly focus: Focus | null;
  readonly scoring: Scoring | null;
  /** The steps of the current move told so far, as facts and in words. */
  readonly steps: readonly Step[];
  readonly told: readonly string[];
  /** Every move of the line in words, step by step (when asked for: reading it without stepping). */
  readonly transcript: readonly (readonly string[])[];
  /** What was said last, with the words of the step it reached (a place of the line). */
  readonly said: (Said & { readonly told: readonly string[] }) | null;
  readonly complete: boolean;
}

/** How a place says a told step: the examples' words, or the game's with "you". */
export type StepWords = (told: Told, names: Names, you: Player | null) => string;

/** What the replay shows: the state's place, its move's steps in words (`say`), the transcript if asked. */
export function replayView(state: ReplayState, say: StepWords, transcript = false): ReplayView {
  const { line, at } = state;
  const frames = line?.frames ?? [];
  const starts = line?.moveStarts ?? [];
  const names = line?.names ?? (['', ''] as const);
  const you = line?.you ?? null;
  const total = totalOf(state);
  const words = (steps: readonly Step[]) => steps.map((s) => say(s.told, names, you));
  const stepsOf = (from: number, to: number) => frames.slice(from + 1, to + 1).flatMap((f) => f.steps);
  const move = starts.filter((start) => start <= at).length;
  const firstStep = Math.max(0, (starts[move - 1] ?? 1) - 1);
  const steps = at > 0 ? stepsOf(firstStep, at) : [];
  const last = frames[at]?.steps.at(-1);
  const said = state.said && { ...state.said, told: state.said.kind === 'move' ? words(frames[state.said.at]?.steps ?? []) : [] };
  return {
    names,
    you,
    at,
    total,
    atStart: at === 0,
    atEnd: at >= total,
    move,
    moves: starts.length,
    firstStep,
    board: frames[at]?.board ?? null,
    focus: last?.focus ?? null,
    scoring: last?.scoring ?? null,
    steps,
    told: words(steps),
    transcript: transcript ? starts.map((start, i) => words(stepsOf(start - 1, (starts[i + 1] ?? total + 1) - 1))) : [],
    said,
    complete: state.complete,
  };
}

// The "replay" example: a line of moves from the content, played by the engine and told one
// step at a time, forwards and backwards (the lichess "view solution" habit). Each move becomes
// the steps of `tell`, so a scoring shows the totals, then the cubes, flip, refill and claims.
// Its context is a replay cursor over those steps, the one the replay page keeps over a recorded
// game's moves (replay-cursor.ts): the actions move the cursor, the guards read where it stands.
// Its states take no step past either end (there the island's buttons are aria-disabled), so
// the view says the step the cursor stands at (0: back at the start), whatever kind it said.
//
// Tags: invalid · at-start · stepping · at-end.
import { assign } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { apply, parseMove } from '../../engine/balloon-cup/index.ts';
import type { GameState, Move, Result } from '../../engine/balloon-cup/index.ts';
import { checkExample } from './engine.ts';
import type { Checked, Checker } from './engine.ts';
import type { Focus, Names, Scoring, Step } from './story-core.ts';
import { exampleNames, refusalText, stepText, tell } from './story-core.ts';
import { exampleMoveWords } from './move-problem-words.ts';
import { m as words } from '../../paraglide/words/bcplay.ts';
import { moveCursor } from './replay-cursor.ts';
import type { ReplayCursor, ReplayStep } from './replay-cursor.ts';

export { createActor } from 'xstate';

/**
 * A move from content, checked for shape only. Card names stay unchecked strings until `apply`
 * answers `not-in-hand`; the wording of refusals treats them as plain text.
 */
function readMove(input: unknown): Result<Move> {
  return parseMove(input) as Result<Move>;
}

export interface ReplayInput {
  readonly position: unknown;
  readonly options?: unknown;
  readonly moves: readonly unknown[];
  readonly names?: Names;
  /** The position and options as the build checked them (engine.ts `checkExample`). */
  readonly checked?: Checked;
}

/** The cursor over the line's steps (`at`: steps shown, 0 = the starting position; `said`). */
export interface ReplayContext extends ReplayCursor {
  readonly names: Names;
  readonly position: unknown;
  readonly rawMoves: readonly unknown[];
  readonly start: GameState | null;
  /** Every step of the whole line, in order. */
  readonly steps: readonly Step[];
  /** Index of the first step of each move, for "Move k of n". */
  readonly moveStarts: readonly number[];
  readonly problem: string | null;
  /** The end was reached once: the example is done. */
  readonly complete: boolean;
}

/** A step of the cursor: `step.` and its ReplayStep. */
export type ReplayEvent = { type: `step.${ReplayStep}` };

interface Line {
  readonly start: GameState | null;
  readonly steps: readonly Step[];
  readonly moveStarts: readonly number[];
  readonly problem: string | null;
}

/**
 * Plays the line through the engine from the checked start; a refused or malformed move is
 * reported by its number.
 */
export function playLine(checked: Checked, moves: readonly unknown[], names: Names): Line {
  if (!checked.game) return { start: null, steps: [], moveStarts: [], problem: checked.problem };
  const loaded = { value: checked.game };
  const steps: Step[] = [];
  const moveStarts: number[] = [];
  let state = loaded.value;
  for (const [i, raw] of moves.entries()) {
    const move = readMove(raw);
    if (!move.ok) return { start: loaded.value, steps, moveStarts, problem: exampleMoveWords(i + 1, move.problem) };
    const result = apply(state, move.value as Move);
    if (!result.ok) {
      const why = refusalText(result, move.value, state, names);
      // Two whole sentences, one after the other: which move, then the refusal's own explanation.
      return { start: loaded.value, steps, moveStarts, problem: `${words.replay_refused({ move: i + 1 })} ${why}` };
    }
    moveStarts.push(steps.length);
    steps.push(...tell(state, result.value));
    state = result.value.state;
  }
  if (steps.length === 0) return { start: loaded.value, steps, moveStarts, problem: words.replay_no_moves() };
  return { start: loaded.value, steps, moveStarts, problem: null };
}


/** Without a checker, a line whose start the build did not check has no game (never on the site's pages). */
const UNCHECKED: Checked = { game: null, problem: 'position not checked', options: null };

/**
 * The machine, reading the start with `check`, or with none only starts the build checked
 * (`checked` in the input): the island's code then holds no position reader.
 */
function createReplayMachine(check: Checker | null) {
  return setup({
    types: {
      context: {} as ReplayContext,
      events: {} as ReplayEvent,
      input: {} as ReplayInput,
    },
    guards: {
      invalid: ({ context }) => context.problem !== null && context.start === null,
      atStart: ({ context }) => context.at === 0,
      atEnd: ({ context }) => context.at >= context.steps.length,
    },
    actions: {
      // The event's step moves the replays' one cursor (replay-cursor.ts) over the line's steps.
      step: assign(({ context, event }) => {
        const moved = moveCursor(context, event.type.slice(5) as ReplayStep, context.steps.length);
        return { ...moved, complete: moved.complete || moved.at === moved.steps.length };
      }),
    },
  }).createMachine({
    id: 'balloonCupReplay',
    context: ({ input }) => {
      const names = input.names ?? exampleNames();
      const checked = input.checked ?? (check ? check(input.position, input.options) : UNCHECKED);
      const line = playLine(checked, input.moves, names);
      return {
        names,
        position: input.position,
        rawMoves: input.moves,
        ...line,
        at: 0,
        said: null,
        complete: false,
      };
    },
    initial: 'route',
    states: {
      route: {
        always: [
          { guard: 'invalid', target: 'invalid' },
          { guard: 'atStart', target: 'atStart' },
          { guard: 'atEnd', target: 'atEnd' },
          { target: 'stepping' },
        ],
      },
      invalid: { tags: ['invalid'] },
      atStart: {
        tags: ['at-start'],
        on: {
          'step.next': { target: 'route', actions: 'step' },
          'step.last': { target: 'route', actions: 'step' },
        },
      },
      stepping: {
        tags: ['stepping'],
        on: {
          'step.next': { target: 'route', actions: 'step' },
          'step.prev': { target: 'route', actions: 'step' },
          'step.first': { target: 'route', actions: 'step' },
          'step.last': { target: 'route', actions: 'step' },
        },
      },
      atEnd: {
        tags: ['at-end'],
        on: {
          'step.prev': { target: 'route', actions: 'step' },
          'step.first': { target: 'route', actions: 'step' },
        },
      },
    },
  });
}

/** Reads the start itself: the server and the tests. */
export const replayMachine = /* @__PURE__ */ createReplayMachine(checkExample);
/** For starts the build checked: the replay examples' islands. */
export const checkedReplayMachine = /* @__PURE__ */ createReplayMachine(null);

/** Everything the replay island draws, as plain data (see PlayView in play.ts). */
export interface ReplayView {
  readonly tags: readonly string[];
  readonly names: Names;
  readonly problem: string | null;
  readonly board: GameState | null;
  readonly focus: Focus | null;
  readonly scoring: Scoring | null;
  /** Steps shown (0 = the starting position) and in all. */
  readonly at: number;
  readonly total: number;
  /** Which move the shown step belongs to (1-based; 0 at the start) and how many moves. */
  readonly move: number;
  readonly moves: number;
  /** Number of the first step of the current move, and the texts told of it so far. */
  readonly firstStep: number;
  readonly told: readonly string[];
  /** Every step of the line in words, move by move (for reading it without stepping). */
  readonly transcript: readonly (readonly string[])[];
  readonly complete: boolean;
  readonly announcement: { readonly text: string; readonly n: number };
}

export function replayView(snapshot: SnapshotFrom<typeof replayMachine>): ReplayView {
  const { context } = snapshot;
  const { at, steps, moveStarts } = context;
  const step = at > 0 ? steps[at - 1] : undefined;
  const move = moveStarts.filter((start) => start < at).length;
  const firstStep = moveStarts[move - 1] ?? 0;
  const wordsOf = (from: number, to: number) => steps.slice(from, to).map((s) => stepText(s.told, context.names));
  return {
    tags: [...(snapshot.tags as ReadonlySet<string>)],
    names: context.names,
    problem: context.problem,
    board: step?.board ?? context.start,
    focus: step?.focus ?? null,
    scoring: step?.scoring ?? null,
    at,
    total: steps.length,
    move,
    moves: moveStarts.length,
    firstStep,
    told: at > 0 ? wordsOf(firstStep, at) : [],
    transcript: moveStarts.map((start, i) => wordsOf(start, moveStarts[i + 1] ?? steps.length)),
    complete: context.complete,
    // The step the cursor stands at (the states take no step past either end).
    announcement: {
      text: !context.said ? '' : at === 0 ? words.replay_back() : (wordsOf(at - 1, at)[0] ?? ''),
      n: context.said?.n ?? 0,
    },
  };
}

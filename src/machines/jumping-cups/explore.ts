// The Jumping Cups explorer (issue 33): any position, opened from a link, pasted notation or set up
// square by square, with every legal move's value for the side to move (win or loss, and the moves
// to the end with perfect play) from the shipped solution. The person plays on moving both sides,
// against perfect play, or practices winning from here (the values hidden, each move judged).
// The context holds facts only (positions, the engine's problem codes, the solution); the view
// (explore-view.ts) says them.
//
// Tags: asking · ready · replying · over · setup.
import { assign, fromPromise } from 'xstate';
import { setup } from '../setup.ts';
import { gameStatus, makePosition, parsePosition, play, startPosition } from '../../engine/jumping-cups/index.ts';
import type { Color, MoveEvaluation, Position, Problem, Result, Solution } from '../../engine/jumping-cups/index.ts';
import type { ConsultInput, Consultation } from './consultation.ts';
import type { Told } from './told.ts';
import { tellMove } from './told.ts';

export { createActor } from 'xstate';

/** Who makes the moves: the person both sides, the person one side and the solver the other, or practice. */
export type ExploreMode = 'both' | 'perfect' | 'practice';

/** What tapping a square does while setting up. */
export type SetupTool = 'red' | 'yellow' | 'remove';

/** Practice: under way, won, a move that gave the win away, or a position with no win to practice. */
export type PracticeState = 'open' | 'won' | 'slipped' | 'no-win';

/** Where an opened position came from (the announcement says so). */
export type OpenedFrom = 'link' | 'paste' | 'setup';

export interface ExploreInput {
  /** Notation of the position to open; the start position when missing. */
  readonly position?: string;
}

export interface Draft {
  readonly squares: readonly (readonly Color[])[];
  readonly turn: Color;
  readonly tool: SetupTool;
}

export interface ExploreContext {
  /** The position opened last (a good one), where "back to the opened position" returns. */
  readonly opened: Position;
  readonly position: Position;
  /** Positions before each move made since, for undo. */
  readonly history: readonly Position[];
  /** Why the last input was not opened (the engine's facts); the board kept the last good position. */
  readonly problem: Problem | null;
  /** The solution of `position` once asked (with its notation, so a late answer is never misread). */
  readonly answer: { readonly notation: string; readonly solution: Solution } | null;
  readonly mode: ExploreMode;
  /** The side the person plays against perfect play or in practice. */
  readonly human: Color;
  readonly practice: PracticeState;
  readonly told: readonly Told[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly draft: Draft | null;
  /** The solver did not answer: its reason, for the console, never shown as a sentence. */
  readonly error: { readonly reason: string } | null;
  readonly said: Said;
}

export interface Said {
  readonly kind: 'none' | 'opened' | 'refused' | 'answered' | 'moved' | 'replied' | 'undone' | 'mode' | 'setup' | 'failed';
  readonly from?: OpenedFrom;
  readonly n: number;
}

export type ExploreEvent =
  | { type: 'position.open'; notation: string; from: OpenedFrom }
  | { type: 'move.play'; from: number }
  | { type: 'move.undo' }
  | { type: 'position.reset' }
  | { type: 'mode.set'; mode: ExploreMode }
  | { type: 'setup.start' }
  | { type: 'setup.tap'; square: number }
  | { type: 'setup.tool'; tool: SetupTool }
  | { type: 'setup.turn'; turn: Color }
  | { type: 'setup.clear' }
  | { type: 'setup.initial' }
  | { type: 'setup.done' }
  | { type: 'setup.cancel' };

/** The solver's answers through `ask` (the page's worker, or the answerer in this thread). */
export function fromConsult(ask: (notation: string) => Promise<Consultation>) {
  return fromPromise<Consultation, ConsultInput>(({ input }) => ask(input.notation));
}

const unanswered = fromPromise<Consultation, ConsultInput>(() => Promise.reject(new Error('no solver provided')));

// Reading a position can search for its history (a large part of a second): one reading serves
// the guard that decides and the action that opens it.
let lastRead: { text: string; result: Result<Position> } | null = null;
function read(text: string): Result<Position> {
  if (lastRead?.text !== text) lastRead = { text, result: parsePosition(text) };
  return lastRead.result;
}

function draftNotation(draft: Draft): string {
  return makePosition({ squares: draft.squares, turn: draft.turn });
}

/** The move perfect play makes: the fastest win, else the longest defence; the lower square on ties. */
export function perfectMove(solution: Solution): MoveEvaluation | null {
  let best: MoveEvaluation | null = null;
  for (const move of solution.moves) {
    if (!best || (move.value === 'win' && best.value !== 'win')) best = move;
    else if (move.value === best.value && (move.value === 'win' ? move.plies < best.plies : move.plies > best.plies)) best = move;
  }
  return best;
}

const said = (context: ExploreContext, kind: Said['kind'], from?: OpenedFrom): Said => ({ kind, from, n: context.said.n + 1 });

function fresh(position: Position): Pick<ExploreContext, 'opened' | 'position' | 'history' | 'answer' | 'told' | 'lastPath' | 'lastFrom' | 'draft' | 'error' | 'problem'> {
  return { opened: position, position, history: [], answer: null, told: [], lastPath: [], lastFrom: null, draft: null, error: null, problem: null };
}

/** A move's value for its mover in the answer held for `position`, if any. */
function valueOf(context: ExploreContext, from: number): MoveEvaluation | undefined {
  return context.answer?.notation === makePosition(context.position) ? context.answer.solution.moves.find((m) => m.from === from) : undefined;
}

export const exploreMachine = setup({
  types: {
    context: {} as ExploreContext,
    events: {} as ExploreEvent,
    input: {} as ExploreInput,
  },
  // The page provides its solver worker (solver-client.ts); tests the answerer in the same thread.
  actors: { consult: unanswered },
  guards: {
    over: ({ context }) => gameStatus(context.position).over,
    solverTurn: ({ context }) => context.mode !== 'both' && context.position.turn !== context.human,
    answered: ({ context }) => context.answer?.notation === makePosition(context.position),
    readable: ({ event }) => event.type === 'position.open' && read(event.notation).ok,
    draftReadable: ({ context }) => context.draft !== null && read(draftNotation(context.draft)).ok,
    legal: ({ context, event }) => event.type === 'move.play' && play(context.position, event.from).ok,
    canUndo: ({ context }) => context.history.length > 0,
  },
  actions: {
    open: assign(({ context, event }) => {
      if (event.type !== 'position.open') return {};
      const result = read(event.notation);
      if (!result.ok) return {};
      return { ...fresh(result.value), human: result.value.turn, practice: 'open', said: said(context, 'opened', event.from) };
    }),
    refuse: assign(({ context, event }) => {
      const text = event.type === 'position.open' ? event.notation : context.draft ? draftNotation(context.draft) : '';
      const result = read(text);
      return result.ok ? {} : { problem: result.problem, said: said(context, 'refused') };
    }),
    openDraft: assign(({ context }) => {
      const result = context.draft && read(draftNotation(context.draft));
      if (!result?.ok) return {};
      return { ...fresh(result.value), human: result.value.turn, practice: 'open', said: said(context, 'opened', 'setup') };
    }),
    setAnswer: assign(({ context, event }) => {
      const { solution } = (event as unknown as { output: Consultation }).output;
      const answer = { notation: makePosition(context.position), solution };
      // Practice starts from the position opened: a lost one has no win to practice.
      const practice = context.mode === 'practice' && context.practice === 'open' && context.history.length === 0 && solution.value === 'loss' ? 'no-win' : context.practice;
      return { answer, practice, error: null, said: said(context, 'answered') };
    }),
    commit: assign(({ context, event }) => {
      if (event.type !== 'move.play') return {};
      const moved = play(context.position, event.from);
      if (!moved.ok) return {};
      const value = valueOf(context, event.from);
      let { practice } = context;
      if (context.mode === 'practice' && practice === 'open') {
        if (moved.value.status.over && moved.value.status.winner === context.human) practice = 'won';
        else if (value?.value === 'loss') practice = 'slipped';
      }
      return {
        history: [...context.history, context.position],
        position: moved.value.position,
        told: tellMove(context.position, moved.value, { toMove: context.mode === 'both' }),
        lastPath: moved.value.path,
        lastFrom: moved.value.from,
        practice,
        said: said(context, 'moved'),
      };
    }),
    reply: assign(({ context, event }) => {
      const { solution } = (event as unknown as { output: Consultation }).output;
      const choice = perfectMove(solution);
      const moved = choice && play(context.position, choice.from);
      if (!moved?.ok) return { error: { reason: 'no reply' } };
      return {
        history: [...context.history, context.position],
        position: moved.value.position,
        answer: null,
        told: [...context.told, ...tellMove(context.position, moved.value, { reply: true })],
        lastPath: moved.value.path,
        lastFrom: moved.value.from,
        said: said(context, 'replied'),
      };
    }),
    undo: assign(({ context }) => {
      // Against the solver, back to the person's own turn.
      let history = context.history.slice(0, -1);
      let position = context.history.at(-1) ?? context.position;
      while (context.mode !== 'both' && position.turn !== context.human && history.length > 0) {
        position = history.at(-1)!;
        history = history.slice(0, -1);
      }
      return { position, history, told: [], lastPath: [], lastFrom: null, error: null, practice: context.practice === 'slipped' ? 'open' : context.practice, said: said(context, 'undone') };
    }),
    reset: assign(({ context }) => ({ ...fresh(context.opened), practice: 'open', said: said(context, 'undone') })),
    setMode: assign(({ context, event }) => {
      if (event.type !== 'mode.set') return {};
      // Practice and perfect play start here, with the side to move as the person's.
      const lost = event.mode === 'practice' && context.answer?.notation === makePosition(context.position) && context.answer.solution.value === 'loss';
      return {
        mode: event.mode,
        human: context.position.turn,
        opened: event.mode === 'practice' ? context.position : context.opened,
        history: event.mode === 'practice' ? [] : context.history,
        practice: lost ? 'no-win' : 'open',
        said: said(context, 'mode'),
      };
    }),
    startSetup: assign(({ context }) => ({
      draft: { squares: context.position.squares, turn: context.position.turn, tool: 'red' },
      problem: null,
      said: said(context, 'setup'),
    })),
    editDraft: assign(({ context, event }) => {
      const { draft } = context;
      if (!draft) return {};
      switch (event.type) {
        case 'setup.tap': {
          const squares = draft.squares.map((stack, i) => {
            if (i !== event.square - 1) return stack;
            return draft.tool === 'remove' ? stack.slice(0, -1) : [...stack, draft.tool];
          });
          return { draft: { ...draft, squares } };
        }
        case 'setup.tool':
          return { draft: { ...draft, tool: event.tool } };
        case 'setup.turn':
          return { draft: { ...draft, turn: event.turn } };
        case 'setup.clear':
          return { draft: { ...draft, squares: draft.squares.map(() => []) } };
        case 'setup.initial':
          return { draft: { ...draft, squares: startPosition().squares } };
        default:
          return {};
      }
    }),
    endSetup: assign({ draft: null }),
    fail: assign(({ context, event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return { error: { reason: error instanceof Error ? error.message : String(error) }, said: said(context, 'failed') };
    }),
  },
}).createMachine({
  id: 'jumpingCupsExplore',
  context: ({ input }) => {
    const read = input.position ? parsePosition(input.position) : null;
    const position = read?.ok ? read.value : startPosition();
    return { ...fresh(position), problem: read && !read.ok ? read.problem : null, mode: 'both', human: position.turn, practice: 'open', said: { kind: 'none', n: 0 } };
  },
  initial: 'route',
  on: {
    'position.open': [{ guard: 'readable', target: '.route', actions: 'open' }, { actions: 'refuse' }],
    'position.reset': { target: '.route', actions: 'reset' },
    'move.undo': { guard: 'canUndo', target: '.route', actions: 'undo' },
    'mode.set': { target: '.route', actions: 'setMode' },
    'setup.start': { target: '.setup', actions: 'startSetup' },
  },
  states: {
    route: {
      always: [
        { guard: 'over', target: 'over' },
        { guard: 'solverTurn', target: 'replying' },
        { guard: 'answered', target: 'ready' },
        { target: 'asking' },
      ],
    },
    asking: {
      tags: ['asking'],
      invoke: {
        src: 'consult',
        input: ({ context }) => ({ notation: makePosition(context.position) }),
        onDone: { target: 'ready', actions: 'setAnswer' },
        onError: { target: 'ready', actions: 'fail' },
      },
      on: { 'move.play': { guard: 'legal', target: 'route', actions: 'commit' } },
    },
    ready: {
      tags: ['ready'],
      on: { 'move.play': { guard: 'legal', target: 'route', actions: 'commit' } },
    },
    replying: {
      tags: ['replying'],
      invoke: {
        src: 'consult',
        input: ({ context }) => ({ notation: makePosition(context.position) }),
        onDone: { target: 'route', actions: 'reply' },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    over: { tags: ['over'] },
    setup: {
      tags: ['setup'],
      on: {
        'setup.tap': { actions: 'editDraft' },
        'setup.tool': { actions: 'editDraft' },
        'setup.turn': { actions: 'editDraft' },
        'setup.clear': { actions: 'editDraft' },
        'setup.initial': { actions: 'editDraft' },
        'setup.done': [{ guard: 'draftReadable', target: 'route', actions: 'openDraft' }, { actions: 'refuse' }],
        'setup.cancel': { target: 'route', actions: 'endSetup' },
        'setup.start': {},
      },
    },
  },
});

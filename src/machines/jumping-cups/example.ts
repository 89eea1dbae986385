// A live rules example: the reader moves for both sides on a position from the content. Pick a
// cup to see where it would go (the preview: the jump, any chain-rule hops, the landing square,
// a warning when it would leave the track); confirm to make the move; a pick the rules refuse is
// explained. Every answer is the engine's `play`; the machine tracks what the reader is doing.
//
// Tags (what the UI shows): invalid · choose-cup · preview · over.
import { assign } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { gameStatus, legalMoves, makePosition, parsePosition, play } from '../../engine/jumping-cups/index.ts';
import type { GameStatus, Position, Problem } from '../../engine/jumping-cups/index.ts';
import { problemWords, statusWords } from './story.ts';
import { landingSquare, pickWords, previewView, refusalView, tryPick } from './pick.ts';
import type { Announcement, Preview, PreviewView, Refusal, RefusalView } from './pick.ts';
import { tellMove, toldWords } from './told.ts';
import type { Told } from './told.ts';
import { m } from '../../paraglide/words/jcmoves.ts';

export { createActor } from 'xstate';
export type { Announcement, PreviewView, RefusalView } from './pick.ts';

/** What completes the example for its progress mark. */
export const EXAMPLE_GOALS = ['move', 'refusal', 'refusal-then-move', 'chain', 'end'] as const;
export type ExampleGoal = (typeof EXAMPLE_GOALS)[number];

export interface ExampleInput {
  /** Position notation (shared/rules/jumping-cups.md). */
  readonly position: string;
  readonly goal?: ExampleGoal;
}

export interface ExampleContext {
  readonly goal: ExampleGoal;
  readonly start: Position | null;
  readonly position: Position | null;
  /** Why the position could not be read (the engine's facts). */
  readonly problem: Problem | null;
  readonly preview: Preview | null;
  readonly refusal: Refusal | null;
  /** The last move (and the squares it touched, to mark on the track). */
  readonly told: readonly Told[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  /** A pick was refused since the example (re)started: half of the 'refusal-then-move' goal. */
  readonly refused: boolean;
  readonly complete: boolean;
  /** What the page announces after the last event; `n` counts them, so a repeat is read again. */
  readonly said: Said;
}

/** What was last announced, as the kind of event (its words come from the context). */
export interface Said {
  readonly kind: 'none' | 'preview' | 'refused' | 'cleared' | 'moved' | 'reset';
  readonly n: number;
}

export type ExampleEvent =
  | { type: 'cup.pick'; square: number }
  | { type: 'cup.clear' }
  | { type: 'move.confirm' }
  | { type: 'example.reset' };

function say(context: ExampleContext, kind: Said['kind']): Said {
  return { kind, n: context.said.n + 1 };
}

function reached(goal: ExampleGoal, happened: { refused?: boolean; refusedBefore?: boolean; chained?: boolean; status?: GameStatus }): boolean {
  switch (goal) {
    case 'move':
      return happened.status !== undefined;
    case 'refusal-then-move':
      // Read a refusal, then make the allowed move: the refusal alone does not finish it.
      return happened.refusedBefore === true && happened.status !== undefined;
    case 'refusal':
      return happened.refused === true;
    case 'chain':
      return happened.chained === true;
    case 'end':
      return happened.status?.over === true;
  }
}

function pickedSquare(event: ExampleEvent): number | null {
  return event.type === 'cup.pick' ? event.square : null;
}

function load(notation: string): Pick<ExampleContext, 'start' | 'position' | 'problem'> {
  const parsed = parsePosition(notation);
  return parsed.ok ? { start: parsed.value, position: parsed.value, problem: null } : { start: null, position: null, problem: parsed.problem };
}

export const exampleMachine = setup({
  types: {
    context: {} as ExampleContext,
    events: {} as ExampleEvent,
    input: {} as ExampleInput,
  },
  guards: {
    invalid: ({ context }) => context.position === null,
    over: ({ context }) => context.position !== null && gameStatus(context.position).over,
    movable: ({ context, event }) => {
      const square = pickedSquare(event);
      return context.position !== null && square !== null && play(context.position, square).ok;
    },
    isPicked: ({ context, event }) => context.preview !== null && pickedSquare(event) === context.preview.from,
    isLanding: ({ context, event }) => context.preview !== null && pickedSquare(event) === landingSquare(context.preview),
  },
  actions: {
    showPreview: assign(({ context, event }) => {
      const square = pickedSquare(event);
      if (!context.position || square === null) return {};
      const tried = tryPick(context.position, square);
      if (!('preview' in tried)) return {};
      return { preview: tried.preview, refusal: null, said: say(context, 'preview') };
    }),
    refuse: assign(({ context, event }) => {
      const square = pickedSquare(event);
      if (!context.position || square === null) return {};
      const tried = tryPick(context.position, square);
      if (!('refusal' in tried)) return {};
      return {
        preview: null,
        refusal: tried.refusal,
        refused: true,
        complete: context.complete || reached(context.goal, { refused: true }),
        said: say(context, 'refused'),
      };
    }),
    clearPreview: assign(({ context }) => ({ preview: null, refusal: null, said: say(context, 'cleared') })),
    commit: assign(({ context }) => {
      if (!context.position || !context.preview) return {};
      const result = play(context.position, context.preview.from);
      if (!result.ok) return {};
      const { status, path, from, position } = result.value;
      return {
        position,
        preview: null,
        refusal: null,
        told: tellMove(context.position, result.value, { toMove: true }),
        lastPath: path,
        lastFrom: from,
        complete: context.complete || reached(context.goal, { status, chained: path.length > 1, refusedBefore: context.refused }),
        said: say(context, 'moved'),
      };
    }),
    reset: assign(({ context }) => ({
      position: context.start,
      preview: null,
      refusal: null,
      told: [],
      lastPath: [],
      lastFrom: null,
      refused: false,
      said: say(context, 'reset'),
    })),
  },
}).createMachine({
  id: 'jumpingCupsExample',
  context: ({ input }) => ({
    goal: input.goal ?? 'move',
    ...load(input.position),
    preview: null,
    refusal: null,
    told: [],
    lastPath: [],
    lastFrom: null,
    refused: false,
    complete: false,
    said: { kind: 'none', n: 0 },
  }),
  initial: 'route',
  on: {
    'example.reset': { target: '.route', actions: 'reset' },
  },
  states: {
    route: {
      always: [{ guard: 'invalid', target: 'invalid' }, { guard: 'over', target: 'over' }, { target: 'choosing' }],
    },
    invalid: { tags: ['invalid'] },
    choosing: {
      tags: ['choose-cup'],
      on: {
        'cup.pick': [{ guard: 'movable', target: 'previewing', actions: 'showPreview' }, { actions: 'refuse' }],
      },
    },
    previewing: {
      tags: ['preview'],
      on: {
        'cup.pick': [
          { guard: 'isLanding', target: 'route', actions: 'commit' },
          { guard: 'isPicked', target: 'choosing', actions: 'clearPreview' },
          { guard: 'movable', actions: 'showPreview' },
          { target: 'choosing', actions: 'refuse' },
        ],
        'cup.clear': { target: 'choosing', actions: 'clearPreview' },
        'move.confirm': { target: 'route', actions: 'commit' },
      },
    },
    over: { tags: ['over'] },
  },
});

/** Everything the island draws, as plain data (the server renders the initial one). */
export interface ExampleView {
  readonly tags: readonly string[];
  readonly problem: string | null;
  readonly notation: string;
  readonly squares: readonly (readonly string[])[];
  readonly turn: 'red' | 'yellow';
  /** Squares whose free cup the side to move may pick. */
  readonly movable: readonly number[];
  readonly preview: PreviewView | null;
  readonly refusal: RefusalView | null;
  readonly told: readonly string[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly ending: string;
  readonly complete: boolean;
  readonly announcement: Announcement;
}

/** The words of what the example last announced. */
function announcement(context: ExampleContext, preview: PreviewView | null, refusal: RefusalView | null): Announcement {
  const { kind, n } = context.said;
  const text = ((): string => {
    switch (kind) {
      case 'preview':
      case 'refused':
      case 'cleared':
        return pickWords(kind, preview, refusal);
      case 'moved':
        return toldWords(context.told).join(' ');
      case 'reset':
        return m.example_reset();
      case 'none':
        return '';
    }
  })();
  return { text, n };
}

export function exampleView(snapshot: SnapshotFrom<typeof exampleMachine>): ExampleView {
  const { context } = snapshot;
  const position = context.position;
  const status = position ? gameStatus(position) : null;
  const preview = position && context.preview ? previewView(position, context.preview) : null;
  const refusal = context.refusal ? refusalView(context.refusal) : null;
  return {
    tags: [...(snapshot.tags as ReadonlySet<string>)],
    problem: context.problem ? m.example_not_shown({ problem: problemWords(context.problem) }) : null,
    notation: position ? makePosition(position) : '',
    squares: position ? position.squares : [],
    turn: position?.turn ?? 'red',
    movable: position ? legalMoves(position) : [],
    preview,
    refusal,
    told: toldWords(context.told),
    lastPath: context.lastPath,
    lastFrom: context.lastFrom,
    ending: status ? statusWords(status) : '',
    complete: context.complete,
    announcement: announcement(context, preview, refusal),
  };
}

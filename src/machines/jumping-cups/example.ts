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
import type { GameStatus, Position, Square } from '../../engine/jumping-cups/index.ts';
import { journey, notationProblemWords, playerName, statusWords } from './story.ts';
import type { ProblemSentences } from './story.ts';
import { m as story } from '../../paraglide/words/jcstory.ts';
import { landingSquare, previewAsk, tryPick } from './pick.ts';
import type { Announcement, Preview, Refusal } from './pick.ts';
import { m } from '../../paraglide/words/jcmoves.ts';

export { createActor } from 'xstate';
export type { Announcement, Preview, Refusal } from './pick.ts';

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
  readonly problem: string | null;
  readonly preview: Preview | null;
  readonly refusal: Refusal | null;
  /** The last move, told (and the squares it touched, to mark on the track). */
  readonly told: readonly string[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  /** A pick was refused since the example (re)started: half of the 'refusal-then-move' goal. */
  readonly refused: boolean;
  readonly complete: boolean;
  readonly announcement: Announcement;
}

export type ExampleEvent =
  | { type: 'cup.pick'; square: number }
  | { type: 'cup.clear' }
  | { type: 'move.confirm' }
  | { type: 'example.reset' };

function announce(context: ExampleContext, text: string): Announcement {
  return { text, n: context.announcement.n + 1 };
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

/** Why an example's position could not be read (story.ts's notationProblemWords). */
const EXAMPLE_PROBLEMS: ProblemSentences = {
  badFormat: () => story.example_bad_format(),
  wrongSquareCount: (count) => story.example_wrong_square_count({ count }),
  badCupAt: (square, letter) => story.example_bad_cup_at({ square, letter }),
  badCup: () => story.example_bad_cup(),
  badTurn: (turn) => story.example_bad_turn({ turn }),
  wrongCupCount: () => story.example_wrong_cup_count(),
  twoOnOwnFinish: () => story.example_two_on_own_finish(),
  finishedSideToMove: () => story.example_finished_side_to_move(),
  unreadable: () => story.example_unreadable(),
};

function load(notation: string): Pick<ExampleContext, 'start' | 'position' | 'problem'> {
  const parsed = parsePosition(notation);
  return parsed.ok ? { start: parsed.value, position: parsed.value, problem: null } : { start: null, position: null, problem: m.example_not_shown({ problem: notationProblemWords(parsed.error, notation, EXAMPLE_PROBLEMS) }) };
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
      const { preview } = tried;
      return { preview, refusal: null, announcement: announce(context, `${preview.lines.join(' ')} ${previewAsk(preview)}`) };
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
        announcement: announce(context, m.refused({ reason: tried.refusal.text })),
      };
    }),
    clearPreview: assign(({ context }) => ({ preview: null, refusal: null, announcement: announce(context, m.choice_cleared()) })),
    commit: assign(({ context }) => {
      if (!context.position || !context.preview) return {};
      const result = play(context.position, context.preview.from);
      if (!result.ok) return {};
      const { status, path, from, position } = result.value;
      const told = [...journey(context.position, result.value), ...(status.over ? [statusWords(status)] : [m.to_move({ color: position.turn, player: playerName(position.turn) })])];
      return {
        position,
        preview: null,
        refusal: null,
        told,
        lastPath: path,
        lastFrom: from,
        complete: context.complete || reached(context.goal, { status, chained: path.length > 1, refusedBefore: context.refused }),
        announcement: announce(context, told.join(' ')),
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
      announcement: announce(context, m.example_reset()),
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
    announcement: { text: '', n: 0 },
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
  readonly preview: Preview | null;
  readonly refusal: Refusal | null;
  readonly told: readonly string[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly ending: string;
  readonly complete: boolean;
  readonly announcement: Announcement;
}

export function exampleView(snapshot: SnapshotFrom<typeof exampleMachine>): ExampleView {
  const { context } = snapshot;
  const position = context.position;
  const status = position ? gameStatus(position) : null;
  return {
    tags: [...(snapshot.tags as ReadonlySet<string>)],
    problem: context.problem,
    notation: position ? makePosition(position) : '',
    squares: position ? position.squares : [],
    turn: position?.turn ?? 'red',
    movable: position ? legalMoves(position) : [],
    preview: context.preview,
    refusal: context.refusal,
    told: context.told,
    lastPath: context.lastPath,
    lastFrom: context.lastFrom,
    ending: status ? statusWords(status) : '',
    complete: context.complete,
    announcement: context.announcement,
  };
}

// The guided first game of Balloon Cup (issue 31): a fixed deal against the computer (the
// Beginner's one-move heuristic, deterministic), in which the learner makes every move and each
// rule is introduced when it first matters (lesson-topics.ts). After each learner move the
// computer replies at once; what the moves showed for the first time is queued as info steps,
// read one by one ("Next") before the learner acts again. A move that throws the lesson away is
// held back with its reason until the learner takes it back or keeps it.
// The context holds facts only (moves, topics, counts); the view (lesson-view.ts) and the page word them.
//
// Tags: reading · acting · spoiled · over.
import { assign } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { apply, mover } from '../../engine/balloon-cup/index.ts';
import type { CardId, GameEvent, GameState, Move } from '../../engine/balloon-cup/index.ts';
import { NOTHING_KNOWN, observe } from '../../engine/balloon-cup/bots/knowledge.ts';
import type { Known } from '../../engine/balloon-cup/bots/knowledge.ts';
import type { ErrorCode } from '../../engine/balloon-cup/result.ts';
import { COMPUTER, LEARNER, actionStep, computerMove, endStep, newInfo, spoilOf, start } from './lesson-topics.ts';
import type { LessonStep, Spoil, Topic } from './lesson-topics.ts';

export { createActor } from 'xstate';

export interface LessonContext {
  /** Every move so far, both players', and the positions before each (states[k] before moves[k]; last = now). */
  readonly moves: readonly Move[];
  readonly states: readonly GameState[];
  /** The events of each move (for telling the latest moves). */
  readonly events: readonly (readonly GameEvent[])[];
  readonly known: Known;
  /** Topics introduced so far. */
  readonly seen: readonly Topic[];
  /** Info steps still to read before acting (the first is shown). */
  readonly queue: readonly LessonStep[];
  /** How many moves the latest learner move and its replies made (the moves told as the latest). */
  readonly latest: number;
  readonly selected: CardId | null;
  readonly discards: readonly CardId[];
  /** A move held back because it spoils the lesson: what it was and why. */
  readonly spoil: { readonly move: Move; readonly why: Spoil } | null;
  /** A move the engine refused: its code (the page words it). */
  readonly refused: ErrorCode | null;
  /** How many info steps of the latest batch were read (a save keeps it, to come back to the same step). */
  readonly read: number;
  /** Steps shown so far (each info step and each decision), for the page's count. */
  readonly stepCount: number;
}

export type LessonEvent =
  | { type: 'lesson.next' }
  | { type: 'card.select'; card: CardId }
  | { type: 'side.choose'; tile: 1 | 2 | 3 | 4; side: 0 | 1 }
  | { type: 'discard.toggle'; card: CardId }
  | { type: 'exchange.confirm' }
  | { type: 'claim.choose'; trophy: Extract<Move, { type: 'claim' }>['trophy']; sets: Extract<Move, { type: 'claim' }>['sets'] }
  | { type: 'claim.pass' }
  | { type: 'lesson.takeback' }
  | { type: 'lesson.keep' }
  | { type: 'lesson.restart' };

export interface LessonInput {
  /** The learner's moves of a saved lesson and how many info steps of the last batch were read. */
  readonly saved?: { readonly moves: readonly unknown[]; readonly read: number } | null;
}

export function current(context: Pick<LessonContext, 'states'>): GameState {
  return context.states[context.states.length - 1]!;
}

export function fresh(seed?: number): LessonContext {
  return {
    moves: [], states: [start(seed)], events: [], known: NOTHING_KNOWN, seen: [], queue: [], latest: 0,
    selected: null, discards: [], spoil: null, refused: null, read: 0, stepCount: 1,
  };
}

/** The step shown now: the first info step to read, else the learner's decision. */
export function stepOf(context: LessonContext): LessonStep {
  const state = current(context);
  return context.queue[0] ?? (state.result ? endStep(state) : actionStep(state, context.moves, context.states, context.seen));
}

function playOne(context: LessonContext, move: Move): LessonContext | null {
  const before = current(context);
  const result = apply(before, move);
  if (!result.ok) return null;
  return {
    ...context,
    moves: [...context.moves, move],
    states: [...context.states, result.value.state],
    events: [...context.events, result.value.events],
    known: observe(context.known, mover(before), move, result.value.events),
  };
}

/**
 * The learner plays `move` (already accepted by the engine), the computer replies until it is the
 * learner's turn again or the game is over, and what that showed first is queued. The decision's
 * topic counts as introduced once acted on.
 */
export function learnerPlays(context: LessonContext, move: Move): LessonContext | null {
  const step = stepOf(context);
  let next = playOne(context, move);
  if (!next) return null;
  const from = context.moves.length;
  // The Beginner always has a legal move; the bound only guards against a loop.
  for (let guard = 0; guard < 50 && current(next).result === null && mover(current(next)) === COMPUTER; guard += 1) {
    next = playOne(next, computerMove(current(next))) ?? next;
  }
  const seen = context.seen.includes(step.topic) ? context.seen : [...context.seen, step.topic];
  const played = next.moves.slice(from).map((mv, i) => ({ move: mv, before: next!.states[from + i]!, events: next!.events[from + i]! }));
  const queue = newInfo(played, seen);
  return {
    ...next, seen: [...seen, ...queue.map((s) => s.topic)], queue, latest: next.moves.length - from,
    selected: null, discards: [], spoil: null, refused: null, read: 0, stepCount: context.stepCount + 1,
  };
}

/** The lesson after the learner's saved moves (null when one of them is not legal here: the save is not this lesson's). */
export function replayLesson(saved: { readonly moves: readonly unknown[]; readonly read: number }): LessonContext | null {
  let context = fresh();
  for (const move of saved.moves) {
    if (mover(current(context)) !== LEARNER || current(context).result !== null) return null;
    const checked = apply(current(context), move);
    if (!checked.ok) return null;
    const next = learnerPlays({ ...context, queue: [], stepCount: context.stepCount + context.queue.length }, move as Move);
    if (!next) return null;
    context = next;
  }
  const read = Math.max(0, Math.min(Math.trunc(saved.read) || 0, context.queue.length));
  return { ...context, queue: context.queue.slice(read), read, stepCount: context.stepCount + read };
}

/** The learner's own moves (what a save keeps: the computer's follow from them). */
export function learnerMoves(context: Pick<LessonContext, 'moves' | 'states'>): Move[] {
  return context.moves.filter((_, k) => mover(context.states[k]!) === LEARNER);
}

/** The move an event asks for, with the card chosen and the cards chosen to swap (null: no card chosen, or not a move). */
function moveFrom(context: LessonContext, event: LessonEvent): Move | null {
  switch (event.type) {
    case 'side.choose': return context.selected ? { type: 'place', card: context.selected, tile: event.tile, side: event.side } : null;
    case 'exchange.confirm': return { type: 'exchange', discard: [...context.discards] };
    case 'claim.choose': return { type: 'claim', trophy: event.trophy, sets: event.sets };
    case 'claim.pass': return { type: 'pass' };
    default: return null;
  }
}

export const lessonMachine = setup({
  types: { context: {} as LessonContext, events: {} as LessonEvent, input: {} as LessonInput },
  guards: {
    reading: ({ context }) => context.queue.length > 0,
    over: ({ context }) => current(context).result !== null,
    legal: ({ context, event }) => {
      const move = moveFrom(context, event);
      return move !== null && apply(current(context), move).ok;
    },
    spoils: ({ context, event }) => {
      const move = moveFrom(context, event);
      return move !== null && spoilOf(current(context), move) !== null;
    },
  },
  actions: {
    play: assign(({ context, event }) => learnerPlays(context, moveFrom(context, event)!) ?? {}),
    hold: assign(({ context, event }) => {
      const move = moveFrom(context, event)!;
      return { spoil: { move, why: spoilOf(current(context), move)! }, refused: null };
    }),
    refuse: assign(({ context, event }) => {
      const move = moveFrom(context, event);
      if (!move) return { refused: 'not-in-hand' as ErrorCode };
      const result = apply(current(context), move);
      return { refused: result.ok ? null : result.error };
    }),
  },
}).createMachine({
  id: 'balloon-cup-lesson',
  context: ({ input }) => (input.saved ? replayLesson(input.saved) : null) ?? fresh(),
  initial: 'route',
  on: {
    'lesson.restart': { target: '.route', actions: assign(() => fresh()) },
  },
  states: {
    route: {
      always: [
        { guard: 'reading', target: 'reading' },
        { guard: 'over', target: 'over' },
        { target: 'acting' },
      ],
    },
    reading: {
      tags: ['reading'],
      on: {
        'lesson.next': { target: 'route', actions: assign(({ context }) => ({ queue: context.queue.slice(1), read: context.read + 1, stepCount: context.stepCount + 1 })) },
      },
    },
    acting: {
      tags: ['acting'],
      on: {
        'card.select': {
          actions: assign(({ context, event }) => ({ selected: context.selected === event.card ? null : event.card, refused: null })),
        },
        'discard.toggle': {
          actions: assign(({ context, event }) => ({
            discards: context.discards.includes(event.card) ? context.discards.filter((c) => c !== event.card) : [...context.discards, event.card],
          })),
        },
        'side.choose': [{ guard: 'spoils', target: 'spoiled', actions: 'hold' }, { guard: 'legal', target: 'route', actions: 'play' }, { actions: 'refuse' }],
        'exchange.confirm': [{ guard: 'legal', target: 'route', actions: 'play' }, { actions: 'refuse' }],
        'claim.choose': [{ guard: 'legal', target: 'route', actions: 'play' }, { actions: 'refuse' }],
        'claim.pass': [{ guard: 'spoils', target: 'spoiled', actions: 'hold' }, { guard: 'legal', target: 'route', actions: 'play' }, { actions: 'refuse' }],
      },
    },
    spoiled: {
      tags: ['spoiled'],
      on: {
        'lesson.takeback': { target: 'acting', actions: assign({ spoil: null, selected: null }) },
        'lesson.keep': { target: 'route', actions: assign(({ context }) => learnerPlays(context, context.spoil!.move) ?? {}) },
      },
    },
    over: { tags: ['over'] },
  },
});

export type LessonSnapshot = SnapshotFrom<typeof lessonMachine>;

export { LEARNER, COMPUTER };

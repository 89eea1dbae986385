// The guided first game of Jumping Cups (/jumping-cups/learn/): the learner plays red against the
// Beginner opponent (levels.ts) and makes every move. Before each of their moves the lesson
// introduces the first rule that matters now and was not met yet (moving by height, stacking, the
// finish squares, the bounce, blocking), with a move that shows it; any legal move is accepted and
// the next step is read from the position it makes. A move that throws the game away (off the
// track, or one that lets yellow win at once) is explained and can be taken back.
//
// Facts only: the position, the topics met, the step's topic and example move, the spoil's code.
// Tags: choose-cup · preview · thinking · spoiled · over · broken.
import { assign, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { gameStatus, isFinishSquare, legalMoves, makePosition, parsePosition, play, stackAt, startPosition } from '../../engine/jumping-cups/index.ts';
import type { Color, GameStatus, Position } from '../../engine/jumping-cups/index.ts';
import type { ConsultInput, Consultation } from './consultation.ts';
import type { Announcement, Preview, PreviewView, Refusal, RefusalView } from './pick.ts';
import { landingSquare, pickWords, previewView, refusalView, tryPick } from './pick.ts';
import { chooseAtLevel } from './levels.ts';
import { statusWords } from './story.ts';
import { tellMove, toldWords } from './told.ts';
import type { Told } from './told.ts';
import { TOPICS, TOPIC_CODE } from './lesson-topics.ts';
import type { LessonCode, SpoilCode, Topic } from './lesson-topics.ts';
import { endingWords, spoilWords, stepWords } from './lesson-words.ts';

export { createActor } from 'xstate';
export type { Topic };

const unanswered = fromPromise<Consultation, ConsultInput>(() => Promise.reject(new Error('no solver provided')));

/** The learner's colour, and the opponent's level and seed: the same softened opponent for everyone. */
export const LEARNER: Color = 'red';
export const LESSON_SEED = 1;

/** A move: from `from` to `to` (the end of its path), `off` when it leaves the track (never suggested). */
export interface Example {
  readonly from: number;
  readonly to: number;
  readonly path: readonly number[];
  readonly off: boolean;
}

/** A step as kept in this browser: the position before the learner's move and the topics met before it. */
export interface SavedLesson {
  readonly v: 1;
  readonly position: string;
  readonly met: readonly Topic[];
  readonly step: number;
}

export interface Spoil {
  readonly code: SpoilCode;
  /** The opponent's winning move (from this square), for 'spoil-finish' and 'spoil-blocked'. */
  readonly square: number | null;
}

export interface LessonContext {
  readonly position: Position;
  /** The position before the learner's last move: what "Take back" returns to. */
  readonly before: Position | null;
  readonly met: readonly Topic[];
  /** The learner's moves made so far; the step shown is one more. */
  readonly step: number;
  /** The rule this step introduces (null: all met, or none matters yet). */
  readonly topic: Topic | null;
  readonly example: Example | null;
  /** A bounce off the track the step warns of (the bounce's step, when no safe move bounces). */
  readonly trap: Example | null;
  readonly preview: Preview | null;
  readonly refusal: Refusal | null;
  readonly told: readonly Told[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly spoil: Spoil | null;
  readonly said: { readonly kind: 'none' | 'step' | 'preview' | 'refused' | 'cleared' | 'spoiled' | 'over' | 'taken-back' | 'failed'; readonly n: number };
}

export type LessonEvent =
  | { type: 'cup.pick'; square: number }
  | { type: 'cup.clear' }
  | { type: 'move.confirm' }
  | { type: 'lesson.take-back' }
  | { type: 'lesson.play-on' }
  | { type: 'lesson.restart' }
  | { type: 'lesson.resume'; saved: string };

export interface LessonInput {
  readonly saved?: string;
}

/** What each legal move of the learner does: where it ends (off the track included) and its hops. */
function movesOf(position: Position): Example[] {
  return legalMoves(position).flatMap((from) => {
    const moved = play(position, from);
    if (!moved.ok) return [];
    return [{ from, to: moved.value.path.at(-1)!, path: moved.value.path, off: moved.value.leftTrack }];
  });
}

/** Whether a move shows a topic. */
function shows(topic: Topic, position: Position, move: Example): boolean {
  if (move.off) return false;
  const below = stackAt(position, move.to);
  switch (topic) {
    case 'height':
      return true;
    case 'stack':
      return below.length > 0 && move.path.length === 1;
    case 'finish':
      return isFinishSquare(position.turn, move.to) && move.path.length === 1;
    case 'bounce':
      return move.path.length > 1;
    case 'block':
      return below.at(-1) !== undefined && below.at(-1) !== position.turn;
  }
}

/** A bounce that carries the cup off the track: the bounce matters then too, as a trap. */
const bouncesOff = (move: Example): boolean => move.off && move.path.length > 1;

/** The spoil a move makes, from the position it leads to (null: the lesson goes on). */
export function spoilOf(after: Position, status: GameStatus, leftTrack: boolean): Spoil | null {
  if (leftTrack) return { code: 'spoil-left-track', square: null };
  if (status.over) return null;
  for (const from of legalMoves(after)) {
    const reply = play(after, from);
    if (reply.ok && reply.value.status.over && reply.value.status.winner === after.turn) {
      return { code: reply.value.status.reason === 'blocked' ? 'spoil-blocked' : 'spoil-finish', square: from };
    }
  }
  return null;
}

/** Moves that keep the lesson: on the track and not handing the opponent a win at once. */
function safeMoves(position: Position): Example[] {
  return movesOf(position).filter((move) => {
    if (move.off) return false;
    const moved = play(position, move.from);
    return moved.ok && !spoilOf(moved.value.position, moved.value.status, moved.value.leftTrack);
  });
}

/** The move the step suggests: one that shows its topic, else the one that goes farthest (front cup on ties). */
export function exampleFor(position: Position, topic: Topic | null): Example | null {
  const safe = safeMoves(position);
  const pool = safe.length > 0 ? safe : movesOf(position).filter((move) => !move.off);
  if (topic) {
    const showing = pool.filter((move) => shows(topic, position, move));
    if (showing.length > 0) return showing.at(-1)!;
  }
  let best: Example | null = null;
  for (const move of pool) if (!best || Math.abs(move.to - move.from) >= Math.abs(best.to - best.from)) best = move;
  return best;
}

/** Whether every move of the position keeps the lesson (then any cup is fine). */
export function allSafe(position: Position): boolean {
  return safeMoves(position).length === legalMoves(position).length;
}

/** The first topic not met yet that some safe move of the learner shows now. */
export function topicFor(position: Position, met: readonly Topic[]): Topic | null {
  const safe = safeMoves(position);
  const all = movesOf(position);
  return TOPICS.find((topic) => !met.includes(topic) && (safe.some((move) => shows(topic, position, move)) || (topic === 'bounce' && all.some(bouncesOff)))) ?? null;
}

/** The bounce off the track a step warns of, when its topic is the bounce and no safe bounce shows it. */
export function trapFor(position: Position, topic: Topic | null, example: Example | null): Example | null {
  if (topic !== 'bounce' || (example && example.path.length > 1)) return null;
  return movesOf(position).find(bouncesOff) ?? null;
}

function say(context: LessonContext, kind: LessonContext['said']['kind']): LessonContext['said'] {
  return { kind, n: context.said.n + 1 };
}

function readSaved(text: string | undefined): { position: Position; met: Topic[]; step: number } | null {
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as Partial<SavedLesson>;
    if (saved.v !== 1 || typeof saved.position !== 'string' || !Array.isArray(saved.met) || typeof saved.step !== 'number') return null;
    const parsed = parsePosition(saved.position);
    if (!parsed.ok || parsed.value.turn !== LEARNER || gameStatus(parsed.value).over) return null;
    const met = saved.met.filter((t): t is Topic => (TOPICS as readonly string[]).includes(t));
    return { position: parsed.value, met, step: Math.max(0, Math.floor(saved.step)) };
  } catch {
    return null;
  }
}

function fresh(position: Position, met: readonly Topic[], step: number): Omit<LessonContext, 'said'> {
  return { position, before: null, met, step, topic: null, example: null, trap: null, preview: null, refusal: null, told: [], lastPath: [], lastFrom: null, spoil: null };
}

export const lessonMachine = setup({
  types: { context: {} as LessonContext, events: {} as LessonEvent, input: {} as LessonInput },
  actors: { reply: unanswered },
  guards: {
    over: ({ context }) => gameStatus(context.position).over,
    learnerToMove: ({ context }) => context.position.turn === LEARNER,
    movable: ({ context, event }) => event.type === 'cup.pick' && play(context.position, event.square).ok,
    isPicked: ({ context, event }) => event.type === 'cup.pick' && context.preview?.from === event.square,
    isLanding: ({ context, event }) => event.type === 'cup.pick' && context.preview !== null && landingSquare(context.preview) === event.square,
    spoiled: ({ context }) => context.spoil !== null,
    canResume: ({ event }) => event.type === 'lesson.resume' && readSaved(event.saved) !== null,
  },
  actions: {
    // A new step: the first rule that matters now, and a move that shows it.
    beginStep: assign(({ context }) => {
      const topic = topicFor(context.position, context.met);
      const example = exampleFor(context.position, topic);
      return {
        topic,
        met: topic ? [...context.met, topic] : context.met,
        example,
        trap: trapFor(context.position, topic, example),
        said: say(context, 'step'),
      };
    }),
    showPreview: assign(({ context, event }) => {
      if (event.type !== 'cup.pick') return {};
      const tried = tryPick(context.position, event.square);
      if (!('preview' in tried)) return {};
      return { preview: tried.preview, refusal: null, said: say(context, 'preview') };
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'cup.pick') return {};
      const tried = tryPick(context.position, event.square);
      if (!('refusal' in tried)) return {};
      return { preview: null, refusal: tried.refusal, said: say(context, 'refused') };
    }),
    clearPreview: assign(({ context }) => ({ preview: null, refusal: null, said: say(context, 'cleared') })),
    commit: assign(({ context }) => {
      if (!context.preview) return {};
      const result = play(context.position, context.preview.from);
      if (!result.ok) return {};
      const { path, from, position, status, leftTrack } = result.value;
      const spoil = spoilOf(position, status, leftTrack);
      return {
        before: context.position,
        position,
        step: context.step + 1,
        preview: null,
        refusal: null,
        told: tellMove(context.position, result.value),
        lastPath: path,
        lastFrom: from,
        spoil,
        said: spoil ? say(context, 'spoiled') : context.said,
      };
    }),
    takeBack: assign(({ context }) => {
      if (!context.before) return {};
      // The step's rule is introduced again: the learner meets it on the same position.
      const met = context.topic ? context.met.filter((t) => t !== context.topic) : context.met;
      return { ...fresh(context.before, met, context.step - 1), said: say(context, 'taken-back') };
    }),
    playOn: assign({ spoil: null }),
    reply: assign(({ context, event }) => {
      const consultation = (event as unknown as { output: Consultation }).output;
      const picked = chooseAtLevel(consultation.solution, 'beginner', LESSON_SEED, makePosition(context.position));
      if (!picked) return {};
      const result = play(context.position, picked.move.from);
      if (!result.ok) return {};
      const { path, from, position } = result.value;
      return { position, told: [...context.told, ...tellMove(context.position, result.value, { reply: true })], lastPath: path, lastFrom: from };
    }),
    restart: assign(({ context }) => ({ ...fresh(startPosition({ first: LEARNER }), [], 0), said: say(context, 'none') })),
    resume: assign(({ context, event }) => {
      if (event.type !== 'lesson.resume') return {};
      const saved = readSaved(event.saved);
      if (!saved) return {};
      return { ...fresh(saved.position, saved.met, saved.step), said: say(context, 'none') };
    }),
    ended: assign(({ context }) => ({ said: say(context, 'over') })),
    fail: assign(({ context }) => ({ said: say(context, 'failed') })),
  },
}).createMachine({
  id: 'jumpingCupsLesson',
  context: ({ input }) => {
    const saved = readSaved(input.saved);
    return { ...fresh(saved?.position ?? startPosition({ first: LEARNER }), saved?.met ?? [], saved?.step ?? 0), said: { kind: 'none', n: 0 } };
  },
  initial: 'route',
  on: {
    'lesson.restart': { target: '.route', actions: 'restart' },
    'lesson.resume': { guard: 'canResume', target: '.route', actions: 'resume' },
  },
  states: {
    route: {
      always: [
        { guard: 'over', target: 'over', actions: 'ended' },
        { guard: 'learnerToMove', target: 'turn', actions: 'beginStep' },
        { target: 'thinking' },
      ],
    },
    turn: {
      initial: 'choosing',
      states: {
        choosing: {
          tags: ['choose-cup'],
          on: { 'cup.pick': [{ guard: 'movable', target: 'previewing', actions: 'showPreview' }, { actions: 'refuse' }] },
        },
        previewing: {
          tags: ['preview'],
          on: {
            'cup.pick': [
              { guard: 'isLanding', target: '#jumpingCupsLesson.moved', actions: 'commit' },
              { guard: 'isPicked', target: 'choosing', actions: 'clearPreview' },
              { guard: 'movable', actions: 'showPreview' },
              { target: 'choosing', actions: 'refuse' },
            ],
            'cup.clear': { target: 'choosing', actions: 'clearPreview' },
            'move.confirm': { target: '#jumpingCupsLesson.moved', actions: 'commit' },
          },
        },
      },
    },
    moved: {
      always: [{ guard: 'spoiled', target: 'spoiled' }, { target: 'route' }],
    },
    spoiled: {
      tags: ['spoiled'],
      on: {
        'lesson.take-back': { target: 'route', actions: 'takeBack' },
        'lesson.play-on': { target: 'route', actions: 'playOn' },
      },
    },
    thinking: {
      tags: ['thinking'],
      invoke: {
        src: 'reply',
        input: ({ context }) => ({ notation: makePosition(context.position) }),
        onDone: { target: 'route', actions: 'reply' },
        onError: { target: 'broken', actions: 'fail' },
      },
    },
    broken: { tags: ['broken'] },
    over: { tags: ['over'] },
  },
});

export interface LessonView {
  readonly tags: readonly string[];
  /** The step shown (the learner's moves so far, plus one). */
  readonly step: number;
  /** The position, in the engine's notation (for the page's tests and a later "analyse" link). */
  readonly notation: string;
  readonly squares: readonly (readonly string[])[];
  readonly turn: Color;
  readonly movable: readonly number[];
  readonly topic: Topic | null;
  /** The citation code of what the step or the spoil is about. */
  readonly cite: LessonCode | null;
  /** What to do and why, in one or two sentences. */
  readonly prompt: string;
  readonly example: Example | null;
  readonly preview: PreviewView | null;
  readonly refusal: RefusalView | null;
  readonly told: readonly string[];
  readonly lastPath: readonly number[];
  readonly lastFrom: number | null;
  readonly spoil: string | null;
  readonly won: boolean | null;
  readonly ending: string;
  /** The step to keep in this browser (null: nothing to keep now). */
  readonly saved: string | null;
  readonly announcement: Announcement;
}

export function lessonView(snapshot: SnapshotFrom<typeof lessonMachine>): LessonView {
  const { context } = snapshot;
  const tags = snapshot.tags as ReadonlySet<string>;
  const status = gameStatus(context.position);
  const preview = context.preview ? previewView(context.position, context.preview) : null;
  const refusal = context.refusal ? refusalView(context.refusal) : null;
  const told = toldWords(context.told);
  const prompt = stepWords(context.topic, context.example, context.trap, allSafe(context.position));
  const spoil = context.spoil ? spoilWords(context.spoil.code, context.spoil.square) : null;
  const won = status.over ? status.winner === LEARNER : null;
  const ending = status.over ? endingWords(status.winner === LEARNER, statusWords(status)) : '';
  const choosing = tags.has('choose-cup');
  const saved: SavedLesson | null = choosing || tags.has('preview')
    // The step's own rule is left out: it is introduced again when the learner comes back.
    ? { v: 1, position: makePosition(context.position), met: context.met.filter((t) => t !== context.topic), step: context.step }
    : null;
  const text = ((): string => {
    switch (context.said.kind) {
      case 'step':
        return [...told, prompt].join(' ');
      case 'preview':
      case 'refused':
      case 'cleared':
        return pickWords(context.said.kind, preview, refusal);
      case 'spoiled':
        return [...told, spoil ?? ''].join(' ');
      case 'over':
        return [...told, ending].join(' ');
      case 'taken-back':
        return prompt;
      case 'failed':
      case 'none':
        return '';
    }
  })();
  return {
    tags: [...tags],
    step: context.step + 1,
    notation: makePosition(context.position),
    squares: context.position.squares,
    turn: context.position.turn,
    movable: choosing || tags.has('preview') ? legalMoves(context.position) : [],
    topic: context.topic,
    cite: context.spoil ? context.spoil.code : context.topic ? TOPIC_CODE[context.topic] : null,
    prompt,
    example: context.example,
    preview,
    refusal,
    told,
    lastPath: context.lastPath,
    lastFrom: context.lastFrom,
    spoil,
    won,
    ending,
    saved: saved ? JSON.stringify(saved) : null,
    announcement: { text, n: context.said.n },
  };
}

/** The lesson with the opponent's answers from `ask` (the page's solver worker, or the tests' solver). */
export function withReply(ask: (notation: string) => Promise<Consultation>, pace: () => Promise<void> = () => Promise.resolve()) {
  return lessonMachine.provide({
    actors: { reply: fromPromise<Consultation, ConsultInput>(async ({ input }) => (await Promise.all([ask(input.notation), pace()]))[0]) },
  });
}

// The Balloon Cup analysis board (issue 33): a position opened from a link or a pasted position
// code (url.ts), every legal move of the seat to act with its estimated chance to win
// (bots/analysis.ts, in the page's worker), and a tree of variations played on from it, by the
// person for both sides or with a level replying: a move played after going back starts a branch
// beside the line it left, and undo and redo walk the line shown (analysis-tree.ts). The estimates read only what the
// seat to act sees (its hand and the cards an exchange showed it), or both hands when the person
// opens them. The context holds facts only (states, moves, the engine's problem codes, numbers);
// the view (analysis-view.ts) says them.
//
// Tags: estimating · ready · replying · over.
import { assign, fromCallback, fromPromise } from 'xstate';
import { setup } from '../setup.ts';
import { apply } from '../../engine/balloon-cup/apply.ts';
import { ALL_CARDS, other } from '../../engine/balloon-cup/components.ts';
import type { CardId, Player } from '../../engine/balloon-cup/components.ts';
import { legalMoves, mover } from '../../engine/balloon-cup/moves.ts';
import { decodeRecord, moveCode } from '../../engine/balloon-cup/record.ts';
import type { Problem } from '../../engine/balloon-cup/result.ts';
import { newGame } from '../../engine/balloon-cup/setup.ts';
import type { GameState, Move } from '../../engine/balloon-cup/state.ts';
import { decodePosition, encodePosition } from '../../engine/balloon-cup/url.ts';
import { NOTHING_KNOWN, observe } from '../../engine/balloon-cup/bots/knowledge.ts';
import type { Known } from '../../engine/balloon-cup/bots/knowledge.ts';
import { seatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { SeatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { MoveEstimate } from '../../engine/balloon-cup/bots/analysis.ts';
import type { BotLevel } from '../../engine/balloon-cup/bots/index.ts';
import { branch, pathTo, rootOf, walkLine } from './analysis-tree.ts';
import type { LineNode } from './analysis-tree.ts';

export { createActor } from 'xstate';

/** Who answers the person's moves: nobody (the person moves both sides) or a level. */
export type Reply = 'person' | BotLevel;
export const REPLIES = ['person', 'beginner', 'club', 'strong'] as const satisfies readonly Reply[];

/** Where an opened position came from (the announcement says so). */
export type OpenedFrom = 'link' | 'paste' | 'game' | 'setup';

/** The board a page opens with when its address names none: the first turn of a dealt game. */
export const FIRST_POSITION = encodePosition(newGame(2026));

export interface AnalysisInput {
  /** A position code; the first turn of a dealt game when missing. */
  readonly code?: string;
}

/** What the board says of a link it opened only in part (the rest of the link kept). */
export type LinkNote = 'known-dropped' | 'line-cut';

export interface AnalysisContext {
  /** The tree of variations: the opened position (node 0) and every position played on from it. */
  readonly nodes: readonly LineNode<GameState, Move, Known>[];
  /** The node shown. */
  readonly at: number;
  /** What of the last link could not be read (the rest opened), or null. */
  readonly note: LinkNote | null;
  /** Both hands shown, and read by the estimates. */
  readonly open: boolean;
  readonly reply: Reply;
  /** The person's seat when a level replies. */
  readonly human: Player;
  /** Why the last input was not opened (the engine's facts); the board kept the last good position. */
  readonly problem: Problem | null;
  /** The estimates of the board they were asked for (its key), best first. */
  readonly answer: { readonly key: string; readonly rows: readonly MoveEstimate[] } | null;
  /** Share of the estimates done, 0 to 1. */
  readonly progress: number;
  /** The worker did not answer: its reason, for the console, never shown as a sentence. */
  readonly error: { readonly reason: string } | null;
  readonly said: Said;
}

export interface Said {
  readonly kind: 'none' | 'opened' | 'refused' | 'estimated' | 'moved' | 'replied' | 'undone' | 'redone' | 'hands' | 'reply' | 'failed';
  readonly from?: OpenedFrom;
  readonly n: number;
}

export type AnalysisEvent =
  | { type: 'position.open'; code: string; from: OpenedFrom; known?: string; open?: boolean; line?: string; shown?: number }
  | { type: 'game.open'; record: string; at: number | null }
  | { type: 'move.play'; code: string }
  | { type: 'line.undo' }
  | { type: 'line.redo' }
  | { type: 'line.goto'; at: number }
  | { type: 'hands.set'; open: boolean }
  | { type: 'reply.set'; reply: Reply }
  | { type: 'estimate.progress'; key: string; done: number }
  | { type: 'estimate.done'; key: string; rows: readonly MoveEstimate[] }
  | { type: 'estimate.failed'; reason: string };

/** The worker's estimates of a seat's view, with the share done as it goes. */
export type Estimator = (view: SeatView, onProgress: (done: number) => void) => Promise<readonly MoveEstimate[]>;
/** The worker's move of a level for a seat's view. */
export type Replier = (view: SeatView, level: BotLevel) => Promise<Move>;

export interface EstimateInput {
  readonly key: string;
  readonly view: SeatView;
}

export function fromEstimator(estimate: Estimator) {
  return fromCallback<AnalysisEvent, EstimateInput>(({ input, sendBack }) => {
    let live = true;
    estimate(input.view, (done) => {
      if (live) sendBack({ type: 'estimate.progress', key: input.key, done });
    }).then(
      (rows) => live && sendBack({ type: 'estimate.done', key: input.key, rows }),
      (error: unknown) => live && sendBack({ type: 'estimate.failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  });
}

export function fromReplier(reply: Replier) {
  return fromPromise<Move, { view: SeatView; level: BotLevel }>(({ input }) => reply(input.view, input.level));
}

const unanswered = fromCallback<AnalysisEvent, EstimateInput>(({ sendBack }) => {
  sendBack({ type: 'estimate.failed', reason: 'no estimator provided' });
});
const noReply = fromPromise<Move, { view: SeatView; level: BotLevel }>(() => Promise.reject(new Error('no replier provided')));

/** The position shown. */
export function current(context: Pick<AnalysisContext, 'nodes' | 'at'>): GameState {
  return context.nodes[context.at]!.state;
}

/** What each player knows of the other hand in the position shown. */
export function knownAt(context: Pick<AnalysisContext, 'nodes' | 'at'>): Known {
  return context.nodes[context.at]!.known;
}

/** What the seat to act sees of the position shown: its hand, the cards it knows, or both hands when open. */
export function viewOf(context: Pick<AnalysisContext, 'nodes' | 'at' | 'open'>): SeatView {
  const state = current(context);
  const me = mover(state);
  return seatView(state, context.open ? state.hands[other(me)] : knownAt(context)[me]);
}

/** The key of the estimates the board shown needs (the position, where it is in the tree, open hands). */
export function keyOf(context: Pick<AnalysisContext, 'nodes' | 'at' | 'open'>): string {
  const known = knownAt(context);
  return `${context.at}.${encodePosition(current(context))}.${context.open ? 1 : 0}.${knownText(known)}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** What each player knows of the other hand, for a link: each player's cards, one symbol each, split by a dot. */
export function knownText(known: Known): string {
  const side = (cards: readonly CardId[]) => cards.map((c) => ALPHABET[ALL_CARDS.indexOf(c)]).join('');
  return known[0].length + known[1].length === 0 ? '' : `${side(known[0])}.${side(known[1])}`;
}

/**
 * A link's known cards (`knownText`), or null when the text is not what this board writes: a
 * symbol that is no card, a card twice, more than two players, or a card that is not in the other
 * hand (knowledge nobody can have). Empty or missing text: nothing known.
 */
export function readKnown(text: string | undefined, state: GameState): Known | null {
  if (!text) return NOTHING_KNOWN;
  const parts = text.split('.');
  if (parts.length !== 2) return null;
  const side = (p: Player): CardId[] | null => {
    const cards = [...parts[p]!].map((ch) => ALL_CARDS[ALPHABET.indexOf(ch)]);
    if (cards.some((c) => c === undefined || !state.hands[other(p)].includes(c))) return null;
    return new Set(cards).size === cards.length ? (cards as CardId[]) : null;
  };
  const first = side(0);
  const second = side(1);
  return first && second ? [first, second] : null;
}

/** The moves of a line for a link: each move's code in the game record's notation, split by dots. */
export function lineText(moves: readonly Move[]): string {
  return moves.map(moveCode).join('.');
}

/** A link's line played on from `state`: the moves as far as each is legal, and whether all were. */
export function readLine(text: string | undefined, state: GameState): { moves: Move[]; whole: boolean } {
  const moves: Move[] = [];
  if (!text) return { moves, whole: true };
  let at = state;
  for (const code of text.split('.')) {
    const move = legalByCode(at, code);
    const next = move && apply(at, move);
    if (!next?.ok) return { moves, whole: false };
    moves.push(move!);
    at = next.value.state;
  }
  return { moves, whole: true };
}

const said = (context: AnalysisContext, kind: Said['kind'], from?: OpenedFrom): Said => ({ kind, from, n: context.said.n + 1 });

// Reading a code parses and checks a whole position: one reading serves the guard and the action.
let lastRead: { text: string; result: ReturnType<typeof decodePosition> } | null = null;
function read(text: string): ReturnType<typeof decodePosition> {
  if (lastRead?.text !== text) lastRead = { text, result: decodePosition(text) };
  return lastRead.result;
}

let lastGame: { text: string; result: ReturnType<typeof decodeRecord> } | null = null;
function readGame(text: string): ReturnType<typeof decodeRecord> {
  if (lastGame?.text !== text) lastGame = { text, result: decodeRecord(text) };
  return lastGame.result;
}

/** The position before move `at` of a game (its last when null or past the end), with what each player knew then. */
function gamePosition(text: string, at: number | null): { state: GameState; known: Known } | null {
  const read = readGame(text);
  if (!read.ok) return null;
  const { states, events, record } = read.value;
  const k = Math.min(at ?? states.length - 1, states.length - 1);
  let known: Known = NOTHING_KNOWN;
  for (let i = 0; i < k; i += 1) known = observe(known, mover(states[i]!), record.moves[i]!, events[i]!);
  return { state: states[k]!, known };
}

function fresh(state: GameState, known: Known): Pick<AnalysisContext, 'nodes' | 'at' | 'note' | 'answer' | 'progress' | 'error' | 'problem' | 'human'> {
  return { nodes: [rootOf(state, known)], at: 0, note: null, answer: null, progress: 0, error: null, problem: null, human: mover(state) };
}

/**
 * The tree with `move` played at the node shown: the child that move already leads to, or a new
 * branch beside the ones there (nothing is discarded); null when illegal.
 */
function played(context: Pick<AnalysisContext, 'nodes' | 'at'>, move: Move): Pick<AnalysisContext, 'nodes' | 'at'> | null {
  const node = context.nodes[context.at]!;
  const code = moveCode(move);
  const applied = apply(node.state, move);
  if (!applied.ok) return null;
  const known = observe(node.known, mover(node.state), move, applied.value.events);
  return branch(context.nodes, context.at, move, applied.value.state, known, (m) => moveCode(m) === code);
}

/** A link's position with its line played on, showing the position after `shown` of its moves (the last when missing). */
function opened(state: GameState, known: Known, moves: readonly Move[], shown: number | undefined): Pick<AnalysisContext, 'nodes' | 'at'> {
  let tree: Pick<AnalysisContext, 'nodes' | 'at'> = { nodes: [rootOf(state, known)], at: 0 };
  for (const move of moves) tree = played(tree, move) ?? tree;
  const path = pathTo(tree.nodes, tree.at);
  const k = shown === undefined ? path.length - 1 : Math.max(0, Math.min(shown, path.length - 1));
  return { nodes: tree.nodes, at: path[k]! };
}

function legalByCode(state: GameState, code: string): Move | undefined {
  return state.result ? undefined : legalMoves(state).find((move) => moveCode(move) === code);
}

export const analysisMachine = setup({
  types: {
    context: {} as AnalysisContext,
    events: {} as AnalysisEvent,
    input: {} as AnalysisInput,
  },
  // The page provides its worker (analysis-client.ts); tests the engine in the same thread.
  actors: { estimate: unanswered, reply: noReply },
  guards: {
    over: ({ context }) => current(context).result !== null,
    levelTurn: ({ context }) => context.reply !== 'person' && mover(current(context)) !== context.human,
    answered: ({ context }) => context.answer?.key === keyOf(context),
    readable: ({ event }) => event.type === 'position.open' && read(event.code.trim()).ok,
    gameReadable: ({ event }) => event.type === 'game.open' && readGame(event.record).ok,
    legal: ({ context, event }) => event.type === 'move.play' && legalByCode(current(context), event.code) !== undefined,
    canUndo: ({ context }) => context.nodes[context.at]!.parent !== null,
    canRedo: ({ context }) => context.nodes[context.at]!.next !== null,
    inLine: ({ context, event }) => event.type === 'line.goto' && event.at >= 0 && event.at < context.nodes.length,
    forThisBoard: ({ context, event }) => (event.type === 'estimate.progress' || event.type === 'estimate.done') && event.key === keyOf(context),
  },
  actions: {
    open: assign(({ context, event }) => {
      if (event.type !== 'position.open') return {};
      const result = read(event.code.trim());
      if (!result.ok) return {};
      // A part of the link that cannot be read is named, and the rest opened.
      const known = readKnown(event.known, result.value);
      const line = readLine(event.line, result.value);
      const note: LinkNote | null = known === null ? 'known-dropped' : line.whole ? null : 'line-cut';
      return {
        ...fresh(result.value, known ?? NOTHING_KNOWN),
        ...opened(result.value, known ?? NOTHING_KNOWN, line.moves, line.whole ? event.shown : undefined),
        note,
        open: event.open ?? context.open,
        said: said(context, 'opened', event.from),
      };
    }),
    openGame: assign(({ context, event }) => {
      const found = event.type === 'game.open' ? gamePosition(event.record, event.at) : null;
      return found ? { ...fresh(found.state, found.known), said: said(context, 'opened', 'game') } : {};
    }),
    refuseGame: assign(({ context, event }) => {
      const read = event.type === 'game.open' ? readGame(event.record) : null;
      return read && !read.ok ? { problem: read.problem, said: said(context, 'refused') } : {};
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== 'position.open') return {};
      const result = read(event.code.trim());
      return result.ok ? {} : { problem: result.problem ?? { code: 'pcode-empty' }, said: said(context, 'refused') };
    }),
    commit: assign(({ context, event }) => {
      if (event.type !== 'move.play') return {};
      const move = legalByCode(current(context), event.code);
      const next = move && played(context, move);
      return next ? { ...next, problem: null, note: null, error: null, said: said(context, 'moved') } : {};
    }),
    replied: assign(({ context, event }) => {
      const move = (event as unknown as { output: Move }).output;
      const next = played(context, move);
      return next ? { ...next, said: said(context, 'replied') } : { error: { reason: 'illegal reply' }, said: said(context, 'failed') };
    }),
    undo: assign(({ context }) => {
      // Against a level, back to the person's own turn.
      const { nodes } = context;
      let at = nodes[context.at]!.parent!;
      while (context.reply !== 'person' && nodes[at]!.parent !== null && mover(nodes[at]!.state) !== context.human) at = nodes[at]!.parent!;
      return { at, error: null, said: said(context, 'undone') };
    }),
    redo: assign(({ context }) => ({ at: context.nodes[context.at]!.next!, said: said(context, 'redone') })),
    goto: assign(({ context, event }) => (event.type === 'line.goto' ? { ...walkLine(context.nodes, event.at), said: said(context, 'undone') } : {})),
    setHands: assign(({ context, event }) => (event.type === 'hands.set' ? { open: event.open, said: said(context, 'hands') } : {})),
    setReply: assign(({ context, event }) => {
      if (event.type !== 'reply.set') return {};
      // The person takes the seat to act now; the level the other.
      return { reply: event.reply, human: mover(current(context)), said: said(context, 'reply') };
    }),
    progress: assign(({ event }) => (event.type === 'estimate.progress' ? { progress: event.done } : {})),
    setAnswer: assign(({ context, event }) => {
      if (event.type !== 'estimate.done') return {};
      return { answer: { key: event.key, rows: event.rows }, progress: 1, error: null, said: said(context, 'estimated') };
    }),
    startEstimate: assign({ progress: 0 }),
    fail: assign(({ context, event }) => {
      const reason = event.type === 'estimate.failed' ? event.reason : String((event as unknown as { error: unknown }).error);
      return { error: { reason }, said: said(context, 'failed') };
    }),
  },
}).createMachine({
  id: 'balloonCupAnalysis',
  context: ({ input }) => {
    const read = decodePosition((input.code ?? FIRST_POSITION).trim());
    const state = read.ok ? read.value : newGame(2026);
    return { ...fresh(state, NOTHING_KNOWN), problem: read.ok ? null : read.problem ?? null, open: false, reply: 'person', said: { kind: 'none', n: 0 } };
  },
  initial: 'route',
  on: {
    'position.open': [{ guard: 'readable', target: '.route', actions: 'open' }, { actions: 'refuse' }],
    'game.open': [{ guard: 'gameReadable', target: '.route', actions: 'openGame' }, { actions: 'refuseGame' }],
    'line.undo': { guard: 'canUndo', target: '.route', actions: 'undo' },
    'line.redo': { guard: 'canRedo', target: '.route', actions: 'redo' },
    'line.goto': { guard: 'inLine', target: '.route', actions: 'goto' },
    'hands.set': { target: '.route', actions: 'setHands' },
    'reply.set': { target: '.route', actions: 'setReply' },
  },
  states: {
    route: {
      always: [
        { guard: 'over', target: 'over' },
        { guard: 'levelTurn', target: 'replying' },
        { guard: 'answered', target: 'ready' },
        { target: 'estimating' },
      ],
    },
    estimating: {
      tags: ['estimating'],
      entry: 'startEstimate',
      invoke: { src: 'estimate', input: ({ context }) => ({ key: keyOf(context), view: viewOf(context) }) },
      on: {
        'estimate.progress': { guard: 'forThisBoard', actions: 'progress' },
        'estimate.done': { guard: 'forThisBoard', target: 'ready', actions: 'setAnswer' },
        'estimate.failed': { target: 'ready', actions: 'fail' },
        'move.play': { guard: 'legal', target: 'route', actions: 'commit' },
      },
    },
    ready: {
      tags: ['ready'],
      on: { 'move.play': { guard: 'legal', target: 'route', actions: 'commit' } },
    },
    replying: {
      tags: ['replying'],
      invoke: {
        src: 'reply',
        input: ({ context }) => ({ view: viewOf({ ...context, open: false }), level: context.reply as BotLevel }),
        onDone: { target: 'route', actions: 'replied' },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    over: { tags: ['over'] },
  },
});

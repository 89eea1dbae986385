// A whole game of Balloon Cup on the play page: its start with the set-up form's choices
// (opponent, rules, game number; the page owns the form), the person's moves (choose a card then
// a side; choose cards to swap when nothing fits; claim or pass in their part of a cascade), the
// computer's replies, the pass-the-device screen between two people (before the first turn, after
// every change of seat, after an undo and after a reload, so no hand is shown to the wrong
// person), the players' names, hints, the cascade verdict, undo, a new game asked for and
// confirmed, and the end. What a seat may see is the engine's view (`tableView`). Every rules
// question is the engine's `apply`; the computer's move comes from the `think` actor and the Hint
// from `advise`, which the page runs in a Web Worker (tests provide the engine's bots directly).
//
// Takebacks (issue 27): never after the end; each one re-deals what the person has not seen
// (redeal.ts), from the seed and the game's count of takebacks, which the record keeps. Between
// two people a player takes back only their own last move before the other has seen their hand
// (on the pass-the-device screen, or while they still move), or, on their own turn, their
// previous move with the other player's consent (a screen both see, with no cards on it); the
// other player is told when the device comes back to them.
//
// Tags: setup · human · thinking · handoff · consent · over.
import { assign, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { apply, legalMoves } from '../../engine/balloon-cup/index.ts';
import { NOTHING_KNOWN, observe } from '../../engine/balloon-cup/bots/knowledge.ts';
import { viewFor } from '../../engine/balloon-cup/view.ts';
import { knownAfter } from '../../engine/balloon-cup/replay-view.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import type { Known } from '../../engine/balloon-cup/bots/knowledge.ts';
import { other } from '../../engine/balloon-cup/index.ts';
import type { CardId, Color, Player, TileNumber } from '../../engine/balloon-cup/index.ts';
import { mover } from '../../engine/balloon-cup/index.ts';
import type { Options } from '../../engine/balloon-cup/index.ts';
import { DEFAULT_OPTIONS } from '../../engine/balloon-cup/index.ts';
import { decodeRecord, encodeRecord, startOf } from '../../engine/balloon-cup/record.ts';
import { redeal } from '../../engine/balloon-cup/redeal.ts';
import { excerpt } from '../../engine/excerpt.ts';
import type { GameRecord, Opponent } from '../../engine/balloon-cup/record.ts';
import type { ErrorCode, LinkProblem } from '../../engine/balloon-cup/result.ts';
import type { GameState, Move, Sets } from '../../engine/balloon-cup/index.ts';
import { moveOf as moveOfEvent } from './choices.ts';
import { cascadePosition, orList } from './game-words.ts';
import type { GameRefusal } from './game-words.ts';
import { solveCascade } from '../../engine/balloon-cup/index.ts';
import { encodeCascade } from '../../engine/balloon-cup/index.ts';
import { actionText } from './verdict-words.ts';
import { defaultNames, namesOf, tidyNames } from './names.ts';
import { m } from '../../paraglide/words/bcgame.ts';
import type { Names, Step } from './story.ts';
import { tell } from './story.ts';

export { createActor } from 'xstate';

/** What the computer is asked: its player's view is cut from `state` by the bot itself. */
export interface ThinkRequest {
  readonly state: GameState;
  readonly level: Exclude<Opponent, 'people'>;
  readonly known: readonly CardId[];
  readonly seed: number;
}

/** The Strong level's suggestion: its move (why, and the rule it cites, follow from the position: game-words.ts). */
export interface Hint {
  readonly move: Move;
}

export type { GameRefusal };

export interface GameInput {
  /** The saved game text from storage, if any. */
  readonly saved?: string | null;
  /** A game number for a new game (else chosen by the page). */
  readonly seed?: number;
}

/**
 * Told to `to` when the device comes to them: `by` took back a move before `to` saw it
 * ('unseen'), or with `to`'s consent ('agreed'); or `by` said no to `to`'s request ('refused').
 */
export interface TakebackNotice {
  readonly to: Player;
  readonly by: Player;
  readonly kind: 'unseen' | 'agreed' | 'refused';
}

/** The facts of an announcement, which game-said.ts words (the counter `n` beside it makes a repeat read again). */
export type GameSaid =
  | { readonly kind: 'none' | 'resumed' | 'verdict' | 'computer-failed' }
  | { readonly kind: 'begin' | 'handoff' | 'consent-refused'; readonly player: Player }
  /** The told steps of the context from `from` on: the moves just played. */
  | { readonly kind: 'told'; readonly from: number }
  | { readonly kind: 'refused'; readonly refusal: GameRefusal }
  /** `by` took a move back; `you`: they are the person the sentence speaks to; `redealt`: what was unseen is dealt anew. */
  | { readonly kind: 'taken-back'; readonly by: Player; readonly you: boolean; readonly redealt: boolean }
  | { readonly kind: 'fits-nowhere'; readonly player: Player; readonly card: CardId }
  | { readonly kind: 'hint'; readonly move: Move };

export interface GameContext {
  readonly seed: number;
  readonly options: Options;
  readonly opponent: Opponent;
  readonly names: Names;
  /** Moves so far and the positions before each (states[k] before moves[k]; last = now). */
  readonly moves: readonly Move[];
  readonly states: readonly GameState[];
  readonly undone: readonly number[];
  /** The next move is played after an undo (marked in the record). */
  readonly afterUndo: boolean;
  /**
   * The game's count of takebacks at each move of `undone` (each re-dealt with its count), or
   * null for a game saved before takebacks re-dealt (its takebacks go on without a re-deal).
   */
  readonly takebacks: readonly number[] | null;
  /** The game's count of takebacks so far (the latest takeback's). */
  readonly takebackCount: number;
  /** The game was started from a number the person typed: its deal is known to whoever typed it. */
  readonly knownDeal: boolean;
  /** A takeback the other player is told of when the device comes back to them. */
  readonly notice: TakebackNotice | null;
  /** Between two people: the player asking to take back their previous move (the consent screen). */
  readonly asking: Player | null;
  readonly known: Known;
  readonly selected: CardId | null;
  readonly discards: readonly CardId[];
  /** The last moves, told. */
  readonly told: readonly Step[];
  readonly refusal: GameRefusal | null;
  readonly hint: Hint | null;
  /** The solver's verdict on the running cascade was asked for (the page words it: verdictText). */
  readonly verdict: boolean;
  /** A saved game that could not be read: what went wrong, as facts (the page words it and sets the text aside). */
  readonly savedProblem: SaveProblem | null;
  /** The latest thing to announce, as facts the page words (game-said.ts); `n` counts announcements. */
  readonly announcement: { readonly said: GameSaid; readonly n: number };
  /**
   * The player the device was last handed to (hot seat); null when nobody's hand may be shown
   * yet (before the first turn, after a reload), so the pass-the-device screen comes first.
   */
  readonly viewer: Player | null;
  /** "New game" was pressed during a game: the page asks before the game is left. */
  readonly confirmingNew: boolean;
}

export type GameEvent =
  /** A new game with the set-up form's choices (the page owns the form: PlayGame.tsx). */
  | { type: 'game.start'; opponent: Opponent; options: Options; seed: number; names?: readonly string[]; known?: boolean }
  | { type: 'card.select'; card: CardId }
  | { type: 'side.choose'; tile: TileNumber; side: Player }
  | { type: 'discard.toggle'; card: CardId }
  | { type: 'exchange.confirm' }
  | { type: 'claim.choose'; trophy: Color; sets: Sets }
  | { type: 'claim.pass' }
  | { type: 'undo' }
  /** Between two people, on one's own turn: ask the other player to agree to take back one's previous move. */
  | { type: 'takeback.ask' }
  | { type: 'takeback.agree' }
  | { type: 'takeback.refuse' }
  | { type: 'hint' }
  /** Plays the move the hint suggests, in one press. */
  | { type: 'hint.play' }
  | { type: 'verdict' }
  | { type: 'handoff.ready' }
  | { type: 'game.new' }
  /** The answer to "Start a new game?" asked during a game. */
  | { type: 'game.new.confirm' }
  | { type: 'game.new.cancel' };

export const SAVE_VERSION = 1;

/**
 * The text kept in storage: the record plus the names (`n`, kept only for a game between two
 * people) and `k: 1` for a game started from a typed number.
 */
export function saveText(context: GameContext): string {
  return JSON.stringify({ v: SAVE_VERSION, g: recordText(context), ...(context.opponent === 'people' ? { n: context.names } : {}), ...(context.knownDeal ? { k: 1 } : {}) });
}

type RecordPart = 'seed' | 'options' | 'opponent' | 'moves' | 'undone';
export function recordOf(context: Pick<GameContext, RecordPart> & Partial<Pick<GameContext, 'takebacks' | 'takebackCount' | 'afterUndo'>>): GameRecord {
  const base = { seed: context.seed, options: context.options, opponent: context.opponent, moves: context.moves, undone: context.undone };
  if (!context.takebacks) return base;
  return { ...base, takebacks: context.takebacks, ...(context.afterUndo ? { pendingTakeback: context.takebackCount ?? 0 } : {}) };
}

export function recordText(context: GameContext): string {
  return encodeRecord(recordOf(context));
}

function namesFor(opponent: Opponent, chosen?: unknown): Names {
  return opponent === 'people' ? namesOf(chosen) : defaultNames('computer');
}

/** What the person at the device may see now: the engine's view for their seat. */
export function tableView(context: Pick<GameContext, 'opponent' | 'viewer' | 'states' | 'known'>): TableView {
  const seat = context.opponent === 'people' ? context.viewer : 0;
  return viewFor(current(context), seat, context.known);
}

/** The seat whose sentences say "you": the person's, against the computer (between two people, nobody's). */
export function youOf(context: Pick<GameContext, 'opponent'>): Player | null {
  return context.opponent === 'people' ? null : 0;
}

/** Whether a person plays `player`'s moves. */
export function isPerson(context: Pick<GameContext, 'opponent'>, player: Player): boolean {
  return context.opponent === 'people' || player === 0;
}

export function current(context: Pick<GameContext, 'states'>): GameState {
  return context.states[context.states.length - 1]!;
}

/**
 * Why a saved game could not be read: a code and its details, never words (the page says it in
 * its language: save-words.ts). `record`: the move record inside was refused by the record
 * reader, with its facts (the engine's LinkProblem).
 */
export type SaveProblem =
  | { readonly code: 'unreadable' | 'wrong-form' | 'no-record' | 'changed' | 'names-changed' }
  | { readonly code: 'other-version'; readonly version: string }
  | { readonly code: 'record'; readonly error: ErrorCode; readonly problem: LinkProblem };

/** Reads a saved game; a problem is named, never thrown. */
export function readSave(text: string): { ok: true; context: Partial<GameContext> } | { ok: false; problem: SaveProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: { code: 'unreadable' } };
  }
  if (typeof data !== 'object' || data === null) return { ok: false, problem: { code: 'wrong-form' } };
  const { v, g, n, k } = data as { v?: unknown; g?: unknown; n?: unknown; k?: unknown };
  if (v !== SAVE_VERSION) return { ok: false, problem: { code: 'other-version', version: excerpt(v) } };
  if (typeof g !== 'string') return { ok: false, problem: { code: 'no-record' } };
  // Only the text this page writes: anything else (padded, reordered, changed) is not read as a game.
  if (JSON.stringify({ v, g, ...(n === undefined ? {} : { n }), ...(k === undefined ? {} : { k }) }) !== text || (k !== undefined && k !== 1)) {
    return { ok: false, problem: { code: 'changed' } };
  }
  const replay = decodeRecord(g);
  if (!replay.ok) return { ok: false, problem: { code: 'record', error: replay.error, problem: replay.problem } };
  const { record, states, events } = replay.value;
  // Names are written for a game between two people only, and as this page tidies them (two
  // different names; read without the page's words, so a save is read the same in any language).
  if (n !== undefined && (record.opponent !== 'people' || !tidyNames(n))) {
    return { ok: false, problem: { code: 'names-changed' } };
  }
  const known = knownAfter(states, record.moves, events);
  return {
    ok: true,
    context: {
      seed: record.seed, options: record.options, opponent: record.opponent, ...(n === undefined ? {} : { names: n as unknown as Names }),
      moves: record.moves, undone: record.undone, states, known,
      takebacks: record.takebacks ?? null,
      takebackCount: record.pendingTakeback ?? record.takebacks?.at(-1) ?? 0,
      afterUndo: record.pendingTakeback !== undefined,
      knownDeal: k === 1,
    },
  };
}

function announce(context: GameContext, said: GameSaid): GameContext['announcement'] {
  return { said, n: context.announcement.n + 1 };
}

function moveOf(context: GameContext, event: GameEvent): Move | null {
  return moveOfEvent(event, context.selected, context.discards);
}

/** Plays `move` for whoever is to act; the context after it, or a refusal. */
export function played(context: GameContext, move: Move): Partial<GameContext> {
  const before = current(context);
  const result = apply(before, move);
  if (!result.ok) {
    const refusal: GameRefusal = { kind: 'move', refused: { error: result.error, ...(result.problem ? { problem: result.problem } : {}) }, move };
    return { refusal, announcement: announce(context, { kind: 'refused', refusal }) };
  }
  const steps = tell(before, result.value);
  const who = mover(before);
  const index = context.moves.length;
  return {
    moves: [...context.moves, move],
    states: [...context.states, result.value.state],
    undone: context.afterUndo && isPerson(context, who) ? [...context.undone, index] : context.undone,
    takebacks: context.afterUndo && isPerson(context, who) && context.takebacks ? [...context.takebacks, context.takebackCount] : context.takebacks,
    afterUndo: context.afterUndo && !isPerson(context, who),
    // A notice is read once its reader has moved.
    notice: context.notice?.to === who ? null : context.notice,
    known: observe(context.known, who, move, result.value.events),
    // The story of the last moves: a person's move starts it afresh, and the computer's reply is
    // told after it, so the person reads both.
    told: isPerson(context, who) ? steps : [...context.told, ...steps],
    // The live region reads the steps of this move only.
    selected: null,
    discards: [],
    refusal: null,
    hint: null,
    verdict: false,
    announcement: announce(context, { kind: 'told', from: isPerson(context, who) ? 0 : context.told.length }),
  };
}

/** What both players know after these moves (replayed through the engine). */
function knownOf(states: readonly GameState[], moves: readonly Move[]): Known {
  const events = moves.map((move, i) => {
    const again = apply(states[i]!, move);
    return again.ok ? again.value.events : [];
  });
  return knownAfter(states, moves, events);
}

/** The index of the last move a person made, or -1. */
export function lastPersonMove(context: GameContext): number {
  for (let k = context.moves.length - 1; k >= 0; k -= 1) if (isPerson(context, mover(context.states[k]!))) return k;
  return -1;
}

/** The index of `player`'s last move, or -1. */
export function lastMoveOf(context: Pick<GameContext, 'moves' | 'states'>, player: Player): number {
  for (let k = context.moves.length - 1; k >= 0; k -= 1) if (mover(context.states[k]!) === player) return k;
  return -1;
}

/**
 * Between two people, whether the player at the device may take back their last move by
 * themselves: it is the game's last move and the other player has not had the device since.
 */
export function ownLastMove(context: Pick<GameContext, 'opponent' | 'moves' | 'states' | 'viewer'>): boolean {
  const k = context.moves.length - 1;
  return context.opponent === 'people' && k >= 0 && context.viewer !== null && mover(context.states[k]!) === context.viewer;
}

/** Between two people, on the player's own turn: a previous move of theirs that they may ask to take back. */
export function mayAskTakeback(context: Pick<GameContext, 'opponent' | 'moves' | 'states' | 'viewer'>): boolean {
  return context.opponent === 'people' && !ownLastMove(context) && context.viewer !== null && lastMoveOf(context, context.viewer) >= 0;
}

/**
 * Takes the game back to the position before move `k`. A game whose takebacks re-deal gets that
 * position re-dealt with the next count (from the position before any earlier re-deal of it, as
 * the record's replay does), so the person meets a future they have not seen.
 */
export function takenBack(context: GameContext, k: number): Partial<GameContext> {
  const moves = context.moves.slice(0, k);
  const states = context.states.slice(0, k + 1);
  const known = knownOf(states, moves);
  const keep = context.undone.map((i) => i < k);
  let count = context.takebackCount;
  if (context.takebacks) {
    count += 1;
    let base = startOf(context);
    if (k > 0) {
      const again = apply(states[k - 1]!, moves[k - 1]!);
      base = again.ok ? again.value.state : states[k]!;
    }
    states[k] = redeal(base, context.opponent, context.seed, count, known[0]);
  }
  return {
    moves, states, known, undone: context.undone.filter((_, j) => keep[j]),
    takebacks: context.takebacks ? context.takebacks.filter((_, j) => keep[j]) : null,
    takebackCount: count, afterUndo: true, selected: null, discards: [], told: [], refusal: null, hint: null, verdict: false,
  };
}

function fresh(context: GameContext, seed: number, names?: unknown): Partial<GameContext> {
  const start = startOf({ seed, options: context.options });
  return {
    seed, names: namesFor(context.opponent, names), moves: [], states: [start], undone: [], afterUndo: false, known: NOTHING_KNOWN,
    takebacks: [], takebackCount: 0, notice: null, asking: null,
    selected: null, discards: [], told: [], refusal: null, hint: null, verdict: false, confirmingNew: false,
    // Between two people the device is handed to the first player before any hand is shown.
    viewer: context.opponent === 'people' ? null : 0,
  };
}

const thinkNotProvided = fromPromise<Move, ThinkRequest>(() => Promise.reject(new Error('no computer player was provided')));
const adviseNotProvided = fromPromise<Move, Omit<ThinkRequest, 'level'>>(() => Promise.reject(new Error('no adviser was provided')));

export const gameMachine = setup({
  types: { context: {} as GameContext, events: {} as GameEvent, input: {} as GameInput },
  actors: { think: thinkNotProvided, advise: adviseNotProvided },
  guards: {
    resumed: ({ context }) => context.states.length > 0,
    over: ({ context }) => current(context).result !== null,
    computerToAct: ({ context }) => !isPerson(context, mover(current(context))),
    handoffNeeded: ({ context }) => context.opponent === 'people' && mover(current(context)) !== context.viewer,
    accepted: ({ context, event }) => {
      const move = moveOf(context, event);
      return move !== null && apply(current(context), move).ok;
    },
    // Against the computer: the person's last move. Between two people: one's own last move (see ownLastMove).
    canUndo: ({ context }) => (context.opponent === 'people' ? ownLastMove(context) : lastPersonMove(context) >= 0),
    mayAsk: ({ context }) => mayAskTakeback(context),
    hintPlayable: ({ context }) => context.hint !== null && apply(current(context), context.hint.move).ok,
    inCascade: ({ context }) => current(context).cascade !== null,
  },
  actions: {
    leave: assign({ states: [], moves: [], told: [], confirmingNew: false }),
    play: assign(({ context, event }) => {
      const move = moveOf(context, event);
      return move ? played(context, move) : {};
    }),
    playHint: assign(({ context }) => (context.hint ? played(context, context.hint.move) : {})),
    refuse: assign(({ context, event }) => {
      const move = moveOf(context, event);
      if (!move) {
        const refusal: GameRefusal = { kind: 'no-card' };
        return { refusal, announcement: announce(context, { kind: 'refused', refusal }) };
      }
      return played(context, move);
    }),
  },
}).createMachine({
  id: 'balloon-cup-game',
  context: ({ input }) => {
    const base: GameContext = {
      seed: input.seed ?? 1, options: DEFAULT_OPTIONS, opponent: 'beginner', names: namesFor('beginner'),
      moves: [], states: [], undone: [], afterUndo: false, known: NOTHING_KNOWN, selected: null, discards: [], told: [],
      takebacks: [], takebackCount: 0, knownDeal: false, notice: null, asking: null,
      refusal: null, hint: null, verdict: false, savedProblem: null, announcement: { said: { kind: 'none' }, n: 0 }, viewer: 0, confirmingNew: false,
    };
    if (!input.saved) return base;
    const save = readSave(input.saved);
    if (!save.ok) return { ...base, savedProblem: save.problem };
    // Names the save does not hold are the defaults, in the page's language.
    const resumed = { ...base, names: namesFor(save.context.opponent ?? 'beginner'), ...save.context };
    // Between two people, nobody's hand is shown after a reload until the device is handed over.
    // The page says that the game is back (GameApp): the machine keeps the fact.
    return { ...resumed, viewer: resumed.opponent === 'people' ? null : 0, announcement: { said: { kind: 'resumed' }, n: 1 } };
  },
  initial: 'start',
  states: {
    start: { always: [{ guard: 'resumed', target: 'playing' }, { target: 'setup' }] },
    setup: {
      tags: ['setup'],
      on: {
        'game.start': {
          target: 'playing',
          actions: assign(({ context, event }) => {
            const chosen = { ...context, opponent: event.opponent, options: event.options };
            const seed = Number.isFinite(event.seed) ? Math.trunc(event.seed) >>> 0 : 1;
            const next = { ...chosen, ...fresh(chosen, seed, event.names), knownDeal: event.known === true };
            return { ...next, savedProblem: null, announcement: announce(chosen, { kind: 'begin', player: current(next).toMove }) };
          }),
        },
      },
    },
    playing: {
      initial: 'route',
      on: {
        // During a game, New game asks first (the page shows the question).
        'game.new': { actions: assign({ confirmingNew: true }) },
        'game.new.confirm': { guard: ({ context }) => context.confirmingNew, target: 'setup', actions: 'leave' },
        'game.new.cancel': { actions: assign({ confirmingNew: false }) },
      },
      states: {
        route: {
          always: [
            { guard: 'over', target: '#balloon-cup-game.over' },
            { guard: 'computerToAct', target: 'thinking' },
            { guard: 'handoffNeeded', target: 'handoff' },
            { target: 'human' },
          ],
        },
        handoff: {
          tags: ['handoff'],
          on: {
            // The player who just moved takes it back before the other has seen their hand; the
            // other is told when the device comes to them.
            undo: {
              guard: 'canUndo',
              target: 'route',
              actions: assign(({ context }) => {
                const by = context.viewer!;
                const k = context.moves.length - 1;
                // Read out to the player who pressed it, still at the device.
                const said: GameSaid = { kind: 'taken-back', by, you: true, redealt: context.takebacks !== null };
                return { ...takenBack(context, k), notice: { to: other(by), by, kind: 'unseen' }, announcement: announce(context, said) };
              }),
            },
            'handoff.ready': {
              target: 'human',
              actions: assign(({ context }) => ({ viewer: mover(current(context)), announcement: announce(context, { kind: 'handoff', player: mover(current(context)) }) })),
            },
          },
        },
        // Between two people: one player asks to take back their previous move; the other answers
        // on a screen with no cards, and the device then goes back to the one asking.
        consent: {
          tags: ['consent'],
          on: {
            'takeback.agree': {
              target: 'route',
              actions: assign(({ context }) => {
                const by = context.asking!;
                // Read out to the player who agreed, at the device until it goes back to the one asking.
                const said: GameSaid = { kind: 'taken-back', by, you: false, redealt: true };
                return { ...takenBack(context, lastMoveOf(context, by)), asking: null, viewer: null, notice: { to: other(by), by, kind: 'agreed' }, announcement: announce(context, said) };
              }),
            },
            'takeback.refuse': {
              target: 'route',
              actions: assign(({ context }) => ({
                asking: null, viewer: null, notice: { to: context.asking!, by: other(context.asking!), kind: 'refused' },
                announcement: announce(context, { kind: 'consent-refused', player: other(context.asking!) }),
              })),
            },
          },
        },
        thinking: {
          tags: ['thinking'],
          invoke: {
            src: 'think',
            input: ({ context }) => {
              const state = current(context);
              return { state, level: context.opponent as ThinkRequest['level'], known: context.known[mover(state)], seed: (context.seed * 31 + context.moves.length * 7919) >>> 0 };
            },
            onDone: { target: 'route', actions: assign(({ context, event }) => played(context, event.output)) },
            onError: {
              target: 'human',
              actions: assign(({ context }) => ({ refusal: { kind: 'computer-failed' } as const, announcement: announce(context, { kind: 'computer-failed' }) })),
            },
          },
        },
        human: {
          tags: ['human'],
          initial: 'idle',
          on: {
            'card.select': {
              actions: assign(({ context, event }) => {
                const selected = context.selected === event.card ? null : event.card;
                // A card that fits no side is told so, with the reason, as soon as it is chosen.
                const state = current(context);
                const moves = selected ? legalMoves(state) : [];
                if (!selected || !moves.some((mv) => mv.type === 'place') || moves.some((mv) => mv.type === 'place' && mv.card === selected)) {
                  return { selected, refusal: null };
                }
                return { selected, refusal: null, announcement: announce(context, { kind: 'fits-nowhere', player: mover(state), card: selected }) };
              }),
            },
            'discard.toggle': {
              actions: assign(({ context, event }) => ({
                discards: context.discards.includes(event.card) ? context.discards.filter((c) => c !== event.card) : [...context.discards, event.card],
              })),
            },
            'side.choose': [{ guard: 'accepted', target: 'route', actions: 'play' }, { actions: 'refuse' }],
            'exchange.confirm': [{ guard: 'accepted', target: 'route', actions: 'play' }, { actions: 'refuse' }],
            'claim.choose': [{ guard: 'accepted', target: 'route', actions: 'play' }, { actions: 'refuse' }],
            'claim.pass': [{ guard: 'accepted', target: 'route', actions: 'play' }, { actions: 'refuse' }],
            'hint.play': { guard: 'hintPlayable', target: 'route', actions: 'playHint' },
            undo: {
              guard: 'canUndo',
              target: 'route',
              actions: assign(({ context }) => {
                const k = context.opponent === 'people' ? context.moves.length - 1 : lastPersonMove(context);
                const who = mover(context.states[k]!);
                const said: GameSaid = { kind: 'taken-back', by: who, you: youOf(context) === who, redealt: context.takebacks !== null };
                return { ...takenBack(context, k), announcement: announce(context, said) };
              }),
            },
            'takeback.ask': { guard: 'mayAsk', target: 'consent', actions: assign(({ context }) => ({ asking: context.viewer, hint: null, refusal: null })) },
            verdict: { guard: 'inCascade', actions: assign(({ context }) => {
              return { verdict: true, announcement: announce(context, { kind: 'verdict' }) };
            }) },
          },
          states: {
            idle: { on: { hint: 'advising' } },
            advising: {
              tags: ['advising'],
              invoke: {
                src: 'advise',
                input: ({ context }) => {
                  const state = current(context);
                  return { state, known: context.known[mover(state)], seed: (context.seed * 17 + context.moves.length) >>> 0 };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const move = event.output;
                    const hint: Hint = { move };
                    // The hint's card is chosen (or its cards to swap), so the board shows it with its side.
                    const chosen = move.type === 'place' ? { selected: move.card, discards: [] }
                      : move.type === 'exchange' ? { selected: null, discards: move.discard }
                      : {};
                    return { hint, ...chosen, refusal: null, announcement: announce(context, { kind: 'hint', move }) };
                  }),
                },
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },
    over: {
      tags: ['over'],
      on: {
        // No undo: every hand is face up at the end, so a takeback would replay a known game.
        'game.new': { target: 'setup', actions: 'leave' },
      },
    },
  },
});

export type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** Who the person at the device is now (their hand is shown; the other stays hidden), if anyone yet. */
export function viewerOf(snapshot: GameSnapshot): Player | null {
  const { context } = snapshot;
  if (context.opponent !== 'people') return 0;
  return context.viewer;
}

export { other };

export interface ReviewItem {
  /** The move's index in the game (0-based). */
  readonly move: number;
  readonly player: Player;
  /** What was played and the solver's best first actions, in words. */
  readonly played: string;
  readonly best: string;
  readonly isBest: boolean;
  /** The cascade's code for the sandbox (cascade-code.ts). */
  readonly code: string;
}

/** The person's cascade decisions, each against the solver's best actions. */
export function cascadeReview(context: GameContext): ReviewItem[] {
  const items: ReviewItem[] = [];
  context.moves.forEach((move, k) => {
    const state = context.states[k]!;
    const position = cascadePosition(state);
    if (!position || !isPerson(context, position.part) || (move.type !== 'claim' && move.type !== 'pass')) return;
    const solution = solveCascade(position);
    const isBest = solution.best.some((a) => JSON.stringify(a) === JSON.stringify(move));
    items.push({
      move: k, player: position.part, played: actionText(move), best: orList(solution.best.map(actionText)), isBest, code: encodeCascade(position),
    });
  });
  return items;
}

// The "play" example: the reader makes the moves for both players on a position from the
// content: choose a card, choose a tile side, read the refusal or watch the move told step by
// step; swap cards when nothing fits; claim trophies in a cascade. Every rules question (is this
// legal, who won, what happens next) is the engine's `apply`; the machine only tracks what the
// reader is doing.
//
// Tags (what the UI shows): invalid · choose-card · choose-side · choose-discards ·
// choose-claim · narrating · over.
import { assign } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { COLORS, apply, claimedColors, legalMoves, mover, paymentChoices } from '../../engine/balloon-cup/index.ts';
import type {
  Applied, CardId, Color, ErrorCode, GameEvent, GameResult, GameState, Move, Options, Player, Sets, TileNumber,
} from '../../engine/balloon-cup/index.ts';
import { claimChoices as labelledClaims, moveOf as moveOfEvent } from './choices.ts';
import type { ClaimChoice } from './choices.ts';
import { checkExample } from './engine.ts';
import type { Checked, Checker } from './engine.ts';
import { withOptions } from '../../engine/balloon-cup/spent-cubes.ts';
import type { Goal } from './goals.ts';
import { reachesGoal } from './goals.ts';
import type { Focus, Names, Refused, Scoring, Step } from './story-core.ts';
import { cardParams, exampleNames, refusalText, stepText, stepsText, tell } from './story-core.ts';
import { m as words } from '../../paraglide/words/bcplay.ts';

export { createActor } from 'xstate';

/** Events that make a move worth telling step by step rather than in one sentence. */
function needsSteps(applied: Applied): boolean {
  return applied.events.some((e) => ['scored', 'claimed', 'game-over', 'no-placement', 'cascade-part', 'reshuffled', 'tile-removed'].includes(e.type));
}

export interface PlayInput {
  readonly position: unknown;
  readonly options?: unknown;
  /** The position and options as the build checked them (engine.ts `checkExample`). */
  readonly checked?: Checked;
  readonly names?: Names;
  readonly goal?: Goal;
  /** Offer trophy claims during a turn too (to show `not-claim-phase`, or own-turn claims). */
  readonly turnClaims?: boolean;
}

/** A refused try, as facts: the engine's answer and the move tried (on the game as it stands). */
export interface Refusal {
  readonly code: ErrorCode;
  readonly refused: Refused;
  readonly move: Move;
}

/** A refused try as the island shows it: its code and why, in words. */
export interface RefusalShown {
  readonly code: ErrorCode;
  readonly text: string;
}

/**
 * What to announce, as facts (playView words it): a card chosen, an exchange begun, told steps
 * `from`..`to` of the move, a refused try, the example started again or under new options.
 */
export type Said =
  | { readonly kind: 'none' | 'exchange' | 'reset' | 'options' }
  | { readonly kind: 'selected'; readonly card: CardId }
  | { readonly kind: 'steps'; readonly from: number; readonly to: number }
  | { readonly kind: 'refused'; readonly refusal: Refusal };

/** The latest thing to announce; `n` changes with every announcement so repeats are read too. */
export interface Announced {
  readonly said: Said;
  readonly n: number;
}

/** The announcement in words, as the live region reads it. */
export interface Announcement {
  readonly text: string;
  readonly n: number;
}

export interface PlayContext {
  readonly names: Names;
  readonly goal: Goal;
  readonly turnClaims: boolean;
  readonly options: Options | null;
  /** The position as loaded, under the example's own options: what an option switch starts from. */
  readonly origin: GameState | null;
  /** The position under the options chosen, for "Start again". */
  readonly start: GameState | null;
  readonly game: GameState | null;
  /** Why the position (or the options) could not be loaded. */
  readonly problem: string | null;
  readonly selected: CardId | null;
  readonly discards: readonly CardId[];
  readonly refusal: Refusal | null;
  /** The last move, told step by step, and how many steps are shown so far. */
  readonly steps: readonly Step[];
  readonly shown: number;
  readonly hints: boolean;
  /** A try was refused since the example (re)started: half of the 'refusal-then-move' goal. */
  readonly refused: boolean;
  readonly complete: boolean;
  readonly announcement: Announced;
}

export type PlayEvent =
  | { type: 'card.select'; card: CardId }
  | { type: 'card.clear' }
  | { type: 'side.choose'; tile: TileNumber; side: Player }
  | { type: 'exchange.start' }
  | { type: 'exchange.confirm' }
  | { type: 'exchange.cancel' }
  | { type: 'claim.choose'; trophy: Color; sets: Sets }
  | { type: 'claim.pass' }
  | { type: 'step.next' }
  | { type: 'step.all' }
  | { type: 'hints.toggle' }
  | { type: 'options.set'; options: Partial<Options> }
  | { type: 'example.reset' };

function announce(context: PlayContext, said: Said): Announced {
  return { said, n: context.announcement.n + 1 };
}

/** Without a checker, an input the build did not check has no game (never on the site's pages). */
const UNCHECKED: Checked = { game: null, problem: 'position not checked', options: null };

function load(check: Checker | undefined, input: { position: unknown; options?: unknown; checked?: Checked }): Pick<PlayContext, 'origin' | 'start' | 'game' | 'problem' | 'options'> {
  const checked = input.checked ?? (check ? check(input.position, input.options) : UNCHECKED);
  return { origin: checked.game, start: checked.game, game: checked.game, problem: checked.problem, options: checked.options };
}

/** How a machine reads what it is given: a position reader, and the table under switched options. */
export interface PlayReaders {
  /** Reads a position the build did not check (the server, the tests); none on the islands. */
  readonly check?: Checker;
  /** The same table under other rule options (spent-cubes.ts); only the examples that switch them. */
  readonly withOptions?: (state: GameState, options: Options) => GameState;
}

function fresh(context: PlayContext): Partial<PlayContext> {
  return { game: context.start, selected: null, discards: [], refusal: null, steps: [], shown: 0, refused: false };
}

/** The move an event asks for, or null when the event is not a move. */
export function moveOf(context: PlayContext, event: PlayEvent): Move | null {
  return moveOfEvent(event, context.selected, context.discards);
}

function attempt(context: PlayContext, event: PlayEvent): { move: Move; result: ReturnType<typeof apply> } | null {
  const move = moveOf(context, event);
  if (!move || !context.game) return null;
  return { move, result: apply(context.game, move) };
}

function doneWith(context: PlayContext, refused: boolean, events: readonly GameEvent[]): boolean {
  return context.complete || reachesGoal(context.goal, { refused, events, refusedBefore: context.refused });
}

/**
 * The machine, reading a position with `check`, or with none only positions the build checked
 * (`checked` in the input): the islands' code then holds no position reader. An option switch
 * moves the example's own table to the new options (`withOptions`) and starts it again; reading
 * the position anew would refuse a table that lists a box once spent cubes go to the bag.
 */
export function createPlayMachine({ check, withOptions }: PlayReaders) {
  return setup({
    types: {
      context: {} as PlayContext,
      events: {} as PlayEvent,
      input: {} as PlayInput,
    },
    guards: {
      invalid: ({ context }) => context.game === null,
      over: ({ context }) => context.game?.result != null,
      inCascade: ({ context }) => context.game?.cascade != null,
      accepted: ({ context, event }) => attempt(context, event)?.result.ok === true,
      isSelected: ({ context, event }) => event.type === 'card.select' && context.selected === event.card,
      moreSteps: ({ context }) => context.shown < context.steps.length,
      lastStep: ({ context }) => context.shown >= context.steps.length - 1,
    },
    actions: {
      select: assign(({ context, event }) => {
        if (event.type !== 'card.select') return {};
        return {
          selected: event.card,
          refusal: null,
          announcement: announce(context, { kind: 'selected', card: event.card }),
        };
      }),
      unselect: assign({ selected: null, discards: [] }),
      startExchange: assign(({ context }) => ({
        selected: null,
        discards: [],
        refusal: null,
        announcement: announce(context, { kind: 'exchange' }),
      })),
      toggleDiscard: assign(({ context, event }) => {
        if (event.type !== 'card.select') return {};
        const has = context.discards.includes(event.card);
        return { discards: has ? context.discards.filter((c) => c !== event.card) : [...context.discards, event.card] };
      }),
      commit: assign(({ context, event }) => {
        const tried = attempt(context, event);
        if (!tried || !tried.result.ok || !context.game) return {};
        const applied: Applied = tried.result.value;
        const steps = tell(context.game, applied);
        // A move with no step worth telling apart (a plain placement) is told in one go.
        const shown = needsSteps(applied) ? 1 : steps.length;
        return {
          game: applied.state,
          selected: null,
          discards: [],
          refusal: null,
          steps,
          shown,
          complete: doneWith(context, false, applied.events),
          announcement: announce(context, { kind: 'steps', from: 0, to: shown }),
        };
      }),
      refuse: assign(({ context, event }) => {
        const tried = attempt(context, event);
        if (!tried || tried.result.ok || !context.game) return {};
        const { error, problem } = tried.result;
        const refusal: Refusal = { code: error, refused: { error, ...(problem ? { problem } : {}) }, move: tried.move };
        return {
          refusal,
          refused: true,
          complete: doneWith(context, true, []),
          announcement: announce(context, { kind: 'refused', refusal }),
        };
      }),
      revealNext: assign(({ context }) => {
        const shown = Math.min(context.shown + 1, context.steps.length);
        return { shown, announcement: announce(context, { kind: 'steps', from: shown - 1, to: shown }) };
      }),
      revealAll: assign(({ context }) => ({
        shown: context.steps.length,
        announcement: announce(context, { kind: 'steps', from: context.shown, to: context.steps.length }),
      })),
      reset: assign(({ context }) => ({ ...fresh(context), announcement: announce(context, { kind: 'reset' }) })),
      setOptions: assign(({ context, event }) => {
        if (event.type !== 'options.set' || !context.options || !context.origin || !withOptions) return {};
        const options = { ...context.options, ...event.options };
        const start = withOptions(context.origin, options);
        return { ...fresh({ ...context, start }), start, options, announcement: announce(context, { kind: 'options' }) };
      }),
      toggleHints: assign(({ context }) => ({ hints: !context.hints })),
    },
  }).createMachine({
    id: 'balloonCupPlay',
    context: ({ input }) => ({
      names: input.names ?? exampleNames(),
      goal: input.goal ?? 'move',
      turnClaims: input.turnClaims ?? false,
      ...load(check, input),
      selected: null,
      discards: [],
      refusal: null,
      steps: [],
      shown: 0,
      hints: false,
      refused: false,
      complete: false,
      announcement: { said: { kind: 'none' }, n: 0 },
    }),
    initial: 'route',
    on: {
      'example.reset': { target: '.route', actions: 'reset' },
      'options.set': { target: '.route', actions: 'setOptions' },
      'hints.toggle': { actions: 'toggleHints' },
    },
    states: {
      route: {
        always: [
          { guard: 'invalid', target: 'invalid' },
          { guard: 'over', target: 'over' },
          { guard: 'inCascade', target: 'claiming' },
          { target: 'turn' },
        ],
      },
      invalid: { tags: ['invalid'] },
      turn: {
        initial: 'choosingCard',
        on: {
          'exchange.start': { target: '.exchanging', actions: 'startExchange' },
          'claim.choose': [{ guard: 'accepted', target: 'told', actions: 'commit' }, { actions: 'refuse' }],
        },
        states: {
          choosingCard: {
            tags: ['choose-card'],
            on: { 'card.select': { target: 'choosingSide', actions: 'select' } },
          },
          choosingSide: {
            tags: ['choose-side'],
            on: {
              'card.select': [
                { guard: 'isSelected', target: 'choosingCard', actions: 'unselect' },
                { actions: 'select' },
              ],
              'card.clear': { target: 'choosingCard', actions: 'unselect' },
              'side.choose': [{ guard: 'accepted', target: '#balloonCupPlay.told', actions: 'commit' }, { actions: 'refuse' }],
            },
          },
          exchanging: {
            tags: ['choose-discards'],
            on: {
              // While exchanging, choosing a card marks it to put back (or unmarks it).
              'card.select': { actions: 'toggleDiscard' },
              'exchange.cancel': { target: 'choosingCard', actions: 'unselect' },
              'exchange.confirm': [{ guard: 'accepted', target: '#balloonCupPlay.told', actions: 'commit' }, { actions: 'refuse' }],
            },
          },
        },
      },
      claiming: {
        tags: ['choose-claim'],
        on: {
          'claim.choose': [{ guard: 'accepted', target: 'told', actions: 'commit' }, { actions: 'refuse' }],
          'claim.pass': [{ guard: 'accepted', target: 'told', actions: 'commit' }, { actions: 'refuse' }],
        },
      },
      told: {
        always: [{ guard: 'moreSteps', target: 'narrating' }, { target: 'route' }],
      },
      narrating: {
        tags: ['narrating'],
        on: {
          'step.next': [
            { guard: 'lastStep', target: 'route', actions: 'revealNext' },
            { actions: 'revealNext' },
          ],
          'step.all': { target: 'route', actions: 'revealAll' },
        },
      },
      over: { tags: ['over'] },
    },
  });
}

/**
 * Reads positions itself: the server and the tests (play-options.ts makes its own for the island
 * of the examples that switch rule options).
 */
export const playMachine = /* @__PURE__ */ createPlayMachine({ check: checkExample, withOptions });
/** For positions the build checked: the islands of tried examples. */
export const checkedPlayMachine = /* @__PURE__ */ createPlayMachine({});

export type { ClaimChoice };

/**
 * Everything the island draws, as plain data: the server renders the initial state from it
 * before any script loads, and the island re-renders from it after every event.
 */
export interface PlayView {
  readonly tags: readonly string[];
  readonly names: Names;
  readonly problem: string | null;
  /** The table to draw: the game, or the moment of the move being told. */
  readonly board: GameState | null;
  readonly focus: Focus | null;
  readonly scoring: Scoring | null;
  readonly mover: Player;
  readonly selected: CardId | null;
  readonly discards: readonly CardId[];
  readonly hints: boolean;
  /** Tile sides (`tile:side`) the selected card fits, when hints are on. */
  readonly fits: readonly string[];
  readonly refusal: RefusalShown | null;
  /** Texts of the steps told so far, and how many there are in all. */
  readonly steps: readonly string[];
  readonly stepsTotal: number;
  readonly claims: readonly ClaimChoice[];
  readonly options: Options | null;
  readonly result: GameResult | null;
  readonly complete: boolean;
  readonly announcement: Announcement;
}

function claimChoices(context: PlayContext, tags: ReadonlySet<string>): ClaimChoice[] {
  const game = context.game;
  if (!game) return [];
  if (tags.has('choose-claim')) return labelledClaims(legalMoves(game), context.names, game);
  const inTurn = tags.has('choose-card') || tags.has('choose-side');
  if (!inTurn || !(context.turnClaims || game.options.claimTiming === 'own-turn')) return [];
  // Every payment the player could make, legal now or not: the engine answers when one is tried.
  const player = mover(game);
  const claimed = claimedColors(game.players);
  const claims = COLORS.flatMap((trophy) =>
    paymentChoices(game.players[player].cubes, trophy, claimed, true).map((sets): Move => ({ type: 'claim', trophy, sets })),
  );
  return labelledClaims(claims, context.names, game);
}

/** Why a try was refused, in words, on the game it was tried on. */
function refusalWords(context: PlayContext, refusal: Refusal): string {
  return context.game ? refusalText(refusal.refused, refusal.move, context.game, context.names) : '';
}

/**
 * What the live region reads for `said`; `optionsSaid` words an option switch, which only the
 * editions chapter's examples make (play-options.ts passes it there, so the other examples'
 * phrasebooks leave that sentence out).
 */
function saidText(context: PlayContext, said: Said, optionsSaid: () => string): string {
  switch (said.kind) {
    case 'none': return '';
    case 'selected': return words.said_selected(cardParams(said.card));
    case 'exchange': return words.said_exchange();
    case 'reset': return words.said_reset();
    case 'options': return optionsSaid();
    case 'steps': return stepsText(context.steps.slice(said.from, said.to), context.names);
    case 'refused': return words.said_refused({ text: refusalWords(context, said.refusal) });
  }
}

export function playView(snapshot: SnapshotFrom<typeof playMachine>, optionsSaid: () => string = () => ''): PlayView {
  const { context } = snapshot;
  const tags = snapshot.tags as ReadonlySet<string>;
  const game = context.game;
  const narrating = tags.has('narrating');
  const step = narrating ? context.steps[context.shown - 1] : undefined;
  const fits = context.hints && context.selected && game
    ? legalMoves(game).flatMap((m) => (m.type === 'place' && m.card === context.selected ? [`${m.tile}:${m.side}`] : []))
    : [];
  return {
    tags: [...tags],
    names: context.names,
    problem: context.problem,
    board: step?.board ?? game,
    focus: step?.focus ?? null,
    scoring: step?.scoring ?? null,
    mover: game ? mover(game) : 0,
    selected: context.selected,
    discards: context.discards,
    hints: context.hints,
    fits,
    refusal: context.refusal && { code: context.refusal.code, text: refusalWords(context, context.refusal) },
    steps: context.steps.slice(0, context.shown).map((s) => stepText(s.told, context.names)),
    stepsTotal: context.steps.length,
    claims: claimChoices(context, tags),
    options: context.options,
    result: game?.result ?? null,
    complete: context.complete,
    announcement: { text: saidText(context, context.announcement.said, optionsSaid), n: context.announcement.n },
  };
}

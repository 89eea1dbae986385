// What the whole game's page shows at a moment, derived from the game machine's snapshot
// (game.ts): which decision is open (a card and its sides, cards to swap, claims), the sides the
// chosen card fits, the status as a fact, what undo may do, the marks on the table. GameApp.tsx
// renders it and puts it into words; the legal moves come from the engine here, never from the
// component. Facts only: players are seats, cards are ids.
import { encodeCascade, legalMoves, mover, solveCascade } from '../../engine/balloon-cup/index.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import type { CardId, GameState, Move, Player } from '../../engine/balloon-cup/index.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import type { GameContext, GameSnapshot, Hint, TakebackNotice } from './game.ts';
import { current, lastPersonMove, mayAskTakeback, ownLastMove, tableView } from './game.ts';
import { cascadePosition } from './game-words.ts';
import { arrivingCard, lastPlaced, placeTargets } from './table-marks.ts';

/** The line at the top of the game: what happens now, and whose it is. */
export type GameStatus =
  /** The end: `winner` null when the game ended blocked; `you` when the person beat the computer. */
  | { readonly kind: 'over'; readonly winner: Player | null; readonly you: boolean }
  | { readonly kind: 'thinking' }
  /** A cascade: `player` takes their part, `winner` when they are the one who won the scoring. */
  | { readonly kind: 'cascade'; readonly player: Player; readonly winner: boolean }
  /** No card fits: `player` swaps cards, `one` when a single card may be swapped. */
  | { readonly kind: 'exchange'; readonly player: Player; readonly one: boolean }
  | { readonly kind: 'fits-nowhere'; readonly player: Player; readonly card: CardId }
  | { readonly kind: 'choose-side'; readonly player: Player; readonly card: CardId }
  | { readonly kind: 'choose-card'; readonly player: Player };

export interface GameView {
  readonly state: GameState;
  /** What the person at the device may see (the engine's view for their seat). */
  readonly table: TableView;
  readonly people: boolean;
  /** Whose hand is face up: the player the device was handed to (nobody's before the hand-over). */
  readonly viewer: Player | null;
  /** Whose move it is (in a cascade, whose part). */
  readonly mover: Player;
  readonly human: boolean;
  readonly thinking: boolean;
  readonly over: boolean;
  readonly advising: boolean;
  readonly status: GameStatus;
  /** The legal moves while a person decides (none otherwise). */
  readonly moves: readonly Move[];
  /** A card is chosen and a side is wanted (nothing of a cascade open). */
  readonly placing: boolean;
  /** No card fits: the person chooses cards to swap. */
  readonly exchanging: boolean;
  /** A claim or a pass is open (a cascade, or trophies claimable on the turn). */
  readonly claiming: boolean;
  /** The sides the chosen card fits (sideKey form), while placing. */
  readonly targets: ReadonlySet<string> | null;
  /** The chosen card fits somewhere (keyboard focus goes to its sides). */
  readonly selectedFits: boolean;
  /** The chosen card, while placing, when it fits no side (the board says why). */
  readonly fitsNowhere: CardId | null;
  /** The cards shown pressed in the hand: those to swap, or the chosen one. */
  readonly pressed: ReadonlySet<CardId>;
  readonly hint: Hint | null;
  /** The cascade's code for the sandbox and the solver's verdict, in a cascade. */
  readonly cascadeCode: string | null;
  /** The solver's value of the cascade once its verdict was asked for (the rule it cites). */
  readonly verdictValue: CascadeValue | null;
  /** A takeback to tell the player whose move it is. */
  readonly notice: TakebackNotice | null;
  /** Undo may take back a move now; else `asking`: the other player's consent may be asked. */
  readonly undoable: boolean;
  readonly asking: boolean;
  readonly lastPlaced: ReadonlyMap<CardId, Player>;
  readonly arriving: CardId | null;
}

function statusOf(context: GameContext, state: GameState, flags: { over: boolean; thinking: boolean; exchanging: boolean; targets: ReadonlySet<string> | null }): GameStatus {
  const people = context.opponent === 'people';
  const player = mover(state);
  if (flags.over) {
    const winner = state.result!.winner;
    return { kind: 'over', winner, you: winner === 0 && !people };
  }
  if (flags.thinking) return { kind: 'thinking' };
  if (state.cascade) return { kind: 'cascade', player, winner: state.cascade.part === state.cascade.winner };
  if (flags.exchanging) return { kind: 'exchange', player, one: state.options.exchangeMin === 1 };
  if (context.selected && flags.targets?.size === 0) return { kind: 'fits-nowhere', player, card: context.selected };
  if (context.selected) return { kind: 'choose-side', player, card: context.selected };
  return { kind: 'choose-card', player };
}

/** What the game shows now, or null before it starts (the page's set-up form is shown then). */
export function gameView(snapshot: Pick<GameSnapshot, 'context' | 'hasTag'>): GameView | null {
  const { context } = snapshot;
  if (snapshot.hasTag('setup')) return null;
  const state = current(context);
  const people = context.opponent === 'people';
  const human = snapshot.hasTag('human');
  const thinking = snapshot.hasTag('thinking');
  const over = snapshot.hasTag('over');
  const moves = human ? legalMoves(state) : [];
  const canPlace = moves.some((m) => m.type === 'place');
  const exchanging = human && !state.cascade && !canPlace && moves.some((m) => m.type === 'exchange');
  const turnClaims = human && !state.cascade && moves.some((m) => m.type === 'claim');
  const placing = human && canPlace && !state.cascade;
  const targets = placing ? placeTargets(state, context.selected) : null;
  const position = cascadePosition(state);
  const undoable = human && (people ? ownLastMove(context) : lastPersonMove(context) >= 0);
  return {
    state,
    table: tableView(context),
    people,
    viewer: people ? context.viewer : 0,
    mover: mover(state),
    human,
    thinking,
    over,
    advising: snapshot.hasTag('advising'),
    status: statusOf(context, state, { over, thinking, exchanging, targets }),
    moves,
    placing,
    exchanging,
    claiming: human && (Boolean(state.cascade) || turnClaims),
    targets,
    selectedFits: context.selected !== null && placeTargets(state, context.selected).size > 0,
    fitsNowhere: placing && context.selected && targets!.size === 0 ? context.selected : null,
    pressed: new Set(exchanging ? context.discards : context.selected ? [context.selected] : []),
    hint: human ? context.hint : null,
    cascadeCode: position ? encodeCascade(position) : null,
    verdictValue: position && context.verdict ? solveCascade(position).value : null,
    notice: context.notice && context.notice.to === mover(state) ? context.notice : null,
    undoable,
    asking: human && !undoable && mayAskTakeback(context),
    lastPlaced: lastPlaced(context.moves, context.states),
    arriving: arrivingCard(context.moves, context.states, (p) => !people && p === 1),
  };
}

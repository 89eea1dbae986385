// What one seat at the table may see (hidden information is the engine's promise, not the
// page's): the public table (tiles, discard pile, cubes won, trophies, the bag's contents but not
// its order), that seat's own hand, and of the other hand only its size and the cards an exchange
// showed that are still in it. The supply is a count, never an order. The pages draw a game in
// progress only from such a view, so the other hand and the supply never reach the DOM.
// A seat of `null` is the view both players share (no hand face up): a spectator's, as in a
// link to an unfinished game. A finished game is played out: every hand is turned up.
// What each player knows comes from the bots' own bookkeeping (bots/knowledge.ts).
import { sortColors } from './cards.ts';
import { other } from './components.ts';
import type { CardId, Color, ColorCounts, Player } from './components.ts';
import { NOTHING_KNOWN, observe } from './bots/knowledge.ts';
import type { Known } from './bots/knowledge.ts';
import { mover } from './moves.ts';
import type { Options } from './options.ts';
import type { CascadeState, GameEvent, GameResult, GameState, Move, PlayerState, Tile } from './state.ts';

export type { Known } from './bots/knowledge.ts';

/** A hand as one seat sees it. */
export interface HandView {
  /** The cards, where this view may see them; null for a hand lying face down. */
  readonly cards: readonly CardId[] | null;
  readonly count: number;
  /** Of a face-down hand: the cards an exchange showed that are still in it (else empty). */
  readonly known: readonly CardId[];
}

export interface TableView {
  /** Whose view this is (their hand face up, drawn nearest them); null: the view both share. */
  readonly seat: Player | null;
  readonly options: Options;
  readonly tiles: GameState['tiles'];
  readonly discard: readonly CardId[];
  readonly box: ColorCounts;
  readonly players: readonly [PlayerState, PlayerState];
  readonly toMove: Player;
  readonly exchanged: boolean;
  readonly cascade: CascadeState | null;
  readonly result: GameResult | null;
  readonly hands: readonly [HandView, HandView];
  /** How many cards the face-down supply holds. */
  readonly supplyCount: number;
  /** The cubes in the bag: its contents are public, its order is not (so: sorted). */
  readonly bag: readonly Color[];
}

function shown(cards: readonly CardId[]): HandView {
  return { cards: cards.slice(), count: cards.length, known: [] };
}

function hidden(cards: readonly CardId[], known: readonly CardId[]): HandView {
  return { cards: null, count: cards.length, known: known.filter((c) => cards.includes(c)) };
}

function tableOf(state: GameState, seat: Player | null, hands: readonly [HandView, HandView]): TableView {
  return {
    seat, options: state.options, tiles: state.tiles, discard: state.discard, box: state.box, players: state.players,
    toMove: state.toMove, exchanged: state.exchanged, cascade: state.cascade, result: state.result, hands,
    supplyCount: state.supply.length, bag: sortColors(state.bag),
  };
}

/**
 * What `seat` may see of `state` (null: what both players see alike). `known[p]` is what player p
 * knows of the other's hand (bots/knowledge.ts `observe`); an exchange shows a hand to both
 * players, so a spectator knows the same. Once the game is over every hand is turned up.
 */
export function viewFor(state: GameState, seat: Player | null, known: Known = NOTHING_KNOWN): TableView {
  if (state.result !== null) return openTable(state, seat);
  const hand = (p: Player): HandView => (p === seat ? shown(state.hands[p]) : hidden(state.hands[p], known[other(p)]));
  return tableOf(state, seat, [hand(0), hand(1)]);
}

/** The table with both hands face up: a rules example, a puzzle, a finished game. */
export function openTable(state: GameState, seat: Player | null = null): TableView {
  return tableOf(state, seat, [shown(state.hands[0]), shown(state.hands[1])]);
}

/** What both players know after these moves (`states[k]` before `moves[k]`, `events[k]` what it did). */
export function knownAfter(states: readonly GameState[], moves: readonly Move[], events: ReadonlyArray<readonly GameEvent[]>): Known {
  let known: Known = NOTHING_KNOWN;
  moves.forEach((move, k) => { known = observe(known, mover(states[k]!), move, events[k]!); });
  return known;
}

/**
 * The view of each position of a recorded game, for its replay: a finished game shows every
 * hand at every move; an unfinished one only the view both players share, so a link made
 * mid-game never shows a hand.
 */
export function replayViews(states: readonly GameState[], moves: readonly Move[], events: ReadonlyArray<readonly GameEvent[]>): TableView[] {
  const finished = states[states.length - 1]?.result != null;
  let known: Known = NOTHING_KNOWN;
  return states.map((state, k) => {
    if (k > 0) known = observe(known, mover(states[k - 1]!), moves[k - 1]!, events[k - 1]!);
    return finished ? openTable(state) : viewFor(state, null, known);
  });
}

// What one seat at the table may see (hidden information is the engine's promise, not the
// page's): the public table (tiles, discard pile, cubes won, trophies, the bag's size but not
// its order), that seat's own hand, and of the other hand only its size and the cards an exchange
// showed that are still in it. The supply is a count, never an order. The pages draw a game in
// progress only from such a view, so the other hand and the supply never reach the DOM.
// A seat of `null` is the view both players share (no hand face up): a spectator's, as in a
// link to an unfinished game. A finished game is played out: every hand is turned up.
// What each player knows comes from the bots' own bookkeeping (bots/knowledge.ts `observe`; the
// views of a recorded game, replay-view.ts). Kept small: every page with a board loads it.
import { other } from './components.ts';
import type { CardId, Player } from './components.ts';
import type { Known } from './bots/knowledge.ts';
import type { GameState, PublicTable } from './state.ts';

export type { Known } from './bots/knowledge.ts';

/** A hand as one seat sees it. */
export interface HandView {
  /** The cards, where this view may see them; null for a hand lying face down. */
  readonly cards: readonly CardId[] | null;
  readonly count: number;
  /** Of a face-down hand: the cards an exchange showed that are still in it (else empty). */
  readonly known: readonly CardId[];
}

export interface TableView extends PublicTable {
  /** Whose view this is (their hand face up, drawn nearest them); null: the view both share. */
  readonly seat: Player | null;
  readonly hands: readonly [HandView, HandView];
  /** How many cards the face-down supply holds. */
  readonly supplyCount: number;
  /** How many cubes the bag holds (its order is hidden; what it holds follows from the table). */
  readonly bagCount: number;
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
    supplyCount: state.supply.length, bagCount: state.bag.length,
  };
}

/**
 * What `seat` may see of `state` (null: what both players see alike). `known[p]` is what player p
 * knows of the other's hand (bots/knowledge.ts `observe`); an exchange shows a hand to both
 * players, so a spectator knows the same. Once the game is over every hand is turned up.
 */
export function viewFor(state: GameState, seat: Player | null, known: Known = [[], []]): TableView {
  if (state.result !== null) return openTable(state, seat);
  const hand = (p: Player): HandView => (p === seat ? shown(state.hands[p]) : hidden(state.hands[p], known[other(p)]));
  return tableOf(state, seat, [hand(0), hand(1)]);
}

/** The table with both hands face up: a rules example, a puzzle, a finished game. */
export function openTable(state: GameState, seat: Player | null = null): TableView {
  return tableOf(state, seat, [shown(state.hands[0]), shown(state.hands[1])]);
}

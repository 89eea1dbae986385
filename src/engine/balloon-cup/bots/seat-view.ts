// What one seat sees of a game, as the page's computer player is sent it: the public table, that
// seat's own hand, the cards an exchange showed it of the other hand, how many cards the other
// hand and the supply hold, and the bag's contents (public) without their order. Never the other
// hand, the supply's order, the bag's order or the PRNG state. `seatState` rebuilds a full game
// state from a view by filling the hidden parts in canonical order: every level decides the same
// in every world that looks alike to its player (tests/unit/balloon-cup/bots-honesty.test.ts), so
// the filled-in state gives the move the real one would.
import { other } from '../components.ts';
import type { CardId, Color, Player } from '../components.ts';
import { sortColors } from '../cards.ts';
import { mover } from '../moves.ts';
import type { GameState, PublicTable, Tile } from '../state.ts';
import { unseenCards } from './knowledge.ts';

export interface SeatView extends PublicTable {
  readonly seat: Player;
  readonly hand: readonly CardId[];
  /** Cards of the other hand an exchange showed this seat (and not placed or thrown since). */
  readonly known: readonly CardId[];
  readonly otherHandSize: number;
  readonly supplySize: number;
  /** The bag's cubes in canonical order (its contents are public, its order is not). */
  readonly bag: readonly Color[];
}

/** The view of the player to act now (the mover), who knows `known` of the other hand. */
export function seatView(state: GameState, known: readonly CardId[]): SeatView {
  const seat = mover(state);
  const otherHand = state.hands[other(seat)];
  return {
    seat,
    options: state.options,
    tiles: state.tiles.map((t): Tile => ({ ...t, cubes: [...t.cubes], sides: [[...t.sides[0]], [...t.sides[1]]] })) as unknown as GameState['tiles'],
    hand: [...state.hands[seat]],
    // Only cards really in the other hand: a stale entry would say nothing true.
    known: known.filter((c) => otherHand.includes(c)),
    otherHandSize: otherHand.length,
    supplySize: state.supply.length,
    discard: [...state.discard],
    bag: sortColors(state.bag),
    box: { ...state.box },
    players: [
      { cubes: { ...state.players[0].cubes }, trophies: [...state.players[0].trophies] },
      { cubes: { ...state.players[1].cubes }, trophies: [...state.players[1].trophies] },
    ],
    toMove: state.toMove,
    exchanged: state.exchanged,
    cascade: state.cascade,
    result: state.result,
  };
}

/**
 * A full state that looks like `view` to its seat: the other hand is the known cards and then
 * the first unseen cards in canonical order, the supply the rest, the bag in canonical order and
 * the PRNG state 0.
 */
export function seatState(view: SeatView): GameState {
  const base: GameState = {
    options: view.options,
    tiles: view.tiles,
    hands: view.seat === 0 ? [view.hand, []] : [[], view.hand],
    supply: [],
    discard: view.discard,
    bag: view.bag,
    box: view.box,
    players: view.players,
    toMove: view.toMove,
    exchanged: view.exchanged,
    cascade: view.cascade,
    result: view.result,
    rng: 0,
  };
  const unseen = unseenCards(base, view.seat);
  const known = view.known.filter((c) => unseen.includes(c)).slice(0, view.otherHandSize);
  const rest = unseen.filter((c) => !known.includes(c));
  const otherHand = known.concat(rest.slice(0, view.otherHandSize - known.length));
  const supply = rest.slice(view.otherHandSize - known.length, view.otherHandSize - known.length + view.supplySize);
  return { ...base, hands: view.seat === 0 ? [view.hand, otherHand] : [otherHand, view.hand], supply };
}

// What a player may know about hidden cards, and hidden information re-dealt for a search.
// A bot reads only the public state (tiles, discard, cube counts, pile sizes), its own hand and
// the opponent's cards that an exchange showed; everything else is sampled (determinization).
import { ALL_CARDS, other } from '../components.ts';
import type { CardId, Color, Player } from '../components.ts';
import { sortColors } from '../cards.ts';
import type { Rng } from '../rng.ts';
import { nextFloat, shuffleInPlace } from '../rng.ts';
import type { GameEvent, GameState, Move } from '../state.ts';

/** Cards each player knows to be in the other's hand: `known[p]` is what p knows of p's opponent. */
export type Known = readonly [readonly CardId[], readonly CardId[]];

export const NOTHING_KNOWN: Known = [[], []];

/**
 * Updates what both players know after `move` by `player` produced `events`. An exchange shows
 * the hand (`hand-shown`): the cards kept stay known until they are placed or discarded; drawn
 * cards are unknown, except when the turn ends with no placement and the new hand is shown too.
 */
export function observe(known: Known, player: Player, move: Move, events: readonly GameEvent[]): Known {
  const watcher = other(player);
  let seen = known[watcher];
  if (move.type === 'place') seen = seen.filter((c) => c !== move.card);
  if (move.type === 'exchange') {
    let shown: readonly CardId[] | null = null;
    for (const e of events) if (e.type === 'hand-shown' && e.player === player) shown = e.hand;
    const first = events.find((e) => e.type === 'hand-shown' && e.player === player);
    // The last show is the hand after the exchange when the turn ended with no placement.
    const ended = events.some((e) => e.type === 'no-placement');
    if (ended && shown) seen = shown.slice();
    else if (first && first.type === 'hand-shown') seen = first.hand.filter((c) => !move.discard.includes(c));
  }
  return watcher === 0 ? [seen, known[1]] : [known[0], seen];
}

/** Cards `me` cannot see: the opponent's hand and the supply, in canonical order. */
export function unseenCards(state: GameState, me: Player): CardId[] {
  const visible = new Set<CardId>(state.hands[me]);
  for (const tile of state.tiles) for (const side of tile.sides) for (const c of side) visible.add(c);
  for (const c of state.discard) visible.add(c);
  return ALL_CARDS.filter((c) => !visible.has(c));
}

/**
 * A full state consistent with what `me` knows: the opponent's hand is the known cards plus a
 * random draw from the unseen ones, the supply the rest in random order, the bag (whose contents
 * are public) in random order, and a fresh PRNG for later reshuffles. `bagInOrder`: the bag in
 * canonical order (`sortColors(state.bag)`), when a search that deals many worlds has it already.
 */
export function determinize(
  state: GameState, me: Player, knownOfOpponent: readonly CardId[], unseen: readonly CardId[], rng: Rng,
  bagInOrder: readonly Color[] = sortColors(state.bag),
): GameState {
  const opp = other(me);
  const handSize = state.hands[opp].length;
  const known = knownOfOpponent.filter((c) => unseen.includes(c)).slice(0, handSize);
  const rest = shuffleInPlace(unseen.filter((c) => !known.includes(c)), rng);
  const oppHand = known.concat(rest.slice(0, handSize - known.length));
  const supply = rest.slice(handSize - known.length);
  const hands: GameState['hands'] = me === 0 ? [state.hands[0], oppHand] : [oppHand, state.hands[1]];
  // The bag's contents are public, its order is not: shuffle from canonical order, so the real
  // order cannot leak into the sample.
  const bag = shuffleInPlace(bagInOrder.slice(), rng);
  return { ...state, hands, supply, bag, rng: Math.floor(nextFloat(rng) * 4294967296) >>> 0 };
}

// A takeback re-deals what the person taking back has not seen, so undo teaches nothing hidden:
// the supply's order, the bag's order, the PRNG for later reshuffles and, against the computer,
// the computer's cards other than those an exchange showed. The new deal comes from the game's
// seed and the takeback's count (the game record keeps both), so a save, a link and a replay give
// the same game again; a second takeback to the same point deals afresh (its count differs).
import type { CardId, Player } from './components.ts';
import type { Opponent } from './record.ts';
import { makeRng, nextFloat, seedState, shuffleInPlace } from './rng.ts';
import type { GameState } from './state.ts';

/** The PRNG state of takeback `count` of the game dealt from `seed` (well mixed, never the deal's own). */
export function redealSeed(seed: number, count: number): number {
  const rng = makeRng((seedState(seed) ^ Math.imul(count + 1, 0x9e3779b9)) >>> 0);
  nextFloat(rng);
  return (Math.floor(nextFloat(rng) * 4294967296) ^ 0x5bd1e995) >>> 0;
}

/**
 * The position after takeback `count`: against the computer (player 1), its cards that player 0
 * does not know (`knownOfComputer`: cards an exchange showed) go back with the supply, which is
 * shuffled and deals them again; between two people no hand changes (each has seen their own),
 * only the supply and the bag are shuffled.
 */
export function redeal(state: GameState, opponent: Opponent, seed: number, count: number, knownOfComputer: readonly CardId[]): GameState {
  const rng = makeRng(redealSeed(seed, count));
  const computer: Player | null = opponent === 'people' ? null : 1;
  const hand = computer === null ? [] : state.hands[computer];
  const kept = new Set(hand.filter((c) => knownOfComputer.includes(c)));
  const pool = shuffleInPlace([...hand.filter((c) => !kept.has(c)), ...state.supply], rng);
  const newHand = hand.map((c) => (kept.has(c) ? c : pool.shift()!));
  const hands = computer === null ? state.hands : ([state.hands[0], newHand] as unknown as GameState['hands']);
  const bag = shuffleInPlace([...state.bag], rng);
  return { ...state, hands, supply: pool, bag, rng: rng.state };
}

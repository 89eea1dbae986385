// The exchange (rules §4): only when no card of the hand fits; discard 0–4 cards (at least
// `exchangeMin`), draw as many; if a card fits now the player must place it this turn, else the
// turn ends with no placement and no draw.
import { other } from './components.ts';
import type { CardId } from './components.ts';
import { MAX_DISCARDS, minDiscards } from './moves.ts';
import { drawCards } from './piles.ts';
import { handHasFit } from './placement.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import type { Rng } from './rng.ts';
import type { GameEvent, GameState } from './state.ts';

export function exchange(state: GameState, discard: readonly string[], rng: Rng, events: GameEvent[]): Result<GameState> {
  if (state.cascade) return fail('claim-pending', { code: 'move-claim-pending' });
  const player = state.toMove;
  const hand = state.hands[player];
  // After an exchange the turn only goes on when a card fits, so `exchanged` means must place.
  if (state.exchanged || handHasFit(state.tiles, hand)) {
    return fail('must-place', { code: 'move-must-place' });
  }
  if (discard.length > MAX_DISCARDS) return fail('too-many-discards', { code: 'move-too-many-discards', count: discard.length, max: MAX_DISCARDS });
  const min = minDiscards(state, player);
  if (discard.length < min) return fail('too-few-discards', { code: 'move-too-few-discards', count: discard.length, min });
  for (const card of discard) {
    if (!hand.includes(card as CardId)) return fail('not-in-hand', { code: 'move-not-in-hand', player });
  }
  events.push({ type: 'hand-shown', player, hand });
  const kept = hand.filter((card) => !discard.includes(card));
  // The discards go onto the pile in hand order, whatever order they were chosen in: an exchange
  // is its set of cards, so the same set always gives the same game (and the same record).
  const thrown = hand.filter((card) => discard.includes(card));
  // **Decision:** discard first, then draw, so a short supply reshuffles the new discards too.
  const piles = drawCards({ supply: state.supply, discard: [...thrown, ...state.discard] }, discard.length, rng, events);
  const newHand = kept.concat(piles.drawn);
  events.push({ type: 'exchanged', player, count: discard.length });
  if (piles.drawn.length > 0) events.push({ type: 'drew', player, count: piles.drawn.length });
  const hands: GameState['hands'] = player === 0 ? [newHand, state.hands[1]] : [state.hands[0], newHand];
  const base = { ...state, hands, supply: piles.supply, discard: piles.discard };
  if (handHasFit(state.tiles, newHand)) return ok({ ...base, exchanged: true });
  events.push({ type: 'hand-shown', player, hand: newHand });
  events.push({ type: 'no-placement', player });
  return ok({ ...base, exchanged: false, toMove: other(player) });
}

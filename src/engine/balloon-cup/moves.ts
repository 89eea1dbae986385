// Moves as data: reading a move from untrusted input (`bad-move` when malformed) and listing
// every legal move of a state. The mover is implicit: the player to move, or during a cascade the
// player whose part it is.
import { COLORS, TILE_NUMBERS, isColor } from './components.ts';
import type { CardId, Color, Player } from './components.ts';
import { cascadeActions, claimedColors } from './cascade.ts';
import { cardBit } from './cards.ts';
import { tileMasks } from './placement.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import type { GameState, Move, Sets } from './state.ts';
import { ownTurnTradesAllowed } from './claims.ts';
import { paymentChoices, parseSets } from './trophies.ts';

/** Most cards one exchange may discard (rules §4.2). */
export const MAX_DISCARDS = 4;

/**
 * A move whose shape is right; whether its card, tile and cards exist is the rules' business
 * (`not-in-hand`, `no-such-tile`), so those stay plain strings and numbers here.
 */
export type MoveInput =
  | { readonly type: 'place'; readonly card: string; readonly tile: number; readonly side: Player }
  | { readonly type: 'exchange'; readonly discard: readonly string[] }
  | { readonly type: 'claim'; readonly trophy: Color; readonly sets: Sets }
  | { readonly type: 'pass' };

function field(input: object, key: string): unknown {
  return (input as Record<string, unknown>)[key];
}

/** A placement parseMove takes as it is, checked without building a result (the hot path). */
export function isWellFormedPlace(input: unknown): input is MoveInput & { readonly type: 'place' } {
  if (typeof input !== 'object' || input === null) return false;
  const move = input as Record<string, unknown>;
  if (move.type !== 'place' || typeof move.card !== 'string') return false;
  const { tile, side } = move;
  return typeof tile === 'number' && Number.isInteger(tile) && (side === 0 || side === 1) && !Array.isArray(input);
}

export function parseMove(input: unknown): Result<MoveInput> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('bad-move', { code: 'move-form', field: 'move' });
  const type = field(input, 'type');
  switch (type) {
    case 'place': {
      const card = field(input, 'card');
      const tile = field(input, 'tile');
      const side = field(input, 'side');
      if (typeof card !== 'string') return fail('bad-move', { code: 'move-form', field: 'card' });
      if (typeof tile !== 'number' || !Number.isInteger(tile)) return fail('bad-move', { code: 'move-form', field: 'tile' });
      if (side !== 0 && side !== 1) return fail('bad-move', { code: 'move-form', field: 'side' });
      // Well-formed as it is: no copy (moves are read, never kept, and this is every playout's path).
      return ok(input as MoveInput);
    }
    case 'exchange': {
      const discard = field(input, 'discard') ?? [];
      if (!Array.isArray(discard) || !discard.every((c) => typeof c === 'string')) {
        return fail('bad-move', { code: 'move-form', field: 'discard' });
      }
      if (new Set(discard).size !== discard.length) return fail('bad-move', { code: 'move-form', field: 'discard' });
      return ok({ type, discard: discard as string[] });
    }
    case 'claim': {
      const trophy = field(input, 'trophy');
      if (!isColor(trophy)) return fail('bad-move', { code: 'move-form', field: 'trophy' });
      const sets = parseSets(field(input, 'sets'));
      if (!sets.ok) return sets;
      return ok({ type, trophy, sets: sets.value });
    }
    case 'pass':
      return ok({ type });
    default:
      return fail('bad-move', { code: 'move-form', field: 'type' });
  }
}

/** Who acts next: the player whose cascade part it is, else the player to move. */
export function mover(state: GameState): Player {
  return state.cascade ? state.cascade.part : state.toMove;
}

/** Whether the player to move may claim outside a cascade now (Option claimTiming `own-turn`). */
export function ownTurnClaimsOpen(state: GameState): boolean {
  return state.options.claimTiming === 'own-turn' && state.cascade === null && !state.exchanged && state.result === null;
}

/** The fewest cards an exchange may discard: the option, but never more than the hand holds. */
export function minDiscards(state: GameState, player: Player): number {
  return Math.min(state.options.exchangeMin, state.hands[player].length);
}

/** Open-color masks of the 8 places (tile 1 side 0, tile 1 side 1, …, tile 4 side 1), reused between calls. */
const slots = new Int32Array(8);
/** Places open to each color bit (index = COLOR_BIT), reused between calls. */
const placesFor = new Int32Array(17);

/** A 5-bit color mask with bit k moved to bit 4k, so masks add up as five counters. */
const SPREAD = Int32Array.from({ length: 32 }, (_, m) => {
  let out = 0;
  for (let k = 0; k < 5; k += 1) if (m & (1 << k)) out |= 1 << (4 * k);
  return out;
});

/** The state whose places `slots`/`placesFor` hold: a playout asks count, then one move, of one state. */
let slotsFor: GameState | null = null;

function fillSlots(state: GameState): void {
  if (slotsFor === state) return;
  slotsFor = state;
  const { tiles } = state;
  for (let t = 0; t < 4; t += 1) {
    const m = tileMasks(tiles[t]!);
    slots[2 * t] = m & 31;
    slots[2 * t + 1] = m >> 5;
  }
  // Each slot's mask spread to one 4-bit counter per color, summed: 8 adds instead of 40 tests.
  let counts = 0;
  for (let i = 0; i < 8; i += 1) counts += SPREAD[slots[i]!]!;
  placesFor[1] = counts & 15;
  placesFor[2] = (counts >> 4) & 15;
  placesFor[4] = (counts >> 8) & 15;
  placesFor[8] = (counts >> 12) & 15;
  placesFor[16] = (counts >> 16) & 15;
}

function slotMove(card: CardId, slot: number): Move {
  return { type: 'place', card, tile: TILE_NUMBERS[slot >> 1]!, side: (slot & 1) as Player };
}

/** Every placement of the player to move: hand order, then tile 1→4, then side 0, 1. */
export function placements(state: GameState): Move[] {
  const moves: Move[] = [];
  fillSlots(state);
  for (const card of state.hands[state.toMove]) {
    const bit = cardBit(card);
    for (let i = 0; i < 8; i += 1) if ((slots[i]! & bit) !== 0) moves.push(slotMove(card, i));
  }
  return moves;
}

/** `placements(state).length`, without building the moves: Σ over cards of the places its color has. */
function placementCount(state: GameState): number {
  fillSlots(state);
  let count = 0;
  for (const card of state.hands[state.toMove]) count += placesFor[cardBit(card)]!;
  return count;
}

/** `placements(state)[index]`, built alone. */
function placementAt(state: GameState, index: number): Move | undefined {
  fillSlots(state);
  let left = index;
  for (const card of state.hands[state.toMove]) {
    const bit = cardBit(card);
    const places = placesFor[bit]!;
    if (left >= places) {
      left -= places;
      continue;
    }
    for (let i = 0; i < 8; i += 1) {
      if ((slots[i]! & bit) !== 0) {
        if (left === 0) return slotMove(card, i);
        left -= 1;
      }
    }
  }
  return undefined;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

function discardRange(state: GameState): { min: number; max: number; n: number } {
  const n = state.hands[state.toMove].length;
  return { min: minDiscards(state, state.toMove), max: Math.min(MAX_DISCARDS, n), n };
}

/** Every choice of `min`..`max` cards from the hand, smallest first, each in hand order. */
export function discardChoices(hand: readonly CardId[], min: number, max: number): CardId[][] {
  const out: CardId[][] = [];
  const chosen: number[] = [];
  const pick = (start: number, size: number): void => {
    if (chosen.length === size) {
      out.push(chosen.map((i) => hand[i]!));
      return;
    }
    for (let i = start; i <= hand.length - (size - chosen.length); i += 1) {
      chosen.push(i);
      pick(i + 1, size);
      chosen.pop();
    }
  };
  for (let size = min; size <= Math.min(max, hand.length); size += 1) pick(0, size);
  return out;
}

/** `discardChoices(hand, min, max)[index]`, by unranking (sizes ascending, then lexicographic). */
export function discardChoiceAt(hand: readonly CardId[], min: number, max: number, index: number): CardId[] | undefined {
  let rank = index;
  const n = hand.length;
  for (let size = min; size <= Math.min(max, n); size += 1) {
    const count = binomial(n, size);
    if (rank >= count) {
      rank -= count;
      continue;
    }
    const out: CardId[] = [];
    let next = 0;
    for (let left = size; left > 0; left -= 1) {
      // Skip first elements while the combinations starting with them are fewer than the rank.
      for (;;) {
        const withThis = binomial(n - next - 1, left - 1);
        if (rank < withThis) break;
        rank -= withThis;
        next += 1;
      }
      out.push(hand[next]!);
      next += 1;
    }
    return out;
  }
  return undefined;
}

function ownTurnClaims(state: GameState): Move[] {
  if (!ownTurnClaimsOpen(state)) return [];
  const moves: Move[] = [];
  const claimed = claimedColors(state.players);
  const cubes = state.players[state.toMove].cubes;
  for (const trophy of COLORS) {
    for (const sets of paymentChoices(cubes, trophy, claimed, ownTurnTradesAllowed(state.options))) moves.push({ type: 'claim', trophy, sets });
  }
  return moves;
}

function cascadeMoves(state: GameState, cascade: NonNullable<GameState['cascade']>): Move[] {
  return cascadeActions({ players: state.players, winner: cascade.winner, part: cascade.part, tradeAfterWin: state.options.tradeAfterWin });
}

/**
 * Claims and passes for legalMoveCount/legalMoveAt, which a playout calls on the same state one
 * after the other: the last state's list is kept (states are immutable, so it cannot go stale).
 */
let claimsFor: GameState | null = null;
let claimsList: Move[] = [];

function claimMoves(state: GameState): Move[] {
  if (claimsFor !== state) {
    claimsFor = state;
    claimsList = claimsOf(state);
  }
  return claimsList;
}

/** The claims (and in a cascade the pass) open now, built afresh: no cache, so a mutable playout state may ask. */
export function claimsOf(state: GameState): Move[] {
  return state.cascade ? cascadeMoves(state, state.cascade) : ownTurnClaimsOpen(state) ? ownTurnClaims(state) : [];
}

/**
 * Every legal move. During a cascade: the part's claims (each payment) and pass. Otherwise:
 * own-turn claims if the option allows, then placements, or — when no card fits — every exchange.
 */
export function legalMoves(state: GameState): Move[] {
  if (state.result) return [];
  if (state.cascade) return cascadeMoves(state, state.cascade);
  const moves = ownTurnClaims(state);
  const places = placements(state);
  if (places.length > 0 || state.exchanged) return moves.concat(places);
  const { min, max } = discardRange(state);
  for (const discard of discardChoices(state.hands[state.toMove], min, max)) moves.push({ type: 'exchange', discard });
  return moves;
}

/** `legalMoves(state).length`, without building the moves (random playouts). */
export function legalMoveCount(state: GameState): number {
  if (state.result) return 0;
  const claims = claimMoves(state).length;
  if (state.cascade) return claims;
  const places = placementCount(state);
  if (places > 0 || state.exchanged) return claims + places;
  const { min, max, n } = discardRange(state);
  let exchanges = 0;
  for (let size = min; size <= max; size += 1) exchanges += binomial(n, size);
  return claims + exchanges;
}

/** `legalMoves(state)[index]`, built alone: a random playout picks an index below legalMoveCount. */
export function legalMoveAt(state: GameState, index: number): Move | undefined {
  if (state.result || index < 0) return undefined;
  const claims = claimMoves(state);
  if (state.cascade || index < claims.length) return claims[index];
  const rest = index - claims.length;
  const place = placementAt(state, rest);
  if (place || state.exchanged || placementCount(state) > 0) return place;
  const { min, max } = discardRange(state);
  const discard = discardChoiceAt(state.hands[state.toMove], min, max, rest);
  return discard ? { type: 'exchange', discard } : undefined;
}

export function isTileNumber(n: number): n is (typeof TILE_NUMBERS)[number] {
  return n === 1 || n === 2 || n === 3 || n === 4;
}

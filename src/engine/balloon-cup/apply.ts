// Playing one move: `apply(state, move)` validates untrusted input and returns the next state and
// what happened, or a stable error code with the state untouched (boardgame.io's pure moves).
import { other } from './components.ts';
import type { CardId, Player } from './components.ts';
import { isBlocked } from './blocked.ts';
import { beginCascade, cascadeMove, ownTurnClaim } from './claims.ts';
import { COLOR_OF } from './cards.ts';
import { exchange } from './exchange.ts';
import { isTileNumber, isWellFormedPlace, ownTurnClaimsOpen, parseMove } from './moves.ts';
import type { MoveInput } from './moves.ts';
import { drawCards } from './piles.ts';
import { cardFits, isComplete, withCard } from './placement.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { makeRng } from './rng.ts';
import type { Rng } from './rng.ts';
import { scoreTile } from './scoring.ts';
import type { Applied, GameEvent, GameState } from './state.ts';

function withTile(tiles: GameState['tiles'], index: number, tile: GameState['tiles'][number]): GameState['tiles'] {
  return [index === 0 ? tile : tiles[0], index === 1 ? tile : tiles[1], index === 2 ? tile : tiles[2], index === 3 ? tile : tiles[3]];
}

function withHand(hands: GameState['hands'], player: Player, hand: readonly CardId[]): GameState['hands'] {
  return player === 0 ? [hand, hands[1]] : [hands[0], hand];
}

/**
 * A placement (§3): the card goes beside the tile; a completed tile is scored at once (§5); the
 * placer draws (§3.4); a scoring starts the cascade and gives the move to its loser (§3.5).
 * Events: placed, [scored, flipped+refilled | tile-removed], [reshuffled], drew, [claims…],
 * [game-over]. **Decision:** the placer's draw comes before the claims: it is part of the same
 * move and does not depend on them, so the cascade's later claim/pass moves never draw. During
 * the cascade `toMove` already names the scoring's loser, who places once the cascade ends.
 */
function place(state: GameState, card: string, tileNumber: number, side: Player, rng: Rng, events: GameEvent[]): Result<GameState> {
  if (state.cascade) return fail('claim-pending', { code: 'move-claim-pending' });
  const player = state.toMove;
  const hand = state.hands[player];
  let at = -1;
  for (let i = 0; i < hand.length; i += 1) {
    if (hand[i] === card) {
      at = i;
      break;
    }
  }
  if (at < 0) return fail('not-in-hand', { code: 'move-not-in-hand', player });
  if (!isTileNumber(tileNumber)) return fail('no-such-tile', { code: 'move-no-such-tile', tile: tileNumber });
  const tile = state.tiles[tileNumber - 1]!;
  if (tile.removed) return fail('tile-removed', { code: 'move-tile-removed', tile: tileNumber });
  const placed = hand[at]!;
  if (!cardFits(tile, placed, side)) {
    return fail('side-full-for-color', { code: 'move-side-full', tile: tileNumber, side, color: COLOR_OF.get(placed)! });
  }
  events.push({ type: 'placed', player, card: placed, tile: tileNumber, side });
  let tiles = withTile(state.tiles, tileNumber - 1, withCard(tile, placed, side, player));
  let { discard, bag, players } = state;
  let winner: Player | null = null;
  const full = tiles[tileNumber - 1]!;
  if (isComplete(full)) {
    const scored = scoreTile(full, player, bag, state.options.cubeLimit, events);
    tiles = withTile(tiles, tileNumber - 1, scored.tile);
    // Decision: both sides' cards go on top of the discard pile, side 0's first (order only
    // matters to a later reshuffle, which the PRNG decides anyway).
    discard = [...scored.cards, ...discard];
    bag = scored.bag;
    winner = scored.winner;
    const cubes = { ...players[winner].cubes };
    for (const cube of scored.won) cubes[cube] += 1;
    const won = { cubes, trophies: players[winner].trophies };
    players = winner === 0 ? [won, players[1]] : [players[0], won];
  }
  let { supply } = state;
  const kept = hand.slice();
  if (supply.length > 0) {
    // The common draw, without the general pile machinery. Decision: the drawn card takes the
    // placed card's place in the hand (hands are sets to the rules; this keeps the others still).
    kept[at] = supply[0]!;
    supply = supply.slice(1);
    events.push({ type: 'drew', player, count: 1 });
  } else {
    kept.splice(at, 1);
    const piles = drawCards({ supply, discard }, 1, rng, events);
    for (const drawn of piles.drawn) kept.push(drawn);
    if (piles.drawn.length > 0) events.push({ type: 'drew', player, count: piles.drawn.length });
    supply = piles.supply;
    discard = piles.discard;
  }
  const hands = withHand(state.hands, player, kept);
  if (winner === null) {
    return ok({
      options: state.options, tiles, hands, supply, discard, bag, box: state.box, players,
      toMove: other(player), exchanged: false, cascade: null, result: null, rng: state.rng,
    });
  }
  const claims = beginCascade({ options: state.options, bag, box: state.box, players }, winner, rng, events);
  return ok({
    options: state.options, tiles, hands, supply, discard, bag: claims.bag, box: claims.box, players: claims.players,
    toMove: other(winner), exchanged: false, cascade: claims.cascade, result: claims.result, rng: state.rng,
  });
}

/**
 * **Decision:** the blocked check (§4.5) runs after every move that leaves no cascade running; a
 * running cascade is played out first, since its claims belong to the scoring that just happened
 * and may still end the game by trophies.
 */
function checkBlocked(state: GameState, events: GameEvent[]): GameState {
  if (state.result || state.cascade || !isBlocked(state)) return state;
  events.push({ type: 'game-over', winner: null, reason: 'blocked' });
  return { ...state, result: { winner: null, reason: 'blocked' } };
}

/**
 * Plays `move` (untrusted: any JSON value) for the player whose turn or cascade part it is.
 * Errors, in order: bad-move (shape), game-over, then the move's own checks.
 */
export function apply(state: GameState, move: unknown): Result<Applied> {
  let input: MoveInput;
  // A well-formed placement (every playout move) is read as it is, as parseMove would.
  if (isWellFormedPlace(move)) input = move;
  else {
    const parsed = parseMove(move);
    if (!parsed.ok) return parsed;
    input = parsed.value;
  }
  if (state.result) {
    return fail('game-over', { code: 'move-game-over', winner: state.result.winner });
  }
  const rng = makeRng(state.rng);
  const events: GameEvent[] = [];
  let next: Result<GameState>;
  switch (input.type) {
    case 'place':
      next = place(state, input.card, input.tile, input.side, rng, events);
      break;
    case 'exchange':
      next = exchange(state, input.discard, rng, events);
      break;
    case 'claim':
    case 'pass': {
      let fields;
      if (state.cascade) fields = cascadeMove(state, input, rng, events);
      else if (input.type === 'claim' && ownTurnClaimsOpen(state)) fields = ownTurnClaim(state, input.trophy, input.sets, rng, events);
      else {
        return fail('not-claim-phase', { code: 'move-not-claim-phase', timing: state.options.claimTiming === 'own-turn' ? 'own-turn' : 'any-time' });
      }
      next = fields.ok ? ok({ ...state, ...fields.value }) : fields;
      break;
    }
  }
  if (!next.ok) return next;
  const moved = next.value.rng === rng.state ? next.value : { ...next.value, rng: rng.state };
  return ok({ state: checkBlocked(moved, events), events });
}

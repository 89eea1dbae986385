// Engine results worded for people: refusals (error codes) and the events of a move, each event
// a step with the board to show while it is told. Shared by the play and replay machines. The
// sentences of the person at the screen ("You put…") come from story.ts, which the game's pages
// load: the examples, which name both players, carry none of them.
// It answers no rules question: winners, payments and legality all come from the engine; this
// module only puts what the engine reported into words.
import { TROPHY_COST, cardColor } from '../../engine/balloon-cup/components.ts';
import type { Color, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import { mover } from '../../engine/balloon-cup/moves.ts';
import type { Failure } from '../../engine/balloon-cup/result.ts';
import { moveFailureWords } from './move-problem-words.ts';
import type { Applied, GameEvent, GameState, Move } from '../../engine/balloon-cup/state.ts';
import { cardName, cardParams, colorParams, commaList, cubesText, paymentText, playerParams } from './payment-words.ts';
import { m } from '../../paraglide/words/bcstory.ts';
import { m as w } from '../../paraglide/words/bcwords.ts';

export { cardName, cardParams, paymentText, setsText } from './payment-words.ts';

export type Names = readonly [string, string];

/**
 * The players' names in tried and replayed examples that name none, in the page's language. The
 * puzzles read the same two messages through example-names.ts: a copy here keeps the chapters'
 * machines from fetching a chunk for one line.
 */
export function exampleNames(): Names {
  return [w.name_example_first(), w.name_example_second()];
}

/**
 * Who a sentence names: a player by name, or the person at the screen ("you"), whose sentences
 * are their own ("You put…", "your side"), never a name with the verb bent to fit. Each sentence
 * below is one function with both forms whole, so a translation can word each on its own.
 */
export interface Who {
  readonly name: string;
  /** The person's own sentences when the player is the person at the screen, else null. */
  readonly you: YouWords | null;
}

/** The sentences that speak to the person at the screen (story.ts gives them). */
export type YouWords = Pick<typeof m,
  | 'placed_own_you' | 'placed_you' | 'scored_you' | 'drew_none_you' | 'drew_you' | 'hand_shown_you'
  | 'exchanged_you' | 'no_placement_you' | 'part_winner_you' | 'part_other_you' | 'claimed_forced_you' | 'claimed_you'
  | 'passed_you' | 'game_won_you' | 'passed_for_you' | 'next_turn_you' | 'refused_not_held_card_you'
  | 'refused_not_held_cards_you' | 'refused_must_place_you' | 'refused_trophy_yours'
  | 'refused_cannot_afford_winner_trades_you' | 'refused_cannot_afford_you'>;

/** The person at the screen: their seat and their sentences. */
export interface Listener {
  readonly seat: Player;
  readonly says: YouWords;
}

/** The player `player` as a sentence names them; `you` is the person at the screen (null: nobody). */
export function whoIs(names: Names, player: Player, you: Listener | null = null): Who {
  return { name: names[player], you: you !== null && player === you.seat ? you.says : null };
}

/**
 * Whose side a card goes to, as a message's parameters: its owner's name and form (`ownerForm`:
 * the reader, the computer or a name), so each language words "your side", "the computer's side"
 * or "Ann's side" inside its sentence, in the case the sentence needs.
 */
export function sideParams(owner: Who): { owner: string; ownerForm: string } {
  return { owner: owner.name, ownerForm: owner.you ? 'you' : playerParams(owner.name).playerForm };
}

/** What a step of the explanation points at on the board. */
export type Focus =
  | { readonly kind: 'tile'; readonly tile: TileNumber }
  | { readonly kind: 'player'; readonly player: Player }
  | { readonly kind: 'bag' };

export interface Scoring {
  readonly tile: TileNumber;
  readonly sums: readonly [number, number];
  readonly winner: Player;
}

/**
 * What a told step says, as facts: an engine event (for a part of a cascade, whether its player
 * won the tile), a part the engine passed for a player who could pay for nothing, who plays next
 * after a scoring, or a cascade nobody could claim in. `stepText` words it at render time.
 */
export type Told =
  | { readonly kind: 'event'; readonly event: GameEvent; readonly winnerPart?: boolean }
  | { readonly kind: 'passed-for' | 'next-turn'; readonly player: Player }
  | { readonly kind: 'quiet-cascade' };

/** One told step: what it says (facts), what to look at, and the board as it stands at that moment. */
export interface Step {
  readonly told: Told;
  readonly focus: Focus | null;
  readonly board: GameState;
  readonly scoring: Scoring | null;
  readonly event: GameEvent['type'] | 'note';
}

function ownerOf(state: GameState, color: Color): Player | null {
  if (state.players[0].trophies.includes(color)) return 0;
  if (state.players[1].trophies.includes(color)) return 1;
  return null;
}

/** A refusal's facts: the engine's code and, where it gives them, its problem. */
export type Refused = Pick<Failure, 'error' | 'problem'>;

/**
 * Why the engine refused a move, in plain words (the code itself is shown beside it): with the
 * players' names where the story says it, else the refusal's facts in words (move-problem-words.ts).
 */
export function refusalText(refused: Refused, move: Move, state: GameState, names: Names, you: Listener | null = null): string {
  const code = refused.error;
  const message = moveFailureWords(refused.problem);
  const actor = whoIs(names, mover(state), you);
  const who = actor.name;
  switch (code) {
    case 'game-over':
      return m.refused_game_over();
    case 'not-in-hand':
      if (actor.you) return move.type === 'place' ? actor.you.refused_not_held_card_you(cardParams(move.card)) : actor.you.refused_not_held_cards_you();
      return move.type === 'place' ? m.refused_not_held_card({ player: who, ...cardParams(move.card) }) : m.refused_not_held_cards(playerParams(who));
    case 'no-such-tile':
      return move.type === 'place' ? m.refused_no_such_tile({ tile: move.tile }) : message;
    case 'tile-removed':
      return move.type === 'place' ? m.refused_tile_removed({ tile: move.tile }) : message;
    case 'side-full-for-color': {
      if (move.type !== 'place') return message;
      const tile = state.tiles[move.tile - 1];
      const color = cardColor(move.card);
      const cubes = tile ? tile.cubes.filter((c) => c === color).length : 0;
      const side = sideParams(whoIs(names, move.side, you));
      const c = colorParams(color);
      if (cubes === 0) return m.refused_no_cube_of_color({ tile: move.tile, ...c });
      return m.refused_side_full({
        tile: move.tile, count: cubes, ...c, ...side,
        cubes: cubesText(tile!.cubes.filter((x) => x === color)),
      });
    }
    case 'must-place':
      return actor.you ? actor.you.refused_must_place_you() : m.refused_must_place({ player: who });
    case 'too-many-discards':
      return move.type === 'exchange' ? m.refused_too_many_discards({ count: move.discard.length }) : message;
    case 'too-few-discards':
      return m.refused_too_few_discards();
    case 'not-claim-phase':
      return state.options.claimTiming === 'own-turn'
        ? m.refused_not_claim_phase_own_turn()
        : m.refused_not_claim_phase();
    case 'trophy-taken': {
      if (move.type !== 'claim') return message;
      const owner = ownerOf(state, move.trophy);
      const c = colorParams(move.trophy);
      if (owner !== null && you !== null && owner === you.seat) return you.says.refused_trophy_yours(c);
      return owner === null ? m.refused_trophy_taken_anyone(c) : m.refused_trophy_taken({ ...c, ...playerParams(names[owner]) });
    }
    case 'cannot-afford': {
      if (move.type !== 'claim') return message;
      const params = { player: who, ...colorParams(move.trophy), cost: TROPHY_COST[move.trophy] };
      if (state.options.tradeAfterWin) return actor.you ? actor.you.refused_cannot_afford_winner_trades_you(params) : m.refused_cannot_afford_winner_trades(params);
      return actor.you ? actor.you.refused_cannot_afford_you(params) : m.refused_cannot_afford(params);
    }
    case 'bad-sets':
      return message;
    case 'claim-pending':
      return m.refused_claim_pending();
    case 'bad-move':
    case 'bad-position':
    case 'bad-format':
    case 'lost-move':
      return message;
  }
}

/**
 * The sentence for one engine event; `you`: the person at the screen, if a person reads as "you";
 * `winnerPart`: a part of a cascade is its tile's winner's.
 */
export function eventText(event: GameEvent, names: Names, winnerPart = true, you: Listener | null = null): string {
  switch (event.type) {
    case 'placed': {
      const p = whoIs(names, event.player, you);
      const card = cardParams(event.card);
      if (event.side === event.player) {
        return p.you ? p.you.placed_own_you({ ...card, tile: event.tile }) : m.placed_own({ player: p.name, ...card, tile: event.tile });
      }
      const side = sideParams(whoIs(names, event.side, you));
      return p.you ? p.you.placed_you({ ...card, ...side, tile: event.tile }) : m.placed({ player: p.name, ...card, ...side, tile: event.tile });
    }
    case 'scored': {
      const [a, b] = event.sums;
      // Why the tile went as it did: equal totals, or the terrain's rule; each language words the whole sentence.
      const reason = a === b ? 'tie' : event.terrain;
      const sums = { first: names[0], firstSum: a, second: names[1], secondSum: b, reason };
      const winner = whoIs(names, event.winner, you);
      const cubes = cubesText(event.cubes);
      return winner.you
        ? winner.you.scored_you({ tile: event.tile, ...sums, cubes })
        : m.scored({ tile: event.tile, ...sums, player: winner.name, cubes });
    }
    case 'flipped':
      const terrain = { terrain: event.terrain, terrainName: event.terrain === 'mountain' ? m.terrain_mountain() : m.terrain_flatland() };
      return m.flipped({ tile: event.tile, ...terrain });
    case 'tile-removed':
      return event.tile === 1
        ? m.tile_removed_first()
        : m.tile_removed({ tile: event.tile });
    case 'refilled':
      return m.refilled({ tile: event.tile, cubes: cubesText(event.cubes) });
    case 'drew': {
      const p = whoIs(names, event.player, you);
      if (event.count === 0) return p.you ? p.you.drew_none_you() : m.drew_none({ player: p.name });
      return p.you ? p.you.drew_you({ count: event.count }) : m.drew({ player: p.name, count: event.count });
    }
    case 'reshuffled':
      return m.reshuffled({ count: event.cards });
    case 'hand-shown': {
      const p = whoIs(names, event.player, you);
      const hand = commaList(event.hand.map(cardName)) || m.no_cards();
      return p.you ? p.you.hand_shown_you({ hand }) : m.hand_shown({ player: p.name, hand });
    }
    case 'exchanged': {
      const p = whoIs(names, event.player, you);
      return p.you ? p.you.exchanged_you({ count: event.count }) : m.exchanged({ player: p.name, count: event.count });
    }
    case 'no-placement': {
      const p = whoIs(names, event.player, you);
      return p.you ? p.you.no_placement_you() : m.no_placement(playerParams(p.name));
    }
    case 'cascade-part': {
      const isW = winnerPart;
      const p = whoIs(names, event.player, you);
      if (p.you) return isW ? p.you.part_winner_you() : p.you.part_other_you();
      return isW ? m.part_winner(playerParams(p.name)) : m.part_other(playerParams(p.name));
    }
    case 'claimed': {
      const p = whoIs(names, event.player, you);
      const params = { player: p.name, ...colorParams(event.trophy), payment: paymentText(event.trophy, event.sets) };
      if (event.compulsory) return p.you ? p.you.claimed_forced_you(params) : m.claimed_forced(params);
      return p.you ? p.you.claimed_you(params) : m.claimed(params);
    }
    case 'passed': {
      const p = whoIs(names, event.player, you);
      return p.you ? p.you.passed_you() : m.passed({ player: p.name });
    }
    case 'cascade-ended':
      return m.cascade_ended();
    case 'game-over': {
      if (event.winner === null) return m.game_blocked();
      const winner = whoIs(names, event.winner, you);
      return winner.you ? winner.you.game_won_you() : m.game_won({ player: winner.name });
    }
  }
}

/** A part of the cascade the engine passed because its player could pay for nothing. */
function passedForText(p: Who): string {
  return p.you ? p.you.passed_for_you() : m.passed_for({ player: p.name });
}

/** Who plays next after a scoring: its loser. */
function nextTurnText(p: Who): string {
  return p.you ? p.you.next_turn_you() : m.next_turn({ player: p.name });
}

function focusOf(event: GameEvent): Focus | null {
  switch (event.type) {
    case 'placed':
    case 'scored':
    case 'flipped':
    case 'tile-removed':
    case 'refilled':
      return { kind: 'tile', tile: event.tile };
    case 'drew':
    case 'hand-shown':
    case 'exchanged':
    case 'no-placement':
    case 'cascade-part':
    case 'claimed':
    case 'passed':
      return { kind: 'player', player: event.player };
    case 'reshuffled':
      return { kind: 'bag' };
    case 'cascade-ended':
    case 'game-over':
      return null;
  }
}

/** The table with one placed card added: shown while a completed tile is being scored. */
function withPlacement(state: GameState, event: Extract<GameEvent, { type: 'placed' }>): GameState {
  const tiles = state.tiles.map((tile) => {
    if (tile.number !== event.tile) return tile;
    const sides = event.side === 0
      ? ([[...tile.sides[0], event.card], tile.sides[1]] as const)
      : ([tile.sides[0], [...tile.sides[1], event.card]] as const);
    return { ...tile, sides, lastPlacedBy: event.player };
  }) as unknown as GameState['tiles'];
  const hands = state.hands.map((hand, p) => (p === event.player ? hand.filter((c) => c !== event.card) : hand)) as unknown as GameState['hands'];
  return { ...state, tiles, hands };
}

/** The table with one tile's cubes not yet refilled. */
function withoutCubes(state: GameState, tile: TileNumber): GameState {
  const tiles = state.tiles.map((t) => (t.number === tile ? { ...t, cubes: [] } : t)) as unknown as GameState['tiles'];
  return { ...state, tiles };
}

/**
 * Tells a move step by step. Up to and including the scoring, the board shows the completed
 * tile with the placed card (the engine's result already has it cleared away); afterwards it
 * shows the engine's resulting state.
 */
export function tell(before: GameState, applied: Applied): Step[] {
  const { events } = applied;
  const scoredAt = events.findIndex((e) => e.type === 'scored');
  const placed = events.find((e): e is Extract<GameEvent, { type: 'placed' }> => e.type === 'placed');
  const frame = scoredAt >= 0 && placed ? withPlacement(before, placed) : applied.state;
  // After a scoring where nobody can pay for anything, the engine passes every part by itself:
  // one sentence says so instead of a pass per player.
  const quietCascade = scoredAt >= 0 && events.some((e) => e.type === 'cascade-ended') &&
    !events.some((e) => e.type === 'claimed' || e.type === 'cascade-part');
  // While the flip is told, the tile shows no cubes yet: the refill is the next step.
  const refilledAt = events.findIndex((e) => e.type === 'refilled');
  const flipped = events.find((e): e is Extract<GameEvent, { type: 'flipped' }> => e.type === 'flipped');
  const bare = flipped && refilledAt >= 0 ? withoutCubes(applied.state, flipped.tile) : applied.state;
  const steps: Step[] = [];
  events.forEach((event, i) => {
    const board = scoredAt >= 0 && i <= scoredAt ? frame : refilledAt >= 0 && i < refilledAt ? bare : applied.state;
    if (quietCascade && (event.type === 'passed' || event.type === 'cascade-ended')) {
      if (event.type === 'cascade-ended') {
        steps.push({ told: { kind: 'quiet-cascade' }, focus: null, board, scoring: null, event: 'note' });
      }
      return;
    }
    // A pass the player chose is the move's first event; later ones are parts passed by the engine.
    const winner = (i === 0 ? before : applied.state).cascade?.winner;
    const told: Told = event.type === 'passed' && i > 0
      ? { kind: 'passed-for', player: event.player }
      : event.type === 'cascade-part' ? { kind: 'event', event, winnerPart: winner === undefined || winner === event.player } : { kind: 'event', event };
    steps.push({
      told,
      focus: focusOf(event),
      board,
      scoring: event.type === 'scored' ? { tile: event.tile, sums: event.sums, winner: event.winner } : null,
      event: event.type,
    });
  });
  const after = applied.state;
  if (after.result === null && scoredAt >= 0 && after.cascade === null) {
    steps.push({
      told: { kind: 'next-turn', player: after.toMove },
      focus: { kind: 'player', player: after.toMove },
      board: after,
      scoring: null,
      event: 'note',
    });
  }
  return steps;
}

/** What a told step says, in the page's language; `you`: the person at the screen, if any. */
export function stepText(told: Told, names: Names, you: Listener | null = null): string {
  switch (told.kind) {
    case 'event': return eventText(told.event, names, told.winnerPart, you);
    case 'passed-for': return passedForText(whoIs(names, told.player, you));
    case 'next-turn': return nextTurnText(whoIs(names, told.player, you));
    case 'quiet-cascade': return m.quiet_cascade();
  }
}

/** The told steps in words, one after another (what a live region reads out). */
export function stepsText(steps: readonly Pick<Step, 'told'>[], names: Names, you: Listener | null = null): string {
  return steps.map((s) => stepText(s.told, names, you)).join(' ');
}

/**
 * A move in a few words, after its player's name: "Ann: red 6 to Ben's side of tile 3". One message
 * per kind of move takes the player with the move's facts. With `you`, the person's things read
 * "your side".
 */
export function moveLabel(move: Move, names: Names, state: GameState, you: Listener | null = null): string {
  const player = names[mover(state)];
  switch (move.type) {
    case 'claim':
      return m.move_by_claim({ player, ...colorParams(move.trophy), payment: paymentText(move.trophy, move.sets) });
    case 'pass':
      return state.cascade && state.cascade.part !== state.cascade.winner ? m.move_by_decline({ player }) : m.move_by_pass({ player });
    case 'place':
      return m.move_by_place({ player, ...cardParams(move.card), ...sideParams(whoIs(names, move.side, you)), tile: move.tile });
    case 'exchange':
      return m.move_by_exchange({ player, count: move.discard.length });
  }
}

/** The move in a few words without its player: "red 6 to Ben's side of tile 3". */
export function moveText(move: Move, names: Names, state: GameState, you: Listener | null = null): string {
  switch (move.type) {
    case 'claim':
      return m.move_claim({ ...colorParams(move.trophy), payment: paymentText(move.trophy, move.sets) });
    case 'pass':
      return state.cascade && state.cascade.part !== state.cascade.winner ? m.move_decline() : m.move_pass();
    case 'place':
      return m.move_place({ ...cardParams(move.card), ...sideParams(whoIs(names, move.side, you)), tile: move.tile });
    case 'exchange':
      return m.move_exchange({ count: move.discard.length });
  }
}

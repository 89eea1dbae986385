// Engine results worded for people: refusals (error codes) and the events of a move, each event
// a step with the board to show while it is told. Shared by the play and replay machines.
// It answers no rules question: winners, payments and legality all come from the engine; this
// module only puts what the engine reported into words.
import { TROPHY_COST, cardColor, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import { mover } from '../../engine/balloon-cup/moves.ts';
import type { ErrorCode } from '../../engine/balloon-cup/result.ts';
import type { Applied, GameEvent, GameState, Move } from '../../engine/balloon-cup/state.ts';
import { paymentText, plural } from './payment-words.ts';

export { paymentText, setsText } from './payment-words.ts';

export type Names = readonly [string, string];

/**
 * Who a sentence names: a player by name, or the person at the screen ("you"), whose sentences
 * are their own ("You put…", "your side"), never a name with the verb bent to fit. Each sentence
 * below is one function with both forms whole, so a translation can word each on its own.
 */
export interface Who {
  readonly name: string;
  readonly you: boolean;
}

/** The player `player` as a sentence names them; `you` is the person's seat (null: nobody's). */
export function whoIs(names: Names, player: Player, you: Player | null = null): Who {
  return { name: names[player], you: player === you };
}

/** "your side" / "Ann's side": whose side of a tile, inside a sentence. */
export function sideOf(owner: Who): string {
  return owner.you ? 'your side' : `${owner.name}'s side`;
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

/** One told step: a sentence, what to look at, and the board as it stands at that moment. */
export interface Step {
  readonly text: string;
  readonly focus: Focus | null;
  readonly board: GameState;
  readonly scoring: Scoring | null;
  readonly event: GameEvent['type'] | 'note';
}

export function cardName(card: CardId): string {
  return `${cardColor(card)} ${cardValue(card)}`;
}


function listColors(colors: readonly Color[]): string {
  const counts = new Map<Color, number>();
  for (const c of colors) counts.set(c, (counts.get(c) ?? 0) + 1);
  const parts = [...counts].map(([c, n]) => `${n} ${c}`);
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}

function ownerOf(state: GameState, color: Color): Player | null {
  if (state.players[0].trophies.includes(color)) return 0;
  if (state.players[1].trophies.includes(color)) return 1;
  return null;
}

/** Why the engine refused a move, in plain words (the code itself is shown beside it). */
export function refusalText(code: ErrorCode, message: string, move: Move, state: GameState, names: Names, you: Player | null = null): string {
  const actor = whoIs(names, mover(state), you);
  const who = actor.name;
  switch (code) {
    case 'game-over':
      return 'The game is already over: no move can be made.';
    case 'not-in-hand':
      if (actor.you) return move.type === 'place' ? `You do not hold the ${cardName(move.card)}.` : 'You do not hold one of those cards.';
      return move.type === 'place' ? `${who} does not hold the ${cardName(move.card)}.` : `${who} does not hold one of those cards.`;
    case 'no-such-tile':
      return move.type === 'place' ? `There is no tile ${move.tile}: the tiles are numbered 1 to 4.` : message;
    case 'tile-removed':
      return move.type === 'place' ? `Tile ${move.tile} has left the game, so no card can go beside it.` : message;
    case 'side-full-for-color': {
      if (move.type !== 'place') return message;
      const tile = state.tiles[move.tile - 1];
      const color = cardColor(move.card);
      const cubes = tile ? tile.cubes.filter((c) => c === color).length : 0;
      const side = sideOf(whoIs(names, move.side, you));
      if (cubes === 0) return `Tile ${move.tile} carries no ${color} cube, so no ${color} card may go beside it, on either side.`;
      return `Tile ${move.tile} carries ${plural(cubes, `${color} cube`)}, so each side takes ${plural(cubes, `${color} card`)}, and ${side} already has ${cubes === 1 ? 'it' : 'them'}.`;
    }
    case 'must-place':
      return actor.you
        ? 'You may not exchange: a card in your hand fits a tile, and a player who can place must place.'
        : `${who} may not exchange: a card in the hand fits a tile, and a player who can place must place.`;
    case 'too-many-discards':
      return move.type === 'exchange' ? `An exchange swaps at most 4 cards; ${move.discard.length} were chosen.` : message;
    case 'too-few-discards':
      return 'Under this rule option an exchange must swap at least one card.';
    case 'not-claim-phase':
      return state.options.claimTiming === 'own-turn'
        ? 'Trophies can be claimed in the cascade after a scoring, or with trades at the start of your own turn before placing; not now.'
        : 'Trophies can be claimed only in the cascade right after a scoring, not during a normal turn.';
    case 'trophy-taken': {
      if (move.type !== 'claim') return message;
      const owner = ownerOf(state, move.trophy);
      if (owner !== null && owner === you) return `The ${move.trophy} trophy is already yours.`;
      return `The ${move.trophy} trophy already belongs to ${owner === null ? 'a player' : names[owner]}.`;
    }
    case 'cannot-afford':
      return move.type === 'claim'
        ? `${actor.you ? 'You' : who} cannot pay for the ${move.trophy} trophy: it costs ${TROPHY_COST[move.trophy]} ${move.trophy} cubes, and each missing cube needs a set of 3 cubes of an already claimed color${state.options.tradeAfterWin ? ' (and under this option only the scoring winner may trade)' : ''}.`
        : message;
    case 'bad-sets':
      return `That payment does not work: ${message}.`;
    case 'claim-pending':
      return 'The claim cascade is still running: claim a trophy or pass first.';
    case 'bad-move':
    case 'bad-position':
      return message;
  }
}

/** The sentence for one engine event; `you` is the person's seat, if a person reads as "you". */
export function eventText(event: GameEvent, names: Names, before: GameState, you: Player | null = null): string {
  switch (event.type) {
    case 'placed': {
      const p = whoIs(names, event.player, you);
      const card = cardName(event.card);
      if (event.side === event.player) {
        return p.you ? `You put the ${card} on your own side of tile ${event.tile}.` : `${p.name} puts the ${card} on their own side of tile ${event.tile}.`;
      }
      const side = sideOf(whoIs(names, event.side, you));
      return p.you ? `You put the ${card} on ${side} of tile ${event.tile}.` : `${p.name} puts the ${card} on ${side} of tile ${event.tile}.`;
    }
    case 'scored': {
      const [a, b] = event.sums;
      const totals = `${names[0]} ${a}, ${names[1]} ${b}`;
      const why = a === b
        ? 'The totals are equal, so the tile goes to whoever placed its last card'
        : event.terrain === 'mountain' ? 'On a mountain the higher total wins' : 'On a flatland the lower total wins';
      const w = whoIs(names, event.winner, you);
      const cubes = `${listColors(event.cubes)} (${plural(event.cubes.length, 'cube')})`;
      return w.you
        ? `Tile ${event.tile} is complete. Totals: ${totals}. ${why}: you take ${cubes}.`
        : `Tile ${event.tile} is complete. Totals: ${totals}. ${why}: ${w.name} takes ${cubes}.`;
    }
    case 'flipped':
      return `All cards beside tile ${event.tile} go to the discard pile, and the tile turns over: it is now a ${event.terrain}.`;
    case 'tile-removed':
      return event.tile === 1
        ? 'The bag is empty, so tile 1 leaves the game for good.'
        : `The bag has fewer than ${event.tile} cubes left, so tile ${event.tile} leaves the game for good.`;
    case 'refilled':
      return `Tile ${event.tile} is refilled from the bag: ${listColors(event.cubes)}.`;
    case 'drew': {
      const p = whoIs(names, event.player, you);
      if (event.count === 0) return p.you ? 'You have no card to draw.' : `${p.name} has no card to draw.`;
      return p.you ? `You draw ${plural(event.count, 'card')} from the supply.` : `${p.name} draws ${plural(event.count, 'card')} from the supply.`;
    }
    case 'reshuffled':
      return `The supply is empty: the discard pile (${plural(event.cards, 'card')}) is shuffled into a new supply.`;
    case 'hand-shown': {
      const p = whoIs(names, event.player, you);
      const hand = event.hand.map(cardName).join(', ') || 'no cards';
      return p.you ? `You show your hand: ${hand}.` : `${p.name} shows the hand: ${hand}.`;
    }
    case 'exchanged': {
      const p = whoIs(names, event.player, you);
      return p.you ? `You swap ${plural(event.count, 'card')} with the supply.` : `${p.name} swaps ${plural(event.count, 'card')} with the supply.`;
    }
    case 'no-placement': {
      const p = whoIs(names, event.player, you);
      return p.you
        ? 'Still nothing fits: your turn ends with no card placed and no card drawn.'
        : `Still nothing fits: ${p.name}'s turn ends with no card placed and no card drawn.`;
    }
    case 'cascade-part': {
      const winner = before.cascade?.winner;
      const isW = winner === undefined ? true : winner === event.player;
      const p = whoIs(names, event.player, you);
      if (p.you) return isW ? 'Your part of the cascade: claim any number of trophies, then pass.' : 'Your part of the cascade: one claim, or pass.';
      return isW
        ? `${p.name}'s part of the cascade: claim any number of trophies, then pass.`
        : `${p.name}'s part of the cascade: one claim, or pass.`;
    }
    case 'claimed': {
      const p = whoIs(names, event.player, you);
      const forced = event.compulsory ? ' (forced: enough cubes of its own color)' : '';
      return p.you
        ? `You claim the ${event.trophy} trophy${forced}, paying ${paymentText(event.trophy, event.sets)}.`
        : `${p.name} claims the ${event.trophy} trophy${forced}, paying ${paymentText(event.trophy, event.sets)}.`;
    }
    case 'passed': {
      const p = whoIs(names, event.player, you);
      return p.you ? 'You pass: no more claims.' : `${p.name} passes: no more claims.`;
    }
    case 'cascade-ended':
      return 'The claim cascade is over.';
    case 'game-over': {
      if (event.winner === null) return 'No card outside the tiles can fit an open place any more: the game ends blocked, with no winner.';
      const w = whoIs(names, event.winner, you);
      return w.you ? 'You hold three trophies and win the game.' : `${w.name} holds three trophies and wins the game.`;
    }
  }
}

/** A part of the cascade the engine passed because its player could pay for nothing. */
function passedForText(p: Who): string {
  return p.you
    ? 'You cannot pay for any trophy now, so that part of the cascade passes.'
    : `${p.name} cannot pay for any trophy now, so that part of the cascade passes.`;
}

/** Who plays next after a scoring: its loser. */
function nextTurnText(p: Who): string {
  return p.you ? 'You lost the scoring and so take the next turn.' : `${p.name} lost the scoring and so takes the next turn.`;
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
export function tell(before: GameState, applied: Applied, names: Names, you: Player | null = null): Step[] {
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
        steps.push({ text: 'Neither player can pay for a trophy now, so nobody claims.', focus: null, board, scoring: null, event: 'note' });
      }
      return;
    }
    // A pass the player chose is the move's first event; later ones are parts passed by the engine.
    const text = event.type === 'passed' && i > 0
      ? passedForText(whoIs(names, event.player, you))
      : eventText(event, names, i === 0 ? before : applied.state, you);
    steps.push({
      text,
      focus: focusOf(event),
      board,
      scoring: event.type === 'scored' ? { tile: event.tile, sums: event.sums, winner: event.winner } : null,
      event: event.type,
    });
  });
  const after = applied.state;
  if (after.result === null && scoredAt >= 0 && after.cascade === null) {
    steps.push({
      text: nextTurnText(whoIs(names, after.toMove, you)),
      focus: { kind: 'player', player: after.toMove },
      board: after,
      scoring: null,
      event: 'note',
    });
  }
  return steps;
}

/**
 * A move in a few words, after its player's name: "Ann: red 6 to Ben's side of tile 3". With
 * `you`, the person's things read "your side".
 */
export function moveLabel(move: Move, names: Names, state: GameState, you: Player | null = null): string {
  const who = names[mover(state)];
  switch (move.type) {
    case 'claim':
      return `${who}: claim the ${move.trophy} trophy (pay ${paymentText(move.trophy, move.sets)})`;
    case 'pass':
      return state.cascade && state.cascade.part !== state.cascade.winner ? `${who}: decline (ends the cascade)` : `${who}: pass`;
    case 'place':
      return `${who}: ${cardName(move.card)} to ${sideOf(whoIs(names, move.side, you))} of tile ${move.tile}`;
    case 'exchange':
      return `${who}: exchange ${plural(move.discard.length, 'card')}`;
  }
}

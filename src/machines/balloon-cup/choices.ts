// The person's moves as machine events and back, shared by the chapters' play machine (play.ts),
// the whole-game machine (game.ts) and the whole-game page's claim buttons: one statement of
// which event asks for which move, and of the labelled claim choices offered.
import type { CardId, Color, GameState, Move, Player, Sets, TileNumber } from '../../engine/balloon-cup/index.ts';
import type { Names } from './story-core.ts';
import { moveLabel, moveText } from './story-core.ts';

/** The events that ask for a move (both machines name them alike). */
export type MoveEvent =
  | { type: 'side.choose'; tile: TileNumber; side: Player }
  | { type: 'exchange.confirm' }
  | { type: 'claim.choose'; trophy: Color; sets: Sets }
  | { type: 'claim.pass' };

export type ClaimEvent = Extract<MoveEvent, { type: 'claim.choose' | 'claim.pass' }>;

/** A claim or pass the person can choose, with its label. */
export interface ClaimChoice {
  readonly label: string;
  /** The label without its player's name: "claim the red trophy (pay 3 red cubes)". */
  readonly text: string;
  readonly event: ClaimEvent;
}

/**
 * The move an event asks for, with the card selected and the cards chosen to swap; null when
 * the event is not a move (or a side is chosen with no card selected).
 */
export function moveOf(event: { readonly type: string }, selected: CardId | null, discards: readonly CardId[]): Move | null {
  const e = event as MoveEvent;
  switch (e.type) {
    case 'side.choose':
      return selected ? { type: 'place', card: selected, tile: e.tile, side: e.side } : null;
    case 'exchange.confirm':
      return { type: 'exchange', discard: [...discards] };
    case 'claim.choose':
      return { type: 'claim', trophy: e.trophy, sets: e.sets };
    case 'claim.pass':
      return { type: 'pass' };
    default:
      return null;
  }
}

/** The event that asks for a claim or pass; null for other moves. */
export function claimEvent(move: Move): ClaimEvent | null {
  if (move.type === 'claim') return { type: 'claim.choose', trophy: move.trophy, sets: move.sets };
  if (move.type === 'pass') return { type: 'claim.pass' };
  return null;
}

/** The claims and passes among `moves`, in their order, labelled for `state`. */
export function claimChoices(moves: readonly Move[], names: Names, state: GameState): ClaimChoice[] {
  return moves.flatMap((move) => {
    const event = claimEvent(move);
    return event ? [{ label: moveLabel(move, names, state), text: moveText(move, names, state), event }] : [];
  });
}

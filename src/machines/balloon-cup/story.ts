// The story of a game for a person at the screen (the game, its replay and review): story-core.ts
// with that person's own sentences ("You put…", "on your side") for the seat `you`. The examples,
// which name both players, read story-core.ts and so carry none of these sentences.
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { Applied, GameState, Move } from '../../engine/balloon-cup/state.ts';
import * as core from './story-core.ts';
import type { Listener, Names, Step, YouWords } from './story-core.ts';
import { m } from '../../paraglide/words/bcstory.ts';

export { cardName, exampleNames, paymentText, setsText } from './story-core.ts';
export type { Focus, Names, Scoring, Step, Told } from './story-core.ts';

const SAYS: YouWords = {
  placed_own_you: (i) => m.placed_own_you(i),
  placed_you: (i) => m.placed_you(i),
  scored_you: (i) => m.scored_you(i),
  drew_none_you: () => m.drew_none_you(),
  drew_you: (i) => m.drew_you(i),
  hand_shown_you: (i) => m.hand_shown_you(i),
  exchanged_you: (i) => m.exchanged_you(i),
  no_placement_you: () => m.no_placement_you(),
  part_winner_you: () => m.part_winner_you(),
  part_other_you: () => m.part_other_you(),
  claimed_forced_you: (i) => m.claimed_forced_you(i),
  claimed_you: (i) => m.claimed_you(i),
  passed_you: () => m.passed_you(),
  game_won_you: () => m.game_won_you(),
  passed_for_you: () => m.passed_for_you(),
  next_turn_you: () => m.next_turn_you(),
  refused_not_held_card_you: (i) => m.refused_not_held_card_you(i),
  refused_not_held_cards_you: () => m.refused_not_held_cards_you(),
  refused_must_place_you: () => m.refused_must_place_you(),
  refused_trophy_yours: (i) => m.refused_trophy_yours(i),
  refused_cannot_afford_winner_trades_you: (i) => m.refused_cannot_afford_winner_trades_you(i),
  refused_cannot_afford_you: (i) => m.refused_cannot_afford_you(i),
};

/** The person at seat `you` (null: nobody reads as "you"). */
function listener(you: Player | null): Listener | null {
  return you === null ? null : { seat: you, says: SAYS };
}

/** Why the engine refused a move, in plain words; `you` is the person's seat. */
export function refusalText(refused: core.Refused, move: Move, state: GameState, names: Names, you: Player | null = null): string {
  return core.refusalText(refused, move, state, names, listener(you));
}

export const tell: (before: GameState, applied: Applied) => Step[] = core.tell;

/** What a told step says, in words; `you` is the person's seat. */
export function stepText(told: core.Told, names: Names, you: Player | null = null): string {
  return core.stepText(told, names, listener(you));
}

/** Told steps in words, one after another; `you` is the person's seat. */
export function stepsText(steps: readonly Pick<Step, 'told'>[], names: Names, you: Player | null = null): string {
  return core.stepsText(steps, names, listener(you));
}

/** "Ann: red 6 to your side of tile 3": a move after its player's name; `you` is the person's seat. */
export function moveLabel(move: Move, names: Names, state: GameState, you: Player | null = null): string {
  return core.moveLabel(move, names, state, listener(you));
}

/** The move in a few words without its player; `you` is the person's seat. */
export function moveText(move: Move, names: Names, state: GameState, you: Player | null = null): string {
  return core.moveText(move, names, state, listener(you));
}

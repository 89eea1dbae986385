// The play page's sentences about seats: the game's first words, the pass-the-device screen
// between two people, and the question before a game in progress is left for a new one.
// One function per sentence, with the players' names as parameters.
import { m } from '../../paraglide/words/bcgame.ts';
import { nameForm, playerParams } from './color-words.ts';

/** Said as a game begins: against the computer the person moves; between two people the device goes to the first player. */
export function beginText(people: boolean, first: string): string {
  return people ? m.begin_people(playerParams(first)) : m.begin_computer();
}

/** The pass-the-device screen's title. */
export function handoffTitle(next: string): string {
  return m.handoff_title(playerParams(next));
}

/** The pass-the-device screen's words: whose hand was just hidden, if one was shown. */
export function handoffText(next: string, hidden: string | null): string {
  return hidden === null ? m.handoff_first({ player: next }) : m.handoff_hidden({ hidden, hiddenForm: nameForm(hidden), player: next });
}

/** The button that shows the next player's hand. */
export function handoffButton(next: string): string {
  return m.handoff_button({ player: next });
}

/** Said once the device is handed over. */
export function handoffReadyText(next: string): string {
  return m.handoff_ready({ player: next });
}

/** The question asked when New game is pressed during a game. */
export function newGameWarning(moves: number): string {
  return moves === 0 ? m.new_game_not_begun() : m.new_game_warning({ count: moves });
}

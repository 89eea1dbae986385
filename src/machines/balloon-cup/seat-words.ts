// The play page's sentences about seats: the game's first words, the pass-the-device screen
// between two people, and the question before a game in progress is left for a new one.
// One function per sentence, with the players' names as parameters.

/** Said as a game begins: against the computer the person moves; between two people the device goes to the first player. */
export function beginText(people: boolean, first: string): string {
  return people ? `The game begins. Pass the device to ${first}.` : 'The game begins. Your move: choose a card.';
}

/** The pass-the-device screen's title. */
export function handoffTitle(next: string): string {
  return `Pass the device to ${next}`;
}

/** The pass-the-device screen's words: whose hand was just hidden, if one was shown. */
export function handoffText(next: string, hidden: string | null): string {
  return hidden === null
    ? `No hand is shown yet. ${next}, press the button when only you can see the screen.`
    : `${hidden}'s hand is hidden now. ${next}, press the button when only you can see the screen.`;
}

/** The button that shows the next player's hand. */
export function handoffButton(next: string): string {
  return `I am ${next}: show my hand`;
}

/** Said once the device is handed over. */
export function handoffReadyText(next: string): string {
  return `${next}: your move.`;
}

/** The question asked when New game is pressed during a game. */
export const NEW_GAME_QUESTION = 'Start a new game?';
export function newGameWarning(moves: number): string {
  return moves === 0
    ? 'This game has not begun yet; it will not be kept.'
    : `This game (${moves === 1 ? '1 move' : `${moves} moves`} so far) will not be kept: only one game is saved at a time.`;
}
export const NEW_GAME_YES = 'Yes, start a new game';
export const NEW_GAME_NO = 'No, keep playing';

// The sentences the play and replay pages say about keeping a game: storage full or refused, a
// save that cannot be read, a game link that looks cut. Each one a whole message.

/** Said once when the game in play can no longer be kept in this browser's storage. */
export function gameNotSavedText(reason: 'full' | 'unavailable'): string {
  return reason === 'full'
    ? "Your browser's storage is full, so this game is no longer saved here. You can keep playing; to keep the game, copy its link."
    : 'This browser does not let the site save the game. You can keep playing; to keep the game, copy its link.';
}

/** A saved game that could not be resumed; `kept`: its copy is set aside in storage. */
export function savedGameProblemText(problem: string, kept: boolean): string {
  return kept
    ? `Your saved game could not be resumed: ${problem}. It has been set aside, and you can start a new game.`
    : `Your saved game could not be resumed: ${problem}. It is left as it was, because your browser's storage is full: you can start a new game, but it will not be saved until there is room.`;
}

/** What can be recovered from a cut game: the moves before the cut (at least one). */
export function recoverMovesText(moves: number): string {
  return moves === 1 ? 'The first move, before the cut, can be recovered.' : `The ${moves} moves before the cut can be recovered.`;
}

export function resumeRecoveredText(moves: number): string {
  return moves === 1 ? 'Resume from the first move' : `Resume from the first ${moves} moves`;
}

export function replayRecoveredText(moves: number): string {
  return moves === 1 ? 'Replay the first move' : `Replay the first ${moves} moves`;
}

/** A game link that looks cut: said before what can be recovered. */
export const CUT_LINK_TEXT = 'This game link looks cut short (its end is missing), so it is not replayed as it stands.';

export const COPY_SAVED_TEXT = 'Copy the saved game';
export const COPY_LINK_TEXT = 'Copy the game link';
export const COPIED_TEXT = 'Copied.';

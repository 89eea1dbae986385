/**
 * The sentences of a Jumping Cups game against the perfect opponent (play page and puzzles), one
 * function per sentence with the numbers as parameters, plural-aware ("1 move", "2 moves"), so
 * a translation replaces whole sentences and never glues fragments.
 */

/** "1 move", "3 moves". */
export function moveCount(n: number): string {
  return n === 1 ? '1 move' : `${n} moves`;
}

/** "1 of your moves", "4 of your moves". */
function yourMoveCount(n: number): string {
  return n === 1 ? '1 move of your own' : `${n} of your moves`;
}

/** "1 of its moves", "4 of its moves". */
function itsMoveCount(n: number): string {
  return n === 1 ? '1 move of its own' : `${n} of its moves`;
}

export const solvedIn = (moves: number): string => `Solved: you won in ${moveCount(moves)}.`;

export const replyForcesWin = (who: string, moves: number): string => `${who} can now force a win in ${itsMoveCount(moves)}.`;

export const replyHoldsOut = (who: string, plies: number): string =>
  `${who} loses with perfect play, so it picks the move that holds out longest (${plies === 1 ? '1 more move' : `${plies} more moves`}, counting both sides).`;

export const puzzleLetWin = (who: string, moves: number): string =>
  `Not solved: your last move let ${who} win. ${who} wins in ${itsMoveCount(moves)} from there; watch the reply.`;

export const puzzleTooSlow = (left: number, total: number, limit: number): string =>
  `Not solved: you still win, but now it takes ${left === 1 ? '1 more move' : `${left} more moves`}: ${total} in all, more than ${limit}.`;

/** The solver's verdict on the position, as announced. */
export const verdictWinSpoken = (yourMoves: number, plies: number, keep: readonly number[]): string =>
  `The solver says: you win in ${yourMoveCount(yourMoves)} (${moveCount(plies)} in all). Winning moves: from square ${keep.join(', ')}.`;

export const verdictLoseSpoken = (plies: number): string =>
  `The solver says: you lose with perfect play; the longest resistance lasts ${moveCount(plies)}, counting both sides.`;

/** The solver's verdict on the position, as shown. */
export const verdictWin = (yourMoves: number, plies: number): string =>
  `You win with perfect play, in ${yourMoveCount(yourMoves)} (${moveCount(plies)} in all, counting both sides).`;

export const verdictLose = (plies: number): string =>
  `You lose with perfect play; the longest you can hold out is ${moveCount(plies)}, counting both sides.`;

/** One line of the verdict's list of moves. */
export const verdictMove = (from: number, outcome: 'off' | 'win' | 'loss', plies: number): string =>
  outcome === 'off'
    ? `From square ${from}: leaves the track and loses at once`
    : outcome === 'win'
      ? `From square ${from}: wins in ${moveCount(plies)}`
      : `From square ${from}: loses in ${moveCount(plies)}`;

/** The puzzle's limit, beside who plays what. */
export const puzzleLimit = (limit: number, made: number): string =>
  `Win within ${yourMoveCount(limit)} (${made} made).`;

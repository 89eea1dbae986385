/**
 * The sentences of a Jumping Cups game against the perfect opponent (play page and puzzles), one
 * message per sentence (src/messages/jcmoves/: what the game tells as it goes; jcplay/: what the page shows) with the numbers as parameters, plural-aware
 * ("1 move", "2 moves") through the locale's rules, so a translation replaces whole sentences.
 */
import { m as told } from '../../paraglide/words/jcmoves.ts';
import { m } from '../../paraglide/words/jcplay.ts';

export const solvedIn = (moves: number): string => told.solved_in({ moves });

export const replyForcesWin = (color: 'red' | 'yellow', who: string, moves: number): string => told.reply_forces_win({ color, player: who, moves });

export const replyHoldsOut = (color: 'red' | 'yellow', who: string, plies: number): string => told.reply_holds_out({ color, player: who, plies });

/** The colour decides the form where a language declines the player's name (Russian «красным», Polish «Żółtemu»). */
export const puzzleLetWin = (color: 'red' | 'yellow', who: string, moves: number): string => told.puzzle_let_win({ color, player: who, moves });

export const puzzleTooSlow = (left: number, total: number, limit: number): string => told.puzzle_too_slow({ left, total, limit });

/** The solver's verdict on the position, as announced. */
export const verdictWinSpoken = (yourMoves: number, plies: number, keep: readonly number[]): string =>
  told.verdict_win_spoken({ yours: yourMoves, plies, squares: keep.join(', ') });

export const verdictLoseSpoken = (plies: number): string => told.verdict_lose_spoken({ plies });

/** The solver's verdict on the position, as shown. */
export const verdictWin = (yourMoves: number, plies: number): string => m.verdict_win({ yours: yourMoves, plies });

export const verdictLose = (plies: number): string => m.verdict_lose({ plies });

/** One line of the verdict's list of moves. */
export const verdictMove = (from: number, outcome: 'off' | 'win' | 'loss', plies: number): string =>
  outcome === 'off' ? m.move_off({ from }) : outcome === 'win' ? m.move_wins({ from, plies }) : m.move_loses({ from, plies });

/** The puzzle's limit, beside who plays what. */
export const puzzleLimit = (limit: number, made: number): string => m.puzzle_limit({ limit, made });

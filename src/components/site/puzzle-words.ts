/** The sentences of the puzzle lists, one message per sentence (src/messages/puzzles/), plural-aware. */
import { m } from '../../paraglide/words/puzzles.ts';
import { colorName, playerName } from '../../machines/jumping-cups/cup-words.ts';

/** "14 puzzles in 3 themes." */
export const puzzlesInThemes = (puzzles: number, themes: number): string => m.puzzles_in_themes({ puzzles, themes });

/** A Jumping Cups puzzle's task: "Red to move, win in 1 move." */
export const jcTask = (side: 'red' | 'yellow', moves: number): string => m.jc_task({ color: side, player: playerName(side), moves });

/** The puzzle page's lead: "You play red. Win within 1 move of your own; …". */
export const jcPuzzleLead = (side: 'red' | 'yellow', moves: number): string => m.jc_puzzle_lead({ color: side, colorName: colorName(side), moves });

/** A Balloon Cup cascade puzzle's task, by its goal. */
export const bcTask = (goal: 'win' | 'avoid-losing'): string => (goal === 'win' ? m.cascade_task_win() : m.cascade_task_avoid());

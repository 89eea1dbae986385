/** The sentences of the puzzle lists, one function per sentence, plural-aware. */

/** "1 of 25 solved." */
export const solvedCount = (solved: number, total: number): string => `${solved} of ${total} solved.`;

export const allSolved = (total: number): string => (total === 1 ? 'The puzzle is solved.' : `All ${total} puzzles solved.`);

/** "14 puzzles in 3 themes." */
export const puzzlesInThemes = (puzzles: number, themes: number): string =>
  `${puzzles === 1 ? '1 puzzle' : `${puzzles} puzzles`} in ${themes === 1 ? '1 theme' : `${themes} themes`}.`;

/** A Jumping Cups puzzle's task: "Red to move, win in 1 move." */
export const jcTask = (side: 'red' | 'yellow', moves: number): string =>
  `${side === 'red' ? 'Red' : 'Yellow'} to move, win in ${moves === 1 ? '1 move' : `${moves} moves`}.`;

/** The puzzle page's lead: "Win within 1 move of your own; …". */
export const jcPuzzleLead = (side: 'red' | 'yellow', moves: number): string =>
  `You play ${side}. Win within ${moves === 1 ? '1 move of your own' : `${moves} of your own moves`}; the opponent defends perfectly, and if a move lets it off the hook it shows you why.`;

/** A Balloon Cup cascade puzzle's task, by its goal. */
export const bcTask = (goal: 'win' | 'avoid-losing'): string =>
  goal === 'win' ? 'Force a third trophy in this cascade.' : 'Make sure nobody wins this cascade.';

/**
 * The Balloon Cup table of a game (BoardTable.tsx) with the words of the person at the screen
 * ("Your hand") and of face-down hands (board-words.ts). The rules examples draw
 * BoardTable itself, so their pages carry none of these words.
 */
import { BoardTable } from './BoardTable.tsx';
import type { BoardProps, SeatWords } from './BoardTable.tsx';
import { faceDownText, handLabel, isYou, lastPlacedText } from './board-words.ts';
import { m } from '../../paraglide/words/bcboard.ts';

export { sideKey, tableOf } from './BoardTable.tsx';
export type { BoardProps } from './BoardTable.tsx';

const SEAT: SeatWords = {
  handLabel, lastPlacedText, isYou, faceDownText,
  sideSummaryYou: (params) => m.side_summary_you(params),
};

export function Board(props: BoardProps) {
  return <BoardTable {...props} seat={SEAT} />;
}

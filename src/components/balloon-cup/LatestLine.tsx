/**
 * On a phone "What just happened" sits below the board, the table's facts and the controls, so
 * after each reply its news was off the screen. There, its latest lines also show above the board,
 * in a line that always keeps room for two lines (it never moves the board). Screen readers hear
 * each move from the game's live region and read the full list below, so this copy is hidden from
 * them. A wide screen shows the list beside the board and hides this line.
 */
import type { Player } from '../../engine/balloon-cup/index.ts';
import type { Names, Step } from '../../machines/balloon-cup/story.ts';
import { stepsText } from '../../machines/balloon-cup/story.ts';

export function LatestLine({ told, names, you }: { readonly told: readonly Step[]; readonly names: Names; readonly you: Player | null }) {
  return <p class="bcp-latest" aria-hidden="true" data-latest>{stepsText(told.slice(-2), names, you)}</p>;
}

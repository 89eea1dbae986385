// The small words of Jumping Cups that the boards draw their first view with: sides, cups, stacks,
// finish squares. Its own module so that an island's first render does not load story.ts (the
// machines' sentences about moves, refusals and the game's end, with their words fetched later).
import { isFinishSquare } from '../../engine/jumping-cups/index.ts';
import type { Color, Stack } from '../../engine/jumping-cups/index.ts';
import { m as words } from '../../paraglide/words/jcwords.ts';

/** A side's name as a player ("Red"), for sentences where the side acts. */
export function playerName(color: Color): string {
  return color === 'red' ? words.player_red() : words.player_yellow();
}

/** A cup's color as a word ("red"), for sentences that describe cups. */
export function colorName(color: string): string {
  return color === 'red' ? words.color_red() : words.color_yellow();
}

/** The side to move's name, by color: `NAME.red` is "Red" in the page's language. */
export const NAME: Readonly<Record<Color, string>> = {
  get red() {
    return playerName('red');
  },
  get yellow() {
    return playerName('yellow');
  },
};

/** "red, yellow on top" — a stack read bottom to top, for labels and screen readers. */
export function stackWords(stack: Stack | readonly string[]): string {
  if (stack.length === 0) return words.stack_empty();
  const top = stack.at(-1)!;
  if (stack.length === 1) return words.stack_one({ color: top, colorName: colorName(top) });
  return words.stack_many({ cups: stack.map(colorName).join(', '), top, topName: colorName(top) });
}

export type SquareRole = 'red-finish' | 'yellow-finish' | 'neutral';

/** Whose finish square a square is (a code, for classes). */
export function squareRole(square: number): SquareRole {
  if (isFinishSquare('red', square)) return 'red-finish';
  if (isFinishSquare('yellow', square)) return 'yellow-finish';
  return 'neutral';
}

/** Whose finish square a square is, for labels: "red's finish", "neutral". */
export function squareRoleWords(role: SquareRole): string {
  return role === 'red-finish' ? words.role_red_finish() : role === 'yellow-finish' ? words.role_yellow_finish() : words.role_neutral();
}

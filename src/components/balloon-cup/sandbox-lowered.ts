// The sandbox's sentence for a typed cube count it lowered: what was typed, what was kept, and
// why (the other player holds the rest of that colour). Loaded, with its words, the first time a
// count is lowered, so the sandbox's first load carries neither.
import { CUBES_PER_COLOR } from '../../engine/balloon-cup/components.ts';
import type { Color } from '../../engine/balloon-cup/components.ts';
import { colorName } from '../../machines/balloon-cup/color-words.ts';
import { m } from '../../paraglide/words/cascadesb.ts';

/** "9 became 3: Ben already holds 2 of the 5 gray cubes." */
export function loweredText(color: Color, typed: number, kept: number, other: string, others: number): string {
  return m.sb_cubes_lowered({ typed, kept, other, others, total: CUBES_PER_COLOR[color], colorName: colorName(color) });
}

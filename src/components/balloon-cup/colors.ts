/**
 * How the five Balloon Cup colours are shown: never by hue alone. Each colour has a two-letter
 * code printed on every card and cube, and its full name for screen readers. The fills and inks
 * are CSS tokens (--bc-<color>, --bc-<color>-ink in src/styles/global.css).
 */
import type { Color } from '../../engine/balloon-cup/components.ts';
import { m } from '../../paraglide/words/bcwords.ts';

/** The two-letter code printed on a piece of this colour, in the page's language (English: Gy Bl Gn Ye Rd). */
export function colorCode(color: Color): string {
  return { gray: m.code_gray, blue: m.code_blue, green: m.code_green, yellow: m.code_yellow, red: m.code_red }[color]();
}

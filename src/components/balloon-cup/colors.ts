/**
 * How the five Balloon Cup colours are shown: never by hue alone. Each colour has a two-letter
 * code printed on every card and cube, and its full name for screen readers. The fills and inks
 * are CSS tokens (--bc-<color>, --bc-<color>-ink in src/styles/global.css).
 */
import type { Color } from '../../engine/balloon-cup/components.ts';

export const COLOR_CODE: Readonly<Record<Color, string>> = {
  gray: 'Gy',
  blue: 'Bl',
  green: 'Gn',
  yellow: 'Ye',
  red: 'Rd',
};

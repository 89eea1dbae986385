/**
 * The drawn Jumping Cups pieces, as SVG rendered on the server (a page without JavaScript shows
 * them too). Cups stand mouth down, as in the game, so a cup that lands on another fits over it:
 * a stack is drawn as the top cup whole, with the rim of each cup it covers showing below it,
 * bottom cup lowest. Every cup carries its letter (R, Y) besides its color, and red is dark while
 * yellow is light in both themes, so the two never depend on hue alone.
 *
 * The shapes live once per page in <PieceDefs /> (render it once, anywhere on a page that draws
 * cups); each cup is then a short <use>, never a copy of the path data. Colors come from the
 * --jc-* tokens in src/styles/jumping-cups.css.
 */
import type { JSX } from 'preact';
import '../../styles/jumping-cups.css';
import { m } from '../../paraglide/words/jcwords.ts';

/**
 * Geometry, in SVG units: a cup's width and height, the rim band a covered cup shows. The band is
 * tall enough for its letter to be as large as a whole cup's (13 units: 11 px on a 360 px phone,
 * where a stack is drawn about 31 px wide).
 */
export const CUP_W = 32;
export const CUP_H = 30;
export const BAND = 12;
/** Room above a stack for a lifted cup or the ghost of one landing. */
const HEAD = 6;

type Color = 'red' | 'yellow' | string;
const key = (color: Color) => (color === 'red' ? 'r' : 'y');

/** The shared shapes: a whole cup and a covered cup's rim, per color, plus the ghost outline. */
export function PieceDefs() {
  // Upside-down cup: narrow base on top (x 7–25), wide rim at the bottom (x 1–31).
  const cup = 'M7 1.5h18l6 28H1z';
  const rim = 'M2.6 25h26.8l.8 4H1.8z';
  const band = 'M2.8 0.5h26.4l2.4 11.5H0.4z';
  // Styled by class from src/styles/jumping-cups.css (the page's policy allows no inline
  // styles): rules that match these originals style every <use> copy too, and the copies inherit
  // custom properties from their <use>, which is how a movable or lifted cup changes its outline.
  const shape = (c: 'r' | 'y', letter: string) => (
    <g id={`jc-${c}`} class={`jc-c-${c}`}>
      <path d={cup} class="jc-body" />
      <path d={rim} class="jc-rim" />
      <text x="16" y="19" class="jc-letter">{letter}</text>
    </g>
  );
  const covered = (c: 'r' | 'y', letter: string) => (
    <g id={`jc-${c}b`} class={`jc-c-${c}`}>
      <path d={band} class="jc-body" />
      <text x="16" y="10.9" class="jc-letter">{letter}</text>
    </g>
  );
  return (
    <svg class="jc-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {shape('r', m.letter_red())}
        {shape('y', m.letter_yellow())}
        {covered('r', m.letter_red())}
        {covered('y', m.letter_yellow())}
        <path id="jc-ghost" d={cup} class="jc-ghost" />
      </defs>
    </svg>
  );
}

export interface StackProps {
  /** Bottom to top. */
  readonly stack: readonly string[];
  /** A cup of this color is about to land on top (drawn as a dashed outline). */
  readonly ghost?: Color | null;
  /** Draw room for this many cups even when the stack is lower (rows of squares line up). */
  readonly rows?: number;
}

/** Height in SVG units of a stack drawing with `n` cups (and the head room above). */
export function stackHeight(n: number): number {
  return HEAD + CUP_H + Math.max(0, n - 1) * BAND;
}

/** One square's stack, drawn: covered cups' rims from the bottom up, the top cup whole. */
export function Stack({ stack, ghost = null, rows = 1 }: StackProps): JSX.Element {
  const n = stack.length;
  const shown = Math.max(rows, n + (ghost ? 1 : 0), 1);
  const h = stackHeight(shown);
  const ground = h;
  const parts: JSX.Element[] = [];
  stack.forEach((cup, i) => {
    const top = i === n - 1;
    const rimY = ground - i * BAND;
    parts.push(
      top ? (
        <use key={i} href={`#jc-${key(cup)}`} x="2" y={rimY - CUP_H} class="jc-top" />
      ) : (
        <use key={i} href={`#jc-${key(cup)}b`} x="2" y={rimY - BAND} />
      ),
    );
  });
  if (ghost) parts.push(<use key="g" href="#jc-ghost" x="2" y={ground - n * BAND - CUP_H} class={`jc-ghost-${key(ghost)}`} />);
  return (
    <svg class="jc-stack-art" viewBox={`0 0 36 ${h}`} aria-hidden="true" focusable="false">
      {parts}
    </svg>
  );
}

/** A single cup for prose and legends, the same drawing as on the board. */
export function CupArt({ color }: { color: Color }) {
  return (
    <svg class="jc-cup-art" viewBox="0 0 36 32" aria-hidden="true" focusable="false">
      <use href={`#jc-${key(color)}`} x="2" y="1" />
    </svg>
  );
}

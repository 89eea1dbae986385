/**
 * The drawn Balloon Cup pieces, as Preact components (static HTML on the server, reused inside
 * islands): a balloon card, a cube, rows and counts of cubes, a trophy card, a hop tile's
 * landscape. Each piece shows its colour's code as well as its hue and has a spoken name
 * ("red 7", "2 blue cubes"). Shapes are shared: the balloon, the cup and the landscapes are
 * <symbol>s drawn once per page (piece-defs.tsx); the cube is pure CSS (balloon-cup.css).
 */
import type { ComponentChildren } from 'preact';
import '../../styles/balloon-cup.css';
import { COLORS, TROPHY_COST, cardColor, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color, Terrain } from '../../engine/balloon-cup/components.ts';
import { colorCode } from './colors.ts';
import { Art, SYMBOL } from './piece-defs.tsx';
import { colorName, colorParams, commaList } from '../../machines/balloon-cup/color-words.ts';
import { m } from '../../paraglide/words/bcwords.ts';

/** A balloon card: the balloon in the card's colour, the value large, the colour code. */
export function CardFace({ card, extra }: { card: CardId; extra?: ComponentChildren }) {
  const color = cardColor(card);
  return (
    <span class={`bc-card bc-${color}`}>
      <Art symbol={SYMBOL.balloon} class="bc-card-art" />
      <span class="sr-only">{`${colorName(color)} `}</span>
      <span class="bc-value">{cardValue(card)}</span>
      <span class="bc-code" aria-hidden="true">{colorCode(color)}</span>
      {extra}
    </span>
  );
}

/** One cube, drawn with three faces (CSS), its code on the front face. */
export function CubeMark({ color }: { color: Color }) {
  return (
    <span class={`bc-cube bc-${color}`} role="img" aria-label={m.cube_label(colorParams(color))}>
      <span aria-hidden="true">{colorCode(color)}</span>
    </span>
  );
}

/** Counts colours in a list of cubes and words them: "2 blue, 1 yellow". */
export function describeCubes(cubes: readonly Color[]): string {
  if (cubes.length === 0) return m.no_cubes();
  return commaList(COLORS.map((c) => [c, cubes.filter((x) => x === c).length] as const)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => m.color_count({ count: n, ...colorParams(c) })));
}

/** A row of cubes, read out once as a summary instead of cube by cube. */
export function CubeRow({ cubes }: { cubes: readonly Color[] }) {
  return (
    <span class="bc-cube-row">
      <span class="sr-only">{describeCubes(cubes)}</span>
      {cubes.map((c, i) => (
        <span key={i} class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
      ))}
    </span>
  );
}

/** Cube counts by colour, as a cube and "×3". Colours with none are left out. */
export function CubeCounts({ counts, empty }: { counts: Readonly<Record<Color, number>>; empty?: string }) {
  const shown = COLORS.filter((c) => counts[c] > 0);
  if (shown.length === 0) return <span class="bc-muted">{empty ?? m.none()}</span>;
  return (
    <span class="bc-counts">
      {shown.map((c) => (
        <span key={c} class="bc-count">
          <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
          <span class="sr-only">{m.count_label(colorParams(c))}</span>
          <span class="bc-count-n"><span aria-hidden="true">×</span>{counts[c]}</span>
        </span>
      ))}
    </span>
  );
}

/** A trophy card: the cup in its colour, the code, and its price in cubes of that colour. */
export function TrophyMark({ color }: { color: Color }) {
  const cost = TROPHY_COST[color];
  return (
    <span class={`bc-trophy bc-${color}`}>
      <Art symbol={SYMBOL.cup} class="bc-trophy-art" />
      <span class="bc-code" aria-hidden="true">{colorCode(color)}</span>
      <span class="bc-trophy-cost" aria-hidden="true">{cost}<span class={`bc-cube bc-mini bc-${color}`} /></span>
      <span class="sr-only">{m.trophy_label({ ...colorParams(color), cost })}</span>
    </span>
  );
}

/** The landscape of a hop tile, drawn behind its number and cubes. */
export function Landscape({ terrain }: { terrain: Terrain }) {
  return <Art symbol={terrain === 'mountain' ? SYMBOL.mountain : SYMBOL.flatland} class="bc-land" />;
}

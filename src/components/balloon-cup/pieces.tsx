/**
 * The smallest pieces of the Balloon Cup board, as Preact components (static HTML on the server,
 * reused inside islands): a card, a cube, a row of cubes, a trophy. Each shows its colour's code
 * as well as its hue and has a spoken name ("red 7", "2 blue cubes").
 */
import type { ComponentChildren } from 'preact';
import '../../styles/balloon-cup.css';
import { COLORS, TROPHY_COST, cardColor, cardValue } from '../../engine/balloon-cup/components.ts';
import type { CardId, Color } from '../../engine/balloon-cup/components.ts';
import { COLOR_CODE } from './colors.ts';

export function CardFace({ card, extra }: { card: CardId; extra?: ComponentChildren }) {
  const color = cardColor(card);
  return (
    <span class={`bc-card bc-${color}`}>
      <span class="bc-code" aria-hidden="true">{COLOR_CODE[color]}</span>
      <span class="sr-only">{color} </span>
      <span class="bc-value">{cardValue(card)}</span>
      {extra}
    </span>
  );
}

export function CubeMark({ color }: { color: Color }) {
  return (
    <span class={`bc-cube bc-${color}`} role="img" aria-label={`${color} cube`}>
      <span aria-hidden="true">{COLOR_CODE[color]}</span>
    </span>
  );
}

/** Counts colours in a list of cubes and words them: "2 blue, 1 yellow". */
export function describeCubes(cubes: readonly Color[]): string {
  if (cubes.length === 0) return 'no cubes';
  return COLORS.map((c) => [c, cubes.filter((x) => x === c).length] as const)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => `${n} ${c}`)
    .join(', ');
}

/** A row of cubes, read out once as a summary instead of cube by cube. */
export function CubeRow({ cubes }: { cubes: readonly Color[] }) {
  return (
    <span class="bc-cube-row">
      <span class="sr-only">{describeCubes(cubes)}</span>
      {cubes.map((c, i) => (
        <span key={i} class={`bc-cube bc-${c}`} aria-hidden="true">{COLOR_CODE[c]}</span>
      ))}
    </span>
  );
}

/** Cube counts by colour, as "Bl ×3" badges. Colours with none are left out. */
export function CubeCounts({ counts, empty = 'none' }: { counts: Readonly<Record<Color, number>>; empty?: string }) {
  const shown = COLORS.filter((c) => counts[c] > 0);
  if (shown.length === 0) return <span class="bc-muted">{empty}</span>;
  return (
    <span class="bc-counts">
      {shown.map((c) => (
        <span key={c} class="bc-count">
          <span class={`bc-cube bc-${c}`} aria-hidden="true">{COLOR_CODE[c]}</span>
          <span class="sr-only">{c}: </span>
          <span class="bc-count-n"><span aria-hidden="true">×</span>{counts[c]}</span>
        </span>
      ))}
    </span>
  );
}

export function TrophyMark({ color, owner }: { color: Color; owner?: string }) {
  return (
    <span class={`bc-trophy bc-${color}`}>
      <span class="bc-code" aria-hidden="true">{COLOR_CODE[color]}</span>
      <span class="bc-trophy-text">{color} trophy{owner ? ` · ${owner}` : ''} <span class="bc-trophy-cost">({TROPHY_COST[color]})</span></span>
    </span>
  );
}

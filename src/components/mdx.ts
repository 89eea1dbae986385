/**
 * Everything an MDX chapter may use, in one place (Starlight habit). Chapter pages pass this map
 * as `<Content components={mdxComponents} />`, so MDX files need no import lines:
 *
 *   <Example id="ex-mountain-higher-wins">Explanation shown under the board.</Example>
 *   <Callout title="Why it matters">…</Callout>
 *   <Chip color="red" value={7} />  <Cube color="blue" />  <ColorKey />
 *
 * h2 and h3 become anchored headings (a "#" link with an accessible label).
 * Jumping Cups chapters can spread this map and add their own Example component.
 */
import Example from './balloon-cup/Example.astro';
import ColorKey from './balloon-cup/ColorKey.astro';
import Chip from './balloon-cup/Chip.astro';
import Cube from './balloon-cup/Cube.astro';
import Callout from './site/Callout.astro';
import H2 from './site/H2.astro';
import H3 from './site/H3.astro';

// H2/H3 by name too: a translated chapter's headings carry the English anchor (heading-anchors.mjs).
export const mdxComponents = { Example, ColorKey, Chip, Cube, Callout, h2: H2, h3: H3, H2, H3 };

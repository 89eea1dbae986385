/**
 * What a Jumping Cups MDX chapter may use: the site's shared components (anchored headings,
 * Callout) with this game's <Example id="ex-…"> and <Cup color="red" />.
 */
import Callout from '../site/Callout.astro';
import H2 from '../site/H2.astro';
import H3 from '../site/H3.astro';
import CupMark from './CupMark.astro';
import Example from './Example.astro';

export const jumpingCupsMdx = { Example, Cup: CupMark, Callout, h2: H2, h3: H3, H2, H3 };

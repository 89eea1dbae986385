/**
 * Words for an example's position that the engine refused (its facts, result.ts PositionProblem):
 * a tile out of the game that the bag could still refill in detail, any other refusal in one
 * sentence. Used by the build (Example.astro), so no island carries these sentences.
 */
import type { GoneTileFault } from '../../engine/balloon-cup/index.ts';
import type { Checked } from '../../machines/balloon-cup/engine.ts';
import { m } from '../../paraglide/words/bcpage.ts';

export function goneTileWords(fault: GoneTileFault): string {
  const said = (fault.cubeLimit ? m.tile_gone_limit : m.tile_gone)({ tile: fault.tile, count: fault.cubes });
  return fault.returned > 0 ? said + m.tile_gone_returned({ count: fault.returned }) : said;
}

/**
 * A checked example with its problem in the page's words: a gone tile with its facts, any other
 * refusal in one plain sentence (only a content author's fault shows one, and the build's warning
 * names its facts: Example.astro), so no field path or code reaches a reader.
 */
export function explained(checked: Checked): Checked {
  if (checked.fault) return { ...checked, problem: goneTileWords(checked.fault) };
  return checked.problem === null ? checked : { ...checked, problem: m.position_impossible() };
}

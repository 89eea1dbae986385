/**
 * Words for an example's position that the engine refused, where the engine gives facts rather
 * than only its message: a tile out of the game that the bag could still refill. Said in the
 * page's language; any other refusal keeps the engine's message, which names the field at fault.
 * Used by the build (Example.astro), so no island carries these sentences.
 */
import type { GoneTileFault } from '../../engine/balloon-cup/index.ts';
import type { Checked } from '../../machines/balloon-cup/engine.ts';
import { m } from '../../paraglide/words/bcpage.ts';

export function goneTileWords(fault: GoneTileFault): string {
  const said = (fault.cubeLimit ? m.tile_gone_limit : m.tile_gone)({ tile: fault.tile, count: fault.cubes });
  return fault.returned > 0 ? said + m.tile_gone_returned({ count: fault.returned }) : said;
}

/** A checked example with its problem in the page's words where the engine gave facts. */
export function explained(checked: Checked): Checked {
  return checked.fault ? { ...checked, problem: goneTileWords(checked.fault) } : checked;
}

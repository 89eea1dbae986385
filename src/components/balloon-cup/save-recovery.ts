// What can be brought back from a saved game that could not be read because it was cut: the moves
// before the cut, as a save the page can resume when the person asks. Loaded with the game's code.
import { recoverRecord } from '../../engine/balloon-cup/record.ts';
import { SAVE_VERSION } from '../../machines/balloon-cup/game.ts';

/** The record inside a save (and its names), even when the save's own text was cut after it began. */
function recordIn(text: string): { g: string | null; n?: unknown } {
  try {
    const data = JSON.parse(text) as { g?: unknown; n?: unknown } | null;
    return { g: typeof data?.g === 'string' ? data.g : null, n: data?.n };
  } catch {
    // A save cut inside its record: the record's first part.
    return { g: /^\{"v":\d+,"g":"([^"\\]*)/.exec(text)?.[1] ?? null };
  }
}

export function recoverSave(text: string): { readonly moves: number; readonly save: string; readonly reason: 'cut' | 'lost' } | null {
  const { g, n } = recordIn(text);
  const recovered = g === null ? null : recoverRecord(g);
  if (!recovered) return null;
  // The players' names come along when the save still has them (the game reads them or not).
  const save = JSON.stringify({ v: SAVE_VERSION, g: recovered.text, ...(n === undefined ? {} : { n }) });
  return { moves: recovered.game.record.moves.length, save, reason: recovered.reason };
}

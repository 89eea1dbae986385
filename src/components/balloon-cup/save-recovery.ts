// What can be brought back from a saved game that could not be read because it was cut: the moves
// before the cut, as a save the page can resume when the person asks. Loaded with the game's code.
import { recoverRecord } from '../../engine/balloon-cup/record.ts';
import { SAVE_VERSION } from '../../machines/balloon-cup/game.ts';

/** The record inside a save, even when the save's own text was cut after it began. */
function recordIn(text: string): string | null {
  try {
    const data: unknown = JSON.parse(text);
    const g = (data as { g?: unknown } | null)?.g;
    return typeof g === 'string' ? g : null;
  } catch {
    // A save cut inside its record: the record's first part.
    return /^\{"v":\d+,"g":"([^"\\]*)/.exec(text)?.[1] ?? null;
  }
}

export function recoverSave(text: string): { readonly moves: number; readonly save: string } | null {
  const g = recordIn(text);
  const recovered = g === null ? null : recoverRecord(g);
  if (!recovered) return null;
  return { moves: recovered.game.record.moves.length, save: JSON.stringify({ v: SAVE_VERSION, g: recovered.text }) };
}

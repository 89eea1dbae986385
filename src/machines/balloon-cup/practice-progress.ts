// How far a player has practised a reviewed game's marked moves, as facts kept in storage (the
// page writes the text, storage.ts): for each game, by its key, the moves practised and whether a
// good move was found. Small and pure, so the review's chart reads it without the practice's code.
import type { Move } from '../../engine/balloon-cup/state.ts';

/** A practised mark: a move accepted ('solved') or, so far, only misses ('missed'). */
export type Outcome = 'solved' | 'missed';
/** Outcomes by the move's index in the game. */
export type Progress = Readonly<Record<number, Outcome>>;

/** Games whose progress is kept; the oldest are dropped beyond it. */
export const KEPT_GAMES = 20;

/** A game's key: its number, its length and a hash of its moves (two games never share one in practice). */
export function gameKey(seed: number, moves: readonly Move[]): string {
  const text = JSON.stringify(moves);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${seed >>> 0}.${moves.length}.${h.toString(36)}`;
}

type Stored = Record<string, Record<string, Outcome>>;

function parse(text: string | null): Stored {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Stored = {};
    for (const [key, marks] of Object.entries(value as Record<string, unknown>)) {
      if (!marks || typeof marks !== 'object' || Array.isArray(marks)) continue;
      const kept: Record<string, Outcome> = {};
      for (const [index, outcome] of Object.entries(marks as Record<string, unknown>)) {
        if (/^\d+$/.test(index) && (outcome === 'solved' || outcome === 'missed')) kept[index] = outcome;
      }
      out[key] = kept;
    }
    return out;
  } catch {
    return {};
  }
}

/** The progress of game `key` in the stored text (none when the text is missing or unreadable). */
export function readProgress(text: string | null, key: string): Progress {
  const marks = parse(text)[key] ?? {};
  return Object.fromEntries(Object.entries(marks).map(([index, outcome]) => [Number(index), outcome]));
}

/** The stored text with game `key`'s progress set (it becomes the newest game kept). */
export function writeProgress(text: string | null, key: string, progress: Progress): string {
  const all = parse(text);
  delete all[key];
  all[key] = Object.fromEntries(Object.entries(progress).map(([index, outcome]) => [String(index), outcome]));
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_GAMES))) delete all[old];
  return JSON.stringify(all);
}

// The replay page's keys, heard on the whole page from the moment it loads (not only while focus
// is inside the replay): → and ← step, Home and End go to either end. A key typed into a field,
// or pressed with a modifier, is left to the browser. Where a step leads, and what is said, is the
// replays' one cursor (src/machines/balloon-cup/replay-cursor.ts).
import type { ReplayStep } from '../../machines/balloon-cup/replay-cursor.ts';

const STEPS: Readonly<Record<string, ReplayStep>> = {
  ArrowRight: 'next',
  ArrowLeft: 'prev',
  Home: 'first',
  End: 'last',
};

/** The step a key asks for, or null when the key is not the replay's. */
export function replayStep(event: KeyboardEvent): ReplayStep | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, select, textarea, [contenteditable], [data-roving]')) return null;
  return STEPS[event.key] ?? null;
}

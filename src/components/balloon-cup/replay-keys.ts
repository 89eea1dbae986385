// The replay page's keys, heard on the whole page from the moment it loads (not only while focus
// is inside the replay): → and ← step, Home and End go to either end. A key typed into a field,
// or pressed with a modifier, is left to the browser.
const STEPS: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

export type ReplayStep = (typeof STEPS)[string];

/** The step a key asks for, or null when the key is not the replay's. */
export function replayStep(event: KeyboardEvent): ReplayStep | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, select, textarea, [contenteditable], [data-roving]')) return null;
  return STEPS[event.key] ?? null;
}

/** The move a step leads to from `at`, kept within 0…total. */
export function stepTo(step: ReplayStep, at: number, total: number): number {
  const to = step === 'next' ? at + 1 : step === 'previous' ? at - 1 : step === 'first' ? 0 : total;
  return Math.max(0, Math.min(total, to));
}

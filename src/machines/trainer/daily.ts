// The daily puzzle and Streak's order, both chosen from fixed inputs (no clock, no Math.random):
// everyone gets the same puzzle on a date, computed offline in the browser.

/** FNV-1a of a text: a small, fixed hash, the same on every device. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The day's puzzle: `date` as YYYY-MM-DD (the reader's calendar day), `ids` in collection order. */
export function dailyPuzzle(date: string, ids: readonly string[]): string {
  if (ids.length === 0) throw new Error('no puzzles');
  return ids[hash(`daily:${date}`) % ids.length]!;
}

/** A date's YYYY-MM-DD in the reader's own calendar. */
export function calendarDay(now: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

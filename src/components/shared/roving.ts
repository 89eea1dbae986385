// Arrow keys inside a group of buttons, as on a game board: a group marked `data-roving` is one
// Tab stop (its items carry tabindex 0 for the stop, -1 for the rest, set by the island), and
// the arrow keys move focus to the nearest enabled button in that direction, by where the
// buttons are drawn: along a hand that wraps onto two lines, across tile sides (left and right
// along the tiles, up and down between the two players' sides), along a row of claim choices.
// Home and End go to the first and last. Enter and Space are the buttons' own.
const STEP: Record<string, readonly [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/** Handles an arrow, Home or End key inside a roving group; true when it moved focus. */
export function rove(event: KeyboardEvent): boolean {
  const from = event.target as HTMLElement;
  const group = from.closest?.<HTMLElement>('[data-roving]');
  if (!group || event.altKey || event.ctrlKey || event.metaKey) return false;
  const items = [...group.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.disabled);
  const at = items.indexOf(from as HTMLButtonElement);
  if (at < 0) return false;
  let to: HTMLElement | undefined;
  if (event.key === 'Home') to = items[0];
  else if (event.key === 'End') to = items[items.length - 1];
  else {
    const step = STEP[event.key];
    if (!step) return false;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2] as const;
    };
    const [x, y] = box(from);
    let best = Infinity;
    for (const item of items) {
      const [ix, iy] = box(item);
      const along = (ix - x) * step[0] + (iy - y) * step[1];
      if (along <= 1) continue;
      // Prefer the same line: distance across the direction counts three times.
      const score = along + 3 * Math.abs((ix - x) * step[1] + (iy - y) * step[0]);
      if (score < best) [best, to] = [score, item];
    }
    // Left and right run on along a hand that wraps: past the end of a line, the next item in order.
    if (!to && step[1] === 0) to = items[at + step[0]];
  }
  event.preventDefault();
  if (to && to !== from) {
    for (const item of items) item.tabIndex = item === to ? 0 : -1;
    to.focus();
  }
  return true;
}

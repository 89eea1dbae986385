// Keyboard focus for islands whose controls change under the reader: when `key` (the island's
// state) changes and focus was inside the island (or nowhere), move it to `target`, the next thing
// to do. Focus elsewhere on the page is never taken.
// A layout effect, so focus moves in the same task that puts the new controls in the page: with a
// plain effect (run after paint) a quick Tab could land on a new control and then be yanked back.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export interface FocusFollowsOptions {
  /** Leave focus where it is while that control is still there and enabled. */
  readonly keepUsable?: boolean;
  /** Move focus without scrolling (the island keeps itself in view its own way). */
  readonly preventScroll?: boolean;
}

export function useFocusFollows(
  root: RefObject<HTMLElement>,
  key: string,
  target: (island: HTMLElement) => HTMLElement | null | undefined,
  options: FocusFollowsOptions = {},
): void {
  const last = useRef(key);
  useLayoutEffect(() => {
    if (last.current === key) return;
    last.current = key;
    const island = root.current;
    const active = document.activeElement;
    if (!island || (active && active !== document.body && !island.contains(active))) return;
    if (options.keepUsable && active && island.contains(active) && active.isConnected && !(active as HTMLButtonElement).disabled) return;
    target(island)?.focus({ preventScroll: options.preventScroll ?? false });
  });
}

// Arrow keys inside a group of buttons, as on a game board: a group marked `data-roving` is one
// Tab stop (its items carry tabindex 0 for the stop, -1 for the rest, set by the island), and
// the arrow keys move focus within it. Items run in reading order; `data-roving="2"` says they
// come in columns of two (a tile's two sides), so left and right move along the tiles and up and
// down between the two sides of one tile. Home and End go to the first and last. Enter and Space
// are the buttons' own.
const MOVES: Record<string, number> = { ArrowRight: 1, ArrowDown: 0.5, ArrowLeft: -1, ArrowUp: -0.5 };

/** Handles an arrow, Home or End key inside a roving group; true when the key was its. */
export function rove(event: KeyboardEvent): boolean {
  const from = event.target as HTMLButtonElement;
  const group = from.closest?.<HTMLElement>('[data-roving]');
  const items = [...(group?.querySelectorAll('button') ?? [])].filter((b) => !b.disabled);
  const at = items.indexOf(from);
  const move = MOVES[event.key];
  if (at < 0 || event.altKey || event.ctrlKey || event.metaKey || (move === undefined && event.key !== 'Home' && event.key !== 'End')) return false;
  const columns = Number(group!.dataset.roving) || 1;
  // Across columns a step is a whole column; within one (up, down) a single item.
  const within = columns > 1 && !!move && move % 1 !== 0;
  const next = move === undefined ? (event.key === 'Home' ? 0 : items.length - 1) : at + Math.sign(move) * (within ? 1 : columns);
  const to = within && Math.floor(next / columns) !== Math.floor(at / columns) ? undefined : items[next];
  event.preventDefault();
  if (to) {
    for (const item of items) item.tabIndex = item === to ? 0 : -1;
    to.focus();
  }
  return true;
}

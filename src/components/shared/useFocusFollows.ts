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
    target(island)?.focus();
  });
}

// The play page keeps the game on the screen: after a move (or when the game first appears), if
// the prompt and buttons at the top or the person's hand and choices at the bottom have left the
// screen, or sit under the sticky header, the game is scrolled once so its top rests just below
// the header (its CSS scroll-margin-top). Nothing moves while all of it is already in view, and a
// reader who has gone elsewhere on the page (focus outside the game) is left alone.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** The bottom edge of the header when it stays on screen (sticky or fixed), else 0. */
function headerBottom(): number {
  const header = document.querySelector('.site-header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** True when every element lies between the header and the bottom of the screen. */
export function allInView(elements: readonly Element[]): boolean {
  const top = headerBottom();
  return elements.every((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= top && box.bottom <= window.innerHeight;
  });
}

export function useKeepInView(
  root: RefObject<HTMLElement>,
  key: string,
  parts: (island: HTMLElement) => readonly (Element | null)[],
): void {
  const last = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (last.current === key) return;
    const first = last.current === null;
    last.current = key;
    const island = root.current;
    if (!island) return;
    const active = document.activeElement;
    if (!first && active && active !== document.body && !island.contains(active)) return;
    const shown = parts(island).filter((el): el is Element => el !== null);
    if (shown.length === 0 || allInView(shown)) return;
    island.scrollIntoView({ block: 'start', behavior: 'instant' });
  });
}

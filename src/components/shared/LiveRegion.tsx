/**
 * A polite live region for game events: screen readers read each new `message` once.
 * `n` must change with every announcement (machines keep a counter), so the same sentence
 * said twice is read twice. Render it from the first (server) render on, empty, so the region
 * exists before anything is announced. Visually hidden; show the same text on screen yourself.
 * Empty, it holds no text node at all (not an empty one: Preact writes an empty text again on
 * every render, which makes the browser lay the page out again).
 */
export function LiveRegion({ message, n }: { message: string; n: number }) {
  return (
    <div class="sr-only" aria-live="polite" aria-atomic="true">
      {message ? `${message}${n % 2 === 1 ? '\u00a0' : ''}` : null}
    </div>
  );
}

/**
 * The drawings every Balloon Cup piece shares, as SVG <symbol>s rendered once per page (by
 * BaseLayout on Balloon Cup pages and the home page). Pieces refer to them with
 * <use href="#bc-…">, so a board of forty cards carries forty short references, not forty copies
 * of the path data. Colours come from CSS (classes bcs-*, in balloon-cup.css: the site's
 * Content-Security-Policy allows no style attributes) and custom properties inherited through
 * <use>: --fill (the piece's colour), --piece-line (outline), --bc-rock and --bc-field (landscapes).
 * Kept apart from pieces.tsx so the layout does not pull the board's stylesheet into every page.
 */
export const SYMBOL = {
  balloon: 'bc-s-balloon',
  cup: 'bc-s-cup',
  mountain: 'bc-s-mountain',
  flatland: 'bc-s-flatland',
} as const;

export function PieceDefs() {
  return (
    <svg class="bc-defs" aria-hidden="true" focusable="false" width="0" height="0">
      <symbol id={SYMBOL.balloon} viewBox="0 0 20 27">
        <path d="M10 1C4.6 1 1 5 1 9.8c0 4.4 3.3 7.8 6.4 9.6h5.2C15.7 17.6 19 14.2 19 9.8 19 5 15.4 1 10 1z" class="bcs-env" />
        <path d="M10 1.6c-2.6 2.7-3 13.2-1.6 17.6M10 1.6c2.6 2.7 3 13.2 1.6 17.6M1.6 9h16.8" class="bcs-gore" />
        <path d="M7.6 19.6l.9 2.8M12.4 19.6l-.9 2.8" class="bcs-rope" />
        <rect x="8" y="22.3" width="4" height="3.6" rx=".7" class="bcs-basket" />
      </symbol>
      <symbol id={SYMBOL.cup} viewBox="0 0 20 22">
        <path d="M5 1.5h10v5.2a5 5 0 0 1-10 0zM5 3.5H2.2c0 3.2 1.2 4.8 3.3 5.3M15 3.5h2.8c0 3.2-1.2 4.8-3.3 5.3M8.6 11.4h2.8l.6 4.6H8zM5.5 16h9v4.5h-9z" class="bcs-env bcs-cup" />
      </symbol>
      <symbol id={SYMBOL.mountain} viewBox="0 0 60 30" preserveAspectRatio="xMidYMax slice">
        <path d="M0 30V21l9-9 6 6 10-14 9 11 6-5 11 12 9-3v11z" class="bcs-rock" />
        <path d="M25 4l-4.4 6.2 2.4-1 2 1.6 2-1.4 2 .9zM40 10l-3 2.6 1.5-.3 1.5 1 1.5-.8 1.4.5z" class="bcs-snow" />
        <path d="M0 30v-4c12-3 22 1 33-1s19-3 27 0v5z" class="bcs-field" />
      </symbol>
      <symbol id={SYMBOL.flatland} viewBox="0 0 60 30" preserveAspectRatio="xMidYMax slice">
        <path d="M0 30V19c10-3 20-2 30 0s20 2 30-1v12z" class="bcs-field bcs-far" />
        <path d="M0 30v-7c12-2 24 1 36-.5S54 20 60 22v8z" class="bcs-field" />
      </symbol>
    </svg>
  );
}

/** A reference to one shared drawing, decorative (the piece around it carries the words). */
export function Art({ symbol, class: cls }: { symbol: string; class: string }) {
  return (
    <svg class={cls} aria-hidden="true">
      <use href={`#${symbol}`} />
    </svg>
  );
}

/**
 * Which preview picture a page shares with (src/pages/og/): a puzzle page names its own; any
 * other page gets its game's card, or the site's. Paths only; BaseLayout makes them absolute.
 */
export const SHARE_IMAGE_ALT = {
  site: 'Cup Games: Balloon Cup and Jumping Cups, rules, examples and puzzles',
  'balloon-cup': 'Balloon Cup on Cup Games: rules, examples and trophy-claim puzzles',
  'jumping-cups': 'Jumping Cups on Cup Games: rules, examples and win-in-N puzzles',
} as const;

export function shareImageFor(pathname: string): { src: string; alt: string } {
  for (const game of ['balloon-cup', 'jumping-cups'] as const) {
    if (pathname.startsWith(`/${game}/`)) return { src: `/og/${game}.png`, alt: SHARE_IMAGE_ALT[game] };
  }
  return { src: '/og/site.png', alt: SHARE_IMAGE_ALT.site };
}

/** A puzzle page's own picture: its position as the puzzle starts. */
export function puzzleShareImage(game: 'balloon-cup' | 'jumping-cups', id: string, title: string): { src: string; alt: string } {
  return { src: `/og/${game}/puzzles/${id}.png`, alt: `The position of the puzzle “${title}”` };
}

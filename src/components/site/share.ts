/**
 * Which preview picture a page shares with (src/pages/og/): a puzzle page names its own; any
 * other page gets its game's card, or the site's. Paths only; BaseLayout makes them absolute.
 */
import { m } from '../../paraglide/words/shell.ts';
import { BASE_LOCALE, currentLocale } from '../../i18n/runtime.ts';
import { pathWithoutLocale } from '../../i18n/routes.ts';

/** A picture in the page's language: /og/<name>.png in English, /og/<locale>/<name>.png otherwise. */
export function shareImagePath(name: string, locale = currentLocale()): string {
  return locale === BASE_LOCALE ? `/og/${name}.png` : `/og/${locale}/${name}.png`;
}

/** The pictures' text alternatives, in the page's language. */
export const SHARE_IMAGE_ALT = {
  site: () => m.share_alt_site(),
  'balloon-cup': () => m.share_alt_balloon_cup(),
  'jumping-cups': () => m.share_alt_jumping_cups(),
} as const;

export function shareImageFor(pathname: string): { src: string; alt: string } {
  const path = pathWithoutLocale(pathname);
  for (const game of ['balloon-cup', 'jumping-cups'] as const) {
    if (path.startsWith(`/${game}/`)) return { src: shareImagePath(game), alt: SHARE_IMAGE_ALT[game]() };
  }
  return { src: shareImagePath('site'), alt: SHARE_IMAGE_ALT.site() };
}

/** A puzzle page's own picture: its position as the puzzle starts. */
export function puzzleShareImage(game: 'balloon-cup' | 'jumping-cups', id: string, title: string): { src: string; alt: string } {
  return { src: shareImagePath(`${game}/puzzles/${id}`), alt: m.share_alt_puzzle({ title }) };
}

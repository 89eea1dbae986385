/**
 * Site-wide navigation: the one list the header renders, one group per game (its overview, then
 * its sections). New sections are added here rather than hard-coded in pages.
 * `match` is the path prefix that marks the entry as the current section.
 */
import { m } from '../../paraglide/words/shell.ts';

export interface NavItem {
  /** The English address (BaseLayout writes it in the page's locale with localHref). */
  readonly href: string;
  /** The entry's words, in the page's language. */
  readonly label: string;
  readonly match: string;
}

export interface NavGroup {
  readonly game: NavItem;
  readonly items: readonly NavItem[];
}

function item(href: string, label: () => string): NavItem {
  return { href, match: href, get label() { return label(); } };
}

export const NAV: readonly NavGroup[] = [
  {
    game: item('/balloon-cup/', () => m.game_balloon_cup()),
    items: [
      item('/balloon-cup/rules/', () => m.nav_rules()),
      item('/balloon-cup/play/', () => m.nav_play()),
      item('/balloon-cup/puzzles/', () => m.nav_puzzles()),
      item('/balloon-cup/quick-reference/', () => m.nav_quick_reference()),
    ],
  },
  {
    game: item('/jumping-cups/', () => m.game_jumping_cups()),
    items: [
      item('/jumping-cups/rules/', () => m.nav_rules()),
      item('/jumping-cups/play/', () => m.nav_play()),
      item('/jumping-cups/puzzles/', () => m.nav_puzzles()),
      item('/jumping-cups/quick-reference/', () => m.nav_quick_reference()),
    ],
  },
];

export function currentSection(pathname: string): NavItem | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  let best: NavItem | undefined;
  for (const item of NAV.flatMap((group) => [group.game, ...group.items])) {
    if (path.startsWith(item.match) && (!best || item.match.length > best.match.length)) best = item;
  }
  return best;
}

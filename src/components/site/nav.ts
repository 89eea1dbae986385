/**
 * Site-wide navigation: the one list the header renders, one group per game (its overview, then
 * its sections). New sections are added here rather than hard-coded in pages.
 * `match` is the path prefix that marks the entry as the current section.
 */
export interface NavItem {
  readonly href: string;
  readonly label: string;
  readonly match: string;
}

export interface NavGroup {
  readonly game: NavItem;
  readonly items: readonly NavItem[];
}

export const NAV: readonly NavGroup[] = [
  {
    game: { href: '/balloon-cup/', label: 'Balloon Cup', match: '/balloon-cup/' },
    items: [
      { href: '/balloon-cup/rules/', label: 'Rules', match: '/balloon-cup/rules/' },
      { href: '/balloon-cup/play/', label: 'Play', match: '/balloon-cup/play/' },
      { href: '/balloon-cup/puzzles/', label: 'Puzzles', match: '/balloon-cup/puzzles/' },
      { href: '/balloon-cup/quick-reference/', label: 'Quick reference', match: '/balloon-cup/quick-reference/' },
    ],
  },
  {
    game: { href: '/jumping-cups/', label: 'Jumping Cups', match: '/jumping-cups/' },
    items: [
      { href: '/jumping-cups/rules/', label: 'Rules', match: '/jumping-cups/rules/' },
      { href: '/jumping-cups/play/', label: 'Play', match: '/jumping-cups/play/' },
      { href: '/jumping-cups/puzzles/', label: 'Puzzles', match: '/jumping-cups/puzzles/' },
      { href: '/jumping-cups/quick-reference/', label: 'Quick reference', match: '/jumping-cups/quick-reference/' },
    ],
  },
];

/** The nav entry a path belongs to: the longest matching prefix (so /balloon-cup/rules/x is "Rules"). */
export function currentSection(pathname: string): NavItem | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  let best: NavItem | undefined;
  for (const item of NAV.flatMap((group) => [group.game, ...group.items])) {
    if (path.startsWith(item.match) && (!best || item.match.length > best.match.length)) best = item;
  }
  return best;
}

/**
 * Site-wide navigation: the one list the header renders. Other helpers add their sections here
 * (Jumping Cups, puzzles) rather than hard-coding links in their pages.
 * `match` is the path prefix that marks the entry as the current section.
 */
export interface NavItem {
  readonly href: string;
  readonly label: string;
  readonly match: string;
}

export const NAV: readonly NavItem[] = [
  { href: '/balloon-cup/', label: 'Balloon Cup', match: '/balloon-cup/' },
  { href: '/balloon-cup/rules/', label: 'Rules', match: '/balloon-cup/rules/' },
  { href: '/balloon-cup/quick-reference/', label: 'Quick reference', match: '/balloon-cup/quick-reference/' },
  { href: '/balloon-cup/puzzles/', label: 'Puzzles', match: '/balloon-cup/puzzles/' },
  { href: '/jumping-cups/', label: 'Jumping Cups', match: '/jumping-cups/' },
];

/** The nav entry a path belongs to: the longest matching prefix (so /balloon-cup/rules/x is "Rules"). */
export function currentSection(pathname: string): NavItem | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  let best: NavItem | undefined;
  for (const item of NAV) {
    if (path.startsWith(item.match) && (!best || item.match.length > best.match.length)) best = item;
  }
  return best;
}

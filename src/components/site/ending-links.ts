// The endings' addresses, apart from the collection (endings.ts bundles every ending), so an
// island can name its list (where the solves are kept) without carrying the data.
export const ENDINGS_BASE = '/balloon-cup/puzzles/endings/';

export function endingHref(id: string): string {
  return `${ENDINGS_BASE}${id}/`;
}

// The open-hands endings as the pages read them: the generated collection
// (public/trainer/balloon-cup-endings/, `npm run puzzles:generate`), bundled at build time, in the
// collection's order; the unit tests prove every one (tests/unit/endings/).
import type { MinedEnding } from '../../engine/balloon-cup/ending-mine.ts';

export { ENDINGS_BASE, endingHref } from './ending-links.ts';

const files = import.meta.glob<MinedEnding[]>('../../../public/trainer/balloon-cup-endings/[0-9]*.json', { eager: true, import: 'default' });

/** Every ending, chunk files in number order. */
export function allEndings(): MinedEnding[] {
  const number = (path: string): number => Number(/(\d+)\.json$/.exec(path)![1]);
  return Object.keys(files).sort((a, b) => number(a) - number(b)).flatMap((path) => files[path]!);
}

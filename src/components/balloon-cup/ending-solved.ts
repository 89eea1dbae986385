// Keeps a solved open-hands ending in this browser's progress (progress.ts, under the endings'
// list path), so the list marks it as the other puzzle lists mark theirs. EndingIsland loads this
// with the first solve: the page's first load carries no storage code, and progress.ts stays the
// one chunk the other pages import statically.
import { ENDINGS_BASE } from '../site/ending-links.ts';
import { notSavedText, notifyProgressChanged, setDone } from '../site/progress.ts';

/** Marks `id` solved; says in words when the mark could not be kept. */
export function keepSolved(id: string): string | null {
  const notSaved = notSavedText(setDone(ENDINGS_BASE, id, true));
  notifyProgressChanged();
  return notSaved;
}

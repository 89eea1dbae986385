/** A chapter's progress mark ("2/3", "✓"), with what a screen reader says instead, as a message. */
import { m } from '../../paraglide/words/progress.ts';
import type { Part } from '../shared/rich.ts';

/** The mark for `done` of `total` examples; null when nothing is done yet. */
export function chapterMark(done: number, total: number): Part[] | null {
  if (total === 0 || done === 0) return null;
  return done >= total ? m.chapter_mark_all.parts() : m.chapter_mark_some.parts({ done, total });
}

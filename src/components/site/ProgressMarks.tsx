/**
 * The progress marks of a chapter list rendered on the server (ChapterCards.astro): fills each
 * `[data-chapter] [data-chapter-mark]` from the progress kept in this browser, as the chapter
 * sidebar does (chapter-progress.ts), and follows later changes. Draws nothing itself.
 */
import { useEffect } from 'preact/hooks';
import { initChapterProgress } from './chapter-progress.ts';

export default function ProgressMarks() {
  useEffect(() => initChapterProgress(), []);
  return null;
}

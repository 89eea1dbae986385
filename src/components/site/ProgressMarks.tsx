/**
 * The progress marks of a chapter list rendered on the server (ChapterCards.astro): fills each
 * `[data-chapter] [data-chapter-mark]` from the progress kept in this browser, as the chapter
 * sidebar does (chapter-progress.ts), and follows later changes. The list itself comes from the
 * server as the island's children and is shown as it is.
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { initChapterProgress } from './chapter-progress.ts';

export default function ProgressMarks({ children }: { children?: ComponentChildren }) {
  useEffect(() => initChapterProgress(), []);
  return <>{children}</>;
}

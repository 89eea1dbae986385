/**
 * The sentences a reader meets about what this browser keeps for them (progress marks, puzzles
 * solved, saved games): each a whole message (src/messages/notices/), so it can be translated as one.
 */
import type { SaveResult } from './storage.ts';
import { m } from '../../paraglide/words/notices.ts';

/** What to tell the reader when a progress mark could not be saved (null when it was). */
export function notSavedText(result: SaveResult): string | null {
  if (result === 'full') return m.not_saved_full();
  if (result === 'unavailable') return m.not_saved_unavailable();
  return null;
}

/** Said once when the stored progress cannot be read; `kept`: a copy is set aside in storage. */
export function progressUnreadableText(kept: boolean): string {
  return kept ? m.progress_unreadable_kept() : m.progress_unreadable_full();
}

export const copyText = (): string => m.copy_old_text();
export const copiedText = (): string => m.copied();
export const closeText = (): string => m.close();

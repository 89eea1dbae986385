/**
 * The sentences a reader meets about what this browser keeps for them (progress marks, puzzles
 * solved, saved games): each a whole message, so it can be translated as one.
 */
import type { SaveResult } from './storage.ts';

/** What to tell the reader when a progress mark could not be saved (null when it was). */
export function notSavedText(result: SaveResult): string | null {
  if (result === 'full') return "Your browser's storage is full; progress is not saved.";
  if (result === 'unavailable') return 'This browser does not let the site save progress.';
  return null;
}

/** Said once when the stored progress cannot be read; `kept`: a copy is set aside in storage. */
export function progressUnreadableText(kept: boolean): string {
  return kept
    ? 'Your saved progress could not be read, so your marks start again. The old text is kept aside, and you can copy it.'
    : "Your saved progress could not be read, so your marks start again. It is left as it was: your browser's storage is full, so new marks are not saved.";
}

export const COPY_TEXT = 'Copy the old text';
export const COPIED_TEXT = 'Copied.';
export const CLOSE_TEXT = 'Close';

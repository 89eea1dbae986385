/**
 * Reading progress, kept in localStorage: which examples a reader has done, per page.
 * Shared by every game's pages (example frames, chapter lists, reset buttons).
 *
 * Storage: one key, `cup-games:progress:v1`, holding { "<page path>": ["ex-a", "ex-b"] }, read
 * and written through storage.ts. Every function tolerates a missing or unusable localStorage
 * (private mode, quota); the ones that save say whether they could (SaveResult), so the page can
 * tell the reader, in the words of `notSavedText`, instead of claiming a mark it did not keep.
 * Stored progress that cannot be read is never written over: it is set aside and named.
 */
import { STORAGE_KEYS, readStored, removeStored, setAside, writeStored } from './storage.ts';
import type { SaveResult } from './storage.ts';
import { notSavedText, progressUnreadableText } from './storage-words.ts';
import { showStorageNotice } from './storage-notice.ts';
import { ALL_LOCALES, BASE_LOCALE } from '../../i18n/locales.ts';

export type { SaveResult };
export { notSavedText };

const KEY = STORAGE_KEYS.progress;

type Progress = Record<string, string[]>;

/** Longest stored value read; anything longer is not progress this site wrote. */
const MAX_STORED = 1_000_000;

/**
 * Reads the stored text (untrusted: any other script or an old version may have written it).
 * Never throws. Only the text this site writes is read: an object of page paths to lists of
 * example ids, exactly as JSON.stringify writes it (so reading then writing gives the same text);
 * anything else (cut, changed) is refused whole rather than read as less progress than it held.
 */
export function parseProgress(raw: unknown): { ok: true; value: Progress } | { ok: false; error: 'bad-progress'; message: string } {
  if (raw === null || raw === undefined) return { ok: true, value: {} };
  if (typeof raw !== 'string') return { ok: false, error: 'bad-progress', message: 'progress: expected stored text' };
  if (raw.length > MAX_STORED) return { ok: false, error: 'bad-progress', message: `progress: ${raw.length} characters, more than this site stores` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'bad-progress', message: 'progress: the stored text is not JSON (it may have been cut short)' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: 'bad-progress', message: 'progress: expected an object of pages to example ids' };
  }
  // No prototype: a page key such as "__proto__" or "constructor" is then just a key.
  const out: Progress = Object.create(null) as Progress;
  for (const [page, ids] of Object.entries(parsed)) {
    if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
      return { ok: false, error: 'bad-progress', message: 'progress: a page\'s entry is not a list of example ids' };
    }
    out[page] = ids;
  }
  if (JSON.stringify(out) !== raw) return { ok: false, error: 'bad-progress', message: 'progress: the stored text is not in the form this site writes' };
  return { ok: true, value: out };
}

/** The text `parseProgress` reads back as `progress`. */
export function progressText(progress: Progress): string {
  return JSON.stringify(progress);
}

/**
 * An unreadable record is moved aside (a copy in the set-aside list, then removed) and named
 * once; when storage has no room for the copy it stays where it is and nothing is written over it.
 * Says whether the way is clear for a new record.
 */
function clearUnreadable(raw: string): boolean {
  const kept = setAside('progress', raw);
  if (kept === 'saved') removeStored(KEY);
  showStorageNotice('progress', progressUnreadableText(kept === 'saved'), raw);
  return kept === 'saved';
}

function read(): Progress {
  const raw = readStored(KEY);
  const parsed = parseProgress(raw);
  if (parsed.ok) return parsed.value;
  if (raw !== null) clearUnreadable(raw);
  return {};
}

function write(progress: Progress): SaveResult {
  const raw = readStored(KEY);
  if (raw !== null && !parseProgress(raw).ok && !clearUnreadable(raw)) return 'full';
  return writeStored(KEY, progressText(progress));
}

/** A page path in one canonical form: leading and trailing slash, no hash or query. */
/** A page's key: its path without query, anchor or language (a mark made in German shows in English too). */
const LANGUAGE_PREFIX = new RegExp(`^/(${ALL_LOCALES.filter((l) => l !== BASE_LOCALE).join('|')})(?=/)`);

export function pageKey(path: string): string {
  const clean = path.replace(/[?#].*$/, '').replace(LANGUAGE_PREFIX, '');
  return clean.endsWith('/') ? clean : `${clean}/`;
}

export function doneExamples(page: string): ReadonlySet<string> {
  return new Set(read()[pageKey(page)] ?? []);
}

export function setDone(page: string, exampleId: string, done: boolean): SaveResult {
  const progress = read();
  const key = pageKey(page);
  const ids = new Set(progress[key] ?? []);
  if (done) ids.add(exampleId);
  else ids.delete(exampleId);
  if (ids.size > 0) progress[key] = [...ids].sort();
  else delete progress[key];
  return write(progress);
}

export function resetPage(page: string): SaveResult {
  const progress = read();
  delete progress[pageKey(page)];
  return write(progress);
}

/** Event the frames and lists listen to, so every mark on the page stays in step. */
export const PROGRESS_CHANGED = 'progress:changed';

export function notifyProgressChanged(): void {
  document.dispatchEvent(new CustomEvent(PROGRESS_CHANGED));
}

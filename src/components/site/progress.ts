/**
 * Reading progress, kept in localStorage: which examples a reader has done, per page.
 * Shared by every game's pages (example frames, chapter lists, reset buttons).
 *
 * Storage: one key, `cup-games:progress:v1`, holding { "<page path>": ["ex-a", "ex-b"] }.
 * Every function tolerates a missing or unusable localStorage (private mode, quota, bad JSON);
 * the ones that save say whether they could (SaveResult), so the page can tell the reader, in
 * the words of `notSavedText`, instead of claiming a mark it did not keep.
 */
const KEY = 'cup-games:progress:v1';

type Progress = Record<string, string[]>;

/** Longest stored value read; anything longer is not progress this site wrote. */
const MAX_STORED = 1_000_000;

/**
 * Reads the stored text (untrusted: any other script or an old version may have written it).
 * Never throws; anything unusable reads as no progress, and odd entries are dropped one by one.
 */
export function parseProgress(raw: unknown): { ok: true; value: Progress } | { ok: false; error: 'bad-progress'; message: string } {
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: {} };
  if (typeof raw !== 'string') return { ok: false, error: 'bad-progress', message: 'progress: expected stored text' };
  if (raw.length > MAX_STORED) return { ok: false, error: 'bad-progress', message: `progress: ${raw.length} characters, more than this site stores` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'bad-progress', message: 'progress: the stored text is not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: 'bad-progress', message: 'progress: expected an object of pages to example ids' };
  }
  // No prototype: a page key such as "__proto__" or "constructor" is then just a key.
  const out: Progress = Object.create(null) as Progress;
  for (const [page, ids] of Object.entries(parsed)) {
    if (Array.isArray(ids)) out[page] = ids.filter((id): id is string => typeof id === 'string');
  }
  return { ok: true, value: out };
}

function read(): Progress {
  let raw: string | null | undefined;
  try {
    raw = globalThis.localStorage?.getItem(KEY);
  } catch {
    return {};
  }
  const parsed = parseProgress(raw);
  return parsed.ok ? parsed.value : {};
}

/** 'full': the browser's storage quota is used up; 'unavailable': storage is off or refused. */
export type SaveResult = 'saved' | 'full' | 'unavailable';

function write(progress: Progress): SaveResult {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return 'unavailable';
    storage.setItem(KEY, JSON.stringify(progress));
    return 'saved';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

function isQuotaError(error: unknown): boolean {
  // The standard name, or the legacy code.
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/** What to tell the reader when progress could not be saved (null when it was). */
export function notSavedText(result: SaveResult): string | null {
  if (result === 'full') return "Your browser's storage is full; progress is not saved.";
  if (result === 'unavailable') return 'This browser does not let the site save progress.';
  return null;
}

/** A page path in one canonical form: leading and trailing slash, no hash or query. */
export function pageKey(path: string): string {
  const clean = path.replace(/[?#].*$/, '');
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

/**
 * Every use of this browser's localStorage goes through here, so no read or write can throw and
 * every write says whether it was kept (SaveResult): a full or refused storage is then told to
 * the person instead of losing their work without a word.
 *
 * Keys carry a version (`cup-games:<what>:v<n>`), so a later format can read or migrate an earlier
 * one (saved-game.ts moves the game saved under its older, unversioned name).
 *
 * Anything stored that cannot be read (cut, changed, from an unknown version) is never written
 * over: `setAside` moves a copy into a short list (at most MAX_SET_ASIDE, oldest dropped first),
 * and the page offers to copy it (from its notice, so even when storage had no room for the copy).
 */

/** 'full': the browser's storage quota is used up; 'unavailable': storage is off or refused. */
export type SaveResult = 'saved' | 'full' | 'unavailable';

export const STORAGE_KEYS = {
  progress: 'cup-games:progress:v1',
  game: 'cup-games:balloon-cup-game:v1',
  /** How far each reviewed game's marked moves were practised (machines/balloon-cup/practice-progress.ts). */
  practice: 'cup-games:balloon-cup-practice:v1',
  setAside: 'cup-games:set-aside:v1',
  /** The reader's choice of language (the language menu, the home page's offer). */
  language: 'cup-games:language:v1',
} as const;

/** What a set-aside text was: a saved game, saved progress, or an unreadable set-aside list. */
export type SetAsideKind = 'game' | 'progress' | 'set-aside';

export interface SetAsideEntry {
  readonly kind: SetAsideKind;
  readonly text: string;
}

/** Set-aside texts kept; a new one drops the oldest beyond this. */
export const MAX_SET_ASIDE = 5;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isQuotaError(error: unknown): boolean {
  // The standard name, or the legacy code.
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);
}

/** The stored text, or null when there is none or storage is off. Never throws. */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `text`; says whether it was kept. Never throws. */
export function writeStored(key: string, text: string): SaveResult {
  const store = storage();
  if (!store) return 'unavailable';
  try {
    store.setItem(key, text);
    return 'saved';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'unavailable';
  }
}

export function removeStored(key: string): SaveResult {
  const store = storage();
  if (!store) return 'unavailable';
  try {
    store.removeItem(key);
    return 'saved';
  } catch {
    return 'unavailable';
  }
}

function isEntry(value: unknown): value is SetAsideEntry {
  const { kind, text } = (value ?? {}) as { kind?: unknown; text?: unknown };
  return (kind === 'game' || kind === 'progress' || kind === 'set-aside') && typeof text === 'string';
}

/** The stored set-aside list; an unreadable list becomes an entry of its own, never dropped. */
export function storedSetAside(): SetAsideEntry[] {
  const raw = readStored(STORAGE_KEYS.setAside);
  if (raw === null) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (Array.isArray(list) && list.every(isEntry)) return list;
  } catch {
    // Read below as one unreadable text.
  }
  return [{ kind: 'set-aside', text: raw }];
}

/**
 * Keeps a copy of an unreadable text, newest last, dropping the oldest copies beyond
 * MAX_SET_ASIDE, or as many as it takes for the new one to fit. 'saved' only when the new copy is
 * in storage: otherwise the caller must leave the original where it is.
 */
export function setAside(kind: SetAsideKind, text: string): SaveResult {
  const list = storedSetAside();
  if (list.some((e) => e.kind === kind && e.text === text)) return 'saved';
  list.push({ kind, text });
  while (list.length > MAX_SET_ASIDE) list.shift();
  for (;;) {
    const result = writeStored(STORAGE_KEYS.setAside, JSON.stringify(list));
    if (result !== 'full' || list.length === 1) return result;
    list.shift();
  }
}

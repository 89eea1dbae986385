// Where the play page keeps the game in progress: this browser's localStorage, through
// storage.ts (every write checked, the key versioned). The page's small island reads it to know
// whether to load the game at once, and hands it to the game (GameApp), which writes each move.
//
// The game in play is also kept in memory: when storage is full or refused the game goes on,
// and a game brought back inside the page (a new set-up, a resumed recovery) reads the latest
// moves, while a reload reads the last save that storage kept. A save that cannot be read is set
// aside, never written over: while storage has no room for its copy, no new game is written.
import { STORAGE_KEYS, readStored, removeStored, setAside, writeStored } from '../site/storage.ts';
import type { SaveResult } from '../site/storage.ts';

/** The name the save had before keys carried a version, and its old set-aside key. */
const OLD_KEY = 'balloon-cup-game';
const OLD_SET_ASIDE_KEY = 'balloon-cup-game-set-aside';

export interface SavedGame {
  /** The saved game's text, or null when there is none (or storage is off). */
  read(): string | null;
  /** Keeps the game; says whether storage kept it (the game in memory is kept either way). */
  write(text: string): SaveResult;
  /** Forgets the save (a new game was asked for). */
  clear(): void;
  /** Moves an unreadable save out of the way, keeping its text; 'saved' once the copy is stored. */
  setAside(): SaveResult;
  /** The unreadable save last set aside in this visit (or left in place), for the page to offer. */
  readonly aside: { readonly text: string; readonly kept: boolean } | null;
}

let migrated = false;
/**
 * Moves the game saved under the older, unversioned names to the versioned key (a save already
 * there wins, and the old one is then set aside rather than dropped); an old key is removed only
 * once its text is kept elsewhere.
 */
function migrateOnce(): void {
  if (migrated) return;
  migrated = true;
  const old = readStored(OLD_KEY);
  if (old !== null) {
    const now = readStored(STORAGE_KEYS.game);
    const kept = now === null ? writeStored(STORAGE_KEYS.game, old) : now === old ? 'saved' : setAside('game', old);
    if (kept === 'saved') removeStored(OLD_KEY);
  }
  const aside = readStored(OLD_SET_ASIDE_KEY);
  if (aside !== null && setAside('game', aside) === 'saved') removeStored(OLD_SET_ASIDE_KEY);
}

let memory: string | null = null;
/** An unreadable save still under the key (storage had no room to set it aside). */
let blocked: string | null = null;

export const savedGame: SavedGame = {
  aside: null,
  read() {
    migrateOnce();
    const text = memory ?? readStored(STORAGE_KEYS.game);
    // An unreadable save left in place (no room to set it aside) is not read again as a game.
    return text !== null && text === blocked ? null : text;
  },
  write(text) {
    memory = text;
    if (blocked !== null) {
      if (readStored(STORAGE_KEYS.game) !== blocked || savedGame.setAside() === 'saved') blocked = null;
      else return 'full';
    }
    return writeStored(STORAGE_KEYS.game, text);
  },
  clear() {
    memory = null;
    if (blocked === null) removeStored(STORAGE_KEYS.game);
  },
  setAside() {
    const raw = memory ?? readStored(STORAGE_KEYS.game);
    if (raw === null) return 'saved';
    memory = null;
    const kept = setAside('game', raw);
    if (kept === 'saved' && readStored(STORAGE_KEYS.game) === raw) removeStored(STORAGE_KEYS.game);
    blocked = kept === 'saved' ? null : raw;
    (savedGame as { aside: SavedGame['aside'] }).aside = { text: raw, kept: kept === 'saved' };
    return kept;
  },
};

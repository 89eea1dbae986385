// Where the play page keeps the game in progress: this browser's localStorage. The page's small
// island reads it to know whether to load the game at once, and hands it to the game (GameApp),
// which writes each move.
const SAVE_KEY = 'balloon-cup-game';
/** An unreadable save is moved here: never lost, never read again as a game. */
const SET_ASIDE_KEY = 'balloon-cup-game-set-aside';

export interface SavedGame {
  /** The saved game's text, or null when there is none (or storage is off). */
  read(): string | null;
  write(text: string): void;
  /** Forgets the save (a new game was asked for). */
  clear(): void;
  /** Moves an unreadable save out of the way, keeping its text. */
  setAside(): void;
}

/** The browser's storage, or null where it is off (private modes, blocked cookies). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const savedGame: SavedGame = {
  read: () => storage()?.getItem(SAVE_KEY) ?? null,
  write: (text) => storage()?.setItem(SAVE_KEY, text),
  clear: () => storage()?.removeItem(SAVE_KEY),
  setAside() {
    const store = storage();
    const raw = store?.getItem(SAVE_KEY) ?? null;
    if (!store || raw === null) return;
    store.setItem(SET_ASIDE_KEY, raw);
    store.removeItem(SAVE_KEY);
  },
};

/**
 * The play page's island: small on load. It wraps the set-up form, which the server draws
 * (GameSetup.astro, passed in as children), turns it on and reads it (setup-form.ts); the game
 * itself (GameApp.tsx with xstate, the rules engine and the board) is imported when the person
 * reaches for the form or presses Start, or at once when a saved game is waiting, and hands back
 * to the form for a new game. The computer's search loads later still, in its worker.
 * A failed load is tried again on the next Start under a fresh address (import-again.ts), so it
 * works on browsers that remember a failed import; where only a reload can fetch the code, the
 * page reloads and starts the game with the choices made.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { GameAppProps } from './GameApp.tsx';
import type { SaveProblem } from '../../machines/balloon-cup/game.ts';
import { savedGame } from './saved-game.ts';
import { SavedGameNotice } from './SavedGameNotice.tsx';
import { enable, keepInStep, readChoices, writeChoices } from './setup-form.ts';
import type { SetupChoices } from './setup-form.ts';
import { answers, failedModule, importAgain } from '../shared/import-again.ts';
import { m } from '../../paraglide/words/bcgame.ts';
import { wordsReady } from '../../i18n/runtime.ts';

type GameAppType = FunctionComponent<GameAppProps>;
type GameAppModule = typeof import('./GameApp.tsx');
type Recover = (save: string) => { readonly moves: number; readonly save: string; readonly reason: 'cut' | 'lost' } | null;

let loading: Promise<GameAppType> | null = null;
/** What can be recovered from a cut save; comes with the game's code (one file, not another). */
let recoverSave: Recover | null = null;
/** The address of the game's code after a failed import ('' when the browser did not name it). */
let failedAt: string | null = null;
/** The game's code, imported once; after a failure the next call imports it under a fresh address. */
function loadGame(): Promise<GameAppType> {
  const again = failedAt;
  loading ??= Promise.all([again ? importAgain<GameAppModule>(again) : import('./GameApp.tsx'), wordsReady()]).then(([m]) => { recoverSave = m.recoverSave; return m.GameApp as GameAppType; });
  loading.catch((error: unknown) => {
    loading = null;
    failedAt ??= failedModule(error) ?? '';
  });
  return loading;
}
const prepare = () => void loadGame().catch(() => undefined);

/** A Start kept across a reload (the only way some browsers fetch code that failed to load once). */
const PENDING_START = 'cup-games:balloon-cup-start';

function keepStart(choices: SetupChoices): boolean {
  try {
    sessionStorage.setItem(PENDING_START, JSON.stringify(choices));
    return true;
  } catch {
    return false;
  }
}

function takeStart(): SetupChoices | null {
  try {
    const kept = sessionStorage.getItem(PENDING_START);
    sessionStorage.removeItem(PENDING_START);
    return kept ? (JSON.parse(kept) as SetupChoices) : null;
  } catch {
    return null;
  }
}

/** Loading the game to bring back a saved one, or to start one with these choices. */
type Opening = { readonly resume: true } | { readonly resume: false; readonly choices: SetupChoices };

export function PlayGame({ children }: { children?: ComponentChildren }) {
  const root = useRef<HTMLDivElement>(null);
  const form = () => root.current?.querySelector('form') ?? null;
  const [opening, setOpening] = useState<Opening | null>(null);
  const [App, setApp] = useState<GameAppType | null>(null);
  const [failed, setFailed] = useState(false);
  // A saved game that could not be read: the game names the problem, the page shows it here.
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const open = (next: Opening) => {
    setOpening(next);
    setFailed(false);
    const retried = failedAt !== null;
    loadGame().then((app) => setApp(() => app), async () => {
      // Tried under a fresh address and still failing while the file answers: this browser keeps
      // the failure (or a module the game imports failed too). A reload fetches it, and the game
      // starts after it with the same choices (a saved game is brought back by itself).
      if (retried && (await answers(failedAt || location.href)) && (next.resume || keepStart(next.choices))) {
        location.reload();
        return;
      }
      setFailed(true);
    });
  };

  useEffect(() => {
    const f = form();
    const kept = takeStart();
    if (f) {
      // The game number stays empty (a fresh deal at Start) unless one was typed.
      writeChoices(f, kept ?? readChoices(f));
      enable(f);
    }
    // A game in progress is brought back at once (the game reads and checks it); a Start kept
    // across a reload goes on.
    if (savedGame.read()) open({ resume: true });
    else if (kept) open({ resume: false, choices: kept });
  }, []);

  const playing = App !== null && opening !== null;
  const handBack = (last: SetupChoices, wrong: SaveProblem | null) => {
    const f = form();
    // A new game gets a fresh deal, unless the person typed the number they want.
    if (f) writeChoices(f, last);
    setProblem(wrong);
    setOpening(null);
  };
  const status = failed ? m.load_failed() : opening ? m.setting_up() : '';

  return (
    <div class="bcp-play" ref={root}>
      {problem && !playing && (
        <SavedGameNotice problem={problem} aside={savedGame.aside} recover={recoverSave} onResume={(save) => {
          // The person chose the moves before the cut: that game is resumed (and kept, where storage has room).
          savedGame.write(save);
          setProblem(null);
          open({ resume: true });
        }} />
      )}
      {/* Reaching for the form loads the game's code, so Start is quick. */}
      <div
        hidden={opening !== null && !failed}
        onPointerOver={prepare}
        onFocusIn={prepare}
        onChange={(event) => { const f = form(); if (f) keepInStep(f, event.target); }}
        onSubmit={(event) => {
          event.preventDefault();
          const f = form();
          if (f && (opening === null || failed)) open({ resume: false, choices: readChoices(f) });
        }}
      >
        {children}
      </div>
      {!playing && <p class="bcp-setup-status" role="status">{status}</p>}
      {playing && <App start={opening.resume ? undefined : opening.choices} onSetUp={handBack} saves={savedGame} />}
    </div>
  );
}

/**
 * The play page's island: small on load. It wraps the set-up form, which the server draws
 * (GameSetup.astro, passed in as children), turns it on and reads it (setup-form.ts); the game
 * itself (GameApp.tsx with xstate, the rules engine and the board) is imported when the person
 * reaches for the form or presses Start, or at once when a saved game is waiting, and hands back
 * to the form for a new game. The computer's search loads later still, in its worker.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { GameAppProps } from './GameApp.tsx';
import { savedGame } from './saved-game.ts';
import { SavedGameNotice } from './SavedGameNotice.tsx';
import { enable, keepInStep, readChoices, writeChoices } from './setup-form.ts';
import type { SetupChoices } from './setup-form.ts';

type GameAppType = FunctionComponent<GameAppProps>;
type Recover = (save: string) => { readonly moves: number; readonly save: string } | null;

let loading: Promise<GameAppType> | null = null;
/** What can be recovered from a cut save; comes with the game's code (one file, not another). */
let recoverSave: Recover | null = null;
/** The game's code, imported once; a failed import is tried again on the next call. */
function loadGame(): Promise<GameAppType> {
  loading ??= import('./GameApp.tsx').then((m) => { recoverSave = m.recoverSave; return m.GameApp as GameAppType; });
  loading.catch(() => { loading = null; });
  return loading;
}
const prepare = () => void loadGame().catch(() => undefined);

/** Loading the game to bring back a saved one, or to start one with these choices. */
type Opening = { readonly resume: true } | { readonly resume: false; readonly choices: SetupChoices };

export function PlayGame({ children }: { children?: ComponentChildren }) {
  const root = useRef<HTMLDivElement>(null);
  const form = () => root.current?.querySelector('form') ?? null;
  const [opening, setOpening] = useState<Opening | null>(null);
  const [App, setApp] = useState<GameAppType | null>(null);
  const [failed, setFailed] = useState(false);
  // A saved game that could not be read: the game names the problem, the page shows it here.
  const [problem, setProblem] = useState<string | null>(null);

  const open = (next: Opening) => {
    setOpening(next);
    setFailed(false);
    loadGame().then((app) => setApp(() => app), () => setFailed(true));
  };

  useEffect(() => {
    const f = form();
    if (f) {
      // The server's game number is a placeholder; the browser deals a fresh one.
      writeChoices(f, { ...readChoices(f), seed: Math.floor(Date.now() % 100000) });
      enable(f);
    }
    // A game in progress is brought back at once (the game reads and checks it).
    if (savedGame.read()) open({ resume: true });
  }, []);

  const playing = App !== null && opening !== null;
  const handBack = (last: SetupChoices, wrong: string | null) => {
    const f = form();
    if (f) writeChoices(f, last);
    setProblem(wrong);
    setOpening(null);
  };
  const status = failed ? 'The game could not be loaded. Check your connection and try again: your game and your choices are kept.'
    : opening ? 'Setting up the table…' : '';

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

/**
 * The play page's island (/jumping-cups/play/): the game board of PlayIsland.tsx with what only a
 * free game has: a new game as either colour, the opponent's level (kept for the next visit), a
 * shared position read from `?p=` and the link to share the position. Puzzles and the trainer
 * never load these parts (nor their words).
 */
import { useEffect, useState } from 'preact/hooks';
import PlayIsland from './PlayIsland.tsx';
import type { LoadPlay, PartsShown, PlayGame, PlayIslandProps, PlayParts } from './PlayIsland.tsx';
import type { LoadSays } from '../shared/LoadNotice.tsx';
import { colorName } from '../../machines/jumping-cups/cup-words.ts';
import { m } from '../../paraglide/words/jcplay.ts';
import { m as site } from '../../paraglide/words/site.ts';
import { localHref } from '../../i18n/runtime.ts';
import { playHref } from './links.ts';
import { LEVELS, isLevel } from '../../machines/jumping-cups/levels.ts';
import type { Level } from '../../machines/jumping-cups/levels.ts';
import { levelLegend, levelName } from '../../machines/jumping-cups/level-words.ts';
import { readStored, writeStored } from '../site/storage.ts';

/** Where the play page keeps the opponent's level the reader chose, for their next visit. */
const LEVEL_KEY = 'cup-games:jumping-cups-level:v1';

/** What the game says while its code cannot load. */
const GAME_LOAD: LoadSays = { offline: () => site.load_offline_game(), reload: () => site.load_reload_game(), updated: () => site.load_updated_game() };

function useGameParts({ view, first, send: sendNow, hydrated }: PlayGame): PartsShown {
  // The opponent's level: shown at once from what this browser kept, handed to the machine
  // (quietly) with the reader's first action, so a visit does not load the game for it.
  const [level, setLevel] = useState<Level>(view.level);
  useEffect(() => {
    const kept = readStored(LEVEL_KEY);
    if (isLevel(kept)) setLevel(kept);
  }, []);
  const send: typeof sendNow = (event) => {
    if (event.type !== 'level.set' && view.level !== level) sendNow({ type: 'level.set', level, quiet: true });
    sendNow(event);
  };
  const chooseLevel = (next: Level) => {
    setLevel(next);
    writeStored(LEVEL_KEY, next);
    sendNow({ type: 'level.set', level: next });
  };
  const [copied, setCopied] = useState('');

  // A shared position arrives in the address (?p=…): load it once the island is live. Until the
  // machine has it, the track still shows the server's start position: say so.
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    // An empty `?p=` names no position: the start stays, as with no `p` at all.
    const p = new URLSearchParams(location.search).get('p')?.trim();
    if (p) {
      setLinked(true);
      send({ type: 'game.load', notation: p });
    }
  }, []);
  const linkPending = linked && view === first;
  const shareHref = localHref(playHref(view.notation));

  return {
    send,
    top: linkPending && <p class="jc-message" role="status" data-link-pending>{m.link_pending()}</p>,
    newGame: true,
    controls: (['red', 'yellow'] as const).map((color) => (
      <button key={color} type="button" class="button-quiet" disabled={!hydrated} onClick={() => send({ type: 'game.new', human: color })}>
        {(color === 'red' ? m.new_game_as_red : m.new_game_as_yellow)({ color, colorName: colorName(color) })}
      </button>
    )),
    below: (
      <div class="jc-level" data-region="level">
        <label for="jc-level">{levelLegend()}</label>{' '}
        {/* What each level does is said under the game, on the page itself (#levels). */}
        <select id="jc-level" aria-describedby="levels" value={level} disabled={!hydrated} data-level={level}
          onChange={(event) => { const next = (event.currentTarget as HTMLSelectElement).value; if (isLevel(next)) chooseLevel(next); }}>
          {LEVELS.map((l) => <option key={l} value={l}>{levelName(l)}</option>)}
        </select>
      </div>
    ),
    end: (
      <div class="jc-share">
        <label for="jc-share-link">{m.share_label()}</label>
        <input id="jc-share-link" readOnly value={shareHref} data-share />
        <button
          type="button"
          class="button-quiet"
          disabled={!hydrated}
          onClick={async () => {
            const url = new URL(shareHref, location.href).href;
            try {
              await navigator.clipboard.writeText(url);
              setCopied(m.link_copied());
            } catch {
              history.replaceState(null, '', url);
              setCopied(m.link_in_address_bar());
            }
          }}
        >
          {m.copy_link()}
        </button>
        <a href={shareHref}>{m.open_link()}</a>
        <span role="status">{copied}</span>
      </div>
    ),
  };
}

const GAME_PARTS: PlayParts = { use: useGameParts, says: GAME_LOAD };

/** The machine that proves a linked position arises in play. */
const loadGame: LoadPlay = () => import('../../machines/jumping-cups/play.ts').then((m) => ({ ...m, machine: m.playMachine }));

export default function PlayGameIsland(props: Omit<PlayIslandProps, 'parts' | 'load'>) {
  return <PlayIsland {...props} parts={GAME_PARTS} load={loadGame} />;
}

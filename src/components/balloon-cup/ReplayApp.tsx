/**
 * The replay of a recorded game (see ReplayGame.tsx). Arrow keys step while focus is inside.
 * An unfinished game (a link made mid-game) is shown as both players see it, hands face down; a
 * finished game shows every hand (the engine's replay views, view.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { mover } from '../../engine/balloon-cup/index.ts';
import { decodeRecord, recoverRecord } from '../../engine/balloon-cup/record.ts';
import { replayViews } from '../../engine/balloon-cup/replay-view.ts';
import { CutLinkNotice } from './CutLinkNotice.tsx';
import { eventText, moveLabel } from '../../machines/balloon-cup/story.ts';
import type { Names } from '../../machines/balloon-cup/story.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { Board } from './Board.tsx';

function read(): { g: string | null; m: number | null } {
  const params = new URLSearchParams(location.search);
  const m = params.get('m');
  return { g: params.get('g'), m: m === null || !/^\d+$/.test(m) ? null : Number(m) };
}

export function ReplayApp() {
  const [{ g, m }] = useState(read);
  const replay = useMemo(() => (g ? decodeRecord(g) : null), [g]);
  const views = useMemo(() => (replay?.ok ? replayViews(replay.value.states, replay.value.record.moves, replay.value.events) : []), [replay]);
  const total = replay?.ok ? replay.value.record.moves.length : 0;
  const [at, setAt] = useState(() => Math.min(m ?? total, total));
  const [n, setN] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!replay?.ok) return;
    const url = new URL(location.href);
    url.searchParams.set('m', String(at));
    history.replaceState(null, '', url);
    setN((k) => k + 1);
  }, [at]);
  if (!g) return <p class="bcp-notice">This page replays a game from its link. Play a game on the <a href="/balloon-cup/play/">play page</a>, then follow its replay link.</p>;
  if (!replay || !replay.ok) {
    const recovered = g ? recoverRecord(g) : null;
    if (recovered) return <CutLinkNotice moves={recovered.game.record.moves.length} href={`/balloon-cup/play/replay/?g=${recovered.text}`} />;
    return (
      <p class="bcp-notice" role="alert">
        This game link cannot be replayed: {replay ? replay.message : 'it is empty'}. <a href="/balloon-cup/play/">Start a new game</a> instead.
      </p>
    );
  }
  const { record, states, events } = replay.value;
  const names: Names = record.opponent === 'people' ? ['Player 1', 'Player 2'] : ['You', 'Computer'];
  const state = states[at]!;
  const base = `/balloon-cup/play/replay/?g=${g}`;
  const told = at > 0 ? events[at - 1]!.map((e) => eventText(e, names, states[at - 1]!)).join(' ') : 'The start of the game: the tiles are filled and each player holds 8 cards.';
  const go = (k: number) => setAt(Math.max(0, Math.min(total, k)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(at + 1);
    else if (e.key === 'ArrowLeft') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(total);
    else return;
    e.preventDefault();
  };
  return (
    <div class="bcp-replay" ref={root} onKeyDown={onKey}>
      <div class="bcp-bar">
        <p class="bcp-status">{at === 0 ? 'Start' : `Move ${at} of ${total}`}{at > 0 && record.undone.includes(at - 1) ? ' (played after an undo)' : ''}</p>
        <div class="bcp-actions">
          <button type="button" class="button" disabled={at === 0} onClick={() => go(at - 1)}>Previous</button>
          <button type="button" class="button" disabled={at === total} onClick={() => go(at + 1)}>Next</button>
          <a href={`${base}&m=${at}`}>Link to this move</a>
        </div>
      </div>
      <p class="bcp-told-line">{told}</p>
      <Board state={views[at]!} names={names} />
      <section aria-labelledby="bcp-moves-title">
        <h2 id="bcp-moves-title">Moves</h2>
        <ol class="bcp-movelist">
          {record.moves.map((move, k) => (
            <li key={k} class={k + 1 === at ? 'is-current' : ''}>
              <a href={`${base}&m=${k + 1}`} aria-current={k + 1 === at ? 'step' : undefined} onClick={(e) => { e.preventDefault(); go(k + 1); }}>
                {moveLabel(move, names, states[k]!)}
              </a>
              {record.undone.includes(k) && <span class="bcp-mark"> (after an undo)</span>}
              {mover(states[k]!) !== states[k]!.toMove && <span class="bcp-mark"> (cascade)</span>}
            </li>
          ))}
        </ol>
      </section>
      <LiveRegion message={at === 0 ? 'Start of the game.' : `Move ${at}: ${told}`} n={n} />
    </div>
  );
}

/**
 * The replay of a recorded game (see ReplayGame.tsx). It opens at the move its link names (`m`),
 * or at the start when it names none; Previous and Next, the move list and the arrow keys (heard
 * on the whole page, replay-keys.ts) step through it, and the list follows the current move.
 * An unfinished game (a link made mid-game) is shown as both players see it, hands face down; a
 * finished game shows every hand (the engine's replay views, replay-view.ts).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { mover } from '../../engine/balloon-cup/index.ts';
import type { Player } from '../../engine/balloon-cup/index.ts';
import { decodeRecord, recoverRecord } from '../../engine/balloon-cup/record.ts';
import { replayViews } from '../../engine/balloon-cup/replay-view.ts';
import { CutLinkNotice } from './CutLinkNotice.tsx';
import { moveLabel, tell } from '../../machines/balloon-cup/story.ts';
import type { Names } from '../../machines/balloon-cup/story.ts';
import { defaultNames } from '../../machines/balloon-cup/names.ts';
import { m as words } from '../../paraglide/words/bcgame.ts';
import { Linked } from './linked.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { Board } from './Board.tsx';
import { lastPlaced } from './game-view.ts';
import { replayStep, stepTo } from './replay-keys.ts';
import { replayCannotWords } from '../../machines/balloon-cup/link-problem-words.ts';
import { localHref } from '../../words/runtime.ts';
import { ReviewButton } from './review/ReviewButton.tsx';

function read(): { g: string | null; m: number | null } {
  const params = new URLSearchParams(location.search);
  const m = params.get('m');
  return { g: params.get('g'), m: m === null || !/^\d+$/.test(m) ? null : Number(m) };
}

/** What the replay says at a move: the start, or where it stands. */
function standing(at: number, total: number): string {
  return at === 0 ? words.replay_start() : words.replay_move_of({ move: at, total });
}

/** Said when a key or button would go past either end. */
function endText(atEnd: boolean): string {
  return atEnd ? words.replay_last() : words.replay_first();
}

export function ReplayApp() {
  const [{ g, m }] = useState(read);
  const replay = useMemo(() => (g ? decodeRecord(g) : null), [g]);
  const views = useMemo(() => (replay?.ok ? replayViews(replay.value.states, replay.value.record.moves, replay.value.events) : []), [replay]);
  const total = replay?.ok ? replay.value.record.moves.length : 0;
  const [at, setAt] = useState(() => Math.min(m ?? 0, total));
  const [said, setSaid] = useState({ text: '', n: 0 });
  const list = useRef<HTMLOListElement>(null);
  const atRef = useRef(at);
  atRef.current = at;

  const go = (k: number) => {
    const to = Math.max(0, Math.min(total, k));
    if (to === atRef.current && k !== to) setSaid((s) => ({ text: endText(k > total), n: s.n + 1 }));
    setAt(to);
  };

  useEffect(() => {
    if (!replay?.ok) return;
    const url = new URL(location.href);
    url.searchParams.set('m', String(at));
    history.replaceState(null, '', url);
  }, [at]);

  // The arrow keys work from load, wherever focus is on the page: a layout effect, so the keys are
  // heard in the same task that shows the replay (a plain effect, run after paint, would lose a key
  // pressed as soon as the first move is on screen).
  useLayoutEffect(() => {
    if (!replay?.ok) return;
    const onKey = (event: KeyboardEvent) => {
      const step = replayStep(event);
      if (!step) return;
      event.preventDefault();
      const now = atRef.current;
      const to = stepTo(step, now, total);
      if (to === now && (step === 'next' || step === 'previous')) setSaid((s) => ({ text: endText(step === 'next'), n: s.n + 1 }));
      else setAt(to);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [replay, total]);

  // The move list scrolls itself (never the page) to keep the current move in sight.
  useLayoutEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="step"]')?.closest('li');
    if (!box || !item) {
      if (box && at === 0) box.scrollTop = 0;
      return;
    }
    const shown = box.getBoundingClientRect();
    const row = item.getBoundingClientRect();
    if (row.top < shown.top || row.bottom > shown.bottom) box.scrollTop += row.top - shown.top - (shown.height - row.height) / 2;
  }, [at]);

  // Each move reached is announced; a step past either end says so instead.
  const shownOnce = useRef(false);
  useEffect(() => {
    if (!shownOnce.current) { shownOnce.current = true; return; }
    setSaid((s) => ({ text: at === 0 ? words.replay_said_start() : words.replay_said_move({ move: at, told: told.join(' ') }), n: s.n + 1 }));
  }, [at]);

  const told = useMemo(() => {
    if (!replay?.ok || at === 0) return [words.replay_opening()];
    const { states, events, record } = replay.value;
    const you: Player | null = record.opponent === 'people' ? null : 0;
    return tell(states[at - 1]!, { state: states[at]!, events: events[at - 1]! }, namesOf(record.opponent), you).map((s) => s.text);
  }, [replay, at]);

  if (!g) return <p class="bcp-notice"><Linked text={(link) => words.replay_no_game({ link })} links={[<a href={localHref('/balloon-cup/play/')}>{words.replay_no_game_link()}</a>]} /></p>;
  if (!replay || !replay.ok) {
    const recovered = g ? recoverRecord(g) : null;
    if (recovered) return <CutLinkNotice moves={recovered.game.record.moves.length} reason={recovered.reason} href={localHref(`/balloon-cup/play/replay/?g=${recovered.text}`)} />;
    return (
      <p class="bcp-notice" role="alert">
        <Linked text={(link) => (replay ? replayCannotWords(replay.problem, link) : words.replay_cannot({ problem: words.replay_empty(), link }))} links={[<a href={localHref('/balloon-cup/play/')}>{words.start_new_game()}</a>]} />
      </p>
    );
  }
  const { record, states } = replay.value;
  const names = namesOf(record.opponent);
  const you: Player | null = record.opponent === 'people' ? null : 0;
  const state = states[at]!;
  const base = localHref(`/balloon-cup/play/replay/?g=${g}`);
  const afterUndo = at > 0 && record.undone.includes(at - 1);
  return (
    <div class="bcp-replay" data-at={at}>
      <div class="bcp-bar" data-region="prompt">
        <p class="bcp-status">{afterUndo ? words.replay_after_undo({ standing: standing(at, total) }) : standing(at, total)}</p>
        <div class="bcp-actions" data-region="controls">
          {/* aria-disabled at either end, so focus stays on the button and the keys keep working. */}
          <button type="button" class="button" aria-disabled={at === 0} onClick={() => go(at - 1)}>{words.replay_previous()}</button>
          <button type="button" class="button" aria-disabled={at === total} onClick={() => go(at + 1)}>{words.replay_next()}</button>
          <a href={`${base}&m=${at}`}>{words.replay_link_move()}</a>
        </div>
      </div>
      <div class="bcp-told-line">{told.map((text, i) => <p key={i}>{text}</p>)}</div>
      <Board state={views[at]!} names={names} lastPlaced={lastPlaced(record.moves.slice(0, at), states.slice(0, at + 1))} />
      <section aria-labelledby="bcp-moves-title">
        <h2 id="bcp-moves-title">{words.replay_moves()}</h2>
        <ol class="bcp-movelist" ref={list}>
          {record.moves.map((move, k) => (
            <li key={k} class={k + 1 === at ? 'is-current' : ''}>
              <span class="bcp-move-n" aria-hidden="true">{k + 1}.</span>{' '}
              <a href={`${base}&m=${k + 1}`} aria-current={k + 1 === at ? 'step' : undefined} onClick={(e) => { e.preventDefault(); go(k + 1); }}>
                {moveLabel(move, names, states[k]!, you)}
              </a>
              {record.undone.includes(k) && <span class="bcp-mark">{words.replay_mark_undo()}</span>}
              {mover(states[k]!) !== states[k]!.toMove && <span class="bcp-mark">{words.replay_mark_cascade()}</span>}
            </li>
          ))}
        </ol>
      </section>
      {/* A finished game can be reviewed: every hand is public by then (an unfinished one's
          review would name cards still hidden). */}
      {states[total]!.result && (
        <ReviewButton states={states} moves={record.moves} seed={record.seed} names={names} you={you} href={(k) => `${base}&m=${k}`} onJump={(k) => go(k)} />
      )}
      <LiveRegion message={said.text} n={said.n} />
    </div>
  );
}

function namesOf(opponent: string): Names {
  return defaultNames(opponent === 'people' ? 'people' : 'computer');
}

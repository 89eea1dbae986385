/**
 * The replay of a recorded game (see ReplayGame.tsx). It opens at the move its link names (`m`),
 * or at the start when it names none; Previous and Next, the move list and the arrow keys (heard
 * on the whole page, replay-keys.ts) step through it, and the list follows the current move.
 * An unfinished game (a link made mid-game) is shown as both players see it, hands face down; a
 * finished game shows every hand (the engine's replay views, replay-view.ts). It renders the
 * view of the replay's machine (src/machines/balloon-cup/game-replay.ts).
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'preact/hooks';
import { gameReplayStart, gameReplayStep, gameReplayView, tableViews } from '../../machines/balloon-cup/game-replay.ts';
import { CutLinkNotice } from './CutLinkNotice.tsx';
import { namesQuery, typedNames } from '../../machines/balloon-cup/replay-names.ts';
import { m as words } from '../../paraglide/words/bcgame.ts';
import { Linked } from './linked.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { Board } from './Board.tsx';
import { replayStep } from './replay-keys.ts';
import { replayCannotWords } from '../../machines/balloon-cup/link-problem-words.ts';
import { localHref } from '../../i18n/runtime.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import { ReviewButton } from './review/ReviewButton.tsx';
import { m as analysis } from '../../paraglide/words/bcanalysis.ts';

function read(): Parameters<typeof gameReplayStart>[0] {
  const params = new URLSearchParams(location.search);
  const m = params.get('m');
  return { g: params.get('g'), m: m === null || !/^\d+$/.test(m) ? null : Number(m), typed: typedNames(params) };
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
  const [state, send] = useReducer(gameReplayStep, null, () => gameReplayStart(read()));
  const views = useMemo(() => tableViews(state), [state.read]);
  const view = gameReplayView(state, views);
  const { at } = state;
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (view.kind !== 'replay') return;
    const url = new URL(location.href);
    url.searchParams.set('m', String(at));
    history.replaceState(null, '', url);
  }, [at]);

  // The arrow keys work from load, wherever focus is on the page: a layout effect, so the keys are
  // heard in the same task that shows the replay (a plain effect, run after paint, would lose a key
  // pressed as soon as the first move is on screen).
  useLayoutEffect(() => {
    if (view.kind !== 'replay') return;
    const onKey = (event: KeyboardEvent) => {
      const step = replayStep(event);
      if (!step) return;
      event.preventDefault();
      send(step);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.read]);

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

  if (view.kind === 'none') return <p class="bcp-notice"><Linked text={(link) => words.replay_no_game({ link })} links={[<a href={localHref('/balloon-cup/play/')}>{words.replay_no_game_link()}</a>]} /></p>;
  if (view.kind === 'cut') return <CutLinkNotice moves={view.moves} reason={view.reason} href={localHref(`/balloon-cup/play/replay/?g=${view.text}`)} />;
  if (view.kind === 'cannot') {
    return (
      <p class="bcp-notice" role="alert">
        <Linked text={(link) => (view.problem ? replayCannotWords(view.problem, link) : words.replay_cannot({ problem: words.replay_empty(), link }))} links={[<a href={localHref('/balloon-cup/play/')}>{words.start_new_game()}</a>]} />
      </p>
    );
  }
  const { record, states, names, you, total } = view;
  const told = at === 0 ? [words.replay_opening()] : view.told;
  // Each move reached is announced; a step past either end says so instead.
  const said = !view.said ? { text: '', n: 0 } : {
    text: view.said.kind === 'move' ? (at === 0 ? words.replay_said_start() : words.replay_said_move({ move: at, told: told.join(' ') })) : endText(view.said.kind === 'last'),
    n: view.said.n,
  };
  // The move links keep the players' names.
  const base = localHref(`/balloon-cup/play/replay/?g=${view.g}${namesQuery(names, record.opponent === 'people')}`);
  return (
    <div class="bcp-replay" data-at={at}>
      <div class="bcp-bar" data-region="prompt">
        <p class="bcp-status">{view.afterUndo ? words.replay_after_undo({ standing: standing(at, total) }) : standing(at, total)}</p>
        <div class="bcp-actions" data-region="controls">
          {/* aria-disabled at either end, so focus stays on the button and the keys keep working. */}
          <button type="button" class="button" aria-disabled={at === 0} onClick={() => send(at - 1)}>{words.replay_previous()}</button>
          <button type="button" class="button" aria-disabled={at === total} onClick={() => send(at + 1)}>{words.replay_next()}</button>
          <a href={`${base}&m=${at}`}>{words.replay_link_move()}</a>
          {/* Once the game is over every hand is public, so the board may open any of its positions. */}
          {view.finished && <a href={localHref(`/balloon-cup/analysis/?g=${view.g}&m=${at}`)} data-analyse>{analysis.analyse_link()}</a>}
        </div>
      </div>
      <div class="bcp-told-line">{told.map((text, i) => <p key={i}>{text}{at > 0 && view.cites[i] && <> <RuleCite game="balloon-cup" code={view.cites[i]!} /></>}</p>)}</div>
      <Board state={view.board} names={names} lastPlaced={view.lastPlaced} />
      <section aria-labelledby="bcp-moves-title">
        <h2 id="bcp-moves-title">{words.replay_moves()}</h2>
        <ol class="bcp-movelist" ref={list}>
          {view.moves.map((move, k) => (
            <li key={k} class={k + 1 === at ? 'is-current' : ''}>
              <span class="bcp-move-n" aria-hidden="true">{k + 1}.</span>{' '}
              <a href={`${base}&m=${k + 1}`} aria-current={k + 1 === at ? 'step' : undefined} onClick={(e) => { e.preventDefault(); send(k + 1); }}>
                {move.label}
              </a>
              {move.undone && <span class="bcp-mark">{words.replay_mark_undo()}</span>}
              {move.cascade && <span class="bcp-mark">{words.replay_mark_cascade()}</span>}
            </li>
          ))}
        </ol>
      </section>
      {/* A finished game can be reviewed: every hand is public by then (an unfinished one's
          review would name cards still hidden). */}
      {view.finished && (
        <ReviewButton states={states} moves={record.moves} seed={record.seed} names={names} you={you} href={(k) => `${base}&m=${k}`} analyse={view.finished ? (k) => localHref(`/balloon-cup/analysis/?g=${view.g}&m=${k}`) : undefined} onJump={send} />
      )}
      <LiveRegion message={said.text} n={said.n} />
    </div>
  );
}

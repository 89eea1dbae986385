/**
 * The replay of a recorded game (see ReplayGame.tsx), in the one replay component (Replay.tsx)
 * with the game's words and board. It opens at the move its link names (`m`), or at the start
 * when it names none; Previous and Next, the move list and the arrow keys (heard on the whole
 * page) step through it, and the list follows the current move. An unfinished game (a link made
 * mid-game) is shown as both players see it, hands face down; a finished game shows every hand
 * (the engine's replay views, replay-view.ts). It renders the replay's view for a recorded game
 * (src/machines/balloon-cup/game-replay.ts `gameReplayView`, over replay.ts).
 */
import { useEffect, useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import { gameReplayStart, gameReplayStep, gameReplayView } from '../../machines/balloon-cup/game-replay.ts';
import { CutLinkNotice } from './CutLinkNotice.tsx';
import { namesQuery, typedNames } from '../../machines/balloon-cup/replay-names.ts';
import { m as words } from '../../paraglide/words/bcgame.ts';
import { Linked } from './linked.tsx';
import { Board } from './Board.tsx';
import { Replay } from './Replay.tsx';
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
  const view = gameReplayView(state);
  const { at } = state;
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (view.kind !== 'replay') return;
    const url = new URL(location.href);
    url.searchParams.set('m', String(at));
    history.replaceState(null, '', url);
  }, [at]);

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
  const said = view.said;
  const saying = !said ? '' : said.kind === 'move' ? (said.at === 0 ? words.replay_said_start() : words.replay_said_move({ move: said.at, told: said.told.join(' ') })) : endText(said.kind === 'last');
  // The move links keep the players' names.
  const base = localHref(`/balloon-cup/play/replay/?g=${view.g}${namesQuery(names, record.opponent === 'people')}`);
  const go = (to: number) => send({ type: 'go', to });
  return (
    <Replay
      at={at}
      atStart={view.atStart}
      atEnd={view.atEnd}
      send={send}
      keys="page"
      class="bcp-replay"
      promptClass="bcp-bar"
      prompt={<p class="bcp-status">{view.afterUndo ? words.replay_after_undo({ standing: standing(at, total) }) : standing(at, total)}</p>}
      buttons={[
        { step: 'previous', class: 'button', label: words.replay_previous() },
        { step: 'next', class: 'button', label: words.replay_next() },
      ]}
      controls={{
        class: 'bcp-actions',
        inPrompt: true,
        extra: (
          <>
            <a href={`${base}&m=${at}`}>{words.replay_link_move()}</a>
            {/* Once the game is over every hand is public, so the board may open any of its positions. */}
            {view.finished && <a href={localHref(`/balloon-cup/analysis/?g=${view.g}&m=${at}`)} data-analyse>{analysis.analyse_link()}</a>}
          </>
        ),
      }}
      told={<div class="bcp-told-line">{told.map((text, i) => <p key={i}>{text}{at > 0 && view.cites[i] && <> <RuleCite game="balloon-cup" code={view.cites[i]!} /></>}</p>)}</div>}
      board={<Board state={view.board!} names={names} lastPlaced={view.lastPlaced} />}
      log={
        <section aria-labelledby="bcp-moves-title">
          <h2 id="bcp-moves-title">{words.replay_moves()}</h2>
          <ol class="bcp-movelist" ref={list}>
            {view.list.map((move, k) => (
              <li key={k} class={k + 1 === at ? 'is-current' : ''}>
                <span class="bcp-move-n" aria-hidden="true">{k + 1}.</span>{' '}
                <a href={`${base}&m=${k + 1}`} aria-current={k + 1 === at ? 'step' : undefined} onClick={(e) => { e.preventDefault(); go(k + 1); }}>
                  {move.label}
                </a>
                {move.undone && <span class="bcp-mark">{words.replay_mark_undo()}</span>}
                {move.cascade && <span class="bcp-mark">{words.replay_mark_cascade()}</span>}
              </li>
            ))}
          </ol>
        </section>
      }
      after={
        /* A finished game can be reviewed: every hand is public by then (an unfinished one's
           review would name cards still hidden). */
        view.finished && <ReviewButton states={states} moves={record.moves} seed={record.seed} names={names} you={you} href={(k) => `${base}&m=${k}`} onJump={go} />
      }
      said={{ text: saying, n: said?.n ?? 0 }}
    />
  );
}

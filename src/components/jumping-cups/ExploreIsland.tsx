/**
 * Island of the Jumping Cups explorer (src/machines/jumping-cups/explore.ts): the position, every
 * legal move with its value for the side to move, best first (each row a button that plays it),
 * who moves (both sides, against perfect play, practice), setting up a position square by square,
 * pasting one in notation, and `?p=` links. Renders from plain views; the server renders the
 * start position's. The machine loads as the island hydrates (the values are what the page is
 * for); the solver's worker (solver-client.ts) reads them from the shipped solution.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ExploreInput } from '../../machines/jumping-cups/explore.ts';
import type { ExploreView } from '../../machines/jumping-cups/explore-view.ts';
import { playerName } from '../../machines/jumping-cups/cup-words.ts';
import { m } from '../../paraglide/words/jcexplore.ts';
import { m as shown } from '../../paraglide/words/jcplay.ts';
import { m as board } from '../../paraglide/words/jcboard.ts';
import { localHref } from '../../i18n/runtime.ts';
import { Rich } from '../shared/Rich.tsx';
import { RuleCite, citedRule } from '../rules/RuleCite.tsx';
import type { Cited } from '../rules/RuleCite.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { useFocusFollows } from '../shared/useFocusFollows.ts';
import { consult, onWorkingOut, wake } from './solver-client.ts';
import { workingOutText } from '../../machines/jumping-cups/solver-words.ts';
import { Track } from './Track.tsx';
import { RowsRule, ToldText, citesOnRow } from './MoveTexts.tsx';
import { analysisHref, playHref } from './links.ts';
import { PERFECT_PLAY } from '../../machines/jumping-cups/verdict-codes.ts';

export interface ExploreIslandProps {
  readonly input: ExploreInput;
  readonly view: ExploreView;
  /** The rule the value cites (perfect play), as the page writes it: the room it will take is kept while the value is read. */
  readonly cite?: Cited | null;
}

const load = () =>
  Promise.all([import('../../machines/jumping-cups/explore.ts'), import('../../machines/jumping-cups/explore-view.ts')]).then(([machine, view]) => ({
    machine: machine.exploreMachine.provide({ actors: { consult: machine.fromConsult(consult) } }),
    toView: view.exploreView,
    createActor: machine.createActor,
  }));

const MODES = ['both', 'perfect', 'practice'] as const;
const TOOLS = ['red', 'yellow', 'remove'] as const;
const COLORS = ['red', 'yellow'] as const;

/** Where focus goes after a move: the first row to play, else the track's stop. */
function nextControl(island: HTMLElement): HTMLElement | null {
  return island.querySelector<HTMLElement>('[data-move] button:not(:disabled)') ?? island.querySelector<HTMLElement>('button[data-square][tabindex="0"]:not(:disabled)');
}

export default function ExploreIsland(props: ExploreIslandProps) {
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, props.input, props.view);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const tag = (t: string) => view.tags.includes(t);
  const [text, setText] = useState('');
  const [workingOut, setWorkingOut] = useState(false);
  useEffect(() => onWorkingOut(setWorkingOut), []);

  // The values are what the page is for: the worker and the machine start at once; a position in
  // the address (?p=…) is opened as the machine arrives.
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    wake();
    // An empty `?p=` names no position: the start opens, as with no `p` at all.
    const p = new URLSearchParams(location.search).get('p')?.trim();
    if (p) {
      setLinked(true);
      setText(p);
      send({ type: 'position.open', notation: p, from: 'link' });
    } else prepare();
  }, []);
  const linkPending = linked && view === props.view;

  useFocusFollows(root, `${view.notation}|${view.tags.join(' ')}|${view.draft ? 'setup' : ''}`, nextControl, { keepUsable: true });

  const setup = view.draft;
  const busy = tag('asking') || tag('replying');
  const live = hydrated && !busy;
  const rowCodes = view.rows.map((row) => row.code);
  const pending = setup ? null : view.pending;
  const standInCite = citedRule('jumping-cups', PERFECT_PLAY, props.cite);
  return (
    <div class="jc-island jc-explore" ref={root} onPointerOver={prepare} onFocusIn={prepare} onTouchStart={prepare}>
      {linkPending && <p class="jc-message" role="status" data-link-pending>{shown.link_pending()}</p>}
      <div class="jc-prompt" data-region="prompt">
        {view.problem && <p class="jc-message is-refusal" role="alert" data-problem><Rich parts={m.not_opened.parts({ problem: view.problem })} />{view.problemCode && <> <RuleCite game="jumping-cups" code={view.problemCode} /></>}</p>}
        {setup ? <p class="jc-now">{m.setup_help()}</p> : <p class="jc-now" data-to-move>{view.toMove}</p>}
        {!setup && view.summary ? <p data-summary>{view.summary}{view.summaryCode && <> <RuleCite game="jumping-cups" code={view.summaryCode} /></>}</p> : null}
        {!setup && view.modeNote ? (
          <p class={`jc-message${view.practice === 'won' ? ' is-success' : view.practice === 'slipped' ? ' is-refusal' : ''}`} data-practice={view.mode === 'practice' ? view.practice : undefined}>
            {view.modeNote}
            {view.practiceCode && <> <RuleCite game="jumping-cups" code={view.practiceCode} /></>}
          </p>
        ) : null}
        {pending ? (
          // The solver's note sits over the value's room (its words and its rule's, hidden), which the value then fills.
          <div class="jc-status">
            <p class="jc-stand-in" aria-hidden="true">{standInCite ? `${pending.summary} ` : pending.summary}{standInCite && <span class="rule-cite">{standInCite.label}</span>}</p>
            <p class="jc-muted" role="status" data-thinking>{shown.solver_working()}</p>
          </div>
        ) : tag('asking') && <p class="jc-muted" role="status" data-thinking>{shown.solver_working()}</p>}
        {tag('replying') && <p class="jc-muted" role="status" data-thinking>{shown.thinking({ color: view.turn, player: playerName(view.turn) })}</p>}
        {workingOut && <p class="jc-muted" role="status" data-working-out>{workingOutText()}</p>}
        {view.error && <p class="jc-message is-refusal" role="alert">{view.error}</p>}
      </div>
      <Track
        squares={view.squares}
        movable={setup ? [] : view.movable}
        path={view.lastPath}
        from={view.lastFrom}
        onPick={setup ? (square) => send({ type: 'setup.tap', square }) : view.movable.length ? (square) => view.movable.includes(square) && send({ type: 'move.play', from: square }) : undefined}
        inert={!hydrated}
        label={setup ? m.setup_track_label() : shown.track_label({ color: view.turn, player: playerName(view.turn) })}
      />
      <div class="jc-controls jc-explore-controls" data-region="controls">
        {setup ? (
          <>
            <fieldset class="jc-choice">
              <legend>{m.tool_label()}</legend>
              {TOOLS.map((tool) => (
                <label key={tool}>
                  <input type="radio" name="jc-tool" checked={setup.tool === tool} disabled={!hydrated} onChange={() => send({ type: 'setup.tool', tool })} />
                  {tool === 'red' ? m.tool_red() : tool === 'yellow' ? m.tool_yellow() : m.tool_remove()}
                </label>
              ))}
            </fieldset>
            <fieldset class="jc-choice">
              <legend>{m.turn_label()}</legend>
              {COLORS.map((color) => (
                <label key={color}>
                  <input type="radio" name="jc-turn" checked={setup.turn === color} disabled={!hydrated} onChange={() => send({ type: 'setup.turn', turn: color })} />
                  {playerName(color)}
                </label>
              ))}
            </fieldset>
            <button type="button" class="button" disabled={!hydrated} onClick={() => send({ type: 'setup.done' })} data-setup-done>{m.setup_done()}</button>
            <button type="button" class="button-quiet" disabled={!hydrated} onClick={() => send({ type: 'setup.initial' })}>{m.setup_initial()}</button>
            <button type="button" class="button-quiet" disabled={!hydrated} onClick={() => send({ type: 'setup.clear' })}>{m.setup_clear()}</button>
            <button type="button" class="button-quiet" disabled={!hydrated} onClick={() => send({ type: 'setup.cancel' })}>{m.setup_cancel()}</button>
          </>
        ) : (
          <>
            {view.rows.length === 0 && pending && (
              // Each move's row, empty, at the height its words will take: the list does not push the page down when it fills.
              <ul class="jc-rows is-pending" aria-hidden="true">
                {pending.rows.map((text, i) => (
                  <li key={i} class="jc-row">
                    <button type="button" class="jc-row-button" disabled tabIndex={-1}>
                      <span class="jc-row-mark jc-stand-in">✗</span>
                      <span class="jc-stand-in">{text}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {view.rows.length > 0 && (
              <ul class="jc-rows" aria-label={m.moves_heading()}>
                {view.rows.map((row) => (
                  <li key={row.from} class={`jc-row is-${row.value}${row.best ? ' is-best' : ''}`} data-move={row.from} data-value={row.value} data-plies={row.plies}>
                    <button type="button" class="jc-row-button" disabled={!live} onClick={() => send({ type: 'move.play', from: row.from })}>
                      <span class="jc-row-mark" aria-hidden="true">{row.value === 'win' ? '✓' : '✗'}</span>
                      {row.text}
                    </button>
                    {citesOnRow(row.code, rowCodes) && <RuleCite game="jumping-cups" code={row.code} />}
                  </li>
                ))}
              </ul>
            )}
            <RowsRule codes={rowCodes} />
            {tag('over') && <p class="jc-now" data-game-over>{view.ending}{view.endingCode && <> <RuleCite game="jumping-cups" code={view.endingCode} /></>}</p>}
            <button type="button" class="button-quiet" disabled={!hydrated || !view.canUndo} onClick={() => send({ type: 'move.undo' })}>{m.undo()}</button>
            <button type="button" class="button-quiet" disabled={!hydrated || !view.canReset} onClick={() => send({ type: 'position.reset' })}>{m.reset()}</button>
          </>
        )}
      </div>
      <LoadNotice trouble={trouble} retry={retry} />
      {!setup && (
        <div class="jc-explore-more">
          <fieldset class="jc-choice">
            <legend>{m.mode_label()}</legend>
            {MODES.map((mode) => (
              <label key={mode}>
                <input type="radio" name="jc-mode" checked={view.mode === mode} disabled={!hydrated} onChange={() => send({ type: 'mode.set', mode })} />
                {mode === 'both' ? m.mode_both() : mode === 'perfect' ? m.mode_perfect() : m.mode_practice()}
              </label>
            ))}
          </fieldset>
          <form
            class="jc-share"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'position.open', notation: text.trim(), from: 'paste' });
            }}
          >
            <label for="jc-notation">{m.paste_label()}</label>
            <input id="jc-notation" value={text} placeholder={view.notation} spellcheck={false} autocomplete="off" aria-describedby="jc-notation-help" onInput={(event) => setText((event.target as HTMLInputElement).value)} data-notation />
            <button type="submit" class="button-quiet" disabled={!hydrated}>{m.paste_open()}</button>
            <p id="jc-notation-help" class="jc-muted">{m.paste_help()}</p>
          </form>
          <p class="jc-links">
            <button type="button" class="button-quiet" disabled={!hydrated} onClick={() => send({ type: 'setup.start' })}>{m.setup_start()}</button>{' '}
            <a href={localHref(analysisHref(view.notation))} data-link>{shown.share_label()}</a>{' · '}
            <a href={localHref(playHref(view.notation))}>{m.play_link()}</a>
          </p>
        </div>
      )}
      <div class="jc-log"><ToldText told={view.told} label={board.last_move()} /></div>
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

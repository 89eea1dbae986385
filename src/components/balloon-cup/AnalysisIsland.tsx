/**
 * Island of the Balloon Cup analysis board (src/machines/balloon-cup/analysis.ts): the table as
 * the player to move sees it, every legal move with its estimated chance to win, best first (each
 * row a button that plays it), right under that player's hand; the line played on with undo and
 * redo; open hands, who answers, a pasted code and the link of the board shown. Renders from plain
 * views; the server renders the first position's. The machine loads as the island hydrates (the
 * estimates are what the page is for); the estimates come from the worker (analysis-client.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import type { AnalysisInput, Reply } from '../../machines/balloon-cup/analysis.ts';
import type { AnalysisView, LineStep } from '../../machines/balloon-cup/analysis-view.ts';
import { m } from '../../paraglide/words/bcanalysis.ts';
import { m as more } from '../../paraglide/words/bcanalysismore.ts';
import { m as editor } from '../../paraglide/words/editor.ts';
import { localHref, wordsReady } from '../../i18n/runtime.ts';
import { Rich } from '../shared/Rich.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { Board } from './Board.tsx';
import { estimate, replyOf, wake } from './analysis-client.ts';
import type { SetupEditorProps } from './SetupEditor.tsx';

export interface AnalysisIslandProps {
  readonly input: AnalysisInput;
  readonly view: AnalysisView;
}

const load = () =>
  Promise.all([import('../../machines/balloon-cup/analysis.ts'), import('../../machines/balloon-cup/analysis-view.ts')]).then(([machine, view]) => ({
    machine: machine.analysisMachine.provide({ actors: { estimate: machine.fromEstimator(estimate), reply: machine.fromReplier(replyOf) } }),
    toView: view.analysisView,
    createActor: machine.createActor,
  }));

const REPLIES = ['person', 'beginner', 'club', 'strong'] as const satisfies readonly Reply[];

/** The address of the analysis board with a query (`p=…`), in the page's language. */
export function analysisHref(query: string): string {
  return localHref(`/balloon-cup/analysis/?${query}`);
}

function replyName(reply: Reply): string {
  return reply === 'person' ? m.reply_person_option() : reply === 'beginner' ? m.level_beginner() : reply === 'club' ? m.level_club() : m.level_strong();
}

export default function AnalysisIsland(props: AnalysisIslandProps) {
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, props.input, props.view);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const tag = (t: string) => view.tags.includes(t);
  const [text, setText] = useState('');
  // The set-up by tapping loads when asked for (its code and words are not the page's load).
  const [Editor, setEditor] = useState<ComponentType<SetupEditorProps> | null>(null);
  const [editing, setEditing] = useState(false);
  const setupButton = useRef<HTMLButtonElement>(null);
  const openSetup = () => {
    setEditing(true);
    if (!Editor) void Promise.all([import('./SetupEditor.tsx'), wordsReady()]).then(([module]) => setEditor(() => module.default));
  };
  const closeSetup = () => {
    setEditing(false);
    requestAnimationFrame(() => setupButton.current?.focus());
  };

  // The estimates are what the page is for: the machine starts at once, its worker once the page is
  // idle (analysis-client.ts); a position in the address (?p=…, with &o=1 for open hands and &k=…
  // for cards an exchange showed), or a game's link at a move (?g=…&m=…), is opened as the machine
  // arrives.
  const [linked, setLinked] = useState(false);
  useEffect(() => {
    wake();
    const params = new URLSearchParams(location.search);
    // An empty `?p=` names no position: the first turn of a dealt game stays, as with no `p` at all.
    const p = params.get('p')?.trim();
    const g = params.get('g');
    const at = params.get('m');
    if (g !== null) {
      // A game's link at one of its moves (the replay's "Analyse this position").
      setLinked(true);
      send({ type: 'game.open', record: g, at: at !== null && /^\d+$/.test(at) ? Number(at) : null });
    } else if (p) {
      setLinked(true);
      setText(p);
      const shown = params.get('a');
      send({
        type: 'position.open', code: p, from: 'link', known: params.get('k') ?? undefined, open: params.get('o') === '1',
        line: params.get('l') ?? undefined, shown: shown !== null && /^\d+$/.test(shown) ? Number(shown) : undefined,
      });
    } else prepare();
  }, []);
  const linkPending = linked && view === props.view;

  const estimating = tag('estimating');
  const live = hydrated && !tag('replying');
  // Preact sets a progress bar's value again on every render while it is 0 (and the browser then
  // styles and lays it out again): the bar is made again only when its value changes.
  const percentDone = Math.round(view.progress * 100);
  const progressBar = useMemo(() => <progress id="bca-progress" max={100} value={percentDone} />, [percentDone]);
  const pendingRows = view.rows.length === 0 && view.pending && (estimating || linkPending) ? view.pending.rows : null;
  // The board and the moves' list, made again only when what they show changes (compared by their
  // words, not their objects: the machine's first view says what the server's did, in new objects,
  // and drawing the board again laid the page out again): while the worker estimates, the share done
  // changes ten times and only the progress bar is drawn again.
  const shown = JSON.stringify([view.table, view.names, view.rows, pendingRows]);
  // What hydrating changes in it: nothing on the first board (no hand to press, no row yet, no move
  // to undo), so hydrating does not draw it again; inert only matters with a hand or a side to press.
  const canUndo = hydrated && view.canUndo;
  const canRedo = hydrated && view.canRedo;
  const board = useMemo(() => (
    <Board
      state={view.table}
      names={view.names}
      inert={!hydrated}
      controls={
        <div class="bca-moves" data-region="controls">
          {pendingRows && (
            // Each move's row, empty, at the height its words will take: the list does not push the
            // page down when it fills. When the estimates arrive, the list is built anew apart from
            // the page and put in at once: under Lighthouse's tracing, which records every change to
            // a shown element, that cost half as much as updating each row where it stood.
            <ol class="bca-rows is-pending" aria-hidden="true" data-rows-pending>
              {pendingRows.map((text, i) => (
                <li key={i} class={i === 0 ? 'bca-row is-best' : 'bca-row'}>
                  <button type="button" class="bca-row-button" disabled tabIndex={-1}>
                    <meter class="bca-bar" min={0} max={1} value={0} />
                    <span class="bca-stand-in">{text}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          {view.rows.length > 0 && (
            <ol class="bca-rows" aria-label={m.moves_heading()}>
              {view.rows.map((row) => (
                <li key={row.code} class={row.best ? 'bca-row is-best' : 'bca-row'} data-move={row.code} data-win={row.win.toFixed(4)} data-games={row.games}>
                  <button type="button" class="bca-row-button" disabled={!live} onClick={() => send({ type: 'move.play', code: row.code })}>
                    <meter class="bca-bar" aria-hidden="true" min={0} max={1} value={row.win} />
                    {row.text}
                  </button>
                </li>
              ))}
            </ol>
          )}
          <div class="bca-buttons">
            <button type="button" class="button button-quiet" disabled={!canUndo} onClick={() => send({ type: 'line.undo' })} data-undo>{m.undo()}</button>
            <button type="button" class="button button-quiet" disabled={!canRedo} onClick={() => send({ type: 'line.redo' })} data-redo>{m.redo()}</button>
          </div>
        </div>
      }
    />
  ), [shown, canUndo, canRedo, live && view.rows.length > 0]);
  return (
    <div class="bc-island bca" ref={root} onPointerOver={prepare} onFocusIn={prepare} onTouchStart={prepare}>
      <div class="bc-prompt" data-region="prompt">
        {view.problem && <p class="bc-message is-refusal" role="alert" data-problem><Rich parts={m.not_opened.parts({ problem: view.problem })} /></p>}
        {view.note && <p class="bc-message is-refusal" role="status" data-note>{view.note}</p>}
        <p class="bc-now" data-to-move>{view.toMove}</p>
        {view.summary ? <p data-summary>{view.summary}</p> : null}
        {(estimating || linkPending) && (
          // The progress sits over the summary's room (its words, hidden), which the summary then fills.
          <div class="bca-status">
            {view.pending && <p class="bca-stand-in" aria-hidden="true">{view.pending.summary}</p>}
            <div class="bca-progress" data-estimating>
              <label for="bca-progress">{view.progressText}</label>
              {progressBar}
            </div>
          </div>
        )}
        {view.error && <p class="bc-message is-refusal" role="alert">{view.error}</p>}
      </div>
      {editing && Editor ? (
        <Editor
          code={view.code}
          names={view.names}
          known={view.known}
          analyse={(code, known) => {
            setText(code);
            send({ type: 'position.open', code, from: 'setup', known });
            closeSetup();
          }}
          close={closeSetup}
        />
      ) : board}
      <LoadNotice trouble={trouble} retry={retry} />
      {view.line.length > 0 && (
        <section class="bca-line" aria-label={m.line_heading()}>
          <h3>{m.line_heading()}</h3>
          <p id="bca-tree-keys" class="bc-muted">{more.tree_keys()}</p>
          {/* The arrow keys walk the line shown, as undo and redo do, keeping the focus on the move shown. */}
          <ol
            class="bca-tree"
            aria-describedby="bca-tree-keys"
            onKeyDown={(event) => {
              const step = event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : 0;
              if (!step || !hydrated) return;
              const k = view.shownLine.indexOf(view.at) + step;
              const to = view.shownLine[k];
              if (to === undefined) return;
              event.preventDefault();
              send({ type: 'line.goto', at: to });
              requestAnimationFrame(() => root.current?.querySelector<HTMLButtonElement>(`[data-step="${to}"]`)?.focus());
            }}
          >
            <li><button type="button" class="button-quiet" aria-current={view.at === 0 ? 'step' : undefined} disabled={!hydrated} onClick={() => send({ type: 'line.goto', at: 0 })} data-step={0}>{m.line_start()}</button></li>
            <TreeSteps steps={view.line} at={view.at} disabled={!hydrated} go={(at) => send({ type: 'line.goto', at })} />
          </ol>
        </section>
      )}
      <div class="bca-more">
        <label class="bca-check">
          <input type="checkbox" checked={view.open} disabled={!hydrated} onChange={(event) => send({ type: 'hands.set', open: (event.target as HTMLInputElement).checked })} data-open-hands />
          {m.hands_label()}
        </label>
        <p>
          <button type="button" class="button-quiet" ref={setupButton} disabled={!hydrated || editing} onClick={openSetup} data-setup-open>{editor.open()}</button>
        </p>
        <fieldset class="bca-choice">
          <legend>{m.reply_label()}</legend>
          {REPLIES.map((reply) => (
            <label key={reply}>
              <input type="radio" name="bca-reply" checked={view.reply === reply} disabled={!hydrated} onChange={() => send({ type: 'reply.set', reply })} />
              {replyName(reply)}
            </label>
          ))}
        </fieldset>
        <p class="bc-muted">{view.replyNote}</p>
        <form
          class="bca-paste"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'position.open', code: text, from: 'paste' });
          }}
        >
          <label for="bca-code">{m.paste_label()}</label>
          <input id="bca-code" value={text} spellcheck={false} autocomplete="off" aria-describedby="bca-code-help" onInput={(event) => setText((event.target as HTMLInputElement).value)} data-code />
          <button type="submit" class="button-quiet" disabled={!hydrated}>{m.paste_open()}</button>
          <p id="bca-code-help" class="bc-muted">{m.paste_help()}</p>
        </form>
        <p><a href={analysisHref(view.query)} data-link>{m.share_label()}</a></p>
      </div>
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

/** The moves of one line of the tree, each a button that shows its position, its variations nested below it. */
function TreeSteps(props: { steps: readonly LineStep[]; at: number; disabled: boolean; go: (at: number) => void }) {
  return (
    <>
      {props.steps.map((step) => (
        <li key={step.at}>
          <button type="button" class="button-quiet" aria-current={props.at === step.at ? 'step' : undefined} disabled={props.disabled} onClick={() => props.go(step.at)} data-step={step.at}>{step.text}</button>
          {step.variations.map((line) => (
            <ol key={line[0]!.at} class="bca-variation" aria-label={more.variation()}>
              <TreeSteps steps={line} at={props.at} disabled={props.disabled} go={props.go} />
            </ol>
          ))}
        </li>
      ))}
    </>
  );
}

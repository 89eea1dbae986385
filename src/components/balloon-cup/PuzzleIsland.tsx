/**
 * Island for a claim-cascade puzzle (src/machines/balloon-cup/puzzle.ts). Renders only from a
 * PuzzleView: the server passes the initial one, so the position and question read without
 * JavaScript; the machine (xstate, engine, solver) loads on the reader's first interaction.
 * The other side's replies and refutations are played one step at a time on a timer.
 *
 * `fromUrl`: the position comes from the page's `?p=<cascade code>` (and `start=scoring`),
 * read once hydrated; a code the decoder refuses shows its message.
 * Keys inside the island: H hint, S solution, arrows step through the solution.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PuzzleEvent, PuzzleInput, PuzzleView } from '../../machines/balloon-cup/puzzle.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import type { LoadSays } from '../shared/LoadNotice.tsx';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { rove, useFocusFollows } from '../shared/useFocusFollows.ts';
import { PUZZLES_BASE, sandboxHref } from '../site/puzzle-list.ts';
import { notSavedText, notifyProgressChanged, setDone } from '../site/progress.ts';
import { CascadeTable } from './CascadeTable.tsx';
import { Linked } from './linked.tsx';
import { m } from '../../paraglide/words/cascade.ts';
import { playerParams } from '../../machines/balloon-cup/color-words.ts';
import { m as site } from '../../paraglide/words/site.ts';
import { localHref } from '../../i18n/runtime.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import type { Cited } from '../rules/RuleCite.tsx';

export interface PuzzleIslandProps {
  readonly input: PuzzleInput;
  readonly view: PuzzleView;
  /** Set on puzzle pages: solving it is remembered for the index. */
  readonly puzzleId?: string;
  readonly fromUrl?: boolean;
  /** Where "next puzzle" goes once solved. */
  readonly next?: { readonly href: string; readonly title: string } | null;
  /** The puzzle's explanation, opened once solved (or on request). */
  readonly explanation?: string | null;
  /** The puzzle's hint, in the page's language (content: the machine only knows there is one). */
  readonly hint?: string | null;
  /** The code of the rule the hint and explanation teach (the puzzle's theme, components/rules/codes.ts). */
  readonly teaches?: string;
  /** That rule, so the server writes the explanation's citation. */
  readonly cite?: Cited | null;
  /** The trainer: told when the puzzle is solved or refuted (the trainer counts the first). */
  readonly onPuzzle?: (outcome: 'solved' | 'failed') => void;
  /** The trainer: the solution and the explanation only after a first attempt, or once given up (`revealed`). */
  readonly honest?: boolean;
  readonly revealed?: boolean;
}

const loader = (hint: string | null) => () =>
  import('../../machines/balloon-cup/puzzle.ts').then((m) => ({ machine: m.puzzleMachine, toView: (s: Parameters<typeof m.puzzleView>[0]) => m.puzzleView(s, hint), createActor: m.createActor }));

/** Pause between the other side's moves, so each one can be seen and heard. */
/** What the puzzle says while its code cannot load. */
const PUZZLE_LOAD: LoadSays = { offline: () => site.load_offline_puzzle(), reload: () => site.load_reload_puzzle(), updated: () => site.load_updated_puzzle() };

const REPLY_MS = 900;

export default function PuzzleIsland(props: PuzzleIslandProps) {
  const [load] = useState(() => loader(props.hint ?? null));
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, props.input, props.view);
  const teaches = props.teaches ?? 'cascade-part';
  const hydrated = useHydrated();
  const inert = !hydrated;
  const root = useRef<HTMLDivElement>(null);
  const explanation = useRef<HTMLDetailsElement>(null);
  const [urlState, setUrlState] = useState<'none' | 'missing' | 'read'>(props.fromUrl ? 'none' : 'read');
  const tag = (t: string) => view.tags.includes(t);
  const sendEvent = (event: PuzzleEvent) => send(event);
  /** Why a solve could not be remembered (storage full or refused), to say beside "Solved!". */
  const [notSaved, setNotSaved] = useState<string | null>(null);

  // A position sent by link: read it once, then load it into the machine.
  useEffect(() => {
    if (!props.fromUrl) return;
    const params = new URLSearchParams(location.search);
    const code = params.get('p');
    if (code === null || code.trim() === '') {
      setUrlState('missing');
      return;
    }
    send({ type: 'puzzle.load', code, start: params.get('start') });
    setUrlState('read');
  }, []);

  // The other side's moves, one at a time.
  const playing = tag('replying') || tag('refuting');
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => send({ type: 'reply.next' }), REPLY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, view.told.length]);

  // The trainer's first attempt: once a choice is refuted or the puzzle solved, the answer may be
  // seen; given up, the solver's line is shown at once.
  const refuted = tag('refuted');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (refuted) { setTried(true); props.onPuzzle?.('failed'); }
  }, [refuted]);
  useEffect(() => {
    if (props.revealed) sendEvent({ type: 'solution.show' });
  }, [props.revealed]);
  const answerOpen = !props.honest || tried || view.solved || Boolean(props.revealed);

  // Before the paint: what shows as done is already kept, even if the reader leaves at once.
  useLayoutEffect(() => {
    if (!view.solved) return;
    setTried(true);
    props.onPuzzle?.('solved');
    if (props.puzzleId) {
      setNotSaved(notSavedText(setDone(PUZZLES_BASE, props.puzzleId, true)));
      notifyProgressChanged();
    }
    if (explanation.current) explanation.current.open = true;
  }, [view.solved]);

  // Keep keyboard focus on something useful when the controls under it change.
  useFocusFollows(root, `${view.tags.join(' ')}:${view.told.length}`, (el) => el.querySelector<HTMLElement>('[data-focus-next]'));

  // Until the machine has read the link, the server's view (no position) is not the answer.
  // Before hydration (and so without JavaScript) nothing reads the link: say what would.
  if (props.fromUrl && urlState !== 'missing' && view === props.view) {
    return (
      <div class="bc-island" ref={root}>
        <p data-link-pending>{hydrated ? m.link_reading() : m.link_needs_js()}</p>
        <LoadNotice trouble={trouble} retry={retry} says={PUZZLE_LOAD} />
      </div>
    );
  }
  if (urlState === 'missing') {
    return (
      <div class="bc-island" ref={root}>
        <p class="example-error" role="alert">
          <Linked
            text={(list, sandbox) => m.link_no_position({ list, sandbox })}
            links={[<a href={localHref('/balloon-cup/puzzles/')}>{m.link_puzzle_list()}</a>, <a href={localHref('/balloon-cup/puzzles/sandbox/')}>{m.link_sandbox()}</a>]}
          />
        </p>
      </div>
    );
  }

  const names = view.names;
  const solver = view.solver;
  const firstChoice = Math.max(0, view.choices.findIndex((c) => c.event.type !== 'claim.pass'));

  return (
    <div
      class="bc-island bc-puzzle"
      ref={root}
      onPointerOver={prepare}
      onFocusIn={prepare}
      onTouchStart={prepare}
      onKeyDown={(event) => {
        if (rove(event) || (event.target as HTMLElement).closest('input, select, textarea') || event.altKey || event.ctrlKey || event.metaKey) return;
        if (tag('solution') && event.key === 'ArrowRight') sendEvent({ type: 'step.next' });
        else if (tag('solution') && event.key === 'ArrowLeft') sendEvent({ type: 'step.prev' });
        else if (event.key === 'h' && !tag('invalid')) sendEvent({ type: 'hint.show' });
        else return;
        event.preventDefault();
      }}
    >
      <div class="bc-stage">
        <div class="bc-prompt" data-region="prompt">
          {view.problem && (
            <p class="example-error" role="alert">
              <strong>{m.cannot_play()}</strong> {view.problem.text} {view.problem.code && <RuleCite game="balloon-cup" code={view.problem.code} />}
            </p>
          )}
          {view.question && <p class="bc-goal">{view.question}</p>}
        </div>
        {view.players && view.winner !== null && (
          <CascadeTable players={view.players} names={names} winner={view.winner} part={view.part} gameWinner={view.gameWinner} you={solver} />
        )}

        <div class="bc-decide" data-region="controls">
          {tag('your-part') && solver !== null && (
            <div class="bc-claims" role="group" aria-label={m.your_choices(playerParams(names[solver]))} data-roving>
              {view.choices.map((choice, i) => (
                <button
                  key={i}
                  type="button"
                  class={choice.event.type === 'claim.pass' ? 'button-quiet' : 'button'}
                  tabIndex={i === firstChoice ? 0 : -1}
                  data-focus-next={i === firstChoice ? true : undefined}
                  disabled={inert}
                  onClick={() => sendEvent(choice.event)}
                >
                  {choice.label}
                </button>
              ))}
            </div>
          )}

          {playing && (
            <div class="bc-controls">
              <span>{tag('refuting') ? m.watch_reply() : m.answers({ player: solver === null ? '' : names[solver === 0 ? 1 : 0] })}</span>
              <button type="button" class="button-quiet" data-focus-next disabled={inert} onClick={() => sendEvent({ type: 'reply.next' })}>
                {m.next_move_now()}
              </button>
            </div>
          )}

          {tag('refuted') && (
            <div class="bc-message is-refusal" data-puzzle-result="refuted">
              {/* The reason cites the rule its facts name: a trade the choice unlocked, the order of claims, a part. */}
              <p><strong>{m.not_this_time()}</strong> {view.reason?.text} {view.reason && <RuleCite game="balloon-cup" code={view.reason.code!} />}</p>
              <div class="bc-controls">
                <button type="button" class="button" data-focus-next disabled={inert} onClick={() => sendEvent({ type: 'puzzle.retry' })}>{m.try_again()}</button>
                <button type="button" class="button-quiet" disabled={inert} onClick={() => sendEvent({ type: 'solution.show' })}>{m.show_solution()}</button>
              </div>
            </div>
          )}

          {tag('solved') && (
            <div class="bc-message is-solved" data-puzzle-result="solved">
              <p><strong tabIndex={-1} data-focus-next>{m.solved()}</strong> {view.goal === 'win' ? m.solved_win() : m.solved_held()}</p>
              <div class="bc-controls">
                {props.next && <a class="button" href={props.next.href}>{m.next_puzzle({ title: props.next.title })}</a>}
                <button type="button" class="button-quiet" disabled={inert} onClick={() => sendEvent({ type: 'puzzle.retry' })}>{m.play_again()}</button>
              </div>
          {notSaved && <p data-not-saved>{notSaved}</p>}
            </div>
          )}

          {tag('solution') && (
            <div class="bc-controls" role="group" aria-label={m.solution_steps()}>
              <button type="button" class="button-quiet" disabled={inert} aria-disabled={view.at === 0} onClick={() => sendEvent({ type: 'step.prev' })}>
                <span aria-hidden="true">◀</span> {m.previous()}
              </button>
              <button type="button" class="button" data-focus-next disabled={inert} aria-disabled={view.at >= view.total} onClick={() => sendEvent({ type: 'step.next' })}>
                {m.next()} <span aria-hidden="true">▶</span>
              </button>
              <span class="bc-muted">{m.step_of({ step: view.at, total: view.total })}</span>
              <button type="button" class="button-quiet" disabled={inert} onClick={() => sendEvent({ type: 'puzzle.retry' })}>{m.back_to_puzzle()}</button>
            </div>
          )}
        </div>

        {view.told.length > 0 && (
          <div class="bc-log">
            <ol class="bc-steps" aria-label={tag('solution') ? m.solution_so_far() : m.what_happened()}>
              {view.told.map((step, i) => (
                <li key={i} class={i === view.told.length - 1 ? 'is-current' : undefined}>
                  {step.text} {step.code && <RuleCite game="balloon-cup" code={step.code} />}
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>

      {!tag('invalid') && (
        <div class="bc-controls bc-puzzle-tools">
          {view.hint && (
            <button type="button" class="button-quiet" disabled={inert} aria-pressed={view.hintShown} onClick={() => sendEvent({ type: 'hint.show' })}>
              {m.hint()}
            </button>
          )}
          {/* After a wrong answer the message above already offers the solution. */}
          {!tag('solution') && !tag('refuted') && answerOpen && (
            <button type="button" class="button-quiet" disabled={inert} onClick={() => sendEvent({ type: 'solution.show' })}>{m.show_solution()}</button>
          )}
          {view.code && <a class="button-quiet" href={sandboxHref(view.code, view.start)}>{m.open_in_sandbox()}</a>}
        </div>
      )}
      {view.hintShown && view.hint && <p class="bc-hint"><strong>{m.hint_label()}</strong> {view.hint} <RuleCite game="balloon-cup" code={teaches} /></p>}

      {props.explanation && answerOpen && (
        <details class="bc-explanation" ref={explanation}>
          <summary>{m.explanation()}</summary>
          <p>{props.explanation} <RuleCite game="balloon-cup" code={teaches} fallback={props.cite} /></p>
        </details>
      )}
      <LoadNotice trouble={trouble} retry={retry} says={PUZZLE_LOAD} />
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

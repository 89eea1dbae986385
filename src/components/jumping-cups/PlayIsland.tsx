/**
 * The board of a game against the perfect opponent (src/machines/jumping-cups/play-core.ts), with what
 * every such game shows: the track, undo, the solver's verdict, the told moves. The play page
 * (PlayGameIsland.tsx: color choice, levels, share link, `?p=` positions) and each puzzle page
 * (PuzzlePlayIsland.tsx: `limit` set, win within N moves, its hint and the solve kept) add their own
 * parts (`parts`); the trainer's board (trainer/jc-board.tsx) adds none, so none of it reaches a
 * page that cannot show it. Renders from plain views; the server renders the initial one. The
 * machine loads on the person's first intent; the solver answers through solver-client.ts (a Web
 * Worker over the shipped solution, started as the island hydrates).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PlayEvent, PlayInput, PlayMachine, PlayView } from '../../machines/jumping-cups/play-core.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import { puzzleLimit, verdictLose, verdictMove, verdictWin } from '../../machines/jumping-cups/play-words.ts';
import { colorName, playerName } from '../../machines/jumping-cups/cup-words.ts';
import { m } from '../../paraglide/words/jcplay.ts';
import { m as site } from '../../paraglide/words/site.ts';
import { formatNumber, localHref } from '../../i18n/runtime.ts';
import { Rich } from '../shared/Rich.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { reportExampleComplete } from '../shared/example-events.ts';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import type { LoadSays } from '../shared/LoadNotice.tsx';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { consult, foresee, onWorkingOut, wake } from './solver-client.ts';
import { workingOutText } from '../../machines/jumping-cups/solver-words.ts';
import { useFocusFollows } from '../shared/useFocusFollows.ts';
import { PickedCupButtons, PreviewPrompt, PreviewText, RefusalText, RowsRule, ToldText, citesOnRow } from './MoveTexts.tsx';
import { moveCode } from '../../machines/jumping-cups/verdict-codes.ts';
import { Track, nextCup } from './Track.tsx';
import { analysisHref } from './links.ts';
import { m as board } from '../../paraglide/words/jcboard.ts';

export interface PlayIslandProps {
  readonly input: PlayInput;
  readonly view: PlayView;
  /** The trainer: told once when the puzzle is solved or failed. */
  readonly onPuzzle?: (outcome: 'solved' | 'failed') => void;
  /** The trainer: the solver's verdict is offered only after a first attempt or once given up (`revealed`). */
  readonly honest?: boolean;
  readonly revealed?: boolean;
  /** The page's own parts (the play page's, a puzzle page's); none on the trainer's board. */
  readonly parts?: PlayParts;
  /** Which machine the board runs (loadChecked, or the play page's). */
  readonly load: LoadPlay;
}

/** What the page's parts are given: the game as it stands and the machine's `send`. */
export interface PlayGame {
  readonly view: PlayView;
  /** The view the server rendered (the game before any event). */
  readonly first: PlayView;
  readonly send: (event: PlayEvent) => void;
  readonly hydrated: boolean;
}

/** What the page's parts add, each in its place on the board (absent: nothing there). */
export interface PartsShown {
  /** Sends instead of the machine's own `send` (the play page hands its kept level over first). */
  readonly send?: (event: PlayEvent) => void;
  /** Above the prompt. */
  readonly top?: ComponentChildren;
  /** At the end of the prompt. */
  readonly prompt?: ComponentChildren;
  /** After the board's buttons; `newGame`: they start a new game themselves ("Start again" otherwise). */
  readonly controls?: ComponentChildren;
  readonly newGame?: boolean;
  /** Under the buttons. */
  readonly below?: ComponentChildren;
  /** Above the told moves. */
  readonly note?: ComponentChildren;
  /** At the end. */
  readonly end?: ComponentChildren;
}

export interface PlayParts {
  /** A hook, called on every render: the parts' own state, and what they show. */
  readonly use: (game: PlayGame) => PartsShown;
  /** What the game says while its code cannot load (a puzzle's words otherwise). */
  readonly says?: LoadSays;
}

/**
 * When the opponent's reply may be shown: after the frame that draws the person's move (a
 * callback queued from requestAnimationFrame runs once that frame is painted), and with motion
 * allowed a beat later, so the eye sees the person's move, then the reply arriving.
 */
/** What a puzzle or the sandbox's game says while its code cannot load. */
const PUZZLE_LOAD: LoadSays = { offline: () => site.load_offline_puzzle(), reload: () => site.load_reload_puzzle(), updated: () => site.load_updated_puzzle() };

const REPLY_BEAT_MS = 300;
function paceReply(): Promise<void> {
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, still ? 0 : REPLY_BEAT_MS)));
}

/** The machine's module and which of its machines the board runs (the play page's checks a linked position). */
export type LoadPlay = () => Promise<Pick<typeof import('../../machines/jumping-cups/play-core.ts'), 'consultedBy' | 'playView' | 'createActor'> & { readonly machine: PlayMachine }>;

/** The puzzles' machine (positions the build proved): the trainer's and a puzzle page's. */
export const loadChecked: LoadPlay = () => import('../../machines/jumping-cups/play-checked.ts').then((m) => ({ ...m, machine: m.checkedPlayMachine }));

const loaded = new Map<LoadPlay, () => Promise<unknown>>();
function loaderOf(machine: LoadPlay) {
  const load = () =>
    machine().then((m) => ({
      machine: m.consultedBy(m.machine, consult, foresee, paceReply),
      toView: m.playView,
      createActor: m.createActor,
    }));
  if (!loaded.has(machine)) loaded.set(machine, load);
  return loaded.get(machine) as typeof load;
}

export default function PlayIsland(props: PlayIslandProps) {
  const { view, send: sendNow, prepare, trouble, retry } = useLazyMachine(loaderOf(props.load), props.input, props.view);
  // The solver's worker starts with the island, off the main thread, so its code is ready by the
  // first question. (Loading the machine here too made the first question no faster for a pointer,
  // whose hover already loads it, and added a long task to every visit on a phone.)
  useEffect(wake, []);
  // The stored answer could not be fetched (offline): the reply is worked out here, and said so.
  const [workingOut, setWorkingOut] = useState(false);
  useEffect(() => onWorkingOut(setWorkingOut), []);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const tag = (t: string) => view.tags.includes(t);
  const [elapsed, setElapsed] = useState(0);

  // While the solver works, count the seconds so a long first search is visibly in progress.
  const busy = tag('thinking') || tag('asking');
  useEffect(() => {
    setElapsed(0);
    if (!busy) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 500);
    return () => clearInterval(timer);
  }, [busy]);

  // Before the paint: what shows as done is already kept, even if the reader leaves at once.
  useLayoutEffect(() => {
    if (view.puzzle !== 'open') props.onPuzzle?.(view.puzzle);
    if (view.puzzle === 'solved') reportExampleComplete(root.current);
  }, [view.puzzle]);

  // The page's own parts, after the board's effects (a solve is reported, then kept).
  const shown: PartsShown = props.parts?.use({ view, first: props.view, send: sendNow, hydrated }) ?? {};
  const send = shown.send ?? sendNow;
  const yourTurn = tag('choose-cup') || tag('preview');
  const previewing = tag('preview') && view.preview;
  const foreseeVerdict = () => {
    if (hydrated && yourTurn) foresee(view.notation, 'verdict');
  };

  // Keep keyboard focus in the island when its controls change under it; a picked cup sends it
  // to the landing square (or to "Choose again" before a move that loses).
  useFocusFollows(root, `${view.tags.join(' ')}|${view.notation}|${view.preview?.from ?? ''}`, nextCup, { keepUsable: !previewing });

  const verdictCodes = view.verdict?.moves.map(moveCode) ?? [];
  return (
    <div
      class="jc-island"
      ref={root}
      onPointerOver={prepare}
      onFocusIn={prepare}
      onTouchStart={prepare}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && tag('preview')) send({ type: 'cup.clear' });
      }}
    >
      {view.problem && <p class="jc-message is-refusal" role="alert" data-problem>{view.problem}{view.problemCode && <> <RuleCite game="jumping-cups" code={view.problemCode} /></>}</p>}
      {shown.top}
      {/* What is to be decided now, right above the board. */}
      <div class="jc-prompt" data-region="prompt">
        <p class="jc-who">
          <Rich parts={(view.human === 'red' ? m.you_play_red : m.you_play_yellow).parts({ color: view.human, colorName: colorName(view.human) })} />
          {view.limit !== null && <> {puzzleLimit(view.limit, view.yourMoves)}</>}
        </p>
        {view.refusal && <RefusalText refusal={view.refusal} />}
        {tag('choose-cup') && !tag('asking') && <p class="jc-now">{m.your_move()}</p>}
        {tag('asking') && <p class="jc-now" role="status" data-thinking>{elapsed > 0 ? m.solver_working_for({ seconds: elapsed }) : m.solver_working()}</p>}
        {previewing && <PreviewPrompt preview={view.preview!} />}
        {tag('thinking') && <p class="jc-now" role="status" data-thinking>{elapsed > 0 ? m.thinking_for({ color: view.turn, player: playerName(view.turn), seconds: elapsed }) : m.thinking({ color: view.turn, player: playerName(view.turn) })}</p>}
        {workingOut && <p class="jc-muted" role="status" data-working-out>{workingOutText()}</p>}
        {tag('over') && (
          <p class="jc-now">
            <strong data-focus-next tabIndex={-1} data-game-over>
              {view.winner === view.human ? m.over_won({ ending: view.ending }) : m.over_lost({ ending: view.ending })}
            </strong>
            {/* A puzzle's note right below cites the same ending: said once, there. */}
            {view.endingCode && view.puzzleCode !== view.endingCode && <> <RuleCite game="jumping-cups" code={view.endingCode} /></>}
          </p>
        )}
        {view.puzzle !== 'open' && (
          <p class={`jc-message ${view.puzzle === 'solved' ? 'is-success' : 'is-refusal'}`} data-puzzle-result={view.puzzle}>
            <strong>{view.puzzleNote}</strong>
            {view.puzzleCode && <> <RuleCite game="jumping-cups" code={view.puzzleCode} /></>}
          </p>
        )}
        {shown.prompt}
        {view.error && <p class="jc-message is-refusal" role="alert">{view.error}</p>}
      </div>
      <Track
        squares={view.squares}
        movable={yourTurn ? view.movable : []}
        selected={view.preview?.from ?? null}
        path={previewing ? view.preview!.path : view.lastPath}
        from={previewing ? view.preview!.from : view.lastFrom}
        previewing={Boolean(previewing)}
        mover={view.human}
        arrival={!previewing && view.lastPath.length > 0 && view.turn === view.human && !tag('over') ? view.notation : null}
        onPick={tag('over') ? undefined : (square) => send({ type: 'cup.pick', square })}
        inert={!hydrated || !yourTurn}
        label={m.track_label({ color: view.turn, player: playerName(view.turn) })}
      />
      <div class="jc-controls" data-region="controls">
        <PickedCupButtons preview={previewing || null} enabled={hydrated} send={send} />
        <button type="button" class="button-quiet" disabled={!hydrated || !view.canUndo} onClick={() => send({ type: 'game.undo' })}>{m.undo()}</button>
        {/* Reaching for the button (pointer or focus) fetches the verdict's data ahead of the press. */}
        {(!props.honest || props.revealed || view.puzzle !== 'open') && <button type="button" class="button-quiet" disabled={!hydrated || !yourTurn || tag('asking')} onClick={() => send({ type: 'verdict.request' })}
          onPointerEnter={foreseeVerdict} onPointerDown={foreseeVerdict} onFocus={foreseeVerdict}>
          {m.ask_solver()}
        </button>}
        {shown.controls}
        {!shown.newGame && <button type="button" class="button-quiet" disabled={!hydrated} onClick={() => send({ type: 'game.new', human: view.human })}>{m.start_again()}</button>}
      </div>
      {shown.below}
      <LoadNotice trouble={trouble} retry={retry} says={props.parts?.says ?? PUZZLE_LOAD} />
      <p class="jc-links"><a href={localHref(analysisHref(view.notation))} data-analyse>{board.analyse_link()}</a></p>
      {shown.note}
      {/* The story of the moves: below the controls, so it never pushes them off the screen. */}
      <div class="jc-log">
        {view.preview && <PreviewText preview={view.preview} />}
        {!view.preview && <ToldText told={view.told} label={m.last_moves()} />}
        {!view.preview && view.replyBook !== null && view.told.length > 0 && (
          <p class="jc-muted" data-reply={view.replyBook ? 'book' : 'solver'} data-ms={(view.thinkMs ?? 0).toFixed(1)}>
            {view.replyBook ? m.reply_book() : m.reply_worked_out()}
          </p>
        )}
      </div>
      {view.verdict && view.verdict.notation === view.notation && (
        <div class="jc-message" data-verdict data-ms={view.verdict.ms.toFixed(1)} data-states={view.verdict.states}>
          <p>
            <strong>
              {view.verdict.value === 'win'
                ? verdictWin(view.verdict.yourMoves, view.verdict.plies)
                : verdictLose(view.verdict.plies)}
            </strong>{' '}
            {(view.verdict.value === 'win' ? m.keep_win : m.keep_longest)({ squares: view.verdict.keep.join(', ') })}
            {view.verdictCode && <> <RuleCite game="jumping-cups" code={view.verdictCode} /></>}
          </p>
          <ul>
            {view.verdict.moves.map((m) => (
              <li key={m.from}>
                {verdictMove(m.from, m.leftTrack ? 'off' : m.value === 'win' ? 'win' : 'loss', m.plies)}
                {citesOnRow(moveCode(m), verdictCodes) && <> <RuleCite game="jumping-cups" code="left-track" /></>}
              </li>
            ))}
          </ul>
          <RowsRule codes={verdictCodes} />
          <p class="jc-muted">
            {view.verdict.book ? m.verdict_book() : m.verdict_worked_out({ states: formatNumber(view.verdict.states) })}
          </p>
        </div>
      )}
      {shown.end}
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

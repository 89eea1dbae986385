/**
 * Island for a "replay" example: a line of moves stepped through forwards and backwards
 * (src/machines/balloon-cup/replay.ts). Renders from a ReplayView; the server passes the
 * starting view, and the machine (with the engine that plays the line) loads on the reader's
 * first interaction. Arrow keys, Home and End step while focus is inside the island.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ReplayEvent, ReplayInput, ReplayView } from '../../machines/balloon-cup/replay.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import { reportExampleComplete } from '../shared/example-events.ts';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { BoardTable as Board } from './BoardTable.tsx';
import { m } from '../../paraglide/words/bcplay.ts';

export interface ReplayIslandProps {
  readonly prompt: string;
  readonly input: ReplayInput;
  /** The machine's initial state, rendered on the server (replay.ts `replayView`). */
  readonly view: ReplayView;
}

const load = () =>
  import('../../machines/balloon-cup/replay.ts').then((m) => ({ machine: m.checkedReplayMachine, toView: m.replayView, createActor: m.createActor }));

const KEYS: Record<string, ReplayEvent['type']> = {
  ArrowRight: 'step.next',
  ArrowLeft: 'step.prev',
  Home: 'step.first',
  End: 'step.last',
};

export default function ReplayIsland(props: ReplayIslandProps) {
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, props.input, props.view);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const inert = !hydrated;

  // Before the paint: what shows as done is already kept, even if the reader leaves at once.
  useLayoutEffect(() => {
    if (view.complete) reportExampleComplete(root.current);
  }, [view.complete]);

  if (view.tags.includes('invalid') || !view.board) {
    return (
      <div class="bc-island" ref={root}>
        <p class="example-error" role="alert">
          <strong>{m.cannot_show()}</strong> {view.problem}
        </p>
      </div>
    );
  }

  const atStart = view.tags.includes('at-start');
  const atEnd = view.tags.includes('at-end');

  return (
    <div
      class="bc-island"
      ref={root}
      onPointerOver={prepare}
      onTouchStart={prepare}
      onFocusIn={prepare}
      onKeyDown={(event) => {
        const type = KEYS[event.key];
        if (!type || (event.target as HTMLElement).closest('input, select, textarea')) return;
        event.preventDefault();
        send({ type });
      }}
    >
      <div class="bc-stage">
        <div class="bc-prompt" data-region="prompt">
          {view.at === 0 ? (
            <>
              <p class="bc-goal">{props.prompt}</p>
              <p class="bc-now bc-muted">
                {m.replay_opening({ count: view.moves, total: view.total })}
              </p>
            </>
          ) : (
            <p class="bc-now"><span class="bc-step-count">{m.replay_move_of({ move: view.move, total: view.moves })}</span>{view.told[view.told.length - 1]}</p>
          )}
          {view.problem && <p class="example-error" role="alert">{view.problem}</p>}
        </div>
        <Board state={view.board} names={view.names} focus={view.focus} scoring={view.scoring} />
        <div class="bc-controls bc-decide" role="group" aria-label={m.replay_step_through()} data-region="controls">
          {/* aria-disabled rather than disabled at either end, so keyboard focus stays on the button. */}
          <button type="button" class="button-quiet" disabled={inert} aria-disabled={atStart} onClick={() => send({ type: 'step.first' })}>
            <span aria-hidden="true">«</span> {m.replay_start()}
          </button>
          <button type="button" class="button-quiet" disabled={inert} aria-disabled={atStart} onClick={() => send({ type: 'step.prev' })}>
            <span aria-hidden="true">◀</span> {m.replay_back_button()}
          </button>
          <button type="button" class="button" disabled={inert} aria-disabled={atEnd} onClick={() => send({ type: 'step.next' })}>
            {m.replay_next()} <span aria-hidden="true">▶</span>
          </button>
          <span class="bc-muted">{m.replay_step_of({ step: view.at, total: view.total })}</span>
        </div>
        <div class="bc-log">
          {view.at > 0 && (
            <ol class="bc-steps" start={view.firstStep + 1} aria-label={m.replay_move_label({ move: view.move, total: view.moves })}>
              {view.told.map((text, i) => (
                <li key={view.firstStep + i} class={i === view.told.length - 1 ? 'is-current' : undefined}>{text}</li>
              ))}
            </ol>
          )}
          <details class="bc-transcript">
            <summary>{m.replay_whole_line()}</summary>
            <ol>
              {view.transcript.map((move, i) => (
                <li key={i}>{move.join(' ')}</li>
              ))}
            </ol>
          </details>
        </div>
      </div>
      <LoadNotice trouble={trouble} retry={retry} />
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

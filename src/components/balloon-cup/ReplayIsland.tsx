/**
 * Island for a "replay" example: a line of moves stepped through forwards and backwards
 * (src/machines/balloon-cup/replay.ts). Renders from a ReplayView; the server passes the
 * starting view, and the machine (with the engine that plays the line) loads on the reader's
 * first interaction. Arrow keys, Home and End step while focus is inside the island.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { ReplayInput, ReplayView } from '../../machines/balloon-cup/replay.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import { reportExampleComplete } from '../shared/example-events.ts';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { Board } from './Board.tsx';

export interface ReplayIslandProps {
  readonly prompt: string;
  readonly input: ReplayInput;
  /** The machine's initial state, rendered on the server (replay.ts `replayView`). */
  readonly view: ReplayView;
}

const load = () =>
  import('../../machines/balloon-cup/replay.ts').then((m) => ({ machine: m.replayMachine, toView: m.replayView, createActor: m.createActor }));

const KEYS: Record<string, 'step.next' | 'step.prev' | 'step.first' | 'step.last'> = {
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

  useEffect(() => {
    if (view.complete) reportExampleComplete(root.current);
  }, [view.complete]);

  if (view.tags.includes('invalid') || !view.board) {
    return (
      <div class="bc-island" ref={root}>
        <p class="example-error" role="alert">
          <strong>This example cannot be shown.</strong> {view.problem}
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
                Starting position. {view.moves === 1 ? 'One move' : `${view.moves} moves`} to step through, {view.total} steps in all.
              </p>
            </>
          ) : (
            <p class="bc-now"><span class="bc-step-count">Move {view.move} of {view.moves}: </span>{view.told[view.told.length - 1]}</p>
          )}
          {view.problem && <p class="example-error" role="alert">{view.problem}</p>}
        </div>
        <Board state={view.board} names={view.names} focus={view.focus} scoring={view.scoring} />
        <div class="bc-controls bc-decide" role="group" aria-label="Step through" data-region="controls">
          {/* aria-disabled rather than disabled at either end, so keyboard focus stays on the button. */}
          <button type="button" class="button-quiet" disabled={inert} aria-disabled={atStart} onClick={() => send({ type: 'step.first' })}>
            <span aria-hidden="true">«</span> Start
          </button>
          <button type="button" class="button-quiet" disabled={inert} aria-disabled={atStart} onClick={() => send({ type: 'step.prev' })}>
            <span aria-hidden="true">◀</span> Back
          </button>
          <button type="button" class="button" disabled={inert} aria-disabled={atEnd} onClick={() => send({ type: 'step.next' })}>
            Next <span aria-hidden="true">▶</span>
          </button>
          <span class="bc-muted">Step {view.at} of {view.total}</span>
        </div>
        <div class="bc-log">
          {view.at > 0 && (
            <ol class="bc-steps" start={view.firstStep + 1} aria-label={`Move ${view.move} of ${view.moves}`}>
              {view.told.map((text, i) => (
                <li key={view.firstStep + i} class={i === view.told.length - 1 ? 'is-current' : undefined}>{text}</li>
              ))}
            </ol>
          )}
          <details class="bc-transcript">
            <summary>The whole line in words</summary>
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

/**
 * Island for a "replay" example: a line of moves stepped through forwards and backwards, a step
 * at a time, in the one replay component (Replay.tsx) with the examples' words and board. The
 * server passes the starting view; the machine (replay-example.ts, with the engine that plays
 * the line) loads on the reader's first interaction. Arrow keys, Home and End step while focus is
 * inside the island.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ExampleReplayView, ReplayInput } from '../../machines/balloon-cup/replay-example.ts';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import { reportExampleComplete } from '../shared/example-events.ts';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { BoardTable as Board } from './BoardTable.tsx';
import { Replay } from './Replay.tsx';
import { m } from '../../paraglide/words/bcplay.ts';

export interface ReplayIslandProps {
  readonly prompt: string;
  readonly input: ReplayInput;
  /** The replay's start, rendered on the server (replay-example.ts `exampleReplayView`). */
  readonly view: ExampleReplayView;
}

const load = () =>
  import('../../machines/balloon-cup/replay-example.ts').then((m) => ({ machine: m.checkedExampleReplay, toView: m.snapshotView, createActor: m.createActor }));

export default function ReplayIsland(props: ReplayIslandProps) {
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, props.input, props.view);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);

  // Before the paint: what shows as done is already kept, even if the reader leaves at once.
  useLayoutEffect(() => {
    if (view.complete) reportExampleComplete(root.current);
  }, [view.complete]);

  if (view.invalid || !view.board) {
    return (
      <div class="bc-island" ref={root}>
        <p class="example-error" role="alert">
          <strong>{m.cannot_show()}</strong> {view.problem}
        </p>
      </div>
    );
  }

  const said = view.said;
  return (
    <Replay
      at={view.at}
      atStart={view.atStart}
      atEnd={view.atEnd}
      send={send}
      keys="island"
      inert={!hydrated}
      onIntent={prepare}
      rootRef={root}
      class="bc-island"
      stage="bc-stage"
      promptClass="bc-prompt"
      prompt={
        <>
          {view.at === 0 ? (
            <>
              <p class="bc-goal">{props.prompt}</p>
              <p class="bc-now bc-muted">{m.replay_opening({ count: view.moves, total: view.total })}</p>
            </>
          ) : (
            <p class="bc-now"><span class="bc-step-count">{m.replay_move_of({ move: view.move, total: view.moves })}</span>{view.told[view.told.length - 1]}</p>
          )}
          {view.problem && <p class="example-error" role="alert">{view.problem}</p>}
        </>
      }
      buttons={[
        { step: 'first', class: 'button-quiet', label: <><span aria-hidden="true">«</span> {m.replay_start()}</> },
        { step: 'previous', class: 'button-quiet', label: <><span aria-hidden="true">◀</span> {m.replay_back_button()}</> },
        { step: 'next', class: 'button', label: <>{m.replay_next()} <span aria-hidden="true">▶</span></> },
      ]}
      controls={{ class: 'bc-controls bc-decide', label: m.replay_step_through(), inPrompt: false, extra: <span class="bc-muted">{m.replay_step_of({ step: view.at, total: view.total })}</span> }}
      board={<Board state={view.board} names={view.names} focus={view.focus} scoring={view.scoring} />}
      log={
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
      }
      after={<LoadNotice trouble={trouble} retry={retry} />}
      said={{ text: !said || said.kind !== 'move' ? '' : said.at === 0 ? m.replay_back() : (said.told[0] ?? ''), n: said?.n ?? 0 }}
    />
  );
}

/**
 * Island for a live Jumping Cups rules example (src/machines/jumping-cups/example.ts): pick a cup,
 * read where it would go, then choose its landing square (a move that loses at once asks to be
 * confirmed). Renders from plain views only: the server
 * passes the initial one, so the example reads without JavaScript; the machine, the engine and
 * xstate load when the reader first points at, focuses or touches the island.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ExampleInput, ExampleView } from '../../machines/jumping-cups/example.ts';
import { colorName, playerName } from '../../machines/jumping-cups/cup-words.ts';
import { m } from '../../paraglide/words/jcboard.ts';
import { Rich } from '../shared/Rich.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { reportExampleComplete } from '../shared/example-events.ts';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { useFocusFollows } from '../shared/useFocusFollows.ts';
import { PickedCupButtons, PreviewPrompt, PreviewText, RefusalText, ToldText } from './MoveTexts.tsx';
import { Track, nextCup } from './Track.tsx';
import { analysisHref } from './links.ts';
import { localHref } from '../../i18n/runtime.ts';


export interface ExampleIslandProps {
  readonly prompt: string;
  readonly input: ExampleInput;
  readonly view: ExampleView;
}

const load = () =>
  import('../../machines/jumping-cups/example.ts').then((m) => ({ machine: m.exampleMachine, toView: m.exampleView, createActor: m.createActor }));

export default function ExampleIsland(props: ExampleIslandProps) {
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, props.input, props.view);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const tag = (t: string) => view.tags.includes(t);

  // Before the paint: what shows as done is already kept, even if the reader leaves at once.
  useLayoutEffect(() => {
    if (view.complete) reportExampleComplete(root.current);
  }, [view.complete]);

  // When the controls change under the reader (a preview opens, a move is made), move focus to
  // the next thing to do: the landing square (or "Choose again" before a losing move), else the
  // track's stop on a cup to move.
  useFocusFollows(root, `${view.tags.join(' ')}|${view.notation}|${view.preview?.from ?? ''}`, nextCup);

  if (tag('invalid')) {
    return (
      <div class="jc-island" ref={root}>
        <p class="example-error" role="alert"><Rich parts={m.example_invalid.parts({ problem: view.problem ?? '' })} /></p>
      </div>
    );
  }

  const previewing = tag('preview') && view.preview;
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
      <p class="jc-task">{props.prompt}</p>
      {/* What is to be decided now, right above the board. */}
      <div class="jc-prompt" data-region="prompt">
        {tag('choose-cup') && <p class="jc-now">{m.pick_a_cup({ color: view.turn, player: playerName(view.turn), colorName: colorName(view.turn) })}</p>}
        {previewing && <PreviewPrompt preview={view.preview!} />}
        {tag('over') && <p class="jc-now"><strong data-focus-next tabIndex={-1} data-game-over>{m.game_over({ ending: view.ending })}</strong></p>}
      </div>
      <Track
        squares={view.squares}
        movable={tag('over') ? [] : view.movable}
        selected={view.preview?.from ?? null}
        path={previewing ? view.preview!.path : view.lastPath}
        from={previewing ? view.preview!.from : view.lastFrom}
        previewing={Boolean(previewing)}
        mover={view.turn}
        onPick={tag('over') ? undefined : (square) => send({ type: 'cup.pick', square })}
        inert={!hydrated}
        label={m.track_label()}
      />
      <div class="jc-controls" data-region="controls">
        {/* Below the track: a refusal never pushes the track down under the reader's finger. */}
        {view.refusal && <RefusalText refusal={view.refusal} />}
        <PickedCupButtons preview={previewing || null} enabled={hydrated} send={send} />
        <button type="button" class="button-quiet" disabled={!hydrated} onClick={() => send({ type: 'example.reset' })}>{m.start_again()}</button>
      </div>
      {/* The story of the move: below the controls, so it never pushes them off the screen. */}
      <div class="jc-log">
        {view.preview && <PreviewText preview={view.preview} />}
        {!view.preview && <ToldText told={view.told} label={m.last_move()} />}
      </div>
      <LoadNotice trouble={trouble} retry={retry} />
      <p class="jc-links"><a href={localHref(analysisHref(view.notation))} data-analyse>{m.analyse_link()}</a></p>
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

/**
 * Island of the guided first game (src/machines/jumping-cups/lesson.ts): the step's rule and the
 * move that shows it above the track, the learner's move and the Beginner's reply below it, a
 * spoiling move's reason with "Take back", and what to read or play next at the end. The step is
 * kept in this browser, so a learner who leaves comes back to it. The opponent's answers come from
 * the solver's worker (solver-client.ts), as on the play page.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { LessonView } from '../../machines/jumping-cups/lesson.ts';
import { m } from '../../paraglide/words/jclearn.ts';
import { m as site } from '../../paraglide/words/site.ts';
import { localHref } from '../../i18n/runtime.ts';
import { Rich } from '../shared/Rich.tsx';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import type { LoadSays } from '../shared/LoadNotice.tsx';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { useFocusFollows } from '../shared/useFocusFollows.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import type { Cited } from '../rules/RuleCite.tsx';
import { readStored, removeStored, writeStored } from '../site/storage.ts';
import { consult, wake } from './solver-client.ts';
import { PickedCupButtons, PreviewPrompt, RefusalText, ToldText } from './MoveTexts.tsx';
import { Track, nextCup } from './Track.tsx';

export interface LearnIslandProps {
  readonly view: LessonView;
  /** The first step's rule, for the server's render (the page has the rules' words). */
  readonly cite?: Cited | null;
}

/** Where this browser keeps the learner's step. */
const LESSON_KEY = 'cup-games:jumping-cups-lesson:v1';
const LOAD: LoadSays = { offline: () => site.load_offline_game(), reload: () => site.load_reload_game(), updated: () => site.load_updated_game() };

/** The reply shows after the frame that draws the learner's move (and a beat, with motion allowed). */
function paceReply(): Promise<void> {
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, still ? 0 : 300)));
}

const load = () =>
  import('../../machines/jumping-cups/lesson.ts').then((lesson) => ({
    machine: lesson.withReply(consult, paceReply),
    toView: lesson.lessonView,
    createActor: lesson.createActor,
  }));

export default function LearnIsland(props: LearnIslandProps) {
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, {}, props.view);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const tag = (t: string) => view.tags.includes(t);
  const live = view !== props.view;

  useEffect(wake, []);
  // Back to the step the learner left.
  useEffect(() => {
    const kept = readStored(LESSON_KEY);
    if (kept) send({ type: 'lesson.resume', saved: kept });
  }, []);
  // Keep each new step (once the game runs: the server's first step must not overwrite a kept one).
  useEffect(() => {
    if (!live) return;
    if (view.saved) writeStored(LESSON_KEY, view.saved);
    else if (tag('over')) removeStored(LESSON_KEY);
  }, [view.saved, tag('over')]);

  const yourTurn = tag('choose-cup') || tag('preview');
  const previewing = tag('preview') && view.preview;
  useFocusFollows(root, `${view.tags.join(' ')}|${view.step}|${view.preview?.from ?? ''}`, nextCup, { keepUsable: !previewing });
  const cite = view.cite && <RuleCite game="jumping-cups" code={view.cite} fallback={props.cite} />;

  return (
    <div class="jc-island jc-learn" ref={root} data-notation={view.notation} onPointerOver={prepare} onFocusIn={prepare} onTouchStart={prepare}
      onKeyDown={(event) => { if (event.key === 'Escape' && tag('preview')) send({ type: 'cup.clear' }); }}>
      <div class="jc-prompt" data-region="prompt" data-step={view.step} data-topic={view.topic ?? ''}>
        <p class="jc-who"><strong>{m.step_label({ step: view.step })}</strong>{' · '}<Rich parts={m.who.parts()} /></p>
        {yourTurn && !previewing && (
          <p class="jc-now" data-lesson-prompt data-example={view.example?.from ?? ''} data-to={view.example?.to ?? ''}>
            {view.prompt} {cite}
          </p>
        )}
        {view.refusal && <RefusalText refusal={view.refusal} />}
        {previewing && <PreviewPrompt preview={view.preview!} />}
        {tag('thinking') && <p class="jc-now" role="status" data-thinking>{m.thinking()}</p>}
        {tag('spoiled') && (
          <div class="jc-message is-refusal" data-spoiled>
            <p>{view.spoil} {cite}</p>
            <p class="jc-controls">
              <button type="button" class="button" data-focus-next onClick={() => send({ type: 'lesson.take-back' })}>{m.take_back()}</button>
              <button type="button" class="button-quiet" onClick={() => send({ type: 'lesson.play-on' })}>{m.play_on()}</button>
            </p>
          </div>
        )}
        {tag('over') && (
          <div class={`jc-message ${view.won ? 'is-success' : 'is-refusal'}`} data-lesson-over={view.won ? 'won' : 'lost'}>
            <p><strong data-focus-next tabIndex={-1}>{view.ending}</strong></p>
            <h2 class="jc-next">{m.next_heading()}</h2>
            <p><Rich parts={m.next_text.parts({ rules: localHref('/jumping-cups/rules/track-and-set-up/'), puzzles: localHref('/jumping-cups/puzzles/'), play: localHref('/jumping-cups/play/') })} /></p>
          </div>
        )}
      </div>
      <Track
        squares={view.squares}
        movable={yourTurn ? view.movable : []}
        selected={view.preview?.from ?? null}
        path={previewing ? view.preview!.path : view.lastPath}
        from={previewing ? view.preview!.from : view.lastFrom}
        previewing={Boolean(previewing)}
        mover="red"
        arrival={!previewing && view.lastPath.length > 0 && yourTurn ? `${view.step}` : null}
        onPick={yourTurn ? (square) => send({ type: 'cup.pick', square }) : undefined}
        inert={!hydrated || !yourTurn}
        label={m.track_label()}
      />
      <div class="jc-controls" data-region="controls">
        <PickedCupButtons preview={previewing || null} enabled={hydrated} send={send} />
        <button type="button" class="button-quiet" disabled={!hydrated || view.step === 1 && !tag('over')} onClick={() => send({ type: 'lesson.restart' })}>{m.restart()}</button>
      </div>
      <LoadNotice trouble={trouble} retry={retry} says={LOAD} />
      <div class="jc-log">
        {!view.preview && <ToldText told={view.told} label={m.step_label({ step: view.step })} />}
      </div>
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

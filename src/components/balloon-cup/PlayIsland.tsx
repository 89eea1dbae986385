/**
 * Island for a "play" example: the board plus the controls of src/machines/balloon-cup/play.ts.
 * It renders only from a PlayView (plain data). The server passes the initial view, so the
 * example reads fully without JavaScript; the machine, the rules engine and xstate load when the
 * reader first points at, focuses or touches the island (useLazyMachine), and every rules
 * question goes through the machine to the engine.
 */
import { cardParams } from '../../machines/balloon-cup/color-words.ts';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { PlayEvent, PlayInput, PlayView } from '../../machines/balloon-cup/play.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import { reportExampleComplete } from '../shared/example-events.ts';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { rove, useFocusFollows } from '../shared/useFocusFollows.ts';
import { BoardTable as Board } from './BoardTable.tsx';
import { m } from '../../paraglide/words/bcplay.ts';
import { RuleCite, RuleLabel } from '../rules/RuleCite.tsx';
import { playerParams } from '../../machines/balloon-cup/color-words.ts';

export interface PlayIslandProps {
  readonly prompt: string;
  readonly input: PlayInput;
  /** The machine's initial state, rendered on the server (play.ts `playView`). */
  readonly view: PlayView;
}

/** What the machine's view and `send` give the rule-option switches (OptionsIsland.tsx). */
export interface OptionsControls {
  readonly view: PlayView;
  readonly send: (event: PlayEvent) => void;
  readonly inert: boolean;
}

/** The machine for positions the build checked (the page never re-reads the position). */
const load = () =>
  import('../../machines/balloon-cup/play.ts').then((m) => ({ machine: m.checkedPlayMachine, toView: m.playView, createActor: m.createActor }));

/** How the example's machine is loaded: OptionsIsland.tsx loads one that re-reads the position. */
export type PlayLoader = () => Promise<{ machine: PlayMachine; toView: (typeof import('../../machines/balloon-cup/play.ts'))['playView']; createActor: (typeof import('../../machines/balloon-cup/play.ts'))['createActor'] }>;
type PlayMachine = (typeof import('../../machines/balloon-cup/play.ts'))['checkedPlayMachine'];

export default function PlayIsland(props: PlayIslandProps) {
  return <PlayExample {...props} load={load} />;
}

/** A tried example with the machine `load` brings. */
export function PlayExample(props: PlayIslandProps & { readonly load: PlayLoader; readonly options?: (controls: OptionsControls) => ComponentChildren }) {
  const { prompt } = props;
  const { view, send, prepare, trouble, retry } = useLazyMachine(props.load, props.input, props.view);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const inert = !hydrated;
  const tag = (t: string) => view.tags.includes(t);

  // Before the paint: what shows as done is already kept, even if the reader leaves at once.
  useLayoutEffect(() => {
    if (view.complete) reportExampleComplete(root.current);
  }, [view.complete]);

  // Keep keyboard focus somewhere useful when the controls under it change; never on an empty
  // or destructive action (choosing cards to swap starts on the hand, not on "Exchange 0 cards").
  useFocusFollows(root, view.tags.join(' '), (el) =>
    (tag('choose-side') ? el.querySelector<HTMLElement>('.bc-side.is-target[tabindex="0"]') : null) ??
    (tag('choose-discards') ? el.querySelector<HTMLElement>('.bc-hand-card') : null) ??
    el.querySelector<HTMLElement>('[data-focus-next]') ??
    el.querySelector<HTMLElement>('.bc-hand-card[tabindex="0"]'));

  if (tag('invalid') || !view.board) {
    return (
      <div class="bc-island" ref={root}>
        <p class="example-error" role="alert">
          <strong>{m.cannot_show()}</strong> {m.rejected({ problem: view.problem ?? '' })}
        </p>
      </div>
    );
  }

  const narrating = tag('narrating');
  const name = view.names[view.mover];
  const turn = tag('choose-card') || tag('choose-side') || tag('choose-discards');
  const pressed = new Set(tag('choose-discards') ? view.discards : view.selected ? [view.selected] : []);
  // The example's own task is shown until the first move; from then on the prompt says what is
  // to be decided now, and the task moves into the log.
  const fresh = view.steps.length === 0;
  const now = narrating
    ? view.steps[view.steps.length - 1]
    : tag('choose-card') ? m.now_choose_card(playerParams(name))
    : tag('choose-side') && view.selected ? m.now_choose_side(cardParams(view.selected))
    : tag('choose-discards') ? m.now_choose_discards({ ...playerParams(name), count: view.discards.length })
    : tag('choose-claim') ? m.now_claims({ player: name })
    : tag('over') ? (view.result?.winner == null ? m.now_blocked() : m.now_won({ player: view.names[view.result.winner] }))
    : '';
  const firstChoice = Math.max(0, view.claims.findIndex((c) => c.event.type !== 'claim.pass'));

  return (
    <div
      class="bc-island"
      ref={root}
      onPointerOver={prepare}
      onFocusIn={prepare}
      onTouchStart={prepare}
      onKeyDown={(event) => {
        if (rove(event) || event.key !== 'Escape') return;
        if (tag('choose-side')) send({ type: 'card.clear' });
        else if (tag('choose-discards')) send({ type: 'exchange.cancel' });
      }}
    >
      <div class="bc-stage">
        <div class="bc-prompt" data-region="prompt">
          {fresh && <p class="bc-goal">{prompt}</p>}
          {now && (
            <p class={`bc-now${fresh ? ' bc-muted' : ''}`} tabIndex={tag('over') ? -1 : undefined} data-focus-next={tag('over') ? true : undefined}>
              {narrating && <span class="bc-step-count">{m.step_count({ step: view.steps.length, total: view.stepsTotal })}</span>}
              {tag('over') ? <strong>{now}</strong> : now}
            </p>
          )}
        </div>
        <Board
          state={view.board}
          names={view.names}
          handPlayer={turn ? view.mover : null}
          pressed={pressed}
          onCard={(card) => send({ type: 'card.select', card })}
          placing={tag('choose-side') ? view.selected : null}
          onSide={(tile, side) => send({ type: 'side.choose', tile, side })}
          fits={view.hints ? new Set(view.fits) : undefined}
          focus={view.focus}
          scoring={view.scoring}
          inert={inert}
        />
        <div class="bc-controls bc-decide" data-region="controls">
          {/* Below the board (beside it on a wide screen), as on the play page: a refusal never
              pushes the board down under the reader's finger. */}
          {view.refusal && (
            <p class="bc-message is-refusal" data-code={view.refusal.code}>
              <strong>{m.not_allowed()}</strong> {view.refusal.text} <RuleCite game="balloon-cup" code={view.refusal.code} />
            </p>
          )}
          {narrating && (
            <>
              <button type="button" class="button" data-focus-next disabled={inert} onClick={() => send({ type: 'step.next' })}>
                {m.next_step({ step: view.steps.length, total: view.stepsTotal })}
              </button>
              <button type="button" class="button-quiet" disabled={inert} onClick={() => send({ type: 'step.all' })}>{m.show_all()}</button>
            </>
          )}
          {tag('choose-side') && (
            <>
              <button type="button" class="button-quiet" disabled={inert} onClick={() => send({ type: 'card.clear' })}>{m.cancel()}</button>
              <button type="button" class="button-quiet" aria-pressed={view.hints} disabled={inert} onClick={() => send({ type: 'hints.toggle' })}>
                {m.show_fits()}
              </button>
            </>
          )}
          {tag('choose-discards') && (
            <>
              <button type="button" class="button" disabled={inert} onClick={() => send({ type: 'exchange.confirm' })}>
                {m.exchange_cards({ count: view.discards.length })}
              </button>
              <button type="button" class="button-quiet" disabled={inert} onClick={() => send({ type: 'exchange.cancel' })}>{m.cancel()}</button>
            </>
          )}
          {(tag('choose-card') || tag('choose-side')) && (
            <button type="button" class="button-quiet" disabled={inert} onClick={() => send({ type: 'exchange.start' })}>{m.exchange_start()}</button>
          )}
          {view.claims.length > 0 && (
            // The choices' name, shown: it opens the rules of the cascade in place (outside the
            // group, whose buttons are the choices).
            <p class="bc-fact-label bc-claims-label"><RuleLabel code="trophy-claims" text={m.claims_label()} /></p>
          )}
          {view.claims.length > 0 && (
            <div class="bc-claims" role="group" aria-label={tag('choose-claim') ? m.claims_of(playerParams(name)) : m.claims_label()} data-roving>
              {view.claims.map((choice, i) => (
                <button
                  key={i}
                  type="button"
                  class={choice.event.type === 'claim.pass' ? 'button-quiet' : 'button'}
                  tabIndex={i === firstChoice ? 0 : -1}
                  data-focus-next={i === firstChoice && tag('choose-claim') ? true : undefined}
                  disabled={inert}
                  onClick={() => send(choice.event)}
                >
                  {choice.label}
                </button>
              ))}
            </div>
          )}
        </div>
        {!fresh && (
          <details class="bc-log" open>
            <summary>{narrating ? m.log_steps() : m.log_last()}</summary>
            <p class="bc-goal bc-muted">{m.the_task({ task: prompt })}</p>
            <ol class="bc-steps" aria-label={narrating ? m.log_steps() : m.log_last()}>
              {view.steps.map((text, i) => (
                <li key={i} class={narrating && i === view.steps.length - 1 ? 'is-current' : undefined}>{text}</li>
              ))}
            </ol>
          </details>
        )}
      </div>

      {props.options?.({ view, send, inert })}

      <div class="bc-controls bc-tools">
        <button type="button" class="button-quiet" disabled={inert} onClick={() => send({ type: 'example.reset' })}>{m.start_again()}</button>
      </div>
      <LoadNotice trouble={trouble} retry={retry} />
      <LiveRegion message={view.announcement.text} n={view.announcement.n} />
    </div>
  );
}

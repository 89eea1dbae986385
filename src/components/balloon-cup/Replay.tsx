/**
 * The one replay component: a line stepped through forwards and backwards, for a rules example
 * (ReplayIsland.tsx, a move told a step at a time) and for a recorded game (ReplayApp.tsx, the
 * replay page). It renders the one replay's view (src/machines/balloon-cup/replay.ts) and owns
 * what both do alike: the step buttons (aria-disabled at either end, so keyboard focus stays on
 * them), the arrow keys, Home and End (replay-keys.ts), and the live region. What differs is a parameter: the words (each place passes its own, so a
 * chapter carries no sentence of the game page and the other way round), the board, the regions'
 * classes and order, and where the keys are heard: inside the replay (a chapter holds several
 * examples) or on the whole page from load.
 */
import { useLayoutEffect } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import type { ReplayEvent, ReplayStep } from '../../machines/balloon-cup/replay.ts';
import { LiveRegion } from '../shared/LiveRegion.tsx';
import { keyStep } from './replay-keys.ts';

export interface ReplayButton {
  readonly step: ReplayStep;
  readonly label: ComponentChildren;
  readonly class: string;
}

export interface ReplayProps {
  /** Where the replay stands (from the view). */
  readonly at: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  readonly send: (event: ReplayEvent) => void;
  /** 'island': keys heard while focus is inside the replay; 'page': on the whole page, from load. */
  readonly keys: 'island' | 'page';
  /** Before hydration the buttons are shown but cannot be pressed. */
  readonly inert?: boolean;
  /** The reader shows intent (pointer over, focus, touch): a lazy machine may load ahead. */
  readonly onIntent?: () => void;
  readonly class: string;
  /** A box around the regions (a chapter's grid), if any. */
  readonly stage?: string;
  /** What the prompt region says, and its class. */
  readonly prompt: ComponentChildren;
  readonly promptClass: string;
  readonly buttons: readonly ReplayButton[];
  /** The controls' class, their group's name (if a group), what follows the buttons, and whether they sit in the prompt region. */
  readonly controls: { readonly class: string; readonly label?: string; readonly extra?: ComponentChildren; readonly inPrompt: boolean };
  /** What the place tells between the prompt and the board, if anything. */
  readonly told?: ComponentChildren;
  readonly board: ComponentChildren;
  /** The line as a whole, below the board. */
  readonly log: ComponentChildren;
  /** After the regions: the review, a load notice. */
  readonly after?: ComponentChildren;
  /** What the live region says (n changes with every announcement). */
  readonly said: { readonly text: string; readonly n: number };
  readonly rootRef?: { current: HTMLDivElement | null };
}

export function Replay(props: ReplayProps) {
  const { at, send, keys } = props;
  const step = (step: ReplayStep) => send({ type: 'step', step });

  // The page's keys work from load, wherever focus is: a layout effect, so they are heard in the
  // same task that shows the replay (a plain effect, run after paint, would lose a key pressed as
  // soon as the first move is on screen).
  useLayoutEffect(() => {
    if (keys !== 'page') return;
    const onKey = (event: KeyboardEvent) => {
      const to = keyStep(event);
      if (!to) return;
      event.preventDefault();
      step(to);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [send]);

  const controls = (
    <div class={props.controls.class} role={props.controls.label ? 'group' : undefined} aria-label={props.controls.label} data-region="controls">
      {props.buttons.map((button) => (
        <button type="button" class={button.class} disabled={props.inert} aria-disabled={button.step === 'first' || button.step === 'previous' ? props.atStart : props.atEnd} onClick={() => step(button.step)}>
          {button.label}
        </button>
      ))}
      {props.controls.extra}
    </div>
  );
  const regions = (
    <>
      <div class={props.promptClass} data-region="prompt">
        {props.prompt}
        {props.controls.inPrompt && controls}
      </div>
      {props.told}
      {props.board}
      {!props.controls.inPrompt && controls}
      {props.log}
    </>
  );
  const intent = props.onIntent;
  return (
    <div
      class={props.class}
      data-at={at}
      ref={props.rootRef}
      onPointerOver={intent}
      onTouchStart={intent}
      onFocusIn={intent}
      onKeyDown={keys === 'island' ? (event) => {
        const to = keyStep(event);
        if (!to) return;
        event.preventDefault();
        step(to);
      } : undefined}
    >
      {props.stage ? <div class={props.stage}>{regions}</div> : regions}
      {props.after}
      <LiveRegion message={props.said.text} n={props.said.n} />
    </div>
  );
}

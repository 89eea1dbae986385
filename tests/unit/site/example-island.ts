// A Balloon Cup chapter example as the chapter page builds it (src/components/balloon-cup/Example.astro)
// and used as a reader would, without a browser: the content file in the page's language, the
// machine input with the build's check, the island's own machine (PlayIsland's checked machine,
// OptionsIsland's option-switching one, ReplayIsland's), and after every event the island itself
// rendered from the machine's view (preact-render-to-string), so what a test reads is what the
// island shows. A control is used only if the rendered island offers it (a button of that name);
// then the event the island's onClick sends goes to the machine.
import { readFileSync } from 'node:fs';
import { h } from 'preact';
import type { FunctionComponent } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { HTMLElement, NodeType, parse } from 'node-html-parser';
import type { Node } from 'node-html-parser';
import { createActor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import PlayIsland from '../../../src/components/balloon-cup/PlayIsland.tsx';
import OptionsIsland from '../../../src/components/balloon-cup/OptionsIsland.tsx';
import ReplayIsland from '../../../src/components/balloon-cup/ReplayIsland.tsx';
import { explained } from '../../../src/components/balloon-cup/position-words.ts';
import { translated } from '../../../src/components/site/translations.ts';
import { checkExample } from '../../../src/machines/balloon-cup/engine.ts';
import { checkedPlayMachine, playView } from '../../../src/machines/balloon-cup/play.ts';
import type { PlayEvent, PlayInput, PlayView } from '../../../src/machines/balloon-cup/play.ts';
import { optionsPlayMachine, playView as optionsPlayView } from '../../../src/machines/balloon-cup/play-options.ts';
import { checkedReplayMachine, replayView } from '../../../src/machines/balloon-cup/replay.ts';
import type { ReplayEvent, ReplayInput, ReplayView } from '../../../src/machines/balloon-cup/replay.ts';
import { OPTION_CHOICES } from '../../../src/engine/balloon-cup/options.ts';
import type { CardId, Options, Player, TileNumber } from '../../../src/engine/balloon-cup/index.ts';

export const EXAMPLES = 'content/balloon-cup/examples';

interface ExampleData {
  kind: 'play' | 'replay';
  prompt: string;
  goal?: PlayInput['goal'];
  position: unknown;
  options?: unknown;
  moves?: unknown[];
  names?: [string, string];
  showOptions?: boolean;
}

/** Whitespace as a browser's text matching reads it (Playwright's toContainText normalizes it too). */
export const squeeze = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** An element's text as textContent gives it (what Playwright's toContainText reads), squeezed. */
function text(el: Node): string {
  return squeeze(el.textContent);
}

/** The accessible name of a control: its aria-label, else its text without aria-hidden parts. */
function accessibleName(el: HTMLElement): string {
  const label = el.getAttribute('aria-label');
  if (label) return squeeze(label);
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) parts.push(node.text);
    else if (node instanceof HTMLElement && node.getAttribute('aria-hidden') !== 'true') node.childNodes.forEach(walk);
  };
  el.childNodes.forEach(walk);
  return squeeze(parts.join(''));
}

const matches = (name: string, wanted: string | RegExp): boolean => (typeof wanted === 'string' ? name === wanted : wanted.test(name));

/** One chapter example, live in its machine, shown as its island. */
export class ChapterExample {
  readonly id: string;
  readonly kind: 'play' | 'replay';
  private readonly data: ExampleData;
  private readonly input: PlayInput | ReplayInput;
  private readonly island: FunctionComponent<{ prompt: string; input: never; view: never }>;
  private readonly toView: (snapshot: never) => PlayView | ReplayView;
  private readonly actor: AnyActorRef;

  constructor(chapter: string, id: string) {
    const file = `${EXAMPLES}/${chapter}/${id}.json`;
    this.id = id;
    this.data = translated(JSON.parse(readFileSync(file, 'utf8')) as ExampleData, file);
    const data = this.data;
    this.kind = data.kind;
    // As Example.astro builds it: the build checks the start, the island takes it as checked.
    const checked = explained(checkExample(data.position, data.options));
    if (data.kind === 'play') {
      this.input = { position: data.position, options: data.options, names: data.names, goal: data.goal, turnClaims: data.showOptions, checked } satisfies PlayInput;
      // As PlayIsland.tsx and OptionsIsland.tsx load their machines.
      const machine = data.showOptions ? optionsPlayMachine : checkedPlayMachine;
      this.island = (data.showOptions ? OptionsIsland : PlayIsland) as never;
      this.toView = (data.showOptions ? optionsPlayView : playView) as never;
      this.actor = createActor(machine, { input: this.input as PlayInput });
    } else {
      this.input = { position: data.position, options: data.options, names: data.names, moves: data.moves as ReplayInput['moves'], checked } satisfies ReplayInput;
      this.island = ReplayIsland as never;
      this.toView = replayView as never;
      this.actor = createActor(checkedReplayMachine, { input: this.input as ReplayInput });
    }
    this.actor.start();
    if (this.view.problem) throw new Error(`${file}: ${this.view.problem}`);
  }

  /** Stops the machine (no timers or subscriptions are left behind). */
  stop(): void {
    this.actor.stop();
  }

  get view(): PlayView | ReplayView {
    return this.toView(this.actor.getSnapshot() as never);
  }

  private get playView(): PlayView {
    if (this.kind !== 'play') throw new Error(`${this.id} is a replay`);
    return this.view as PlayView;
  }

  private send(event: PlayEvent | ReplayEvent): void {
    this.actor.send(event);
  }

  /** The island as the page shows it now, parsed. */
  shown(): HTMLElement {
    return parse(renderToString(h(this.island, { prompt: this.data.prompt, input: this.input as never, view: this.view as never })));
  }

  /** The told lines' list (tests/e2e/helpers.ts `told`: `.bc-steps`), as text; '' when none shows. */
  told(): string {
    return this.shown().querySelectorAll('.bc-steps').map(text).join(' ');
  }

  /** What the prompt says is to be decided now, or how the game ended (`.bc-now`), as text; '' when none shows. */
  now(): string {
    const found = this.shown().querySelector('.bc-now');
    return found ? text(found) : '';
  }

  /** The refusal's message (helpers.ts `refusal`: `.bc-message.is-refusal`), as text; null when none shows. */
  refusal(): string | null {
    const found = this.shown().querySelector('.bc-message.is-refusal');
    return found ? text(found) : null;
  }

  /** The refusal's rule code (its data-code), or null. */
  refusalCode(): string | null {
    return this.shown().querySelector('.bc-message.is-refusal')?.getAttribute('data-code') ?? null;
  }

  /** The shown buttons named `name`, within `scope` (a CSS selector) if given. */
  private buttons(name: string | RegExp, scope?: (el: HTMLElement) => boolean): HTMLElement[] {
    return this.shown().querySelectorAll('button').filter((b) => matches(accessibleName(b), name) && (!scope || scope(b)));
  }

  /** The one shown button named `name`: a control the island does not offer fails the test. */
  private button(name: string | RegExp, scope?: (el: HTMLElement) => boolean): HTMLElement {
    const found = this.buttons(name, scope);
    if (found.length !== 1) throw new Error(`${this.id}: ${found.length} buttons named ${String(name)} on the island (tags ${this.view.tags.join(' ')})`);
    return found[0]!;
  }

  /** Chooses a card of the hand to move by its spoken name ("yellow 1"), as helpers.ts `card` does. */
  card(name: string): void {
    const inHand = (b: HTMLElement) => /'s hand$/.test(b.closest('[role="group"]')?.getAttribute('aria-label') ?? '');
    this.button(name, inHand);
    const card = name.replace(' ', '-') as CardId;
    this.send({ type: 'card.select', card });
  }

  /** Chooses a tile side offered for the selected card, as helpers.ts `side` does. */
  side(player: string, tile: number): void {
    this.button(new RegExp(` on ${player}'s side of tile ${tile} \\(`));
    const side = this.view.names.indexOf(player) as Player;
    if (side < 0) throw new Error(`${this.id}: no player ${player}`);
    this.send({ type: 'side.choose', tile: tile as TileNumber, side });
  }

  /** A card on a side, as chapters.spec.ts `place` does. */
  place(name: string, player: string, tile: number): void {
    this.card(name);
    this.side(player, tile);
  }

  /** Presses a play example's control by its name, sending the event its onClick sends (PlayIsland.tsx). */
  press(name: string | RegExp): void {
    const pressed = accessibleName(this.button(name));
    const view = this.playView;
    const tags = new Set(view.tags);
    const claim = view.claims.find((c) => c.label === pressed);
    if (claim) return this.send(claim.event);
    if (pressed === 'Exchange cards…') return this.send({ type: 'exchange.start' });
    if (/^Exchange \d+ cards?$/.test(pressed) && tags.has('choose-discards')) return this.send({ type: 'exchange.confirm' });
    if (pressed === 'Cancel') return this.send({ type: tags.has('choose-discards') ? 'exchange.cancel' : 'card.clear' });
    if (pressed === 'Show all steps') return this.send({ type: 'step.all' });
    if (/^Next step/.test(pressed)) return this.send({ type: 'step.next' });
    if (pressed === 'Start again') return this.send({ type: 'example.reset' });
    throw new Error(`${this.id}: no event known for the button ${pressed}`);
  }

  /** chapters.spec.ts `showAll`. */
  showAll(): void {
    this.press('Show all steps');
  }

  /** A replay's Next (ReplayIsland.tsx), while it is not at the end. */
  next(): void {
    if (this.kind !== 'replay') throw new Error(`${this.id} is not a replay`);
    const next = this.button(/^Next/);
    if (next.getAttribute('aria-disabled') === 'true') throw new Error(`${this.id}: Next is off at the end`);
    this.send({ type: 'step.next' });
  }

  /** chapters.spec.ts `stepToEnd`: Next until it is turned off. */
  stepToEnd(): void {
    while (this.button(/^Next/).getAttribute('aria-disabled') !== 'true') this.next();
  }

  /**
   * chapters.spec.ts `setOption`: in OptionsIsland's "Rule options", the select labelled `label`
   * set to the choice shown as `choice`; the island sends options.set with that choice's value.
   */
  setOption(label: RegExp, choice: string): void {
    const select = this.shown().querySelectorAll('.bc-options label').find((l) => label.test(text(l.querySelector('span')!)));
    if (!select) throw new Error(`${this.id}: no rule option ${String(label)}`);
    const key = select.getAttribute('data-option') as keyof Options;
    const option = select.querySelectorAll('option').find((o) => text(o) === choice);
    if (!option) throw new Error(`${this.id}: no choice ${choice} for ${key}`);
    const value = (OPTION_CHOICES[key] as readonly unknown[])[Number(option.getAttribute('value'))];
    this.send({ type: 'options.set', options: { [key]: value } as Partial<Options> });
  }
}

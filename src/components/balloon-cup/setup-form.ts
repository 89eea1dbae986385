// Reading and writing the play page's set-up form (GameSetup.astro), which the server draws as
// plain HTML: the choices it holds, the edition radios kept in step with the option boxes, the
// players' names shown for a game between two people, and turning its controls on. The game
// number is empty for a fresh deal nobody knows; a number typed on purpose ("Play a known deal")
// deals a game whose cards are known to whoever knows the number, and the game says so.
import { OPTION_CHOICES, PRESETS, presetOf } from '../../engine/balloon-cup/options.ts';
import type { Options, Preset } from '../../engine/balloon-cup/options.ts';
import type { Opponent } from '../../engine/balloon-cup/record.ts';

export interface SetupChoices {
  readonly opponent: Opponent;
  readonly options: Options;
  readonly seed: number;
  /** The number was typed (a known deal); else it is a fresh one the browser dealt and nobody has seen. */
  readonly known?: boolean;
  /** The names typed for a game between two people (empty: the default names); kept as typed when absent. */
  readonly names?: readonly [string, string];
}

/**
 * A game number the browser deals: any of the 2^32 the record holds, so a player cannot find the
 * deal by trying numbers against the cards they see.
 */
export function freshSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0]!;
}

const KEYS = Object.keys(OPTION_CHOICES) as (keyof Options)[];

/** A named control: one input, or a group of radios (whose `value` is the checked one's). */
function field(form: HTMLFormElement, name: string): HTMLInputElement & RadioNodeList {
  return form.elements.namedItem(name) as HTMLInputElement & RadioNodeList;
}

/** The options the boxes show: a ticked box is its option's second value. */
function boxes(form: HTMLFormElement): Options {
  return Object.fromEntries(KEYS.map((k) => [k, OPTION_CHOICES[k][field(form, k).checked ? 1 : 0]])) as unknown as Options;
}

/** Ticks the boxes of these options. */
function tick(form: HTMLFormElement, options: Options): void {
  for (const k of KEYS) field(form, k).checked = options[k] === OPTION_CHOICES[k][1];
}

/** Marks the edition these options are (none for a mix, which is then said and shown). */
function showEdition(form: HTMLFormElement, options: Options): void {
  const preset = presetOf(options);
  for (const radio of field(form, 'preset')) (radio as HTMLInputElement).checked = (radio as HTMLInputElement).value === preset;
  const note = form.querySelector<HTMLElement>('[data-own-mix]');
  if (note) note.hidden = preset !== null;
  // A mix is shown open, both the rules and their options, so the person sees what they play.
  if (preset === null) for (const details of form.querySelectorAll('details')) details.open = true;
}

/** The names' fields are shown only for a game between two people. */
function showNames(form: HTMLFormElement): void {
  const names = form.querySelector<HTMLElement>('[data-names]');
  if (names) names.hidden = field(form, 'opponent').value !== 'people';
}

export function readChoices(form: HTMLFormElement): SetupChoices {
  const opponent = field(form, 'opponent').value as Opponent;
  const names = [field(form, 'name0')?.value ?? '', field(form, 'name1')?.value ?? ''] as const;
  const typed = field(form, 'seed').value.trim();
  const seed = typed === '' ? { seed: freshSeed(), known: false } : { seed: Number(typed), known: true };
  return { opponent, options: boxes(form), ...seed, ...(opponent === 'people' ? { names } : {}) };
}

export function writeChoices(form: HTMLFormElement, choices: SetupChoices): void {
  field(form, 'opponent').value = choices.opponent;
  if (choices.names) {
    const [first, second] = [field(form, 'name0'), field(form, 'name1')];
    if (first) first.value = choices.names[0];
    if (second) second.value = choices.names[1];
  }
  showNames(form);
  // A dealt number is never shown; a typed one stays for the next game, its disclosure open.
  field(form, 'seed').value = choices.known ? String(choices.seed) : '';
  const known = form.querySelector<HTMLDetailsElement>('[data-known-deal]');
  if (known && choices.known) known.open = true;
  tick(form, choices.options);
  showEdition(form, choices.options);
}

/** After a change in the form: an edition picked ticks its options; a box changed shows the edition it makes. */
export function keepInStep(form: HTMLFormElement, changed: EventTarget | null): void {
  if (!(changed instanceof HTMLInputElement)) return;
  if (changed.name === 'opponent') showNames(form);
  if (changed.name === 'preset') tick(form, PRESETS[changed.value as Preset]);
  if (changed.name === 'preset' || (KEYS as string[]).includes(changed.name)) showEdition(form, boxes(form));
}

/** Every control of the form usable (they are disabled until the island is live). */
export function enable(form: HTMLFormElement): void {
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button')) control.disabled = false;
}

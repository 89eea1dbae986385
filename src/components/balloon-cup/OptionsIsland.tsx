/**
 * Island for a "play" example with the rule-option switches (the editions chapter): the same
 * example as PlayIsland.tsx, whose machine reads the position again when an option changes.
 * A separate island so that only the pages with such an example fetch the position reader, the
 * options' choices and their labels.
 */
import type { Options } from '../../engine/balloon-cup/options.ts';
import { OPTION_CHOICES } from '../../engine/balloon-cup/options.ts';
import { PlayExample } from './PlayIsland.tsx';
import type { OptionsControls, PlayIslandProps, PlayLoader } from './PlayIsland.tsx';
import { m } from '../../paraglide/words/bcplay.ts';

const load: PlayLoader = () =>
  import('../../machines/balloon-cup/play-options.ts').then((m) => ({ machine: m.optionsPlayMachine, toView: m.playView, createActor: m.createActor }));

const OPTION_LABELS: Record<keyof Options, () => string> = {
  spentCubes: () => m.option_spent_cubes(),
  claimTiming: () => m.option_claim_timing(),
  tradeAfterWin: () => m.option_trade_after_win(),
  exchangeMin: () => m.option_exchange_min(),
  cubeLimit: () => m.option_cube_limit(),
};

const CHOICE_LABELS: Record<string, () => string> = {
  'spentCubes:box': () => m.choice_spent_box(),
  'spentCubes:bag': () => m.choice_spent_bag(),
  'claimTiming:cascade': () => m.choice_claim_cascade(),
  'claimTiming:own-turn': () => m.choice_claim_own_turn(),
  'tradeAfterWin:false': () => m.choice_trade_both(),
  'tradeAfterWin:true': () => m.choice_trade_winner(),
  'exchangeMin:0': () => m.choice_exchange_0(),
  'exchangeMin:1': () => m.choice_exchange_1(),
  'cubeLimit:false': () => m.choice_limit_off(),
  'cubeLimit:true': () => m.choice_limit_on(),
};

/** The rule-option switches: each change goes to the machine, which reads the position again. */
function OptionSwitches({ view, send, inert }: OptionsControls) {
  if (!view.options) return null;
  return (
    <details class="bc-options">
      <summary>{m.options_title()}</summary>
      <div class="bc-options-grid">
        {(Object.keys(OPTION_CHOICES) as (keyof Options)[]).map((key) => {
          const choices = OPTION_CHOICES[key] as readonly (string | number | boolean)[];
          const current = view.options?.[key];
          return (
            <label key={key} data-option={key}>
              <span>{OPTION_LABELS[key]()}</span>
              <select
                disabled={inert}
                value={String(choices.indexOf(current as never))}
                onChange={(event) => {
                  const value = choices[Number((event.currentTarget as HTMLSelectElement).value)];
                  send({ type: 'options.set', options: { [key]: value } as Partial<Options> });
                }}
              >
                {choices.map((choice, i) => (
                  <option key={i} value={String(i)}>{CHOICE_LABELS[`${key}:${String(choice)}`]?.() ?? String(choice)}</option>
                ))}
              </select>
            </label>
          );
        })}
      </div>
    </details>
  );
}

export default function OptionsIsland(props: PlayIslandProps) {
  return <PlayExample {...props} load={load} options={OptionSwitches} />;
}

/**
 * The cascade sandbox: set up any claim cascade with labelled controls and read the solver's
 * verdict, every best first action and the best line, updated as you type. The cascade starts
 * either mid-way (W's compulsory claims already made) or right after the scoring: then the
 * verdict first lists the compulsory claims the engine makes (startCascade), and the solver
 * answers for the position they leave (solveFromScoring). The position lives in the URL as
 * `?p=<cascade code>`, with `&start=scoring` for the moment of the scoring ("Copy link"), and a
 * link read back restores it; a code or start the engine refuses is named in a message and the
 * sandbox falls back. Every check is the engine's (checkCascadePosition), every verdict the solver's,
 * both asked by the sandbox's machine (machines/balloon-cup/sandbox.ts): the island renders its
 * view only (the server's first, then the machine's once it has loaded on the reader's first intent).
 */
import { useEffect } from 'preact/hooks';
import { COLORS, other } from '../../engine/balloon-cup/components.ts';
import type { Player } from '../../engine/balloon-cup/components.ts';
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { SandboxEvent, SandboxInput, SandboxView } from '../../machines/balloon-cup/sandbox.ts';
import { clampCubes, cubeMax } from '../../machines/balloon-cup/sandbox-form.ts';
import { useHydrated, useLazyMachine } from '../shared/useMachine.ts';
import { LoadNotice } from '../shared/LoadNotice.tsx';
import type { LoadSays } from '../shared/LoadNotice.tsx';
import { rove } from '../shared/useFocusFollows.ts';
import { playHref, sandboxHref } from '../site/puzzle-list.ts';
import { CascadeTable } from './CascadeTable.tsx';
import { colorCode } from './colors.ts';
import { colorName, colorParams, playerParams } from '../../machines/balloon-cup/color-words.ts';
import { Linked } from './linked.tsx';
import { m } from '../../paraglide/words/cascadesb.ts';
import { m as site } from '../../paraglide/words/site.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import type { Cited } from '../rules/RuleCite.tsx';

/** The machine (xstate, engine, solver and their words): loaded on the reader's first intent or a link to read. */
const load = () =>
  import('../../machines/balloon-cup/sandbox.ts').then((m) => ({ machine: m.sandboxMachine, toView: m.sandboxView, createActor: m.createActor }));

/** What the sandbox says while its code cannot load (as a puzzle does). */
const SANDBOX_LOAD: LoadSays = { offline: () => site.load_offline_puzzle(), reload: () => site.load_reload_puzzle(), updated: () => site.load_updated_puzzle() };

const START_CHOICES: readonly (readonly [CascadeStart, () => string])[] = [
  ['scoring', () => m.sb_start_scoring()],
  ['phase', () => m.sb_start_phase()],
];

export interface SandboxIslandProps {
  readonly input: SandboxInput;
  /** The first view, rendered on the server. */
  readonly view: SandboxView;
  /** The rule the first position's verdict cites, so the server writes its citation (RuleCite). */
  readonly cite?: Cited | null;
}

export default function SandboxIsland({ input, view: first, cite }: SandboxIslandProps) {
  const hydrated = useHydrated();
  const { view, send, prepare, trouble, retry } = useLazyMachine(load, input, first);
  const { form, names } = view;
  const send_ = (event: SandboxEvent) => send(event);

  // The page's own link, read once: a position in it loads the machine at once.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('p');
    const start = params.get('start');
    if (code !== null || start !== null) send_({ type: 'link.open', code, start });
  }, []);

  const atScoring = form.start === 'scoring';
  const copyLink = async () => {
    if (view.linkCode === null) return;
    const url = new URL(sandboxHref(view.linkCode, form.start), location.href).href;
    history.replaceState(null, '', url);
    let copied = true;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      copied = false;
    }
    send_({ type: 'link.made', url, copied });
  };

  return (
    <div class="bc-island sb-sandbox" onPointerOver={prepare} onFocusIn={prepare} onTouchStart={prepare}>
      {view.linkProblem && (
        <p class="example-error" role="alert" data-link-problem>
          <strong>{m.sb_link_problem_title()}</strong> {view.linkProblem} {m.sb_link_problem_then()}
        </p>
      )}
      {view.startProblem && (
        <p class="example-error" role="alert" data-start-problem>
          <strong>{m.sb_start_problem_title()}</strong> {m.sb_start_unknown()}
        </p>
      )}
      <div class="sb-stage">

      <section class="sb-verdict" aria-labelledby="sb-verdict-title">
        <div class="sb-prompt" data-region="prompt">
        <h2 id="sb-verdict-title">{m.sb_verdict_title()}</h2>
        <div aria-live="polite" data-verdict>
          {!view.possible ? (
            view.impossible && (
              <p class="example-error" data-position-problem={view.impossible.kind}>
                {view.impossible.text} {view.impossible.code && <RuleCite game="balloon-cup" code={view.impossible.code} />}
              </p>
            )
          ) : (
            <>
              {view.scoring && (
                <div data-compulsory>
                  <p>{view.scoring.claims.length === 0 ? m.sb_at_scoring() : m.sb_compulsory(playerParams(names[form.winner]))}</p>
                  {view.scoring.claims.length > 0 && (
                    <ul>
                      {view.scoring.claims.map((claim, i) => <li key={i}>{claim.text}{claim.code && <> <RuleCite game="balloon-cup" code={claim.code} /></>}</li>)}
                    </ul>
                  )}
                  <p>{view.scoring.after}</p>
                </div>
              )}
              {view.verdict && <p><strong>{view.verdict.text}</strong> <RuleCite game="balloon-cup" code={view.verdict.code!} fallback={cite} /></p>}
              {view.best && (
                <p>
                  <Linked
                    text={(best) => m.sb_best_first({ count: view.best!.count, player: view.best!.player, best })}
                    links={[<span data-best>{view.best.list}</span>]}
                  />
                </p>
              )}
            </>
          )}
        </div>
        </div>
        {view.possible && (
          <>
            {view.scoring && <h3>{m.sb_after_claims()}</h3>}
            <CascadeTable players={view.players} names={names} winner={form.winner} part={view.tablePart} gameWinner={view.gameWinner} />
          </>
        )}
      </section>
      <form class="sb-form" data-region="controls" onSubmit={(event) => event.preventDefault()} onKeyDown={(event) => rove(event)}>
        <div class="sb-switch" role="group" aria-label={m.sb_set_up()} data-roving>
          {[names[0], names[1], m.sb_the_cascade()].map((label, i) => (
            <button
              key={i}
              type="button"
              class="button-quiet"
              aria-pressed={view.section === i}
              tabIndex={view.section === i ? 0 : -1}
              disabled={!hydrated}
              onClick={() => send_({ type: 'section.show', section: i as 0 | 1 | 2 })}
            >
              {label}
            </button>
          ))}
        </div>
        {([0, 1] as const).map((player) => (
          <fieldset key={player} class={`sb-player${view.section === player ? '' : ' is-folded'}`}>
            <legend>{m.sb_player_legend({ player: names[player], number: player + 1 })}</legend>
            <div class="sb-row" role="group" aria-label={m.sb_trophies_label(playerParams(names[player]))}>
              <span class="sb-row-label" aria-hidden="true">{m.sb_trophies()}</span>
              {COLORS.map((c) => (
                <label key={c} class="sb-check">
                  <input
                    type="checkbox"
                    disabled={!hydrated}
                    checked={form.trophies[player].includes(c)}
                    onChange={(event) => {
                      const on = (event.currentTarget as HTMLInputElement).checked;
                      send_({ type: 'trophy.set', player, color: c, on });
                    }}
                  />
                  <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
                  <span class="sr-only">{m.sb_holds_trophy({ player: names[player], ...colorParams(c) })}</span><span class="sb-name" aria-hidden="true">{colorName(c)}</span>
                </label>
              ))}
            </div>
            <div class="sb-row" role="group" aria-label={m.sb_cubes_label(playerParams(names[player]))}>
              <span class="sb-row-label" aria-hidden="true">{m.sb_cubes()}</span>
              {COLORS.map((c) => (
                <label key={c} class="sb-number">
                  <span class={`bc-cube bc-${c}`} aria-hidden="true">{colorCode(c)}</span>
                  <span class="sr-only">{m.sb_player_cubes({ ...playerParams(names[player]), ...colorParams(c) })}</span><span class="sb-name" aria-hidden="true">{colorName(c)}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={cubeMax(c, form.cubes[other(player)][c])}
                    disabled={!hydrated}
                    value={form.cubes[player][c]}
                    onInput={(event) => {
                      const input = event.currentTarget as HTMLInputElement;
                      const typed = Number.parseInt(input.value, 10);
                      // The field shows the kept count at once, even when the state does not change.
                      const n = clampCubes(c, typed, form.cubes[other(player)][c]);
                      if (input.value !== '' && input.value !== String(n)) input.value = String(n);
                      send_({ type: 'cubes.set', player, color: c, typed: Number.isNaN(typed) ? 0 : typed });
                    }}
                  />
                </label>
              ))}
            </div>
            {/* Always there, so the sentence is announced when it appears. */}
            <p class="sb-note" role="status" data-lowered>{view.lowered?.player === player && view.lowered.text}</p>
          </fieldset>
        ))}
        <fieldset class={`sb-player${view.section === 2 ? '' : ' is-folded'}`}>
          <legend>{m.sb_the_cascade()}</legend>
          <fieldset class="sb-start">
            <legend>{m.sb_cascade_starts()}</legend>
            {START_CHOICES.map(([value, label]) => (
              <label key={value} class="sb-check">
                <input
                  type="radio"
                  name="sb-start"
                  value={value}
                  disabled={!hydrated}
                  checked={form.start === value}
                  onChange={() => send_({ type: 'start.set', start: value })}
                />
                {label()}
              </label>
            ))}
          </fieldset>
          <div class="sb-row">
            <label class="sb-select">
              {m.sb_won_scoring()}
              <select disabled={!hydrated} value={String(form.winner)} onChange={(e) => send_({ type: 'winner.set', player: Number((e.currentTarget as HTMLSelectElement).value) as Player })}>
                <option value="0">{names[0]}</option>
                <option value="1">{names[1]}</option>
              </select>
            </label>
            <label class="sb-select">
              {m.sb_whose_part()}
              <select
                disabled={!hydrated || atScoring}
                aria-describedby={atScoring ? 'sb-part-note' : undefined}
                value={String(view.part)}
                onChange={(e) => send_({ type: 'part.set', player: Number((e.currentTarget as HTMLSelectElement).value) as Player })}
              >
                <option value="0">{names[0]}</option>
                <option value="1">{names[1]}</option>
              </select>
            </label>
            <label class="sb-check">
              <input type="checkbox" disabled={!hydrated} checked={form.tradeAfterWin} onChange={(e) => send_({ type: 'trade.set', on: (e.currentTarget as HTMLInputElement).checked })} />
              {m.sb_winner_trades()}
            </label>
          </div>
          {atScoring && (
            <p id="sb-part-note" class="bc-muted sb-note" data-part-note>
              {m.sb_part_note(playerParams(names[form.winner]))}
            </p>
          )}
        </fieldset>
      </form>
      </div>
      {view.possible && view.line.length > 0 && (
        <section class="sb-line" aria-labelledby="sb-line-title">
                <h3 id="sb-line-title">{m.sb_best_line()}</h3>
                <ol class="bc-steps" data-best-line>
                  {view.line.map((t, i) => <li key={i}>{t.text}{t.code && <> <RuleCite game="balloon-cup" code={t.code} /></>}</li>)}
                </ol>
        </section>
      )}

      <div class="bc-controls">
        {view.linkCode !== null
          ? <button type="button" class="button" disabled={!hydrated} onClick={() => void copyLink()}>{m.sb_copy_link()}</button>
          : <span class="bc-muted" data-no-link>{m.sb_no_link()}</span>}
        {view.possible && <a class="button-quiet" href={playHref(view.code, form.start)}>{m.sb_play_puzzle()}</a>}
        <span class="bc-muted">{m.sb_code()}<code data-code>{view.code}</code></span>
      </div>
      <p role="status" class="bc-muted">{view.status}</p>
      <LoadNotice trouble={trouble} retry={retry} says={SANDBOX_LOAD} />
      {view.link && (
        <label class="sb-link">
          {m.sb_link_label()}
          <input type="text" readOnly value={view.link} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      )}
    </div>
  );
}

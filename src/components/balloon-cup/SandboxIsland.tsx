/**
 * The cascade sandbox: set up any claim cascade with labelled controls and read the solver's
 * verdict, every best first action and the best line, updated as you type. The cascade starts
 * either mid-way (W's compulsory claims already made) or right after the scoring: then the
 * verdict first lists the compulsory claims the engine makes (startCascade), and the solver
 * answers for the position they leave (solveFromScoring). The position lives in the URL as
 * `?p=<cascade code>`, with `&start=scoring` for the moment of the scoring ("Copy link"), and a
 * link read back restores it; a code or start the engine refuses is named in a message and the
 * sandbox falls back. Every check is the engine's (checkCascadePosition), every verdict the solver's.
 */
import { useEffect, useState } from 'preact/hooks';
import { COLORS, emptyCounts, other } from '../../engine/balloon-cup/components.ts';
import type { Names } from '../../machines/balloon-cup/story.ts';
import type { Color, ColorCounts, Player } from '../../engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../engine/balloon-cup/cascade.ts';
import { checkCascadePosition, decodeCascade, encodeCascade, parseCascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import { clampCubes, cubeMax, openLink, reopeningCode, toggleTrophy } from '../../machines/balloon-cup/sandbox-form.ts';
import type { CodeProblem } from '../../engine/balloon-cup/result.ts';
import type { Guidance } from '../../machines/balloon-cup/sandbox-guide.ts';
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import { solveCascade } from '../../engine/balloon-cup/cascade-solver.ts';
import { solveFromScoring } from '../../engine/balloon-cup/cascade-scoring.ts';
import { scoringWords, tellLine } from '../../machines/balloon-cup/cascade-words.ts';
import { actionText, valueText } from '../../machines/balloon-cup/verdict-words.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { rove } from '../shared/useFocusFollows.ts';
import { playHref, sandboxHref } from '../site/puzzle-list.ts';
import { CascadeTable } from './CascadeTable.tsx';
import { colorCode } from './colors.ts';
import { colorName, colorParams, playerParams } from '../../machines/balloon-cup/color-words.ts';
import { Linked } from './linked.tsx';
import { m } from '../../paraglide/words/cascadesb.ts';
import { wordsReady } from '../../i18n/runtime.ts';
import { RuleCite } from '../rules/RuleCite.tsx';
import type { Cited } from '../rules/RuleCite.tsx';

type Guide = (typeof import('../../machines/balloon-cup/sandbox-guide.ts'))['guide'];
let guideLoading: Promise<Guide> | null = null;
/** What to say about an impossible position: loaded, with its words, the first time one is set up. */
function loadGuide(): Promise<Guide> {
  guideLoading ??= Promise.all([import('../../machines/balloon-cup/sandbox-guide.ts'), wordsReady()]).then(([module]) => module.guide);
  return guideLoading;
}

/** Why a link's code was refused: loaded, with its words, only for a link that is. */
function loadCodeWords(): Promise<typeof import('../../machines/balloon-cup/code-problem-words.ts')> {
  return Promise.all([import('../../machines/balloon-cup/code-problem-words.ts'), wordsReady()]).then(([module]) => module);
}

/** Why a typed count was lowered: loaded, with its words, the first time one is. */
function loadLowered(): Promise<typeof import('./sandbox-lowered.ts')> {
  return Promise.all([import('./sandbox-lowered.ts'), wordsReady()]).then(([module]) => module);
}


interface Form {
  readonly cubes: readonly [ColorCounts, ColorCounts];
  readonly trophies: readonly [readonly Color[], readonly Color[]];
  readonly winner: Player;
  /** Whose part it is mid-cascade; at the scoring the part is W's, whatever this says. */
  readonly part: Player;
  readonly tradeAfterWin: boolean;
  readonly start: CascadeStart;
}

const EMPTY: Form = { cubes: [emptyCounts(), emptyCounts()], trophies: [[], []], winner: 0, part: 0, tradeAfterWin: false, start: 'phase' };

function formOf(position: CascadePosition, start: CascadeStart): Form {
  const [a, b] = position.players;
  return { cubes: [{ ...a.cubes }, { ...b.cubes }], trophies: [a.trophies, b.trophies], winner: position.winner, part: position.part, tradeAfterWin: position.tradeAfterWin, start };
}

function positionOf(form: Form): CascadePosition {
  return {
    players: [
      { cubes: form.cubes[0], trophies: COLORS.filter((c) => form.trophies[0].includes(c)) },
      { cubes: form.cubes[1], trophies: COLORS.filter((c) => form.trophies[1].includes(c)) },
    ],
    winner: form.winner,
    part: form.start === 'scoring' ? form.winner : form.part,
    tradeAfterWin: form.tradeAfterWin,
  };
}

function setPlayer<T>(pair: readonly [T, T], player: Player, value: T): [T, T] {
  return player === 0 ? [value, pair[1]] : [pair[0], value];
}

const START_CHOICES: readonly (readonly [CascadeStart, () => string])[] = [
  ['scoring', () => m.sb_start_scoring()],
  ['phase', () => m.sb_start_phase()],
];

export interface SandboxIslandProps {
  /** The code shown when the URL has none. */
  readonly initial: string;
  /** The players' names, in the page's language (example-names.ts, on the server). */
  readonly names: Names;
  /** The rule the first position's verdict cites, so the server writes its citation (RuleCite). */
  readonly cite?: Cited | null;
}

export default function SandboxIsland({ initial, names, cite }: SandboxIslandProps) {
  const hydrated = useHydrated();
  const start = decodeCascade(initial);
  const [form, setForm] = useState<Form>(start.ok ? formOf(start.value, 'phase') : EMPTY);
  const [linkProblem, setLinkProblem] = useState<CodeProblem | null>(null);
  const [linkProblemText, setLinkProblemText] = useState('');
  useEffect(() => {
    if (linkProblem) void loadCodeWords().then(({ unreadableCodeWords }) => setLinkProblemText(unreadableCodeWords(linkProblem)));
  }, [linkProblem]);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [link, setLink] = useState<string | null>(null);
  // Which part of the set-up is shown on a narrow screen (a wide one shows all three).
  const [section, setSection] = useState<0 | 1 | 2>(0);
  const [guide, setGuide] = useState<Guide | null>(null);
  // The sentence for a typed count the sandbox lowered, under that player's counts.
  const [lowered, setLowered] = useState<{ player: Player; text: string } | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('p');
    const parsedStart = parseCascadeStart(params.get('start'));
    if (!parsedStart.ok) setStartProblem(m.sb_start_unknown());
    const at = parsedStart.ok ? parsedStart.value : 'phase';
    if (code === null) {
      if (at === 'scoring') setForm((f) => ({ ...f, start: at }));
      return;
    }
    // A readable but impossible position is kept, with guidance below; an unreadable one is named.
    const opened = openLink(code);
    if ('position' in opened) setForm(formOf(opened.position, at));
    else {
      setForm({ ...EMPTY, start: at });
      setLinkProblem(opened.unreadable);
    }
  }, []);

  const position = positionOf(form);
  const atScoring = form.start === 'scoring';
  const checked = checkCascadePosition(position, { atScoring });
  const code = encodeCascade(position);
  // A possible position needs no guidance; an impossible one waits for the guide's code.
  const guidance: Guidance | null = checked.ok ? { possible: true } : guide ? guide(position, form.start, names) : null;
  useEffect(() => {
    if (!checked.ok && !guide) void loadGuide().then((loaded) => setGuide(() => loaded));
  }, [checked.ok, guide]);
  const linkCode = reopeningCode(position, form.start);
  // At the scoring: W's compulsory claims first, then the solver on what they leave.
  const scoring = checked.ok && atScoring ? solveFromScoring(position) : null;
  const told = scoring ? scoringWords(scoring, position.winner, names) : null;
  const running = scoring ? scoring.step.position : checked.ok ? position : null;
  const solution = scoring ? scoring.solution : running ? solveCascade(running) : null;
  const line = solution && running ? tellLine(running, solution.pv, names) : [];
  const table = scoring ? scoring.step.players : position.players;
  const update = (change: Partial<Form>) => {
    setForm({ ...form, ...change });
    setLink(null);
    setStatus('');
    setLowered(null);
  };

  const copyLink = async () => {
    if (linkCode === null) return;
    const url = new URL(sandboxHref(linkCode, form.start), location.href).href;
    history.replaceState(null, '', url);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus(m.sb_copied());
    } catch {
      setStatus(m.sb_link_shown());
    }
  };

  return (
    <div class="bc-island sb-sandbox">
      {linkProblem && linkProblemText && (
        <p class="example-error" role="alert" data-link-problem>
          <strong>{m.sb_link_problem_title()}</strong> {linkProblemText} {m.sb_link_problem_then()}
        </p>
      )}
      {startProblem && (
        <p class="example-error" role="alert" data-start-problem>
          <strong>{m.sb_start_problem_title()}</strong> {startProblem}
        </p>
      )}
      <div class="sb-stage">

      <section class="sb-verdict" aria-labelledby="sb-verdict-title">
        <div class="sb-prompt" data-region="prompt">
        <h2 id="sb-verdict-title">{m.sb_verdict_title()}</h2>
        <div aria-live="polite" data-verdict>
          {!checked.ok ? (
            guidance && !guidance.possible && (
              <p class="example-error" data-position-problem={guidance.kind}>
                {guidance.problem} {guidance.fix} <RuleCite game="balloon-cup" code={guidance.kind} />
              </p>
            )
          ) : (
            <>
              {told && (
                <div data-compulsory>
                  <p>{told.claims.length === 0 ? m.sb_at_scoring() : m.sb_compulsory(playerParams(names[position.winner]))}</p>
                  {told.claims.length > 0 && (
                    <ul>
                      {told.claims.map((text, i) => <li key={i}>{text}</li>)}
                    </ul>
                  )}
                  <p>{told.after}</p>
                </div>
              )}
              {solution && <p><strong>{told ? told.verdict : valueText(solution.value, position.winner, names)}</strong> <RuleCite game="balloon-cup" code={solution.value} fallback={cite} /></p>}
              {solution && running && (
                <p>
                  <Linked
                    text={(best) => m.sb_best_first({ count: solution.best.length, player: names[running.part], best })}
                    links={[<span data-best>{solution.best.map(actionText).reduceRight((rest, first) => (rest === '' ? first : m.sb_best_join({ first, rest })), '')}</span>]}
                  />
                </p>
              )}
            </>
          )}
        </div>
        </div>
        {checked.ok && (
          <>
            {scoring && <h3>{m.sb_after_claims()}</h3>}
            <CascadeTable players={table} names={names} winner={position.winner} part={running?.part ?? null} gameWinner={scoring?.step.gameWinner ?? null} />
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
              aria-pressed={section === i}
              tabIndex={section === i ? 0 : -1}
              disabled={!hydrated}
              onClick={() => setSection(i as 0 | 1 | 2)}
            >
              {label}
            </button>
          ))}
        </div>
        {([0, 1] as const).map((player) => (
          <fieldset key={player} class={`sb-player${section === player ? '' : ' is-folded'}`}>
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
                      update({ trophies: toggleTrophy(form.trophies, player, c, on) });
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
                      const others = form.cubes[other(player)][c];
                      const n = clampCubes(c, typed, others);
                      // The field shows the kept count at once, even when the state does not change.
                      if (input.value !== '' && input.value !== String(n)) input.value = String(n);
                      update({ cubes: setPlayer(form.cubes, player, { ...form.cubes[player], [c]: n }) });
                      // More than the game leaves this player: say what was changed, and why.
                      if (typed > n) void loadLowered().then(({ loweredText }) => setLowered({ player, text: loweredText(c, typed, n, names[other(player)], others) }));
                    }}
                  />
                </label>
              ))}
            </div>
            {/* Always there, so the sentence is announced when it appears. */}
            <p class="sb-note" role="status" data-lowered>{lowered?.player === player && lowered.text}</p>
          </fieldset>
        ))}
        <fieldset class={`sb-player${section === 2 ? '' : ' is-folded'}`}>
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
                  onChange={() => update({ start: value })}
                />
                {label()}
              </label>
            ))}
          </fieldset>
          <div class="sb-row">
            <label class="sb-select">
              {m.sb_won_scoring()}
              <select disabled={!hydrated} value={String(form.winner)} onChange={(e) => update({ winner: Number((e.currentTarget as HTMLSelectElement).value) as Player })}>
                <option value="0">{names[0]}</option>
                <option value="1">{names[1]}</option>
              </select>
            </label>
            <label class="sb-select">
              {m.sb_whose_part()}
              <select
                disabled={!hydrated || atScoring}
                aria-describedby={atScoring ? 'sb-part-note' : undefined}
                value={String(position.part)}
                onChange={(e) => update({ part: Number((e.currentTarget as HTMLSelectElement).value) as Player })}
              >
                <option value="0">{names[0]}</option>
                <option value="1">{names[1]}</option>
              </select>
            </label>
            <label class="sb-check">
              <input type="checkbox" disabled={!hydrated} checked={form.tradeAfterWin} onChange={(e) => update({ tradeAfterWin: (e.currentTarget as HTMLInputElement).checked })} />
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
      {checked.ok && line.length > 0 && (
        <section class="sb-line" aria-labelledby="sb-line-title">
                <h3 id="sb-line-title">{m.sb_best_line()}</h3>
                <ol class="bc-steps" data-best-line>
                  {line.map((t, i) => <li key={i}>{t.text}</li>)}
                </ol>
        </section>
      )}

      <div class="bc-controls">
        {linkCode !== null
          ? <button type="button" class="button" disabled={!hydrated} onClick={() => void copyLink()}>{m.sb_copy_link()}</button>
          : <span class="bc-muted" data-no-link>{m.sb_no_link()}</span>}
        {checked.ok && <a class="button-quiet" href={playHref(code, form.start)}>{m.sb_play_puzzle()}</a>}
        <span class="bc-muted">{m.sb_code()}<code data-code>{code}</code></span>
      </div>
      <p role="status" class="bc-muted">{status}</p>
      {link && (
        <label class="sb-link">
          {m.sb_link_label()}
          <input type="text" readOnly value={link} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      )}
    </div>
  );
}

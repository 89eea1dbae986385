/**
 * The cascade sandbox: set up any claim cascade with labelled controls and read the solver's
 * verdict, every best first action and the best line, updated as you type. The position lives
 * in the URL as `?p=<cascade code>` ("Copy link"), and a link read back restores it; a code the
 * decoder refuses is named in a message and the sandbox starts empty. Every check is the
 * engine's (checkCascadePosition), every verdict the solver's.
 */
import { useEffect, useState } from 'preact/hooks';
import { COLORS, CUBES_PER_COLOR, emptyCounts } from '../../engine/balloon-cup/components.ts';
import type { Color, ColorCounts, Player } from '../../engine/balloon-cup/components.ts';
import type { CascadePosition } from '../../engine/balloon-cup/cascade.ts';
import { checkCascadePosition, decodeCascade, encodeCascade } from '../../engine/balloon-cup/cascade-code.ts';
import { solveCascade } from '../../engine/balloon-cup/cascade-solver.ts';
import { actionText, tellLine, valueText } from '../../machines/balloon-cup/cascade-words.ts';
import type { Names } from '../../machines/balloon-cup/story.ts';
import { useHydrated } from '../shared/useMachine.ts';
import { SANDBOX_HREF, playHref } from '../site/puzzle-list.ts';
import { CascadeTable } from './CascadeTable.tsx';
import { COLOR_CODE } from './colors.ts';

export const SANDBOX_NAMES: Names = ['Ana', 'Ben'];

interface Form {
  readonly cubes: readonly [ColorCounts, ColorCounts];
  readonly trophies: readonly [readonly Color[], readonly Color[]];
  readonly winner: Player;
  readonly part: Player;
  readonly tradeAfterWin: boolean;
}

const EMPTY: Form = { cubes: [emptyCounts(), emptyCounts()], trophies: [[], []], winner: 0, part: 0, tradeAfterWin: false };

function formOf(position: CascadePosition): Form {
  const [a, b] = position.players;
  return { cubes: [{ ...a.cubes }, { ...b.cubes }], trophies: [a.trophies, b.trophies], winner: position.winner, part: position.part, tradeAfterWin: position.tradeAfterWin };
}

function positionOf(form: Form): CascadePosition {
  return {
    players: [
      { cubes: form.cubes[0], trophies: COLORS.filter((c) => form.trophies[0].includes(c)) },
      { cubes: form.cubes[1], trophies: COLORS.filter((c) => form.trophies[1].includes(c)) },
    ],
    winner: form.winner,
    part: form.part,
    tradeAfterWin: form.tradeAfterWin,
  };
}

function setPlayer<T>(pair: readonly [T, T], player: Player, value: T): [T, T] {
  return player === 0 ? [value, pair[1]] : [pair[0], value];
}

export interface SandboxIslandProps {
  /** The code shown when the URL has none. */
  readonly initial: string;
}

export default function SandboxIsland({ initial }: SandboxIslandProps) {
  const hydrated = useHydrated();
  const start = decodeCascade(initial);
  const [form, setForm] = useState<Form>(start.ok ? formOf(start.value) : EMPTY);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const names = SANDBOX_NAMES;

  useEffect(() => {
    const code = new URLSearchParams(location.search).get('p');
    if (code === null) return;
    const decoded = decodeCascade(code);
    if (decoded.ok) setForm(formOf(decoded.value));
    else {
      setForm(EMPTY);
      setLinkProblem(decoded.message);
    }
  }, []);

  const position = positionOf(form);
  const checked = checkCascadePosition(position);
  const code = encodeCascade(position);
  const solution = checked.ok ? solveCascade(position) : null;
  const line = solution ? tellLine(position, solution.pv, names) : [];
  const update = (change: Partial<Form>) => {
    setForm({ ...form, ...change });
    setLink(null);
    setStatus('');
  };

  const copyLink = async () => {
    const url = new URL(`${SANDBOX_HREF}?p=${encodeURIComponent(code)}`, location.href).href;
    history.replaceState(null, '', url);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied to the clipboard; it is also in the address bar.');
    } catch {
      setStatus('The link to this position is now in the address bar and below.');
    }
  };

  return (
    <div class="bc-island sb-sandbox">
      {linkProblem && (
        <p class="example-error" role="alert" data-link-problem>
          <strong>The position in this link cannot be used.</strong> {linkProblem}. The sandbox starts empty instead.
        </p>
      )}
      <form class="sb-form" onSubmit={(event) => event.preventDefault()}>
        {([0, 1] as const).map((player) => (
          <fieldset key={player} class="sb-player">
            <legend>{names[player]} (player {player + 1})</legend>
            <div class="sb-row" role="group" aria-label={`${names[player]}'s trophies`}>
              <span class="sb-row-label" aria-hidden="true">Trophies</span>
              {COLORS.map((c) => (
                <label key={c} class="sb-check">
                  <input
                    type="checkbox"
                    disabled={!hydrated}
                    checked={form.trophies[player].includes(c)}
                    onChange={(event) => {
                      const on = (event.currentTarget as HTMLInputElement).checked;
                      const list = on ? [...form.trophies[player], c] : form.trophies[player].filter((t) => t !== c);
                      update({ trophies: setPlayer(form.trophies, player, list) });
                    }}
                  />
                  <span class={`bc-cube bc-${c}`} aria-hidden="true">{COLOR_CODE[c]}</span>
                  <span class="sr-only">{names[player]} holds the </span>{c}<span class="sr-only"> trophy</span>
                </label>
              ))}
            </div>
            <div class="sb-row" role="group" aria-label={`${names[player]}'s cubes`}>
              <span class="sb-row-label" aria-hidden="true">Cubes</span>
              {COLORS.map((c) => (
                <label key={c} class="sb-number">
                  <span class={`bc-cube bc-${c}`} aria-hidden="true">{COLOR_CODE[c]}</span>
                  <span class="sr-only">{names[player]}'s </span>{c}<span class="sr-only"> cubes</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={CUBES_PER_COLOR[c]}
                    disabled={!hydrated}
                    value={form.cubes[player][c]}
                    onInput={(event) => {
                      const n = Number.parseInt((event.currentTarget as HTMLInputElement).value, 10);
                      const counts = { ...form.cubes[player], [c]: Number.isFinite(n) ? Math.max(0, n) : 0 };
                      update({ cubes: setPlayer(form.cubes, player, counts) });
                    }}
                  />
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <fieldset class="sb-player">
          <legend>The cascade</legend>
          <div class="sb-row">
            <label class="sb-select">
              Won the scoring
              <select disabled={!hydrated} value={String(form.winner)} onChange={(e) => update({ winner: Number((e.currentTarget as HTMLSelectElement).value) as Player })}>
                <option value="0">{names[0]}</option>
                <option value="1">{names[1]}</option>
              </select>
            </label>
            <label class="sb-select">
              Whose part it is
              <select disabled={!hydrated} value={String(form.part)} onChange={(e) => update({ part: Number((e.currentTarget as HTMLSelectElement).value) as Player })}>
                <option value="0">{names[0]}</option>
                <option value="1">{names[1]}</option>
              </select>
            </label>
            <label class="sb-check">
              <input type="checkbox" disabled={!hydrated} checked={form.tradeAfterWin} onChange={(e) => update({ tradeAfterWin: (e.currentTarget as HTMLInputElement).checked })} />
              Only the scoring winner may trade (variant)
            </label>
          </div>
        </fieldset>
      </form>

      <section class="sb-verdict" aria-labelledby="sb-verdict-title">
        <h2 id="sb-verdict-title">The solver's verdict</h2>
        <div aria-live="polite" data-verdict>
          {!checked.ok ? (
            <p class="example-error" data-position-problem>This position cannot happen in a game: {checked.message}.</p>
          ) : solution && (
            <>
              <p><strong>{valueText(solution.value, position.winner, names)}</strong></p>
              <p>
                Best first {solution.best.length === 1 ? 'action' : 'actions'} for {names[position.part]}:{' '}
                <span data-best>{solution.best.map(actionText).join('; ')}</span>.
              </p>
            </>
          )}
        </div>
        {checked.ok && (
          <>
            <CascadeTable players={position.players} names={names} winner={position.winner} part={position.part} />
            <h3>The best line</h3>
            <ol class="bc-steps" data-best-line>
              {line.map((t, i) => <li key={i}>{t.text}</li>)}
            </ol>
          </>
        )}
      </section>

      <div class="bc-controls">
        <button type="button" class="button" disabled={!hydrated} onClick={() => void copyLink()}>Copy link to this position</button>
        {checked.ok && <a class="button-quiet" href={playHref(code)}>Play this as a puzzle</a>}
        <span class="bc-muted">Code: <code data-code>{code}</code></span>
      </div>
      <p role="status" class="bc-muted">{status}</p>
      {link && (
        <label class="sb-link">
          Link to this position
          <input type="text" readOnly value={link} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      )}
    </div>
  );
}

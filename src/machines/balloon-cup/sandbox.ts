// The cascade sandbox (issue 29 point 5): the form a person sets up, a link read back, and what
// the engine and solver say about the position, held as facts. Every edit is checked by the engine
// (checkCascadePosition) and solved once, in the machine (solveFromScoring at the scoring,
// solveCascade mid-cascade); sandboxView words those facts and names the rule each one cites, so
// the island only renders. The page renders the first view on the server; the island loads this
// module (xstate, engine, solver, words) on the reader's first intent.
import { assign } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { COLORS, CUBES_PER_COLOR, emptyCounts } from '../../engine/balloon-cup/components.ts';
import type { Color, ColorCounts, Player } from '../../engine/balloon-cup/components.ts';
import type { CascadePosition, Players } from '../../engine/balloon-cup/cascade.ts';
import { checkCascadePosition, decodeCascade, encodeCascade, parseCascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CodeProblem } from '../../engine/balloon-cup/result.ts';
import type { CascadeSolution } from '../../engine/balloon-cup/cascade-solver.ts';
import { solveCascade } from '../../engine/balloon-cup/cascade-solver.ts';
import type { ScoringSolution } from '../../engine/balloon-cup/cascade-scoring.ts';
import { solveFromScoring } from '../../engine/balloon-cup/cascade-scoring.ts';
import { clampCubes, openLink, reopeningCode, toggleTrophy } from './sandbox-form.ts';
import { guide } from './sandbox-guide.ts';
import { unreadableCodeWords } from './code-problem-words.ts';
import { lineFacts, scoringWords, stepCited } from './cascade-words.ts';
import type { Cited } from './cascade-words.ts';
import { actionText, valueText } from './verdict-words.ts';
import { colorParams } from './color-words.ts';
import type { Names } from './story.ts';
import { m } from '../../paraglide/words/cascadesb.ts';

export { createActor } from 'xstate';

export interface SandboxForm {
  readonly cubes: readonly [ColorCounts, ColorCounts];
  readonly trophies: readonly [readonly Color[], readonly Color[]];
  readonly winner: Player;
  /** Whose part it is mid-cascade; at the scoring the part is W's, whatever this says. */
  readonly part: Player;
  readonly tradeAfterWin: boolean;
  readonly start: CascadeStart;
}

export interface SandboxInput {
  /** The code shown when the URL has none. */
  readonly initial: string;
  readonly names: Names;
}

/** A typed count the sandbox lowered: what was typed, what was kept, what the other player holds. */
export interface Lowered {
  readonly player: Player;
  readonly color: Color;
  readonly typed: number;
  readonly kept: number;
  readonly others: number;
}

/** What the engine and solver say about the form's position (facts: a check, solutions). */
export interface Analysis {
  readonly possible: boolean;
  readonly scoring: ScoringSolution | null;
  readonly solution: CascadeSolution | null;
}

export interface SandboxContext {
  readonly names: Names;
  readonly form: SandboxForm;
  readonly analysis: Analysis;
  /** A link's code that could not be read, and whether its start was unknown. */
  readonly linkProblem: CodeProblem | null;
  readonly startProblem: boolean;
  readonly lowered: Lowered | null;
  /** Which part of the set-up a narrow screen shows. */
  readonly section: 0 | 1 | 2;
  /** The link made by "Copy link", and whether it reached the clipboard. */
  readonly link: { readonly url: string; readonly copied: boolean } | null;
}

export type SandboxEvent =
  /** The page's own link, read once: its `p` and `start` values. */
  | { type: 'link.open'; code: string | null; start: string | null }
  | { type: 'trophy.set'; player: Player; color: Color; on: boolean }
  | { type: 'cubes.set'; player: Player; color: Color; typed: number }
  | { type: 'start.set'; start: CascadeStart }
  | { type: 'winner.set'; player: Player }
  | { type: 'part.set'; player: Player }
  | { type: 'trade.set'; on: boolean }
  | { type: 'section.show'; section: 0 | 1 | 2 }
  | { type: 'link.made'; url: string; copied: boolean };

const EMPTY: SandboxForm = { cubes: [emptyCounts(), emptyCounts()], trophies: [[], []], winner: 0, part: 0, tradeAfterWin: false, start: 'phase' };

function formOf(position: CascadePosition, start: CascadeStart): SandboxForm {
  const [a, b] = position.players;
  return { cubes: [{ ...a.cubes }, { ...b.cubes }], trophies: [a.trophies, b.trophies], winner: position.winner, part: position.part, tradeAfterWin: position.tradeAfterWin, start };
}

export function positionOf(form: SandboxForm): CascadePosition {
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

/** The engine's check and the solver's answer for a form: at the scoring, W's compulsory claims come first. */
export function analyse(form: SandboxForm): Analysis {
  const position = positionOf(form);
  const atScoring = form.start === 'scoring';
  if (!checkCascadePosition(position, { atScoring }).ok) return { possible: false, scoring: null, solution: null };
  const scoring = atScoring ? solveFromScoring(position) : null;
  return { possible: true, scoring, solution: scoring ? scoring.solution : solveCascade(position) };
}

function setPlayer<T>(pair: readonly [T, T], player: Player, value: T): [T, T] {
  return player === 0 ? [value, pair[1]] : [pair[0], value];
}

/** A changed form, analysed; a change clears the link made and any lowered count. */
function edited(form: SandboxForm, lowered: Lowered | null = null): Partial<SandboxContext> {
  return { form, analysis: analyse(form), link: null, lowered };
}

export const sandboxMachine = setup({
  types: {
    context: {} as SandboxContext,
    events: {} as SandboxEvent,
    input: {} as SandboxInput,
  },
}).createMachine({
  id: 'balloonCupSandbox',
  context: ({ input }) => {
    const start = decodeCascade(input.initial);
    const form = start.ok ? formOf(start.value, 'phase') : EMPTY;
    return { names: input.names, form, analysis: analyse(form), linkProblem: null, startProblem: false, lowered: null, section: 0, link: null };
  },
  on: {
    'link.open': {
      actions: assign(({ context, event }) => {
        const parsed = parseCascadeStart(event.start);
        const start = parsed.ok ? parsed.value : 'phase';
        const startProblem = !parsed.ok;
        if (event.code === null) return { startProblem, ...(start === 'scoring' ? edited({ ...context.form, start }) : {}) };
        // A readable but impossible position is kept, to be fixed; an unreadable one is named.
        const opened = openLink(event.code);
        return 'position' in opened
          ? { startProblem, ...edited(formOf(opened.position, start)) }
          : { startProblem, linkProblem: opened.unreadable, ...edited({ ...EMPTY, start }) };
      }),
    },
    'trophy.set': {
      actions: assign(({ context: { form }, event }) => edited({ ...form, trophies: toggleTrophy(form.trophies, event.player, event.color, event.on) })),
    },
    'cubes.set': {
      actions: assign(({ context: { form }, event }) => {
        const { player, color, typed } = event;
        const others = form.cubes[player === 0 ? 1 : 0][color];
        const kept = clampCubes(color, typed, others);
        const next = { ...form, cubes: setPlayer(form.cubes, player, { ...form.cubes[player], [color]: kept }) };
        // More than the game leaves this player: kept as a fact, so the view says what was changed and why.
        return edited(next, typed > kept ? { player, color, typed, kept, others } : null);
      }),
    },
    'start.set': { actions: assign(({ context: { form }, event }) => edited({ ...form, start: event.start })) },
    'winner.set': { actions: assign(({ context: { form }, event }) => edited({ ...form, winner: event.player })) },
    'part.set': { actions: assign(({ context: { form }, event }) => edited({ ...form, part: event.player })) },
    'trade.set': { actions: assign(({ context: { form }, event }) => edited({ ...form, tradeAfterWin: event.on })) },
    'section.show': { actions: assign(({ event }) => ({ section: event.section })) },
    'link.made': { actions: assign(({ event }) => ({ link: { url: event.url, copied: event.copied } })) },
  },
});

/** Everything the sandbox island draws, as plain data (server-rendered, then updated). */
export interface SandboxView {
  readonly form: SandboxForm;
  readonly names: Names;
  /** The position's whose part (W's at the scoring). */
  readonly part: Player;
  readonly section: 0 | 1 | 2;
  readonly linkProblem: string | null;
  readonly startProblem: boolean;
  /** Why the position cannot happen and the change that fixes it, with the rule it cites. */
  readonly impossible: { readonly kind: string; readonly text: string; readonly code: string | null } | null;
  /** At the scoring: W's compulsory claims (each citing its rule), and what they leave. */
  readonly scoring: { readonly claims: readonly Cited[]; readonly after: string } | null;
  /** The verdict and the code of its rule. */
  readonly verdict: Cited | null;
  /** Best first actions: who chooses, how many, and the list in words. */
  readonly best: { readonly player: string; readonly count: number; readonly list: string } | null;
  /** The best line, each step with its rule. */
  readonly line: readonly Cited[];
  /** The table shown (after any compulsory claims), whose part it is there and who has won. */
  readonly players: Players;
  readonly tablePart: Player | null;
  readonly gameWinner: Player | null;
  readonly possible: boolean;
  readonly code: string;
  /** The code of a link that reopens this position (null: none would). */
  readonly linkCode: string | null;
  readonly lowered: { readonly player: Player; readonly text: string } | null;
  readonly link: string | null;
  readonly status: string;
}

export function sandboxView(snapshot: SnapshotFrom<typeof sandboxMachine>): SandboxView {
  const { form, analysis, names, lowered, link } = snapshot.context;
  const position = positionOf(form);
  const { scoring, solution } = analysis;
  const running = scoring ? scoring.step.position : analysis.possible ? position : null;
  const guided = analysis.possible ? null : guide(position, form.start, names);
  const told = scoring ? scoringWords(scoring, position.winner, names) : null;
  return {
    form,
    names,
    part: position.part,
    section: snapshot.context.section,
    linkProblem: snapshot.context.linkProblem ? unreadableCodeWords(snapshot.context.linkProblem) : null,
    startProblem: snapshot.context.startProblem,
    impossible: guided && !guided.possible
      ? { kind: guided.kind, text: [guided.problem, guided.fix].filter(Boolean).join(' '), code: guided.kind === 'not-possible' ? null : guided.kind }
      : null,
    scoring: told ? { claims: told.claims.map((text) => ({ text, code: 'compulsory-claim' })), after: told.after } : null,
    verdict: solution ? { text: told ? told.verdict : valueText(solution.value, position.winner, names), code: solution.value } : null,
    best: solution && running
      ? { player: names[running.part], count: solution.best.length, list: solution.best.map(actionText).reduceRight((rest, first) => (rest === '' ? first : m.sb_best_join({ first, rest })), '') }
      : null,
    line: solution && running ? lineFacts(running, solution.pv).map((step) => stepCited(step, names)) : [],
    players: scoring ? scoring.step.players : position.players,
    tablePart: running?.part ?? null,
    gameWinner: scoring?.step.gameWinner ?? null,
    possible: analysis.possible,
    code: encodeCascade(position),
    linkCode: reopeningCode(position, form.start),
    lowered: lowered
      ? { player: lowered.player, text: m.sb_cubes_lowered({ typed: lowered.typed, kept: lowered.kept, other: names[lowered.player === 0 ? 1 : 0], others: lowered.others, total: CUBES_PER_COLOR[lowered.color], ...colorParams(lowered.color) }) }
      : null,
    link: link?.url ?? null,
    status: link ? (link.copied ? m.sb_copied() : m.sb_link_shown()) : '',
  };
}

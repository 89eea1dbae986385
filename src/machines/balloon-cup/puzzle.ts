// A claim-cascade puzzle (rules §6): the reader plays the side whose part it is; the other
// side's answers are the solver's best replies, played one at a time (`reply.next`, which the
// island sends on a timer). A choice is right when it keeps the best value the solver finds
// for the position; a wrong one is refuted by the best play that follows it, move by move, with
// a one-line reason. Hint, and "show solution" (the solver's principal variation, stepped).
//
// Works from a cascade code (any position: a puzzle file's, or a shared sandbox link), so the
// same machine serves puzzle pages and positions sent by URL.
//
// Tags: invalid · your-part · replying · refuting · refuted · solved · solution.
import { assign } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { setup } from '../setup.ts';
import { other } from '../../engine/balloon-cup/components.ts';
import type { Color, Player } from '../../engine/balloon-cup/components.ts';
import type { CascadeAction, CascadePosition, Players } from '../../engine/balloon-cup/cascade.ts';
import { cascadeActions, startCascade } from '../../engine/balloon-cup/cascade.ts';
import { cascadeActionKey } from '../../engine/balloon-cup/cascade-action.ts';
import { decodeCascade, encodeCascade, parseCascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CascadeProblem, CodeProblem } from '../../engine/balloon-cup/result.ts';
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import { evaluateActions, solveCascade } from '../../engine/balloon-cup/cascade-solver.ts';
import type { Sets } from '../../engine/balloon-cup/state.ts';
import { unreadableLinkWords } from './code-problem-words.ts';
import { choiceLabel, mistakeReason, play, sideValue, tellAction, tellLine } from './cascade-words.ts';
import type { Told } from './cascade-words.ts';
import type { Names } from './story.ts';
import { exampleNames } from './example-names.ts';
import { colorParams, paymentText, playerParams } from './payment-words.ts';
import { cascadeProblemWords } from './sandbox-guide.ts';
import { m } from '../../paraglide/words/cascade.ts';

export { createActor } from 'xstate';

export type PuzzleStart = CascadeStart;

export interface PuzzleInput {
  /** A cascade code (engine/balloon-cup/cascade-code.ts). */
  readonly code: string;
  /** "scoring": the code is the moment of the scoring; W's compulsory claims come first. */
  readonly start?: PuzzleStart;
  readonly names?: Names;
  readonly hint?: string | null;
}

export type { Told };

export type PuzzleGoal = 'win' | 'avoid-losing';

export interface Announcement {
  readonly text: string;
  readonly n: number;
}

interface Loaded {
  readonly problem: string | null;
  /** The players as the puzzle starts (after any compulsory claims). */
  readonly start: CascadePosition | null;
  /** The compulsory claims, told. */
  readonly intro: readonly Told[];
  readonly goal: PuzzleGoal | null;
  readonly value: CascadeValue | null;
  readonly pv: readonly CascadeAction[];
  /** The position as given (canonical code) and where it starts: what "share this position" sends on. */
  readonly given: { readonly code: string; readonly start: PuzzleStart } | null;
}

export interface PuzzleContext extends Loaded {
  readonly names: Names;
  readonly hint: string | null;
  readonly hintShown: boolean;
  /** The running cascade (null once it has ended), the table and what has been told. */
  readonly position: CascadePosition | null;
  readonly players: Players | null;
  readonly gameWinner: Player | null;
  readonly told: readonly Told[];
  /** Refutation moves still to play. */
  readonly queue: readonly CascadeAction[];
  readonly reason: string | null;
  /** Show solution: the principal variation told step by step, and how many steps are shown. */
  readonly solution: readonly Told[];
  readonly at: number;
  readonly solved: boolean;
  readonly announcement: Announcement;
}

export type PuzzleEvent =
  | { type: 'claim.choose'; trophy: Color; sets: Sets }
  | { type: 'claim.pass' }
  | { type: 'reply.next' }
  | { type: 'hint.show' }
  | { type: 'solution.show' }
  | { type: 'step.next' }
  | { type: 'step.prev' }
  | { type: 'puzzle.retry' }
  /** A position sent by link: `start` is the link's raw `start` value, checked here. */
  | { type: 'puzzle.load'; code: string; start?: string | null };

function fail(problem: string, start: CascadePosition | null = null, given: Loaded['given'] = null): Loaded {
  return { problem, start, intro: [], goal: null, value: null, pv: [], given };
}

/** Decodes the code, makes the compulsory claims, and asks the solver what the goal is. */

/** A link's position the engine refused (its facts), in a reader's words. */
function linkProblem(problem: CodeProblem | CascadeProblem, names: Names): string {
  if (problem.code.startsWith('code-')) return unreadableLinkWords(problem as CodeProblem);
  return m.link_impossible({ problem: cascadeProblemWords(problem as CascadeProblem, names).problem });
}

export function loadPuzzle(code: string, start: PuzzleStart, names: Names): Loaded {
  const decoded = decodeCascade(code, { atScoring: start === 'scoring' });
  if (!decoded.ok) return fail(linkProblem(decoded.problem, names));
  const given = { code: encodeCascade(decoded.value), start };
  let position = decoded.value;
  const intro: Told[] = [];
  if (start === 'scoring') {
    const step = startCascade(position.players, position.winner, position);
    for (const event of step.events) {
      if (event.type === 'claimed') {
        intro.push({
          text: m.intro_compulsory({ player: names[event.player], ...colorParams(event.trophy), payment: paymentText(event.trophy, event.sets) }),
          players: step.players,
        });
      }
    }
    if (step.gameWinner !== null) return fail(m.nothing_compulsory_win(playerParams(names[step.gameWinner])), null, given);
    if (step.position === null) return fail(m.nothing_after_claims(), null, given);
    position = step.position;
  } else if (cascadeActions(position).length === 1) {
    return fail(m.nothing_passes({ player: names[position.part] }), position, given);
  }
  const solution = solveCascade(position);
  const outcome = sideValue(solution.value, position.part, position.winner);
  if (outcome === 'loss') {
    return fail(m.nothing_lost({ player: names[position.part], them: names[other(position.part)] }), position, given);
  }
  return { problem: null, start: position, intro, goal: outcome === 'win' ? 'win' : 'avoid-losing', value: solution.value, pv: solution.pv, given };
}

function announce(context: PuzzleContext, text: string): Announcement {
  return { text, n: context.announcement.n + 1 };
}

function fresh(loaded: Loaded, names: Names, hint: string | null, n: number): PuzzleContext {
  return {
    ...loaded,
    names,
    hint,
    hintShown: false,
    position: loaded.start,
    players: loaded.start?.players ?? null,
    gameWinner: null,
    told: loaded.intro,
    queue: [],
    reason: null,
    solution: loaded.start ? tellLine(loaded.start, loaded.pv, names) : [],
    at: 0,
    solved: false,
    announcement: { text: '', n },
  };
}

/** The puzzle's question in one sentence. */
export function goalText(context: Pick<PuzzleContext, 'start' | 'goal' | 'names'>): string {
  const { start, goal, names } = context;
  if (!start || !goal) return '';
  const me = names[start.part];
  const them = names[other(start.part)];
  const params = { player: me, them };
  if (start.part === start.winner) return goal === 'win' ? m.goal_win_winner(params) : m.goal_hold_winner(params);
  return goal === 'win' ? m.goal_win_other(params) : m.goal_hold_other(params);
}

function actionOf(event: PuzzleEvent): CascadeAction | null {
  if (event.type === 'claim.choose') return { type: 'claim', trophy: event.trophy, sets: event.sets };
  if (event.type === 'claim.pass') return { type: 'pass' };
  return null;
}

function legal(position: CascadePosition | null, action: CascadeAction | null): boolean {
  if (!position || !action) return false;
  const key = cascadeActionKey(action);
  return cascadeActions(position).some((a) => cascadeActionKey(a) === key);
}

export const puzzleMachine = setup({
  types: {
    context: {} as PuzzleContext,
    events: {} as PuzzleEvent,
    input: {} as PuzzleInput,
  },
  guards: {
    invalid: ({ context }) => context.problem !== null,
    over: ({ context }) => context.position === null,
    yourPart: ({ context }) => context.position !== null && context.start !== null && context.position.part === context.start.part,
    legalChoice: ({ context, event }) => legal(context.position, actionOf(event)),
    /** The choice keeps the value the solver found for the puzzle. */
    bestChoice: ({ context, event }) => {
      const action = actionOf(event);
      if (!context.position || !action) return false;
      const key = cascadeActionKey(action);
      return solveCascade(context.position).best.some((a) => cascadeActionKey(a) === key);
    },
    queueEmpty: ({ context }) => context.queue.length === 0 || context.position === null,
    atSolutionStart: ({ context }) => context.at === 0,
    atSolutionEnd: ({ context }) => context.at >= context.solution.length,
  },
  actions: {
    playChoice: assign(({ context, event }) => {
      const position = context.position!;
      const action = actionOf(event)!;
      const step = play(position, action);
      const text = tellAction(position, action, step, context.names);
      return {
        position: step.position,
        players: step.players,
        gameWinner: step.gameWinner,
        told: [...context.told, { text, players: step.players }],
        announcement: announce(context, m.said_good({ text })),
      };
    }),
    playMistake: assign(({ context, event }) => {
      const position = context.position!;
      const action = actionOf(event)!;
      const key = cascadeActionKey(action);
      const evaluation = evaluateActions(position).find((e) => cascadeActionKey(e.action) === key)!;
      const step = play(position, action);
      const text = tellAction(position, action, step, context.names);
      const reason = mistakeReason(position, action, evaluation.value, evaluation.line, context.names);
      return {
        position: step.position,
        players: step.players,
        gameWinner: step.gameWinner,
        told: [...context.told, { text, players: step.players }],
        queue: evaluation.line,
        reason,
        announcement: announce(context, m.said_not_best({ text })),
      };
    }),
    /** The solver's best action for whoever's part it is (the opponent while solving). */
    playReply: assign(({ context }) => {
      const position = context.position!;
      const action = solveCascade(position).pv[0]!;
      const step = play(position, action);
      const text = tellAction(position, action, step, context.names);
      return {
        position: step.position,
        players: step.players,
        gameWinner: step.gameWinner,
        told: [...context.told, { text, players: step.players }],
        announcement: announce(context, text),
      };
    }),
    playQueued: assign(({ context }) => {
      const position = context.position!;
      const [action, ...rest] = context.queue;
      const step = play(position, action!);
      const text = tellAction(position, action!, step, context.names);
      return {
        position: step.position,
        players: step.players,
        gameWinner: step.gameWinner,
        told: [...context.told, { text, players: step.players }],
        queue: rest,
        announcement: announce(context, text),
      };
    }),
    announceSolved: assign(({ context }) => ({
      solved: true,
      announcement: announce(context, context.told.length > 0 ? m.said_solved({ text: context.told[context.told.length - 1]!.text }) : m.said_solved_plain()),
    })),
    announceRefuted: assign(({ context }) => ({
      announcement: announce(context, context.reason ? m.said_not_work({ reason: context.reason }) : m.said_not_work_plain()),
    })),
    announceYourPart: assign(({ context }) => ({
      announcement: announce(context, m.said_your_part_again(playerParams(context.names[context.start!.part]))),
    })),
    announceIllegal: assign(({ context }) => ({
      announcement: announce(context, m.said_cannot_pay()),
    })),
    restart: assign(({ context }) => ({
      ...fresh(context, context.names, context.hint, context.announcement.n + 1),
      solved: context.solved,
      hintShown: context.hintShown,
      announcement: announce(context, m.said_back()),
    })),
    showHint: assign(({ context }) => ({
      hintShown: true,
      announcement: announce(context, context.hint ? m.said_hint({ hint: context.hint }) : m.said_no_hint()),
    })),
    openSolution: assign(({ context }) => ({
      at: 0,
      announcement: announce(context, m.said_solution({ count: context.solution.length })),
    })),
    solutionNext: assign(({ context }) => {
      const at = Math.min(context.at + 1, context.solution.length);
      return { at, announcement: announce(context, context.solution[at - 1]?.text ?? '') };
    }),
    solutionPrev: assign(({ context }) => {
      const at = Math.max(context.at - 1, 0);
      return { at, announcement: announce(context, at === 0 ? m.said_back_at() : (context.solution[at - 1]?.text ?? '')) };
    }),
    load: assign(({ context, event }) => {
      if (event.type !== 'puzzle.load') return {};
      const start = parseCascadeStart(event.start);
      const loaded = start.ok ? loadPuzzle(event.code, start.value, context.names) : fail(m.unknown_start());
      return fresh(loaded, context.names, context.hint, context.announcement.n);
    }),
  },
}).createMachine({
  id: 'balloonCupPuzzle',
  context: ({ input }) => {
    const names = input.names ?? exampleNames();
    return fresh(loadPuzzle(input.code, input.start ?? 'phase', names), names, input.hint ?? null, 0);
  },
  initial: 'route',
  on: {
    'puzzle.load': { target: '.route', actions: 'load' },
  },
  states: {
    route: {
      always: [
        { guard: 'invalid', target: 'invalid' },
        { target: 'playing' },
      ],
    },
    invalid: { tags: ['invalid'] },
    playing: {
      initial: 'yourPart',
      on: {
        'hint.show': { actions: 'showHint' },
        'solution.show': { target: '.solution', actions: 'openSolution' },
        'puzzle.retry': { target: '.yourPart', actions: 'restart' },
      },
      states: {
        yourPart: {
          tags: ['your-part'],
          on: {
            'claim.choose': [
              { guard: 'bestChoice', target: 'afterChoice', actions: 'playChoice' },
              { guard: 'legalChoice', target: 'refuting', actions: 'playMistake' },
              { actions: 'announceIllegal' },
            ],
            'claim.pass': [
              { guard: 'bestChoice', target: 'afterChoice', actions: 'playChoice' },
              { guard: 'legalChoice', target: 'refuting', actions: 'playMistake' },
            ],
          },
        },
        afterChoice: {
          always: [
            { guard: 'over', target: 'solved', actions: 'announceSolved' },
            { guard: 'yourPart', target: 'yourPart' },
            { target: 'replying' },
          ],
        },
        replying: {
          tags: ['replying'],
          on: { 'reply.next': { target: 'afterReply', actions: 'playReply' } },
        },
        afterReply: {
          always: [
            { guard: 'over', target: 'solved', actions: 'announceSolved' },
            { guard: 'yourPart', target: 'yourPart', actions: 'announceYourPart' },
            { target: 'replying' },
          ],
        },
        refuting: {
          tags: ['refuting'],
          always: { guard: 'queueEmpty', target: 'refuted', actions: 'announceRefuted' },
          on: { 'reply.next': { actions: 'playQueued' } },
        },
        refuted: { tags: ['refuted'] },
        solved: { tags: ['solved'] },
        solution: {
          tags: ['solution'],
          on: {
            'step.next': { actions: 'solutionNext' },
            'step.prev': { actions: 'solutionPrev' },
          },
        },
      },
    },
  },
});

export interface Choice {
  readonly label: string;
  readonly event: PuzzleEvent;
}

/** Everything the puzzle island draws, as plain data (server-rendered, then updated). */
export interface PuzzleView {
  readonly tags: readonly string[];
  readonly names: Names;
  readonly problem: string | null;
  readonly goal: PuzzleGoal | null;
  readonly question: string;
  /** The solving side and W. */
  readonly solver: Player | null;
  readonly winner: Player | null;
  /** The table shown, whose part it is there (null: the cascade is over) and who has won. */
  readonly players: Players | null;
  readonly part: Player | null;
  readonly gameWinner: Player | null;
  readonly told: readonly string[];
  readonly choices: readonly Choice[];
  readonly hint: string | null;
  readonly hintShown: boolean;
  readonly reason: string | null;
  readonly at: number;
  readonly total: number;
  readonly solved: boolean;
  /**
   * The position as given, for "share this position": a running-cascade code, or with `start`
   * "scoring" the moment of the scoring (so the compulsory claims are shown again).
   */
  readonly code: string | null;
  readonly start: PuzzleStart;
  readonly announcement: Announcement;
}

export function puzzleView(snapshot: SnapshotFrom<typeof puzzleMachine>): PuzzleView {
  const { context } = snapshot;
  const tags = [...(snapshot.tags as ReadonlySet<string>)];
  const inSolution = tags.includes('solution');
  const shown = inSolution ? [...context.intro, ...context.solution.slice(0, context.at)] : context.told;
  const last = shown[shown.length - 1];
  let players = context.players;
  let part = context.position?.part ?? null;
  let gameWinner = context.gameWinner;
  if (inSolution) {
    // Replay the principal variation to the step shown, for the table and whose part it is.
    let position: CascadePosition | null = context.start;
    gameWinner = null;
    for (const action of context.pv.slice(0, context.at)) {
      if (!position) break;
      const step = play(position, action);
      position = step.position;
      gameWinner = step.gameWinner;
    }
    players = last?.players ?? context.start?.players ?? null;
    part = position?.part ?? null;
  }
  const position = context.position;
  const choices: Choice[] = tags.includes('your-part') && position
    ? cascadeActions(position).map((action) => ({
        label: choiceLabel(position, action, context.names),
        event: action.type === 'claim' ? { type: 'claim.choose', trophy: action.trophy, sets: action.sets } : { type: 'claim.pass' },
      }))
    : [];
  return {
    tags,
    names: context.names,
    problem: context.problem,
    goal: context.goal,
    question: goalText(context),
    solver: context.start?.part ?? null,
    winner: context.start?.winner ?? null,
    players,
    part,
    gameWinner,
    told: shown.map((t) => t.text),
    choices,
    hint: context.hint,
    hintShown: context.hintShown,
    reason: context.reason,
    at: context.at,
    total: context.solution.length,
    solved: context.solved,
    code: context.given?.code ?? null,
    start: context.given?.start ?? 'phase',
    announcement: context.announcement,
  };
}

// A claim-cascade puzzle (rules §6): the reader plays the side whose part it is; the other
// side's answers are the solver's best replies, played one at a time (`reply.next`, which the
// island sends on a timer). A choice is right when it keeps the best value the solver finds
// for the position; a wrong one is refuted by the best play that follows it, move by move, with
// a one-line reason. Hint, and "show solution" (the solver's principal variation, stepped).
//
// Works from a cascade code (any position: a puzzle file's, or a shared sandbox link), so the
// same machine serves puzzle pages and positions sent by URL.
//
// The context holds facts only (steps, the reason, a problem and what to announce, as codes with
// players, colours and counts); puzzleView words them in the page's language and names the code
// each one cites (components/rules/codes.ts).
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
import { choiceLabel, stepCited, lineFacts, mistakeFact, mistakeWords, play, sideValue, stepFact, stepWords } from './cascade-words.ts';
import type { CascadeStepFact, Cited, MistakeFact } from './cascade-words.ts';
import type { Names } from './story.ts';
import { exampleNames } from './example-names.ts';
import { playerParams } from './payment-words.ts';
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
  /** Whether the page has a hint for this position (its words stay with the page: puzzleView's `hint`). */
  readonly hasHint?: boolean;
}

export type { CascadeStepFact, Cited, MistakeFact };

export type PuzzleGoal = 'win' | 'avoid-losing';

/** Why a position cannot be played as a puzzle, as facts. */
export type PuzzleProblemFact =
  | { readonly code: 'link-unreadable'; readonly problem: CodeProblem }
  | { readonly code: 'link-impossible'; readonly problem: CascadeProblem }
  | { readonly code: 'unknown-start' }
  | { readonly code: 'puzzle-compulsory-win'; readonly player: Player }
  | { readonly code: 'puzzle-nothing-after' }
  | { readonly code: 'puzzle-passes'; readonly player: Player }
  | { readonly code: 'puzzle-lost'; readonly player: Player };

/** The problems a reader can meet that are about the game, not a link's form: each cites its rule. */
export const PUZZLE_PROBLEM_CODES = ['puzzle-compulsory-win', 'puzzle-nothing-after', 'puzzle-passes', 'puzzle-lost'] as const satisfies readonly PuzzleProblemFact['code'][];

/** What the island announces to screen readers, as facts (puzzleView words it). */
export type Said =
  | { readonly code: 'none' }
  | { readonly code: 'good' | 'not-best' | 'step'; readonly step: CascadeStepFact }
  | { readonly code: 'solved'; readonly step: CascadeStepFact | null }
  | { readonly code: 'not-work'; readonly reason: MistakeFact | null }
  | { readonly code: 'your-part'; readonly player: Player }
  | { readonly code: 'solution'; readonly count: number }
  | { readonly code: 'cannot-pay' | 'back' | 'hint' | 'back-at' };

export interface Announced {
  readonly said: Said;
  readonly n: number;
}

export interface Announcement {
  readonly text: string;
  readonly n: number;
}

interface Loaded {
  readonly problem: PuzzleProblemFact | null;
  /** The players as the puzzle starts (after any compulsory claims). */
  readonly start: CascadePosition | null;
  /** The compulsory claims. */
  readonly intro: readonly CascadeStepFact[];
  readonly goal: PuzzleGoal | null;
  readonly value: CascadeValue | null;
  readonly pv: readonly CascadeAction[];
  /** The position as given (canonical code) and where it starts: what "share this position" sends on. */
  readonly given: { readonly code: string; readonly start: PuzzleStart } | null;
}

export interface PuzzleContext extends Loaded {
  readonly names: Names;
  readonly hasHint: boolean;
  readonly hintShown: boolean;
  /** The running cascade (null once it has ended), the table and what has happened. */
  readonly position: CascadePosition | null;
  readonly players: Players | null;
  readonly gameWinner: Player | null;
  readonly told: readonly CascadeStepFact[];
  /** Refutation moves still to play. */
  readonly queue: readonly CascadeAction[];
  readonly reason: MistakeFact | null;
  /** Show solution: the principal variation step by step, and how many steps are shown. */
  readonly solution: readonly CascadeStepFact[];
  readonly at: number;
  readonly solved: boolean;
  readonly announcement: Announced;
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

function fail(problem: PuzzleProblemFact, start: CascadePosition | null = null, given: Loaded['given'] = null): Loaded {
  return { problem, start, intro: [], goal: null, value: null, pv: [], given };
}

/** Decodes the code, makes the compulsory claims, and asks the solver what the goal is. */
export function loadPuzzle(code: string, start: PuzzleStart): Loaded {
  const decoded = decodeCascade(code, { atScoring: start === 'scoring' });
  if (!decoded.ok) {
    const problem = decoded.problem;
    return fail(problem.code.startsWith('code-') ? { code: 'link-unreadable', problem: problem as CodeProblem } : { code: 'link-impossible', problem: problem as CascadeProblem });
  }
  const given = { code: encodeCascade(decoded.value), start };
  let position = decoded.value;
  const intro: CascadeStepFact[] = [];
  if (start === 'scoring') {
    const step = startCascade(position.players, position.winner, position);
    for (const event of step.events) {
      if (event.type === 'claimed') {
        intro.push({ kind: 'compulsory', player: event.player, trophy: event.trophy, sets: event.sets, wins: false, passedFor: [], ended: false, players: step.players });
      }
    }
    if (step.gameWinner !== null) return fail({ code: 'puzzle-compulsory-win', player: step.gameWinner }, null, given);
    if (step.position === null) return fail({ code: 'puzzle-nothing-after' }, null, given);
    position = step.position;
  } else if (cascadeActions(position).length === 1) {
    return fail({ code: 'puzzle-passes', player: position.part }, position, given);
  }
  const solution = solveCascade(position);
  const outcome = sideValue(solution.value, position.part, position.winner);
  if (outcome === 'loss') return fail({ code: 'puzzle-lost', player: position.part }, position, given);
  return { problem: null, start: position, intro, goal: outcome === 'win' ? 'win' : 'avoid-losing', value: solution.value, pv: solution.pv, given };
}

function announce(context: PuzzleContext, said: Said): Announced {
  return { said, n: context.announcement.n + 1 };
}

function fresh(loaded: Loaded, names: Names, hasHint: boolean, n: number): PuzzleContext {
  return {
    ...loaded,
    names,
    hasHint,
    hintShown: false,
    position: loaded.start,
    players: loaded.start?.players ?? null,
    gameWinner: null,
    told: loaded.intro,
    queue: [],
    reason: null,
    solution: loaded.start ? lineFacts(loaded.start, loaded.pv) : [],
    at: 0,
    solved: false,
    announcement: { said: { code: 'none' }, n },
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

/** Plays `action` in the running cascade: the table after it and its step, told. */
function played(context: PuzzleContext, action: CascadeAction) {
  const position = context.position!;
  const step = play(position, action);
  const fact = stepFact(position, action, step);
  return { fact, update: { position: step.position, players: step.players, gameWinner: step.gameWinner, told: [...context.told, fact] } };
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
      const { fact, update } = played(context, actionOf(event)!);
      return { ...update, announcement: announce(context, { code: 'good', step: fact }) };
    }),
    playMistake: assign(({ context, event }) => {
      const position = context.position!;
      const action = actionOf(event)!;
      const key = cascadeActionKey(action);
      const evaluation = evaluateActions(position).find((e) => cascadeActionKey(e.action) === key)!;
      const { fact, update } = played(context, action);
      return {
        ...update,
        queue: evaluation.line,
        reason: mistakeFact(position, action, evaluation.value, evaluation.line),
        announcement: announce(context, { code: 'not-best', step: fact }),
      };
    }),
    /** The solver's best action for whoever's part it is (the opponent while solving). */
    playReply: assign(({ context }) => {
      const { fact, update } = played(context, solveCascade(context.position!).pv[0]!);
      return { ...update, announcement: announce(context, { code: 'step', step: fact }) };
    }),
    playQueued: assign(({ context }) => {
      const [action, ...rest] = context.queue;
      const { fact, update } = played(context, action!);
      return { ...update, queue: rest, announcement: announce(context, { code: 'step', step: fact }) };
    }),
    announceSolved: assign(({ context }) => ({
      solved: true,
      announcement: announce(context, { code: 'solved', step: context.told.at(-1) ?? null }),
    })),
    announceRefuted: assign(({ context }) => ({
      announcement: announce(context, { code: 'not-work', reason: context.reason }),
    })),
    announceYourPart: assign(({ context }) => ({
      announcement: announce(context, { code: 'your-part', player: context.start!.part }),
    })),
    announceIllegal: assign(({ context }) => ({
      announcement: announce(context, { code: 'cannot-pay' }),
    })),
    restart: assign(({ context }) => ({
      ...fresh(context, context.names, context.hasHint, context.announcement.n + 1),
      solved: context.solved,
      hintShown: context.hintShown,
      announcement: announce(context, { code: 'back' }),
    })),
    showHint: assign(({ context }) => ({
      hintShown: true,
      announcement: announce(context, { code: 'hint' }),
    })),
    openSolution: assign(({ context }) => ({
      at: 0,
      announcement: announce(context, { code: 'solution', count: context.solution.length }),
    })),
    solutionNext: assign(({ context }) => {
      const at = Math.min(context.at + 1, context.solution.length);
      const step = context.solution[at - 1];
      return { at, announcement: announce(context, step ? { code: 'step', step } : { code: 'none' }) };
    }),
    solutionPrev: assign(({ context }) => {
      const at = Math.max(context.at - 1, 0);
      const step = context.solution[at - 1];
      return { at, announcement: announce(context, at === 0 ? { code: 'back-at' } : step ? { code: 'step', step } : { code: 'none' }) };
    }),
    load: assign(({ context, event }) => {
      if (event.type !== 'puzzle.load') return {};
      const start = parseCascadeStart(event.start);
      const loaded = start.ok ? loadPuzzle(event.code, start.value) : fail({ code: 'unknown-start' });
      return fresh(loaded, context.names, context.hasHint, context.announcement.n);
    }),
  },
}).createMachine({
  id: 'balloonCupPuzzle',
  context: ({ input }) => {
    const names = input.names ?? exampleNames();
    return fresh(loadPuzzle(input.code, input.start ?? 'phase'), names, input.hasHint ?? false, 0);
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
  readonly problem: Cited | null;
  readonly goal: PuzzleGoal | null;
  readonly question: string;
  /** The solving side and W. */
  readonly solver: Player | null;
  readonly winner: Player | null;
  /** The table shown, whose part it is there (null: the cascade is over) and who has won. */
  readonly players: Players | null;
  readonly part: Player | null;
  readonly gameWinner: Player | null;
  /** The steps shown, each with the rule it rests on. */
  readonly told: readonly Cited[];
  readonly choices: readonly Choice[];
  readonly hint: string | null;
  readonly hintShown: boolean;
  readonly reason: Cited | null;
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

/** Why the position cannot be played, in words, and the rule it cites. */
export function problemWords(problem: PuzzleProblemFact, names: Names): Cited {
  switch (problem.code) {
    case 'link-unreadable':
      return { text: unreadableLinkWords(problem.problem), code: null };
    case 'link-impossible': {
      const { kind, problem: text } = cascadeProblemWords(problem.problem, names);
      return { text: m.link_impossible({ problem: text }), code: kind === 'not-possible' ? null : kind };
    }
    case 'unknown-start':
      return { text: m.unknown_start(), code: null };
    case 'puzzle-compulsory-win':
      return { text: m.nothing_compulsory_win(playerParams(names[problem.player])), code: problem.code };
    case 'puzzle-nothing-after':
      return { text: m.nothing_after_claims(), code: problem.code };
    case 'puzzle-passes':
      return { text: m.nothing_passes({ player: names[problem.player] }), code: problem.code };
    case 'puzzle-lost':
      return { text: m.nothing_lost({ player: names[problem.player], them: names[other(problem.player)] }), code: problem.code };
  }
}

/** What to announce, in words (`hint`: the page's hint). */
function saidWords(said: Said, names: Names, hint: string | null): string {
  switch (said.code) {
    case 'none':
      return '';
    case 'good':
      return m.said_good({ text: stepWords(said.step, names) });
    case 'not-best':
      return m.said_not_best({ text: stepWords(said.step, names) });
    case 'step':
      return stepWords(said.step, names);
    case 'solved':
      return said.step ? m.said_solved({ text: stepWords(said.step, names) }) : m.said_solved_plain();
    case 'not-work':
      return said.reason ? m.said_not_work({ reason: mistakeWords(said.reason, names) }) : m.said_not_work_plain();
    case 'your-part':
      return m.said_your_part_again(playerParams(names[said.player]));
    case 'cannot-pay':
      return m.said_cannot_pay();
    case 'back':
      return m.said_back();
    case 'hint':
      return hint ? m.said_hint({ hint }) : m.said_no_hint();
    case 'solution':
      return m.said_solution({ count: said.count });
    case 'back-at':
      return m.said_back_at();
  }
}

/** What the island shows; `hint` is the page's own hint for the puzzle (its words are content, not the machine's). */
export function puzzleView(snapshot: SnapshotFrom<typeof puzzleMachine>, hint: string | null = null): PuzzleView {
  const { context } = snapshot;
  const names = context.names;
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
        label: choiceLabel(position, action, names),
        event: action.type === 'claim' ? { type: 'claim.choose', trophy: action.trophy, sets: action.sets } : { type: 'claim.pass' },
      }))
    : [];
  const shownHint = context.hasHint ? hint : null;
  return {
    tags,
    names,
    problem: context.problem ? problemWords(context.problem, names) : null,
    goal: context.goal,
    question: goalText(context),
    solver: context.start?.part ?? null,
    winner: context.start?.winner ?? null,
    players,
    part,
    gameWinner,
    told: shown.map((step) => stepCited(step, names)),
    choices,
    hint: shownHint,
    hintShown: context.hintShown,
    reason: context.reason ? { text: mistakeWords(context.reason, names), code: context.reason.code } : null,
    at: context.at,
    total: context.solution.length,
    solved: context.solved,
    code: context.given?.code ?? null,
    start: context.given?.start ?? 'phase',
    announcement: { text: saidWords(context.announcement.said, names, shownHint), n: context.announcement.n },
  };
}

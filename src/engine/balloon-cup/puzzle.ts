// Cascade puzzles as data (content/puzzles/balloon-cup/*.json), checked against the solver: the
// site build calls checkPuzzle on every file and fails on any mismatch, so a published answer is
// always the solver's complete set of best first actions.
//
// A puzzle file:
//   id, title, theme (PUZZLE_THEMES), difficulty 1–5,
//   position    a cascade code (cascade-code.ts), e.g. "w0p1.BGk2y3.Rk2b3g3y5";
//   start       "phase" (default: the code is a running cascade, `p` says whose part it is) or
//               "scoring" (the code is the moment of the scoring; W's compulsory claims are made
//               first, and the puzzle starts from what follows);
//   side        "W" or "O": whose part it is when the puzzle starts (checked);
//   goal        "win" (the side can force a third trophy) or "avoid-losing" (the best it can do is
//               no winner in this cascade) (checked);
//   answer      every correct first action, as the vectors write them ({"claim", "sets"} or {"pass": true});
//   hint, explanation: the project's own words; names (optional): the two players' names;
//   source (optional): where the position comes from.
import type { Color, Player } from './components.ts';
import type { CascadeAction, CascadePosition } from './cascade.ts';
import { startCascade } from './cascade.ts';
import type { CascadeActionJson } from './cascade-action.ts';
import { cascadeActionKey, parseCascadeActionJson } from './cascade-action.ts';
import { decodeCascade } from './cascade-code.ts';
import type { CascadeSolution, CascadeValue } from './cascade-solver.ts';
import { isWinFor, solveCascade } from './cascade-solver.ts';
import type { CascadeProblem, CodeProblem } from './result.ts';
import { ok } from './result.ts';

/**
 * No "choose the payment" theme: every payment for one trophy spends the same number of sets and
 * sets of different claimed colors are interchangeable, so which sets pay never changes a value.
 */
export const PUZZLE_THEMES = [
  'order-matters',
  'hold-back-a-trade',
  'deny-a-trade-color',
  'compulsory-claims',
  'counting-sets',
  'the-other-players-claim',
  'limit-the-damage',
] as const;
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

export const PUZZLE_GOALS = ['win', 'avoid-losing'] as const;
export type PuzzleGoal = (typeof PUZZLE_GOALS)[number];
export type PuzzleSide = 'W' | 'O';

/** A puzzle file as written. */
export interface PuzzleData {
  readonly id: string;
  readonly title: string;
  readonly theme: PuzzleTheme;
  readonly difficulty: 1 | 2 | 3 | 4 | 5;
  readonly position: string;
  readonly start?: 'phase' | 'scoring';
  readonly side: PuzzleSide;
  readonly goal: PuzzleGoal;
  readonly answer: readonly CascadeActionJson[];
  readonly hint: string;
  readonly explanation: string;
  readonly names?: readonly [string, string];
  readonly source?: string;
}

/** A puzzle that agrees with the solver, with everything a page needs to set and check it. */
export interface CheckedPuzzle {
  readonly data: PuzzleData;
  /** The position as the code gives it: at the scoring (start "scoring") or the running cascade. */
  readonly given: CascadePosition;
  /** W's compulsory claims made at the scoring (empty for start "phase"). */
  readonly compulsory: readonly Color[];
  /** The position the solver's side plays from. */
  readonly position: CascadePosition;
  /** The player whose part it is (the solving side). */
  readonly solver: Player;
  readonly answer: readonly CascadeAction[];
  readonly solution: CascadeSolution;
}

export const PUZZLE_ERROR_CODES = ['bad-puzzle', 'bad-position', 'wrong-side', 'wrong-goal', 'wrong-answer'] as const;
export type PuzzleErrorCode = (typeof PUZZLE_ERROR_CODES)[number];

/**
 * What is wrong with a puzzle file, as facts. Only the build reads them: a wrong puzzle fails
 * it (components/site/puzzle-check.ts says why, in English, to the content's author), so no
 * reader ever sees one and they have no words in the page's languages.
 */
export type PuzzleProblem =
  /** A field not in its form (`field`: the file's field, such as `difficulty` or `answer[0].claim`). */
  | { readonly code: 'puzzle-field'; readonly field: string }
  | { readonly code: 'puzzle-unknown-field'; readonly field: string }
  | { readonly code: 'puzzle-answer-twice'; readonly index: number; readonly action: CascadeAction }
  /** The position code refused: its form (CodeProblem) or a position no game reaches (CascadeProblem). */
  | { readonly code: 'puzzle-position'; readonly problem: CodeProblem | CascadeProblem }
  | { readonly code: 'puzzle-compulsory-win' }
  | { readonly code: 'puzzle-nothing-after' }
  /** The side whose part it is at the start (`side`, player `player`) is not the one stated. */
  | { readonly code: 'puzzle-side'; readonly side: PuzzleSide; readonly player: Player; readonly stated: PuzzleSide }
  | { readonly code: 'puzzle-lost'; readonly value: CascadeValue }
  | { readonly code: 'puzzle-goal'; readonly goal: PuzzleGoal; readonly stated: PuzzleGoal; readonly value: CascadeValue }
  /** Best first actions the answer leaves out (`missing`) and stated ones that are not best (`extra`). */
  | { readonly code: 'puzzle-answer'; readonly value: CascadeValue; readonly missing: readonly CascadeAction[]; readonly extra: readonly CascadeAction[] };

export interface PuzzleFailure {
  readonly ok: false;
  readonly error: PuzzleErrorCode;
  readonly problem: PuzzleProblem;
  /** A terse line of the facts, for logs. */
  readonly message: string;
}

type Checked<T> = { readonly ok: true; readonly value: T } | PuzzleFailure;

function refuse(error: PuzzleErrorCode, problem: PuzzleProblem): PuzzleFailure {
  return { ok: false, error, problem, message: `${problem.code} ${JSON.stringify(problem)}` };
}

function badField(field: string): PuzzleFailure {
  return refuse('bad-puzzle', { code: 'puzzle-field', field });
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function text(record: Record<string, unknown>, field: string): Checked<string> {
  const value = record[field];
  if (typeof value !== 'string' || value.trim() === '') return badField(field);
  return ok(value);
}

function oneOf<T extends string | number>(record: Record<string, unknown>, field: string, choices: readonly T[]): Checked<T> {
  const value = record[field];
  if (!choices.includes(value as T)) return badField(field);
  return ok(value as T);
}

/** Reads and checks one puzzle file's data; a refusal gives its facts (PuzzleProblem). */
export function checkPuzzle(input: unknown): Checked<CheckedPuzzle> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return badField('puzzle');
  const record = input as Record<string, unknown>;
  const known = ['id', 'title', 'theme', 'difficulty', 'position', 'start', 'side', 'goal', 'answer', 'hint', 'explanation', 'names', 'source'];
  const unknown = Object.keys(record).find((key) => !known.includes(key));
  if (unknown !== undefined) return refuse('bad-puzzle', { code: 'puzzle-unknown-field', field: unknown });

  const id = text(record, 'id');
  if (!id.ok) return id;
  if (!ID.test(id.value)) return badField('id');
  for (const field of ['title', 'hint', 'explanation', 'position']) {
    const t = text(record, field);
    if (!t.ok) return t;
  }
  if (record.source !== undefined && typeof record.source !== 'string') return badField('source');
  const names = record.names;
  if (names !== undefined && !(Array.isArray(names) && names.length === 2 && names.every((n) => typeof n === 'string' && n !== ''))) {
    return badField('names');
  }
  const theme = oneOf(record, 'theme', PUZZLE_THEMES);
  if (!theme.ok) return theme;
  const difficulty = oneOf(record, 'difficulty', [1, 2, 3, 4, 5] as const);
  if (!difficulty.ok) return difficulty;
  const side = oneOf(record, 'side', ['W', 'O'] as const);
  if (!side.ok) return side;
  const goal = oneOf(record, 'goal', PUZZLE_GOALS);
  if (!goal.ok) return goal;
  const start = record.start === undefined ? ok('phase' as const) : oneOf(record, 'start', ['phase', 'scoring'] as const);
  if (!start.ok) return start;

  if (!Array.isArray(record.answer) || record.answer.length === 0) return badField('answer');
  const answer: CascadeAction[] = [];
  for (const [i, raw] of record.answer.entries()) {
    const action = parseCascadeActionJson(raw, `answer[${i}]`);
    if (!action.ok) return badField(action.problem?.code === 'move-form' ? action.problem.field : `answer[${i}]`);
    if (answer.some((a) => cascadeActionKey(a) === cascadeActionKey(action.value))) {
      return refuse('bad-puzzle', { code: 'puzzle-answer-twice', index: i, action: action.value });
    }
    answer.push(action.value);
  }

  const decoded = decodeCascade(record.position as string, { atScoring: start.value === 'scoring' });
  if (!decoded.ok) return refuse('bad-position', { code: 'puzzle-position', problem: decoded.problem });
  const given = decoded.value;
  let position: CascadePosition = given;
  let compulsory: Color[] = [];
  if (start.value === 'scoring') {
    const step = startCascade(given.players, given.winner, given);
    compulsory = step.events.flatMap((e) => (e.type === 'claimed' && e.compulsory ? [e.trophy] : []));
    if (step.gameWinner !== null) return refuse('bad-position', { code: 'puzzle-compulsory-win' });
    if (step.position === null) return refuse('bad-position', { code: 'puzzle-nothing-after' });
    position = step.position;
  }

  const solver = position.part;
  const actualSide: PuzzleSide = solver === position.winner ? 'W' : 'O';
  if (side.value !== actualSide) {
    return refuse('wrong-side', { code: 'puzzle-side', side: actualSide, player: solver, stated: side.value });
  }
  const solution = solveCascade(position);
  const wins = isWinFor(solution.value, solver, position.winner);
  if (!wins && solution.value !== 'no-win') {
    return refuse('wrong-goal', { code: 'puzzle-lost', value: solution.value });
  }
  const actualGoal: PuzzleGoal = wins ? 'win' : 'avoid-losing';
  if (goal.value !== actualGoal) {
    return refuse('wrong-goal', { code: 'puzzle-goal', goal: actualGoal, stated: goal.value, value: solution.value });
  }
  const wanted = new Set(solution.best.map(cascadeActionKey));
  const stated = new Set(answer.map(cascadeActionKey));
  const missing = solution.best.filter((a) => !stated.has(cascadeActionKey(a)));
  const extra = answer.filter((a) => !wanted.has(cascadeActionKey(a)));
  if (missing.length > 0 || extra.length > 0) return refuse('wrong-answer', { code: 'puzzle-answer', value: solution.value, missing, extra });

  const data = record as unknown as PuzzleData;
  return ok({ data, given, compulsory, position, solver, answer, solution });
}

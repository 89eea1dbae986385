/**
 * The one table from what the engines and machines say (their stable codes) to the rule behind
 * it, by number (numbers.ts). Keys are the codes as the engines give them, so a refusal, a problem
 * with a position, a cascade verdict or a review's reason cites its rule wherever it is shown;
 * a few more name the board's labels that open their rule (LabelCode).
 * `null` marks a code that is about a link's or a text's form, not about the game: it is answered
 * with what to fix, not with a rule. tests/unit/site/rules.test.ts holds the table complete
 * against the engines' code lists.
 */
import type { RuleGame } from './numbers.ts';
import type { ErrorCode as BalloonCupError } from '../../engine/balloon-cup/result.ts';
import type { CascadeValue } from '../../engine/balloon-cup/cascade-solver.ts';
import type { Aim } from '../../engine/balloon-cup/bots/review.ts';
import type { StepCode } from '../../machines/balloon-cup/step-codes.ts';
import type { ProblemKind } from '../../machines/balloon-cup/sandbox-guide.ts';
import type { LessonCode } from '../../machines/balloon-cup/lesson-topics.ts';
import type { CascadeStepCode, MistakeFact } from '../../machines/balloon-cup/cascade-words.ts';
import type { PuzzleProblemFact } from '../../machines/balloon-cup/puzzle.ts';
import type { PuzzleTheme } from '../../engine/balloon-cup/puzzle.ts';
import type { ErrorCode as JumpingCupsError } from '../../engine/jumping-cups/result.ts';
import type { LessonCode as JumpingCupsLessonCode } from '../../machines/jumping-cups/lesson-topics.ts';
import type { PlayView as JumpingCupsPlayView } from '../../machines/jumping-cups/play.ts';
import type { VerdictCode as JumpingCupsVerdictCode } from '../../machines/jumping-cups/verdict-codes.ts';

type MistakeCode = MistakeFact['code'];
/** The board's labels that open their rule in place (RuleLabel in RuleCite.tsx). */
export type LabelCode = 'trade-sets' | 'spent-box' | 'free-trophies' | 'trophy-claims';
type JumpingCupsEnding = NonNullable<JumpingCupsPlayView['endingCode']>;

/** Codes about a link's or a text's form, which cite no rule (the reader is told what to fix). */
export const FORM_CODES: { readonly [G in RuleGame]: readonly string[] } = {
  'balloon-cup': ['bad-move', 'bad-format', 'lost-move', 'link-unreadable', 'unknown-start'],
  'jumping-cups': ['bad-format', 'bad-cup', 'bad-turn'],
};

/** Balloon Cup: refusals and rejected positions (engine/balloon-cup/result.ts ERROR_CODES). */
const BALLOON_CUP_CODES = {
  'game-over': '9.1',
  'not-in-hand': '3',
  'no-such-tile': '1.1',
  'tile-removed': '9.2',
  'side-full-for-color': '3.1',
  'must-place': '3.3',
  'too-many-discards': '4',
  'too-few-discards': '4',
  'not-claim-phase': '10.2',
  'trophy-taken': '7.1',
  'cannot-afford': '7.1',
  'bad-sets': '7.2',
  'claim-pending': '8.1',
  'bad-position': '1.1',
  'bad-move': null,
  'bad-format': null,
  'lost-move': null,
  // The cascade solver's verdicts (engine/balloon-cup/cascade-solver.ts CascadeValue).
  'winner-wins': '8.1',
  'other-wins': '8.1',
  'no-win': '8.1',
  // What the review says the better move aims at (engine/balloon-cup/bots/review.ts Aim kinds).
  'win-tile': '5.1',
  'close-tile': '5.1',
  'lead-tile': '5.1',
  'open-tile': '3.2',
  claim: '7.1',
  exchange: '4',
  pass: '8.2',
  // What a game's told steps explain (machines/balloon-cup/step-codes.ts); 'tile-removed' and
  // 'game-over' are the refusals' codes above, the same rules.
  scored: '5.1',
  'scored-tie': '5.2',
  exchanged: '4',
  claimed: '7.1',
  'cascade-part': '8.1',
  passed: '8.1',
  'game-blocked': '9.3',
  // Why the sandbox's position cannot happen (machines/balloon-cup/sandbox-guide.ts ProblemKind);
  // 'not-possible' (no one rule says why) cites none and is left out.
  'game-already-won': '9.1',
  'trophy-held-twice': '7.1',
  'more-cubes-than-exist': '1.1',
  'trophies-unpaid': '7.1',
  'claim-left-open': '7.1',
  'too-many-cubes-won': '5.1',
  // A cascade's steps in a puzzle or the sandbox (machines/balloon-cup/cascade-words.ts
  // CascadeStepCode): a claim the scoring forces, one paid with trade sets, the claim that is a
  // third trophy, W handing the cascade over and O ending it ('claimed' is above).
  'compulsory-claim': '7.1',
  'claimed-trade': '7.2',
  'third-trophy': '9.1',
  'cascade-pass': '8',
  'cascade-decline': '8',
  // Why a puzzle's choice misses the best result (cascade-words.ts MistakeFact): the opponent
  // forces a third trophy, trades the colour the choice made a claimed one, reaches it through
  // the order of claims, answers a win let go in their part, or the part ends without one.
  'mistake-forced': '9.1',
  'mistake-unlocked': '7.2',
  'mistake-reach': '8.1',
  'mistake-answered': '8',
  'mistake-no-way': '8',
  // Why a position sent to the puzzle cannot be played (machines/balloon-cup/puzzle.ts
  // PuzzleProblemFact); a link that cannot be read is a form problem, and one whose position no
  // game reaches cites that position's problem (the sandbox's kinds above).
  'puzzle-compulsory-win': '9.1',
  'puzzle-nothing-after': '8',
  'puzzle-passes': '8',
  'puzzle-lost': '8.1',
  'link-unreadable': null,
  'unknown-start': null,
  // What a puzzle's hint and explanation teach, by its theme (engine/balloon-cup/puzzle.ts PUZZLE_THEMES).
  'order-matters': '8.1',
  'hold-back-a-trade': '7.2',
  'deny-a-trade-color': '7.2',
  'compulsory-claims': '7.1',
  'counting-sets': '7.2',
  'the-other-players-claim': '8',
  'limit-the-damage': '8.1',
  // What the guided first game explains after a scoring (machines/balloon-cup/lesson-topics.ts LESSON_CODES).
  refilled: '6',
  'play-again': '6.1',
  // The board's labels (LabelCode): a player's trade sets, the box the spent cubes go to, the
  // trophies still free to claim and the choices of a claim cascade.
  'trade-sets': '7.2',
  'spent-box': '10.1',
  'free-trophies': '7.1',
  'trophy-claims': '8',
} as const satisfies Record<
  | BalloonCupError | CascadeValue | Aim['kind'] | StepCode | Exclude<ProblemKind, 'not-possible'>
  | CascadeStepCode | MistakeCode | Exclude<PuzzleProblemFact['code'], 'link-impossible'> | PuzzleTheme | LessonCode | LabelCode,
  string | null
>;

/** Jumping Cups: refusals and rejected positions (engine/jumping-cups/result.ts ERROR_CODES). */
const JUMPING_CUPS_CODES = {
  'bad-format': null,
  'bad-cup': null,
  'bad-turn': null,
  'wrong-square-count': '1.1',
  'wrong-cup-count': '1.2',
  'two-on-own-finish': '3.1',
  'finished-side-to-move': '4.1',
  unreachable: '2',
  unsettled: '3.2',
  'game-over': '4',
  'no-such-square': '1.1',
  'empty-square': '1.3',
  'not-your-cup': '1.3',
  // How a game ended (engine/jumping-cups GameStatus reason), cited beside "Game over".
  finish: '4.1',
  blocked: '4.2',
  'left-track': '4.3',
  // A value under perfect play (machines/jumping-cups/verdict-codes.ts): the solver's verdict in
  // the play page and the explorer, a puzzle's win let go or come too late, a practice's slip.
  // How the game ends decides it, so it cites the end-of-game rules as a whole.
  'perfect-play': '4',
  // The guided first game's rules as it introduces them, and its spoiling moves (lesson-topics.ts).
  'lesson-height': '2.1',
  'lesson-stack': '2.2',
  'lesson-finish': '4.1',
  'lesson-bounce': '3.2',
  'lesson-block': '4.2',
  'spoil-left-track': '4.3',
  'spoil-finish': '4.1',
  'spoil-blocked': '4.2',
} as const satisfies Record<JumpingCupsError | JumpingCupsEnding | JumpingCupsLessonCode | JumpingCupsVerdictCode, string | null>;

export const RULE_CODES: { readonly [G in RuleGame]: Readonly<Record<string, string | null>> } = {
  'balloon-cup': BALLOON_CUP_CODES,
  'jumping-cups': JUMPING_CUPS_CODES,
};

/** The number of the rule a code cites in `game`, or null (a form problem, or no such code). */
export function ruleFor(game: RuleGame, code: string): string | null {
  return RULE_CODES[game][code] ?? null;
}

// Balloon Cup's answers to untrusted input and refused moves: a stable error code (the coarse
// kind, which conformance vectors and tests name) and the facts a reader needs (`problem`: the
// tile, the colour, the counts, the move number), never a sentence. The words layer
// (src/machines/balloon-cup/*problem-words.ts) says them in the page's language; `message` is a
// terse line of the same facts for logs and test failures, read by no reader.
import type { CardId, Color, Player, TileNumber } from './components.ts';

/** Stable codes for illegal moves (shared/conformance/README.md) and for rejected positions. */
export const ERROR_CODES = [
  'game-over',
  'not-in-hand',
  'no-such-tile',
  'tile-removed',
  'side-full-for-color',
  'must-place',
  'too-many-discards',
  'too-few-discards',
  'not-claim-phase',
  'trophy-taken',
  'cannot-afford',
  'bad-sets',
  'claim-pending',
  'bad-move',
  'bad-position',
  // A game's link or saved text not in the form the site writes it (cut short, changed, mistyped).
  'bad-format',
  // A move of a game link written before g3 that the link does not hold and its later moves do not tell.
  'lost-move',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why a move of an earlier version's game link that it did not write down cannot be worked out. */
export type LostWhy = 'none' | 'reshuffled' | 'many' | 'slow';

/** What is wrong with a game link (record.ts), as facts. */
export type LinkProblem =
  | { readonly code: 'link-not-text' }
  | { readonly code: 'link-too-long'; readonly length: number; readonly max: number }
  /** Cut short: the text stops before the game it began ends (a copy that lost its end). */
  | { readonly code: 'link-cut' }
  | { readonly code: 'link-form' }
  | { readonly code: 'link-game-number' }
  | { readonly code: 'link-rules' }
  | { readonly code: 'link-changed' }
  | { readonly code: 'link-bad-character'; readonly move: number }
  | { readonly code: 'link-after-end'; readonly move: number }
  | { readonly code: 'link-illegal-move'; readonly move: number }
  | { readonly code: 'link-unwritten-reshuffle'; readonly move: number }
  | { readonly code: 'link-lost-move'; readonly move: number; readonly why: LostWhy };

/** What is wrong with a cascade code (cascade-code.ts) in its form, as facts. */
export type CodeProblem =
  | { readonly code: 'code-not-text' }
  | { readonly code: 'code-too-long'; readonly max: number }
  | { readonly code: 'code-parts' }
  | { readonly code: 'code-header'; readonly header: string }
  | { readonly code: 'code-player-empty'; readonly player: Player }
  | { readonly code: 'code-letter'; readonly player: Player; readonly letter: string }
  | { readonly code: 'code-trophy-order'; readonly player: Player }
  | { readonly code: 'code-trophy-twice'; readonly player: Player; readonly color: Color }
  | { readonly code: 'code-count-missing'; readonly player: Player; readonly color: Color }
  | { readonly code: 'code-count-large'; readonly player: Player; readonly color: Color }
  | { readonly code: 'code-cubes-twice'; readonly player: Player; readonly color: Color }
  | { readonly code: 'code-not-canonical'; readonly written: string }
  | { readonly code: 'code-start'; readonly start: string };

/** Why a move was refused (apply.ts, exchange.ts, trophies.ts), as facts. */
export type MoveProblem =
  /** A move not in the form moves are written; `field`: where (for logs, never shown). */
  | { readonly code: 'move-form'; readonly field: string }
  | { readonly code: 'move-game-over'; readonly winner: Player | null }
  | { readonly code: 'move-claim-pending' }
  | { readonly code: 'move-not-in-hand'; readonly player: Player }
  | { readonly code: 'move-no-such-tile'; readonly tile: number }
  | { readonly code: 'move-tile-removed'; readonly tile: number }
  | { readonly code: 'move-side-full'; readonly tile: number; readonly side: Player; readonly color: Color }
  | { readonly code: 'move-must-place' }
  | { readonly code: 'move-too-many-discards'; readonly count: number; readonly max: number }
  | { readonly code: 'move-too-few-discards'; readonly count: number; readonly min: number }
  | { readonly code: 'move-not-claim-phase'; readonly timing: 'own-turn' | 'any-time' }
  | { readonly code: 'move-trophy-taken'; readonly color: Color }
  | { readonly code: 'move-cannot-afford'; readonly color: Color; readonly cost: number; readonly held: number; readonly trades: boolean }
  | { readonly code: 'move-sets-color'; readonly color: Color }
  | { readonly code: 'move-sets-held'; readonly color: Color; readonly sets: number; readonly held: number }
  | { readonly code: 'move-sets-count'; readonly color: Color; readonly need: number; readonly given: number };

/**
 * Which part of a Position JSON value is not in its form, as its words name it (`field`, the
 * path such as `tiles[1].cubes`, is for logs and the conformance vectors, never shown).
 */
export type PositionPart = 'position' | 'tiles' | 'hands' | 'cards' | 'cubes' | 'trophies' | 'players' | 'options' | 'turn' | 'cascade' | 'result';

/**
 * What is wrong with a position (position.ts parsePosition, parseOptions), as facts. Every one
 * names its `field` for logs; a player is 0 or 1, a tile its number.
 */
export type PositionProblem = { readonly field: string } & (
  /** Not in the form Position JSON takes; `found`: a short excerpt of the value, for logs. */
  | { readonly code: 'pos-form'; readonly part: PositionPart; readonly found: string }
  | { readonly code: 'pos-option-unknown'; readonly option: string }
  | { readonly code: 'pos-option-value'; readonly option: string }
  | { readonly code: 'pos-cubes-over'; readonly color: Color; readonly count: number; readonly total: number }
  | { readonly code: 'pos-card-twice'; readonly card: CardId }
  | { readonly code: 'pos-tile-removed-holds'; readonly tile: TileNumber }
  | { readonly code: 'pos-tile-cubes'; readonly tile: TileNumber; readonly count: number }
  | { readonly code: 'pos-card-fit'; readonly tile: TileNumber; readonly card: CardId; readonly color: Color; readonly need: number }
  | { readonly code: 'pos-tile-full'; readonly tile: TileNumber }
  | { readonly code: 'pos-tile-twice'; readonly tile: TileNumber }
  | { readonly code: 'pos-tile-missing'; readonly tile: TileNumber }
  | { readonly code: 'pos-trophy-twice'; readonly player: Player; readonly color: Color }
  | { readonly code: 'pos-trophy-both'; readonly color: Color }
  | { readonly code: 'pos-trophies-over'; readonly player: Player; readonly count: number; readonly max: number }
  | { readonly code: 'pos-hand-over'; readonly player: Player; readonly count: number; readonly max: number }
  | { readonly code: 'pos-blocked-winner' }
  | { readonly code: 'pos-result-trophies'; readonly player: Player }
  | { readonly code: 'pos-result-winner'; readonly player: Player }
  | { readonly code: 'pos-box-option'; readonly color: Color }
  | { readonly code: 'pos-box-unclaimed'; readonly count: number }
  | { readonly code: 'pos-unpaid'; readonly colors: readonly Color[] }
  | { readonly code: 'pos-cascade-over' }
  | { readonly code: 'pos-cascade-exchanged' }
  | { readonly code: 'pos-cascade-part'; readonly player: Player }
  | { readonly code: 'pos-claim-open'; readonly player: Player; readonly color: Color; readonly count: number }
  | { readonly code: 'pos-blocked' }
  | { readonly code: 'pos-not-blocked' }
  | { readonly code: 'pos-exchanged-no-fit'; readonly player: Player }
  | { readonly code: 'pos-cube-limit'; readonly tile: TileNumber; readonly color: Color; readonly count: number; readonly max: number }
  /** A tile out of the game while the bag could refill it (rules §4 step 5): see GoneTileFault. */
  | { readonly code: 'tile-gone-refillable'; readonly tile: TileNumber; readonly cubes: number; readonly returned: number; readonly cubeLimit: boolean }
);

/**
 * What is wrong with a position code (url.ts decodePosition) in its form, as facts; a code that
 * reads as a position is then checked as one (PositionProblem). `at`: a 1-based character.
 */
export type PositionCodeProblem =
  | { readonly code: 'pcode-empty' }
  | { readonly code: 'pcode-too-long'; readonly length: number; readonly max: number }
  | { readonly code: 'pcode-character'; readonly at: number; readonly character: string }
  | { readonly code: 'pcode-version'; readonly version: number }
  /** The code stops, or holds a symbol no piece has, while reading `field` (for logs). */
  | { readonly code: 'pcode-cut'; readonly field: string }
  | { readonly code: 'pcode-symbol'; readonly field: string; readonly symbol: number }
  | { readonly code: 'pcode-left-over'; readonly count: number }
  | { readonly code: 'pcode-not-canonical' };

/**
 * Why a cascade position cannot happen in a game (cascade-code.ts checkCascadePosition), as
 * facts; `field` names where, for logs. The sandbox and the puzzles say them (sandbox-guide.ts).
 */
export type CascadeProblem = { readonly field: string } & (
  /** Not in the form players take (vectors' JSON); `found`: a short excerpt, for logs. */
  | { readonly code: 'cas-form'; readonly found: string }
  | { readonly code: 'cas-game-won'; readonly player: Player; readonly count: number }
  | { readonly code: 'cas-trophy-twice'; readonly player: Player; readonly color: Color }
  | { readonly code: 'cas-trophy-both'; readonly color: Color }
  | { readonly code: 'cas-cubes-over'; readonly color: Color; readonly held: number; readonly total: number }
  | { readonly code: 'cas-unpaid'; readonly colors: readonly Color[] }
  /** At the scoring, W holds `over` cubes more than one scoring wins (`max`). */
  | { readonly code: 'cas-won-too-many'; readonly player: Player; readonly over: number; readonly max: number }
  /** A trophy payable in its own colour left unclaimed; `winner`: the player is W (then only "start from the scoring" explains it). */
  | { readonly code: 'cas-claim-open'; readonly player: Player; readonly color: Color; readonly count: number; readonly winner: boolean }
  | { readonly code: 'cas-scoring-part'; readonly winner: Player; readonly part: Player }
);

/** Every refusal's facts, by its code. */
export type Problem = LinkProblem | CodeProblem | MoveProblem | PositionProblem | PositionCodeProblem | CascadeProblem;

export interface Failure<E extends string = ErrorCode> {
  readonly ok: false;
  readonly error: E;
  readonly message: string;
  /** The facts behind the refusal (absent where the engine gives only its code and message). */
  readonly problem?: Problem;
}

/** A refusal whose facts are of one kind (a link's, a code's). */
export type FailureOf<P extends Problem> = Failure & { readonly problem: P };

export type Result<T, E extends string = ErrorCode> = { readonly ok: true; readonly value: T } | Failure<E>;
export { err, ok } from '../result.ts';

/**
 * A terse line of a problem's facts, the field at fault first where it names one:
 * `link-lost-move move=4 why="many"`, `tiles[1].cubes: pos-tile-cubes tile=2 count=3`.
 */
export function problemLine(problem: Problem): string {
  const field = 'field' in problem ? `${problem.field}: ` : '';
  const facts = Object.entries(problem)
    .filter(([key]) => key !== 'code' && !(field && key === 'field'))
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return field + [problem.code, ...facts].join(' ');
}

/** A refusal with its facts: error code `error`, and a `message` that lists them. */
export function fail<E extends string, P extends Problem>(error: E, problem: P): Failure<E> & { readonly problem: P } {
  return { ok: false, error, problem, message: problemLine(problem) };
}

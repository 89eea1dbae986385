// Balloon Cup's answers to untrusted input and refused moves: a stable error code (the coarse
// kind, which conformance vectors and tests name) and the facts a reader needs (`problem`: the
// tile, the colour, the counts, the move number), never a sentence. The words layer
// (src/machines/balloon-cup/*problem-words.ts) says them in the page's language; `message` is a
// terse line of the same facts for logs and test failures, read by no reader.
import type { Color, Player } from './components.ts';

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

/** Every refusal's facts, by its code. */
export type Problem = LinkProblem | CodeProblem | MoveProblem;

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

/** A terse line of a problem's facts: `link-lost-move move=4 why="many"`. */
export function problemLine(problem: Problem): string {
  const facts = Object.entries(problem).filter(([key]) => key !== 'code').map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return [problem.code, ...facts].join(' ');
}

/** A refusal with its facts: error code `error`, and a `message` that lists them. */
export function fail<E extends string, P extends Problem>(error: E, problem: P): Failure<E> & { readonly problem: P } {
  return { ok: false, error, problem, message: problemLine(problem) };
}

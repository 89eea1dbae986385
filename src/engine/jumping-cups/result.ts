// Jumping Cups' answers to untrusted input and refused moves: a stable code and the facts a reader
// needs (the square, the colour, the counts), never a sentence. The words layer
// (src/machines/jumping-cups/problem-words.ts) says them in the page's language; `message` is a
// terse line of the same facts for logs and test failures, read by no reader.
import type { Color } from './board.ts';

/** Stable codes for rejected notation and illegal moves. */
export const ERROR_CODES = [
  // notation
  'bad-format',
  'wrong-square-count',
  'bad-cup',
  'bad-turn',
  'wrong-cup-count',
  'two-on-own-finish',
  'finished-side-to-move',
  'unreachable',
  'unsettled',
  // moves
  'game-over',
  'no-such-square',
  'empty-square',
  'not-your-cup',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A counting fact that rules a position out: more cups of `color` stand on others near its start
 * edge (the `squares` nearest it) than could have arrived there, `start` of them starting there. */
export interface CountingFact {
  readonly color: Color;
  readonly squares: number;
  readonly needed: number;
  readonly start: number;
}

/** The facts of each refusal, by code. */
export type Problem =
  | { readonly code: 'bad-format'; readonly reason: 'not-text' | 'too-long' | 'shape' | 'surroundings'; readonly length?: number }
  | { readonly code: 'wrong-square-count'; readonly found: number }
  | { readonly code: 'bad-cup'; readonly square: number; readonly letter: string }
  | { readonly code: 'bad-turn'; readonly found: string }
  | { readonly code: 'wrong-cup-count'; readonly color: Color; readonly count: number }
  | { readonly code: 'two-on-own-finish'; readonly square: number; readonly color: Color; readonly count: number }
  | { readonly code: 'finished-side-to-move'; readonly color: Color }
  | { readonly code: 'unreachable'; readonly counting: CountingFact | null }
  | { readonly code: 'unsettled' }
  | { readonly code: 'game-over'; readonly winner: Color }
  | { readonly code: 'no-such-square'; readonly square: number }
  | { readonly code: 'empty-square'; readonly square: number }
  | { readonly code: 'not-your-cup'; readonly square: number; readonly top: Color; readonly turn: Color; readonly covered: boolean };

export interface Failure {
  readonly ok: false;
  readonly error: ErrorCode;
  readonly problem: Problem;
  readonly message: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | Failure;

export { ok } from '../result.ts';

/** A refusal with its facts; its `message` lists them (`bad-cup square=4 letter="b"`). */
export function fail(problem: Problem): Failure {
  const facts = Object.entries(problem).filter(([key]) => key !== 'code').map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return { ok: false, error: problem.code, problem, message: [problem.code, ...facts].join(' ') };
}

/**
 * The Balloon Cup puzzles as the site shows them: URLs, theme names, difficulty words. Types
 * only from the engine, so islands (the index) can use it without pulling in the solver.
 */
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CheckedPuzzle, PuzzleTheme } from '../../engine/balloon-cup/puzzle.ts';

export const PUZZLES_BASE = '/balloon-cup/puzzles/';
export const SANDBOX_HREF = `${PUZZLES_BASE}sandbox/`;
/** Plays any position sent by link as a puzzle: `?p=<cascade code>`, with `&start=scoring` for the moment of the scoring. */
export const PLAY_HREF = `${PUZZLES_BASE}play/`;
/** Page names beside the puzzle ids: no puzzle may take them. */
export const RESERVED_IDS = ['sandbox', 'play'];

export function puzzleHref(id: string): string {
  return `${PUZZLES_BASE}${id}/`;
}

/** The query of a position link: `?p=<code>`, and `&start=scoring` when the code is the moment of the scoring. */
export function positionQuery(code: string, start: CascadeStart = 'phase'): string {
  return `?p=${encodeURIComponent(code)}${start === 'scoring' ? '&start=scoring' : ''}`;
}

export function sandboxHref(code: string, start?: CascadeStart): string {
  return `${SANDBOX_HREF}${positionQuery(code, start)}`;
}

export function playHref(code: string, start?: CascadeStart): string {
  return `${PLAY_HREF}${positionQuery(code, start)}`;
}

export const THEME_INFO: Readonly<Record<PuzzleTheme, { readonly label: string; readonly blurb: string }>> = {
  'order-matters': { label: 'Order matters', blurb: 'The same claims in another order hand the other player a set.' },
  'hold-back-a-trade': { label: 'Hold back a trade', blurb: 'A trade you could make is better left unmade.' },
  'deny-a-trade-color': { label: 'Deny a trade color', blurb: 'Keep a color unclaimed so the other player cannot trade it.' },
  'compulsory-claims': { label: 'Compulsory claims', blurb: 'The claims the scoring forces, and what follows from them.' },
  'counting-sets': { label: 'Counting sets', blurb: 'Count the sets of three each side can spend, and what they buy.' },
  'the-other-players-claim': { label: "The other player's claim", blurb: 'Play the side that gets one claim between the winner’s turns.' },
  'limit-the-damage': { label: 'Limit the damage', blurb: 'The other player is one trophy away: take the trophy they need.' },
};

export const DIFFICULTY_WORDS = ['', 'very easy', 'easy', 'medium', 'hard', 'very hard'] as const;

export function difficultyText(difficulty: number): string {
  return `Difficulty ${difficulty} of 5 (${DIFFICULTY_WORDS[difficulty] ?? ''})`;
}

/** What the index and the pagers need of a puzzle. */
export interface PuzzleSummary {
  readonly id: string;
  readonly title: string;
  readonly theme: PuzzleTheme;
  readonly difficulty: number;
  readonly href: string;
}

/**
 * The puzzle to offer next: the easiest one not yet solved, and among equally easy ones the
 * first in list order (themes in order, easiest first within each).
 */
export function nextUnsolved<T extends { readonly id: string; readonly difficulty: number }>(puzzles: readonly T[], solved: ReadonlySet<string>): T | undefined {
  return puzzles.reduce<T | undefined>((best, p) => (solved.has(p.id) || (best && best.difficulty <= p.difficulty) ? best : p), undefined);
}

export function summaryOf(puzzle: CheckedPuzzle): PuzzleSummary {
  const { id, title, theme, difficulty } = puzzle.data;
  return { id, title, theme, difficulty, href: puzzleHref(id) };
}


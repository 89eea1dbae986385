/**
 * The Balloon Cup puzzles as the site shows them: URLs, theme names, difficulty words. Types
 * only from the engine, so islands (the index) can use it without pulling in the solver.
 */
import type { CascadeStart } from '../../engine/balloon-cup/cascade-code.ts';
import type { CheckedPuzzle, PuzzleTheme } from '../../engine/balloon-cup/puzzle.ts';
import { m } from '../../paraglide/words/puzzles.ts';

export const PUZZLES_BASE = '/balloon-cup/puzzles/';
export const SANDBOX_HREF = `${PUZZLES_BASE}sandbox/`;
/** Plays any position sent by link as a puzzle: `?p=<cascade code>`, with `&start=scoring` for the moment of the scoring. */
export const PLAY_HREF = `${PUZZLES_BASE}play/`;
/** Page names beside the puzzle ids: no puzzle may take them. */
export const RESERVED_IDS = ['sandbox', 'play', 'endings'];

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

export interface ThemeWords {
  readonly label: string;
  /** The label inside a sentence ("order matters"). */
  readonly inSentence: string;
  readonly blurb: string;
}

/** A theme's words, read in the page's language each time they are used. */
export function themeWords(label: () => string, blurb: () => string, inSentence: () => string = label): ThemeWords {
  return {
    get label() { return label(); },
    get inSentence() { return inSentence(); },
    get blurb() { return blurb(); },
  };
}

export const THEME_INFO: Readonly<Record<PuzzleTheme, ThemeWords>> = {
  'order-matters': themeWords(() => m.theme_order_matters(), () => m.theme_order_matters_blurb(), () => m.theme_order_matters_in_sentence()),
  'hold-back-a-trade': themeWords(() => m.theme_hold_back_a_trade(), () => m.theme_hold_back_a_trade_blurb(), () => m.theme_hold_back_a_trade_in_sentence()),
  'deny-a-trade-color': themeWords(() => m.theme_deny_a_trade_color(), () => m.theme_deny_a_trade_color_blurb(), () => m.theme_deny_a_trade_color_in_sentence()),
  'compulsory-claims': themeWords(() => m.theme_compulsory_claims(), () => m.theme_compulsory_claims_blurb(), () => m.theme_compulsory_claims_in_sentence()),
  'counting-sets': themeWords(() => m.theme_counting_sets(), () => m.theme_counting_sets_blurb(), () => m.theme_counting_sets_in_sentence()),
  'the-other-players-claim': themeWords(() => m.theme_the_other_players_claim(), () => m.theme_the_other_players_claim_blurb(), () => m.theme_the_other_players_claim_in_sentence()),
  'limit-the-damage': themeWords(() => m.theme_limit_the_damage(), () => m.theme_limit_the_damage_blurb(), () => m.theme_limit_the_damage_in_sentence()),
};

/** A difficulty (1–5) in words: "very easy" … "very hard". */
export function difficultyWords(difficulty: number): string {
  const words = [m.difficulty_1, m.difficulty_2, m.difficulty_3, m.difficulty_4, m.difficulty_5][difficulty - 1];
  return words ? words() : '';
}

export function difficultyText(difficulty: number): string {
  return m.difficulty_text({ difficulty, words: difficultyWords(difficulty) });
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


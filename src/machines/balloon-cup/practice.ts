// "Practice your mistakes": the machine of the practice a review opens (PracticePanel.tsx). It
// walks through the marked moves of one seat (the reader's own in a game against the computer),
// shows each from that seat's view before the move, takes a new choice, and keeps the verdict the
// engine gives it (bots/practice.ts: accepted when it gives away less than the inaccuracy
// threshold; a miss carries the line that punishes the move first played). A pure reducer like
// the replay's (game-replay.ts): facts only, no sentences; the page asks the review's worker to
// judge (judgeQuestion) and sends back what it found ('judged'). practiceView derives what is shown.
import { apply } from '../../engine/balloon-cup/apply.ts';
import { legalMoves, mover } from '../../engine/balloon-cup/moves.ts';
import { viewFor } from '../../engine/balloon-cup/view.ts';
import type { TableView } from '../../engine/balloon-cup/view.ts';
import type { Known } from '../../engine/balloon-cup/bots/knowledge.ts';
import { knownsBefore } from '../../engine/balloon-cup/bots/review.ts';
import type { MoveReview } from '../../engine/balloon-cup/bots/review.ts';
import { seatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { SeatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { CardId, Player, TileNumber } from '../../engine/balloon-cup/components.ts';
import type { GameState, Move } from '../../engine/balloon-cup/state.ts';
import type { Refused } from './story-core.ts';
import { placeTargets } from './table-marks.ts';
import type { Outcome, Progress } from './practice-progress.ts';

export interface PracticeInput {
  /** states[k] is the position before move k; the last is the end. */
  readonly states: readonly GameState[];
  readonly moves: readonly Move[];
  /** The game's number (the review's worlds are seeded from it). */
  readonly seed: number;
  readonly reviews: readonly MoveReview[];
  /** The seat whose marked moves are practised. */
  readonly seat: Player;
  /** What storage kept of earlier practice of this game. */
  readonly progress: Progress;
}

/** The verdict on a new choice, as the worker found it (bots/practice.ts). */
export interface Verdict {
  readonly loss: number;
  readonly accepted: boolean;
  /** On a miss: the line after the move first played (states[k] before moves[k], the last after). */
  readonly line: { readonly moves: readonly Move[]; readonly states: readonly GameState[] } | null;
}

export interface PracticeState {
  readonly input: PracticeInput;
  /** What each player knew before each move. */
  readonly knowns: readonly Known[];
  /** The seat's marked moves with a better move, in order. */
  readonly marks: readonly MoveReview[];
  /** The mark being practised (marks.length: all done). */
  readonly at: number;
  readonly phase: 'choosing' | 'judging' | 'answered' | 'finished';
  readonly selected: CardId | null;
  readonly discards: readonly CardId[];
  /** The engine's refusal of the last choice, with it. */
  readonly refused: { readonly refused: Refused; readonly move: Move } | null;
  readonly chosen: Move | null;
  readonly verdict: Verdict | null;
  /** Moves of the punishing line shown so far. */
  readonly lineShown: number;
  readonly progress: Progress;
  /** Counts what is announced, so the same sentence twice is heard twice. */
  readonly n: number;
}

export type PracticeEvent =
  | { readonly type: 'card'; readonly card: CardId }
  | { readonly type: 'side'; readonly tile: TileNumber; readonly side: Player }
  | { readonly type: 'exchange' }
  | { readonly type: 'move'; readonly move: Move }
  | { readonly type: 'judged'; readonly verdict: Verdict }
  | { readonly type: 'line-next' }
  | { readonly type: 'again' }
  | { readonly type: 'next' }
  | { readonly type: 'go'; readonly at: number };

/** The marks of `seat` that name a better move, in game order. */
export function seatMarks(reviews: readonly MoveReview[], seat: Player): MoveReview[] {
  return reviews.filter((r) => r.mover === seat && r.mark !== null && r.better !== null);
}

/** The first mark not yet solved (the first of all when every one is). */
function firstOpen(marks: readonly MoveReview[], progress: Progress, from = 0): number {
  for (let k = from; k < marks.length; k += 1) if (progress[marks[k]!.index] !== 'solved') return k;
  return from === 0 ? 0 : marks.length;
}

export function practiceStart(input: PracticeInput): PracticeState {
  const marks = seatMarks(input.reviews, input.seat);
  return {
    input,
    knowns: knownsBefore(input.states, input.moves),
    marks,
    at: firstOpen(marks, input.progress),
    phase: marks.length === 0 ? 'finished' : 'choosing',
    selected: null,
    discards: [],
    refused: null,
    chosen: null,
    verdict: null,
    lineShown: 0,
    progress: input.progress,
    n: 0,
  };
}

const fresh = { selected: null, discards: [], refused: null, chosen: null, verdict: null, lineShown: 0 } as const;

/** The position of the mark being practised (before its move). */
function position(s: PracticeState): GameState {
  return s.input.states[s.marks[s.at]!.index]!;
}

/** A choice: refused by the engine (kept with its reason), or sent to be judged. */
function choose(s: PracticeState, move: Move): PracticeState {
  const tried = apply(position(s), move);
  if (!tried.ok) return { ...s, refused: { refused: { error: tried.error, ...(tried.problem ? { problem: tried.problem } : {}) }, move }, n: s.n + 1 };
  return { ...s, phase: 'judging', chosen: move, refused: null, n: s.n + 1 };
}

export function practiceStep(s: PracticeState, event: PracticeEvent): PracticeState {
  switch (event.type) {
    case 'card': {
      if (s.phase !== 'choosing') return s;
      if (exchangeOnly(s)) {
        const discards = s.discards.includes(event.card) ? s.discards.filter((c) => c !== event.card) : [...s.discards, event.card];
        return { ...s, discards, refused: null };
      }
      return { ...s, selected: s.selected === event.card ? null : event.card, refused: null };
    }
    case 'side':
      return s.phase === 'choosing' && s.selected ? choose(s, { type: 'place', card: s.selected, tile: event.tile, side: event.side }) : s;
    case 'exchange':
      return s.phase === 'choosing' ? choose(s, { type: 'exchange', discard: [...s.discards] }) : s;
    case 'move':
      return s.phase === 'choosing' ? choose(s, event.move) : s;
    case 'judged': {
      if (s.phase !== 'judging') return s;
      const index = s.marks[s.at]!.index;
      // A mark once solved stays solved; a miss is kept until then.
      const outcome: Outcome = event.verdict.accepted || s.progress[index] === 'solved' ? 'solved' : 'missed';
      return { ...s, phase: 'answered', verdict: event.verdict, lineShown: 0, progress: { ...s.progress, [index]: outcome }, n: s.n + 1 };
    }
    case 'line-next': {
      const length = s.verdict?.line?.moves.length ?? 0;
      return s.phase === 'answered' && s.lineShown < length ? { ...s, lineShown: s.lineShown + 1, n: s.n + 1 } : s;
    }
    case 'again':
      return s.phase === 'answered' ? { ...s, ...fresh, phase: 'choosing', n: s.n + 1 } : s;
    case 'next': {
      if (s.phase !== 'answered') return s;
      const at = firstOpen(s.marks, s.progress, s.at + 1);
      return { ...s, ...fresh, at, phase: at >= s.marks.length ? 'finished' : 'choosing', n: s.n + 1 };
    }
    case 'go':
      return event.at >= 0 && event.at < s.marks.length && s.phase !== 'judging' ? { ...s, ...fresh, at: event.at, phase: 'choosing', n: s.n + 1 } : s;
  }
}

/** No card can be placed: the choice is which cards to exchange (the hand's cards toggle). */
function exchangeOnly(s: PracticeState): boolean {
  const moves = legalMoves(position(s));
  return !moves.some((m) => m.type === 'place') && moves.some((m) => m.type === 'exchange');
}

/** What the worker is asked to judge: the choice, in the mover's view, against Strong's move. */
export interface JudgeQuestion {
  readonly view: SeatView;
  readonly chosen: Move;
  readonly strong: Move;
  readonly index: number;
  readonly seed: number;
  /** The true position and the move first played there, for the punishing line (a finished game's hands are public). */
  readonly state: GameState;
  readonly played: Move;
  readonly known: Known;
}

/** The question for the worker while a choice is being judged, else null. */
export function judgeQuestion(s: PracticeState): JudgeQuestion | null {
  if (s.phase !== 'judging' || !s.chosen) return null;
  const mark = s.marks[s.at]!;
  const state = position(s);
  const known = s.knowns[mark.index]!;
  return { view: seatView(state, known[mover(state)]), chosen: s.chosen, strong: mark.better!, index: mark.index, seed: s.input.seed, state, played: s.input.moves[mark.index]!, known };
}

export interface PracticeView {
  readonly phase: PracticeState['phase'];
  readonly seat: Player;
  /** 1-based number of the mark, and how many there are. */
  readonly number: number;
  readonly total: number;
  /** The mark's review (its move index, loss, mark, Strong's move and aim); null when finished. */
  readonly mark: MoveReview | null;
  /** The position before the mark's move, for words about moves in it. */
  readonly state: GameState | null;
  /** The move first played there. */
  readonly played: Move | null;
  /** The table as the seat saw it then (its own hand, the other face down). */
  readonly table: TableView | null;
  readonly selected: CardId | null;
  readonly pressed: ReadonlySet<CardId>;
  /** The sides the selected card fits (sideKey form). */
  readonly fits: ReadonlySet<string> | null;
  readonly placing: boolean;
  readonly exchanging: boolean;
  /** Claims and passes open in the position. */
  readonly others: readonly Move[];
  readonly refused: PracticeState['refused'];
  readonly chosen: Move | null;
  readonly verdict: Verdict | null;
  /** The punishing line's moves shown so far, each with the position before it. */
  readonly line: readonly { readonly move: Move; readonly before: GameState }[];
  readonly lineLeft: number;
  /** The position reached in the line, from the seat's side (the other hand face down, as it was then). */
  readonly lineTable: TableView | null;
  /** Every mark with how it was practised. */
  readonly marks: readonly { readonly index: number; readonly outcome: Outcome | null }[];
  readonly solved: number;
  readonly n: number;
}

export function practiceView(s: PracticeState): PracticeView {
  const finished = s.phase === 'finished';
  const mark = finished ? null : s.marks[s.at]!;
  const state = mark ? s.input.states[mark.index]! : null;
  const moves = state && s.phase === 'choosing' ? legalMoves(state) : [];
  const exchanging = !moves.some((m) => m.type === 'place') && moves.some((m) => m.type === 'exchange');
  const placing = moves.some((m) => m.type === 'place') && !state?.cascade;
  const line = s.verdict?.line ?? null;
  const shown = line ? line.moves.slice(0, s.lineShown).map((move, k) => ({ move, before: line.states[k]! })) : [];
  return {
    phase: s.phase,
    seat: s.input.seat,
    number: Math.min(s.at, s.marks.length - 1) + 1,
    total: s.marks.length,
    mark,
    state,
    played: mark ? s.input.moves[mark.index]! : null,
    table: state && mark ? viewFor(state, s.input.seat, s.knowns[mark.index]) : null,
    selected: s.selected,
    pressed: new Set(exchanging ? s.discards : s.selected ? [s.selected] : []),
    fits: placing && s.selected ? placeTargets(state!, s.selected) : null,
    placing,
    exchanging,
    others: moves.filter((m) => m.type === 'claim' || m.type === 'pass'),
    refused: s.refused,
    chosen: s.chosen,
    verdict: s.verdict,
    line: shown,
    lineLeft: line ? line.moves.length - s.lineShown : 0,
    lineTable: line ? viewFor(line.states[s.lineShown]!, s.input.seat) : null,
    marks: s.marks.map((r) => ({ index: r.index, outcome: s.progress[r.index] ?? null })),
    solved: s.marks.filter((r) => s.progress[r.index] === 'solved').length,
    n: s.n,
  };
}

// A picked cup: the preview of its move or the rules' refusal, as facts the machines keep, and in
// words for their views. Shared by the rules examples' machine (example.ts) and the play machine
// (play.ts), kept apart from both so the play page does not download the examples' machine.
import { play } from '../../engine/jumping-cups/index.ts';
import type { ErrorCode, GameStatus, Position, Problem, Square } from '../../engine/jumping-cups/index.ts';
import { journey, refusalWords, statusWords } from './story.ts';
import { m } from '../../paraglide/words/jcmoves.ts';

/** A pick the rules refuse: the square and the engine's facts. */
export interface Refusal {
  readonly square: number;
  readonly problem: Problem;
}

/** The move a picked cup would make. */
export interface Preview {
  readonly from: Square;
  readonly path: readonly number[];
  readonly leftTrack: boolean;
  readonly status: GameStatus;
}

/** A refusal as the page shows it. */
export interface RefusalView {
  readonly code: ErrorCode;
  readonly square: number;
  readonly text: string;
}

/** A preview as the page shows it: the journey, one sentence a hop, and how the game would end. */
export interface PreviewView {
  readonly from: Square;
  readonly path: readonly number[];
  readonly leftTrack: boolean;
  readonly lines: readonly string[];
  /** How the game would end with this move ('' when it goes on). */
  readonly ending: string;
}

/** What the page last announced to screen readers (`n` counts announcements, so a repeat is read). */
export interface Announcement {
  readonly text: string;
  readonly n: number;
}

/** The preview of moving the cup on `square`, or the engine's refusal. */
export function tryPick(position: Position, square: number): { preview: Preview } | { refusal: Refusal } {
  const result = play(position, square);
  if (!result.ok) return { refusal: { square, problem: result.problem } };
  const { from, path, leftTrack, status } = result.value;
  return { preview: { from, path, leftTrack, status } };
}

export function previewView(position: Position, preview: Preview): PreviewView {
  const { from, path, leftTrack, status } = preview;
  return { from, path, leftTrack, lines: journey(position, preview), ending: statusWords(status) };
}

export function refusalView(refusal: Refusal): RefusalView {
  return { code: refusal.problem.code, square: refusal.square, text: refusalWords(refusal.problem) };
}

/** Where a previewed move lands, or null when it leaves the track (that move needs a confirm). */
export function landingSquare(preview: Pick<Preview, 'path' | 'leftTrack'>): number | null {
  return preview.leftTrack ? null : (preview.path.at(-1) ?? null);
}

/** What the reader is asked once a move is previewed. */
export function previewAsk(preview: Pick<Preview, 'path' | 'leftTrack'>): string {
  const landing = landingSquare(preview);
  return landing === null ? m.ask_confirm_loss() : m.ask_landing({ square: landing });
}

/** What picking a cup announces, in both machines: the preview and its question, the refusal, or the choice cleared. */
export function pickWords(kind: 'preview' | 'refused' | 'cleared', preview: PreviewView | null, refusal: RefusalView | null): string {
  if (kind === 'preview') return preview ? `${preview.lines.join(' ')} ${previewAsk(preview)}` : '';
  if (kind === 'refused') return refusal ? m.refused({ reason: refusal.text }) : '';
  return m.choice_cleared();
}

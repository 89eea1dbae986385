// A picked cup, in words: the preview of its move or the rules' refusal. Shared by the rules
// examples' machine (example.ts) and the play machine (play.ts), kept apart from both so the play
// page does not download the examples' machine.
import { play } from '../../engine/jumping-cups/index.ts';
import type { ErrorCode, Position, Square } from '../../engine/jumping-cups/index.ts';
import { journey, refusalWords, statusWords } from './story.ts';
import { m } from '../../paraglide/words/jcmoves.ts';

export interface Refusal {
  readonly code: ErrorCode;
  readonly square: number;
  readonly text: string;
}

export interface Preview {
  readonly from: Square;
  readonly path: readonly number[];
  readonly leftTrack: boolean;
  readonly lines: readonly string[];
  /** How the game would end with this move ('' when it goes on). */
  readonly ending: string;
}

export interface Announcement {
  readonly text: string;
  readonly n: number;
}

/** The preview of moving the cup on `square`, or the engine's refusal. */
export function tryPick(position: Position, square: number): { preview: Preview } | { refusal: Refusal } {
  const result = play(position, square);
  if (!result.ok) return { refusal: { code: result.error, square, text: refusalWords(result.error, result.message, position, square) } };
  const { from, path, leftTrack, status } = result.value;
  return { preview: { from, path, leftTrack, lines: journey(position, result.value), ending: statusWords(status) } };
}

/** Where a previewed move lands, or null when it leaves the track (that move needs a confirm). */
export function landingSquare(preview: Preview): number | null {
  return preview.leftTrack ? null : (preview.path.at(-1) ?? null);
}

/** What the reader is asked once a move is previewed. */
export function previewAsk(preview: Preview): string {
  const landing = landingSquare(preview);
  return landing === null ? m.ask_confirm_loss() : m.ask_landing({ square: landing });
}

// The review's worker: Strong goes over a finished game move by move off the main thread, so the
// page stays usable; each move's review is posted as it is done (the progress bar counts them)
// and Cancel ends the worker. It is sent, for each move, only the mover's view before it
// (seat-view.ts) and the move made, never a whole game state.
//
// Built as an ordinary chunk of the site (like bot.worker.ts): ReviewPanel.tsx imports it for its
// own address and starts a module worker there. Imported on the page it only reports its address.
import { reviewMove } from '../../../engine/balloon-cup/bots/review.ts';
import type { MoveReview } from '../../../engine/balloon-cup/bots/review.ts';
import type { SeatView } from '../../../engine/balloon-cup/bots/seat-view.ts';
import type { Move } from '../../../engine/balloon-cup/state.ts';

export interface ReviewQuestion {
  readonly views: readonly SeatView[];
  readonly moves: readonly Move[];
  /** The game's number: every device reviews a game alike. */
  readonly seed: number;
}

export type ReviewAnswer = { readonly type: 'move'; readonly review: MoveReview } | { readonly type: 'done' };

/** The address of this module once built: the script ReviewPanel.tsx starts as a worker. */
export const WORKER_URL = import.meta.url;

function answer(event: MessageEvent<ReviewQuestion>): void {
  const { views, moves, seed } = event.data;
  moves.forEach((move, k) => {
    const review = reviewMove(views[k]!, move, k, seed);
    self.postMessage({ type: 'move', review } satisfies ReviewAnswer);
  });
  self.postMessage({ type: 'done' } satisfies ReviewAnswer);
}

// A dedicated worker has no document; the page that imports this module for its address does.
if (typeof document === 'undefined' && typeof self !== 'undefined') self.onmessage = answer;

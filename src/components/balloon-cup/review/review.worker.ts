// The review's worker: Strong goes over a finished game move by move off the main thread, so the
// page stays usable; each move's review is posted as it is done (the progress bar counts them)
// and Cancel ends the worker. It is sent, for each move, only the mover's view before it
// (seat-view.ts) and the move made, never a whole game state. The practice of the marked moves
// asks it too: a new choice is judged in the mover's view; only the line that punishes the move
// first played is worked out from the finished game's true position, public by then.
//
// Built as an ordinary chunk of the site (like bot.worker.ts): ReviewPanel.tsx imports it for its
// own address and starts a module worker there. Imported on the page it only reports its address.
import { reviewMove } from '../../../engine/balloon-cup/bots/review.ts';
import type { MoveReview } from '../../../engine/balloon-cup/bots/review.ts';
import type { SeatView } from '../../../engine/balloon-cup/bots/seat-view.ts';
import type { Move } from '../../../engine/balloon-cup/state.ts';
import { judgeChoice, punishingLine } from '../../../engine/balloon-cup/bots/practice.ts';
import type { JudgeQuestion, Verdict } from '../../../machines/balloon-cup/practice.ts';

export interface ReviewQuestion {
  readonly views: readonly SeatView[];
  readonly moves: readonly Move[];
  /** The game's number: every device reviews a game alike. */
  readonly seed: number;
}

export type ReviewAnswer = { readonly type: 'move'; readonly review: MoveReview } | { readonly type: 'done' };

/** The practice's question (PracticePanel.tsx): a new choice at a marked move, to judge. */
export interface PracticeQuestion { readonly judge: JudgeQuestion }
export interface PracticeAnswer { readonly verdict: Verdict }

/** The address of this module once built: the script ReviewPanel.tsx starts as a worker. */
export const WORKER_URL = import.meta.url;

/** A new choice judged as the review judged the move played; a miss gets the punishing line. */
function judge({ view, chosen, strong, index, seed, state, played, known }: JudgeQuestion): Verdict {
  const judged = judgeChoice(view, chosen, strong, index, seed);
  return { loss: judged.loss, accepted: judged.accepted, line: judged.accepted ? null : punishingLine(state, played, known, seed ^ index) };
}

function answer(event: MessageEvent<ReviewQuestion | PracticeQuestion>): void {
  if ('judge' in event.data) {
    self.postMessage({ verdict: judge(event.data.judge) } satisfies PracticeAnswer);
    return;
  }
  const { views, moves, seed } = event.data;
  moves.forEach((move, k) => {
    const review = reviewMove(views[k]!, move, k, seed);
    self.postMessage({ type: 'move', review } satisfies ReviewAnswer);
  });
  self.postMessage({ type: 'done' } satisfies ReviewAnswer);
}

// A dedicated worker has no document; the page that imports this module for its address does.
if (typeof document === 'undefined' && typeof self !== 'undefined') self.onmessage = answer;

// The play page's computer player, off the main thread so the page never freezes while it
// searches. Each message is one question: the move of a level, or Strong's move for a Hint.
// A question carries only what the seat to act may see (seat-view.ts): never the other hand, the
// supply's order, the bag's order or the PRNG state, so the person's cards never reach the worker.
//
// Built as an ordinary chunk of the site, not as a separate worker bundle: bot-client.ts imports
// it for its own address and starts a module worker on that address, so the worker shares the
// engine chunks the page has already fetched instead of carrying a second copy of the engine.
// Imported on the page it only reports its address; the message handler is installed in the worker.
import { botMove, strongAnswer } from '../../engine/balloon-cup/bots/index.ts';
import type { BotLevel } from '../../engine/balloon-cup/bots/index.ts';
import { seatState } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { SeatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { Move } from '../../engine/balloon-cup/state.ts';

export interface Question {
  id: number;
  kind: 'move' | 'hint';
  view: SeatView;
  level: BotLevel;
  seed: number;
}

/** The address of this module once built: the script bot-client.ts starts as a worker. */
export const WORKER_URL = import.meta.url;

/** The answer to one question, from the question alone. */
export function reply(question: Question): { id: number; move: Move } {
  const { id, kind, view, level, seed } = question;
  const state = seatState(view);
  const move = kind === 'hint' ? strongAnswer(state, view.known, seed).move : botMove(state, level, view.known, seed);
  return { id, move };
}

function answer(event: MessageEvent<Question>): void {
  const t0 = performance.now();
  self.postMessage({ ...reply(event.data), ms: performance.now() - t0 });
}

// A dedicated worker has no document; the page that imports this module for its address does.
if (typeof document === 'undefined' && typeof self !== 'undefined') self.onmessage = answer;

// The analysis board's worker: every legal move's estimate (bots/analysis.ts), with the share done
// as it goes, and a level's reply. Each question carries only a seat's view (seat-view.ts): the
// other hand reaches it only when the person has opened both hands.
// Built as an ordinary chunk of the site (as bot.worker.ts): analysis-client.ts imports it for its
// address and starts a module worker there, sharing the engine chunks the page already holds.
import { analyseMoves, analysisSeed } from '../../engine/balloon-cup/bots/analysis.ts';
import type { MoveEstimate } from '../../engine/balloon-cup/bots/analysis.ts';
import { botMove } from '../../engine/balloon-cup/bots/index.ts';
import type { BotLevel } from '../../engine/balloon-cup/bots/index.ts';
import { seatState } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { SeatView } from '../../engine/balloon-cup/bots/seat-view.ts';
import type { Move } from '../../engine/balloon-cup/state.ts';

export type Question =
  | { readonly id: number; readonly kind: 'estimate'; readonly view: SeatView }
  | { readonly id: number; readonly kind: 'reply'; readonly view: SeatView; readonly level: BotLevel };

export type Answer =
  | { readonly id: number; readonly kind: 'progress'; readonly done: number }
  | { readonly id: number; readonly kind: 'estimate'; readonly rows: readonly MoveEstimate[] }
  | { readonly id: number; readonly kind: 'reply'; readonly move: Move };

/** The address of this module once built: the script analysis-client.ts starts as a worker. */
export const WORKER_URL = import.meta.url;

function answer(event: MessageEvent<Question>): void {
  const question = event.data;
  if (question.kind === 'estimate') {
    const rows = analyseMoves(question.view, (done) => self.postMessage({ id: question.id, kind: 'progress', done } satisfies Answer));
    self.postMessage({ id: question.id, kind: 'estimate', rows } satisfies Answer);
  } else {
    const move = botMove(seatState(question.view), question.level, question.view.known, analysisSeed(question.view));
    self.postMessage({ id: question.id, kind: 'reply', move } satisfies Answer);
  }
}

// A dedicated worker has no document; the page that imports this module for its address does.
if (typeof document === 'undefined' && typeof self !== 'undefined') self.onmessage = answer;

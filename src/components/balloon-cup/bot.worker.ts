// The play page's computer player, off the main thread so the page never freezes while it
// searches. Each message is one question: the move of a level, or Strong's move for a Hint.
//
// Built as an ordinary chunk of the site, not as a separate worker bundle: bot-client.ts imports
// it for its own address and starts a module worker on that address, so the worker shares the
// engine chunks the page has already fetched instead of carrying a second copy of the engine.
// Imported on the page it only reports its address; the message handler is installed in the worker.
import { botMove, strongAnswer } from '../../engine/balloon-cup/bots/index.ts';
import type { BotLevel } from '../../engine/balloon-cup/bots/index.ts';
import type { CardId } from '../../engine/balloon-cup/components.ts';
import type { GameState } from '../../engine/balloon-cup/state.ts';

interface Question {
  id: number;
  kind: 'move' | 'hint';
  state: GameState;
  level: BotLevel;
  known: CardId[];
  seed: number;
}

/** The address of this module once built: the script bot-client.ts starts as a worker. */
export const WORKER_URL = import.meta.url;

function answer(event: MessageEvent<Question>): void {
  const { id, kind, state, level, known, seed } = event.data;
  const t0 = performance.now();
  const move = kind === 'hint' ? strongAnswer(state, known, seed).move : botMove(state, level, known, seed);
  self.postMessage({ id, move, ms: performance.now() - t0 });
}

// A dedicated worker has no document; the page that imports this module for its address does.
if (typeof document === 'undefined' && typeof self !== 'undefined') self.onmessage = answer;

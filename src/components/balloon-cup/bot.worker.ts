// The play page's computer player, off the main thread so the page never freezes while it
// searches. Each message is one question: the move of a level, or Strong's move for a Hint.
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

self.onmessage = (event: MessageEvent<Question>) => {
  const { id, kind, state, level, known, seed } = event.data;
  const t0 = performance.now();
  const move = kind === 'hint' ? strongAnswer(state, known, seed).move : botMove(state, level, known, seed);
  self.postMessage({ id, move, ms: performance.now() - t0 });
};

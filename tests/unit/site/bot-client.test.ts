// What the play page sends its computer player's worker: the view of the seat to act only, never
// the person's hand (when the computer moves) nor the supply's order. Node has no Web Worker, so
// a stand-in records each message and answers it with the worker's own code, from the message alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { botMove, observe, NOTHING_KNOWN } from '../../../src/engine/balloon-cup/bots/index.ts';
import type { Known } from '../../../src/engine/balloon-cup/bots/index.ts';
import { other } from '../../../src/engine/balloon-cup/components.ts';
import { mover } from '../../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { reply } from '../../../src/components/balloon-cup/bot.worker.ts';
import type { Question } from '../../../src/components/balloon-cup/bot.worker.ts';

const sent: Question[] = [];

class RecordingWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  postMessage(question: Question): void {
    // Through structured cloning's JSON cousin: only data crosses to a worker.
    const copy = JSON.parse(JSON.stringify(question)) as Question;
    sent.push(copy);
    const answer = reply(copy);
    queueMicrotask(() => this.onmessage?.({ data: answer }));
  }
}

const saved = (globalThis as { Worker?: unknown }).Worker;
beforeAll(() => { (globalThis as { Worker?: unknown }).Worker = RecordingWorker; });
afterAll(() => { (globalThis as { Worker?: unknown }).Worker = saved; });

describe('the computer player\'s worker', () => {
  it('is sent the seat\'s view only, and answers with the move the whole state would get', async () => {
    const { advise, think } = await import('../../../src/components/balloon-cup/bot-client.ts');
    let state: GameState = newGame(5);
    let known: Known = NOTHING_KNOWN;
    // The person is player 0; Club plays player 1. A few turns of each, with Hints for the person.
    for (let ply = 0; ply < 8 && !state.result; ply += 1) {
      const p = mover(state);
      const request = { state, level: 'club' as const, known: known[p], seed: 100 + ply };
      const move = p === 1 ? await think(request) : await advise(request);
      const question = sent.at(-1)!;
      const text = JSON.stringify(question);
      const hidden = state.hands[other(p)].filter((c) => !known[p].includes(c)).concat(state.supply);
      for (const card of hidden) expect(text, `move ${ply}: ${card}`).not.toContain(`"${card}"`);
      expect(text).not.toContain('"rng"');
      expect(question.view.hand).toEqual(state.hands[p]);
      expect(move).toEqual(botMove(state, p === 1 ? 'club' : 'strong', known[p], 100 + ply));
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.message);
      known = observe(known, p, move, next.value.events);
      state = next.value.state;
    }
    expect(sent.length).toBe(8);
  });
});

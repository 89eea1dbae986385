// The Jumping Cups play machine tells the page, as a cup is picked, which position the move would
// make, so the page can fetch its reply ahead. The reply is solved here, in the test's process,
// one move after the start: over a minute on a busy machine, so it runs in the slow project.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { START_NOTATION, withConsult } from '../../../src/machines/jumping-cups/play.ts';
import { consultHere } from '../../../src/machines/jumping-cups/consult.ts';
import { makePosition, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';

describe('play machine', () => {
  it('tells the page which position each picked cup would make, so its reply can be fetched ahead', async () => {
    const foreseen: string[] = [];
    const asked: string[] = [];
    const machine = withConsult(async (notation) => {
      asked.push(notation);
      return consultHere(notation);
    }, (notation) => foreseen.push(notation));
    const actor = createActor(machine, { input: { position: START_NOTATION } }).start();
    actor.send({ type: 'cup.pick', square: 5 });
    actor.send({ type: 'cup.pick', square: 4 });
    const outcome = (from: number) => {
      const moved = play(startPosition(), from);
      if (!moved.ok) throw new Error(moved.message);
      return makePosition(moved.value.position);
    };
    expect(foreseen).toEqual([outcome(5), outcome(4)]);
    actor.send({ type: 'move.confirm' });
    await waitFor(actor, (x) => x.hasTag('choose-cup'));
    // The question is about the position foreseen last: the move made.
    expect(asked).toEqual([outcome(4)]);
    actor.stop();
  });
});

// The Jumping Cups explorer's speed (issue 33: a position's values within 100 ms once its solution
// chunk is cached): the explorer's machine and view (src/machines/jumping-cups/explore.ts,
// explore-view.ts) over the answerer the page's worker runs (solution-answers.ts, in this thread,
// chunks read from disk). For positions of random games, the chunk is fetched once by a first
// question; then the position is opened again as pasted notation (read and checked as the page
// checks it, the search for its history included) and one of its moves is played, each timed from
// the event to the view listing the new position's values. `jc-explorer-ms` is the slowest of them.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createActor } from 'xstate';
import { legalMoves, makePosition, parsePosition, play } from '../../src/engine/jumping-cups/index.ts';
import { createAnswerer } from '../../src/components/jumping-cups/solution-answers.ts';
import { exploreMachine, fromConsult } from '../../src/machines/jumping-cups/explore.ts';
import type { ExploreEvent } from '../../src/machines/jumping-cups/explore.ts';
import { exploreView } from '../../src/machines/jumping-cups/explore-view.ts';
import { ALL_WORDS } from '../../src/paraglide/all.ts';
import { provide } from '../../src/i18n/runtime.ts';
import { randomReachable } from './jumping-cups.ts';
import type { BenchResult } from './jumping-cups.ts';

const DIR = new URL('../../public/jumping-cups/solution/', import.meta.url);

export async function benchJcExplorer(): Promise<BenchResult[]> {
  // The view says the values in words, as the English page does.
  provide('en', ALL_WORDS.en);
  const ask = createAnswerer(async (n) => new Uint8Array(readFileSync(new URL(`${n}.bin`, DIR))));
  const actor = createActor(exploreMachine.provide({ actors: { consult: fromConsult(async (notation) => ({ ...(await ask(notation)), states: 0 })) } }), { input: {} });
  actor.start();
  /** Sends `event` and resolves with the milliseconds until the view lists values again. */
  const timed = (event: ExploreEvent): Promise<number> =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const done = () => {
        const snapshot = actor.getSnapshot();
        if (snapshot.hasTag('asking') || snapshot.hasTag('replying')) return false;
        exploreView(snapshot);
        resolve(performance.now() - t0);
        return true;
      };
      const sub = actor.subscribe(() => done() && sub.unsubscribe());
      actor.send(event);
      if (done()) sub.unsubscribe();
    });
  const positions = randomReachable(200, 3301).flatMap((notation) => {
    const parsed = parsePosition(notation);
    const from = parsed.ok ? legalMoves(parsed.value).find((square) => play(parsed.value, square).ok) : undefined;
    const moved = parsed.ok && from !== undefined ? play(parsed.value, from) : null;
    return moved?.ok ? [{ notation, from: from!, after: makePosition(moved.value.position) }] : [];
  });
  const times: number[] = [];
  for (const { notation, from, after } of positions) {
    // The chunks both questions need, fetched first (the page caches them as it goes).
    await timed({ type: 'position.open', notation, from: 'paste' });
    await ask(after);
    await ask.settled();
    times.push(await timed({ type: 'position.open', notation, from: 'link' }));
    await ask.settled();
    times.push(await timed({ type: 'move.play', from }));
  }
  actor.stop();
  times.sort((a, b) => a - b);
  return [
    { name: 'jc-explorer-ms', value: Math.round(times.at(-1)! * 10) / 10, unit: 'ms' },
    { name: 'jc-explorer-median-ms', value: Math.round(times[times.length >> 1]! * 10) / 10, unit: 'ms' },
  ];
}

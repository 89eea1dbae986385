// The explorer (src/machines/jumping-cups/explore.ts and its view): each legal move's value and
// moves to the end, as the page lists them, against a fresh solve by the engine's alpha-beta solver
// on 1,000 positions of random games. The explorer reads the shipped solution's chunks (from disk,
// through the answerer the page's worker runs); the solver never looks at them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Solver, makePosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Position } from '../../../src/engine/jumping-cups/index.ts';
import { STORED_PROGRESS } from '../../../src/engine/jumping-cups/solution.ts';
import { createAnswerer } from '../../../src/components/jumping-cups/solution-answers.ts';
import { exploreMachine, fromConsult } from '../../../src/machines/jumping-cups/explore.ts';
import { exploreView } from '../../../src/machines/jumping-cups/explore-view.ts';
import type { ExploreView } from '../../../src/machines/jumping-cups/explore-view.ts';
import { advance, randomGames } from './solution-data.ts';

const DIR = new URL('../../../public/jumping-cups/solution/', import.meta.url);

function explorer() {
  const ask = createAnswerer(async (n) => new Uint8Array(readFileSync(new URL(`${n}.bin`, DIR))));
  const machine = exploreMachine.provide({ actors: { consult: fromConsult(async (notation) => ({ ...(await ask(notation)), states: 0 })) } });
  const actor = createActor(machine, { input: {} });
  actor.start();
  /** The view once the explorer has settled (not asking, not replying). */
  const settled = async (): Promise<ExploreView> => {
    const snapshot = await new Promise<ReturnType<typeof actor.getSnapshot>>((resolve) => {
      const check = (s: ReturnType<typeof actor.getSnapshot>) => !s.hasTag('asking') && !s.hasTag('replying');
      if (check(actor.getSnapshot())) return resolve(actor.getSnapshot());
      const sub = actor.subscribe((s) => {
        if (check(s)) {
          sub.unsubscribe();
          resolve(s);
        }
      });
    });
    return exploreView(snapshot);
  };
  return { actor, settled };
}

/** 1,000 positions of random games from the start, red or yellow first, from where the cups have come some way (a fresh solve of earlier ones takes the solver seconds each) to the end of the stored part. */
function sample(): Position[] {
  const games = [...randomGames(150, 20261128), ...randomGames(150, 33, 'yellow')].filter((p) => advance(p) >= 26 && advance(p) < STORED_PROGRESS);
  const every = Math.max(1, Math.floor(games.length / 1000));
  return games.filter((_, i) => i % every === 0).slice(0, 1000);
}

describe('the explorer', () => {
  it('lists every legal move with the solver\'s value and moves to the end, on 1,000 random reachable positions', async () => {
    const reference = new Solver(22);
    const { actor, settled } = explorer();
    await settled();
    const positions = sample();
    expect(positions.length).toBe(1000);
    for (const position of positions) {
      const notation = makePosition(position);
      actor.send({ type: 'position.open', notation, from: 'paste' });
      const view = await settled();
      expect(view.notation).toBe(notation);
      const rows = [...view.rows].sort((a, b) => a.from - b.from).map(({ from, value, plies }) => ({ from, value, plies }));
      const truth = reference.solve(position).moves.map(({ from, value, plies }) => ({ from, value, plies }));
      expect({ notation, rows }).toEqual({ notation, rows: truth });
    }
  }, 600_000);
});

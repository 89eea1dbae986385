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
import { ruleFor } from '../../../src/components/rules/codes.ts';
import { ruleHref } from '../../../src/components/rules/numbers.ts';

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

  it('cites the rule behind each value: the verdict the end-of-game rules, a move off the track 4.3, a game over how it ended, a slip in practice perfect play', async () => {
    const reference = new Solver(16);
    const cite = (code: string | null) => (code ? ruleHref('jumping-cups', ruleFor('jumping-cups', code) ?? '') : null);
    const { actor, settled } = explorer();
    // Red to move wins in 1 (square 3); after it every yellow move carries a cup off the track.
    actor.send({ type: 'position.open', notation: 'y//r/y//r///yyyr//r///r r', from: 'paste' });
    let view = await settled();
    expect(view.summary).not.toBe('');
    expect(cite(view.summaryCode)).toBe('/jumping-cups/rules/winning-and-blocking/');
    actor.send({ type: 'move.play', from: 3 });
    view = await settled();
    const truth = reference.solve({ squares: view.squares, turn: view.turn } as Position);
    const offTrack = truth.moves.filter((move) => move.leftTrack).map((move) => move.from).sort((a, b) => a - b);
    expect(offTrack.length).toBeGreaterThan(0);
    expect(view.rows.filter((row) => row.code !== null).map((row) => row.from).sort((a, b) => a - b)).toEqual(offTrack);
    for (const row of view.rows.filter((r) => r.code)) expect(cite(row.code)).toBe('/jumping-cups/rules/winning-and-blocking/#leaving-the-track-loses');
    expect(view.endingCode).toBeNull();
    // Playing one of them ends the game, and "Game over" cites that the cup left the track.
    actor.send({ type: 'move.play', from: offTrack[0]! });
    view = await settled();
    expect(view.tags).toContain('over');
    expect(cite(view.endingCode)).toBe('/jumping-cups/rules/winning-and-blocking/#leaving-the-track-loses');
    // Practice from the winning position: a move that gives the win away cites perfect play.
    actor.send({ type: 'position.open', notation: 'y//r/y//r///yyyr//r///r r', from: 'paste' });
    await settled();
    actor.send({ type: 'mode.set', mode: 'practice' });
    view = await settled();
    expect(view.practiceCode).toBeNull();
    const losing = reference.solve({ squares: view.squares, turn: view.turn } as Position).moves.find((move) => move.value === 'loss' && !move.leftTrack);
    expect(losing).toBeDefined();
    actor.send({ type: 'move.play', from: losing!.from });
    view = await settled();
    expect(view.practice).toBe('slipped');
    expect(cite(view.practiceCode)).toBe('/jumping-cups/rules/winning-and-blocking/');
    // A position that breaks a rule cites it; a text with a letter that is no cup is a form
    // problem: its words say what to fix, and it cites no rule.
    actor.send({ type: 'position.open', notation: 'r/r/r r', from: 'paste' });
    view = await settled();
    expect([view.problemCode, cite(view.problemCode)]).toEqual(['wrong-square-count', '/jumping-cups/rules/track-and-set-up/#the-track']);
    actor.send({ type: 'position.open', notation: 'r/r/r/r/r/////y/y/y/y/q r', from: 'paste' });
    view = await settled();
    expect(view.problemCode).toBe('bad-cup');
    expect(ruleFor('jumping-cups', view.problemCode!)).toBeNull();
    actor.stop();
  });
});

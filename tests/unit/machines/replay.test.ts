// The one replay (replay.ts) with a rules example's line (replay-example.ts): a line of moves
// played by the engine and stepped through both ways, a told step at a time.
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import ReplayIsland from '../../../src/components/balloon-cup/ReplayIsland.tsx';
import { replayStep } from '../../../src/machines/balloon-cup/replay.ts';
import type { ReplayEvent } from '../../../src/machines/balloon-cup/replay.ts';
import { exampleReplayStart, exampleReplayView } from '../../../src/machines/balloon-cup/replay-example.ts';
import type { ExampleReplayState, ReplayInput } from '../../../src/machines/balloon-cup/replay-example.ts';
import { checkExample } from '../../../src/machines/balloon-cup/engine.ts';
import { noCubes, tiles } from './helpers.ts';

const tileLeaves: ReplayInput = {
  names: ['Ana', 'Ben'],
  position: {
    tiles: tiles({ 4: { sides: [['red-7', 'red-8', 'yellow-6', 'blue-7'], ['red-9', 'red-10', 'yellow-7']], lastPlacedBy: 1 } }),
    hands: [['red-1', 'red-2'], ['blue-1', 'red-4']],
    players: noCubes(),
    toMove: 1,
    bag: ['green', 'green', 'green'],
  },
  moves: [{ type: 'place', card: 'blue-1', tile: 4, side: 1 }],
};

const step = (state: ExampleReplayState, ...events: ReplayEvent[]) => events.reduce(replayStep, state);
const next = { type: 'step', step: 'next' } as const;
/** Where the replay stands, as the island's buttons read it. */
const ends = (s: ExampleReplayState) => { const v = exampleReplayView(s); return { atStart: v.atStart, atEnd: v.atEnd }; };

describe('replay of a rules example', () => {
  it('steps forward to the end and back to the start', () => {
    let s = exampleReplayStart(tileLeaves, checkExample);
    expect(ends(s)).toEqual({ atStart: true, atEnd: false });
    expect(exampleReplayView(s).board?.tiles[3].removed).toBe(false);
    const total = exampleReplayView(s).total;
    expect(total).toBeGreaterThan(3);
    s = step(s, next);
    expect(ends(s)).toEqual({ atStart: false, atEnd: false });
    expect(exampleReplayView(s).told).toEqual(["Ben puts the blue 1 on their own side of tile 4."]);
    expect(exampleReplayView(s).said?.told).toEqual(["Ben puts the blue 1 on their own side of tile 4."]);
    s = step(s, next);
    expect(exampleReplayView(s).scoring).toEqual({ tile: 4, sums: [28, 27], winner: 0 });
    expect(s.complete).toBe(false);
    s = step(s, { type: 'step', step: 'last' });
    expect(ends(s)).toEqual({ atStart: false, atEnd: true });
    expect(s.complete).toBe(true);
    expect(exampleReplayView(s).told).toContain('The bag has fewer than 4 cubes left, so tile 4 leaves the game for good.');
    expect(exampleReplayView(s).board?.tiles[3].removed).toBe(true);
    // A step past the end does nothing in an example (nothing said either).
    const said = s.said;
    s = step(s, next);
    expect(exampleReplayView(s).at).toBe(total);
    expect(s.said).toBe(said);
    s = step(s, { type: 'step', step: 'previous' }, { type: 'step', step: 'first' });
    expect(ends(s)).toEqual({ atStart: true, atEnd: false });
    // Back at the start is said as such.
    expect(exampleReplayView(s).said).toMatchObject({ kind: 'move', at: 0 });
    expect(renderToString(h(ReplayIsland, { prompt: 'Watch.', input: tileLeaves, view: exampleReplayView(s) }))).toMatch(/aria-live="polite"[^>]*>Back at the starting position\./);
    expect(s.complete).toBe(true);
  });

  it('names a move of the line that the engine refuses, keeping the moves before it', () => {
    const s = exampleReplayStart({ ...tileLeaves, moves: [...tileLeaves.moves, { type: 'place', card: 'red-4', tile: 4, side: 1 }] }, checkExample);
    expect(s.problem).toMatch(/^moves\[1\] is refused by the engine \(tile-removed\): Tile 4 has left the game/);
    expect(ends(s)).toEqual({ atStart: true, atEnd: false });
    expect(exampleReplayView(s).total).toBeGreaterThan(0);
  });

  it('names a malformed move and an invalid position', () => {
    expect(exampleReplayStart({ ...tileLeaves, moves: [{ type: 'jump' }] }, checkExample).problem).toBe('Move 1 of this example cannot be played. That move is not written the way this site writes moves.');
    const invalid = exampleReplayStart({ ...tileLeaves, position: { ...(tileLeaves.position as object), toMove: 2 } }, checkExample);
    expect(exampleReplayView(invalid).invalid).toBe(true);
    expect(invalid.problem).toMatch(/toMove/);
  });
});

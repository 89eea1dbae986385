// The replay machine: a line of moves played by the engine and stepped through both ways.
import { describe, expect, it } from 'vitest';
import { replayMachine, replayView } from '../../../src/machines/balloon-cup/replay.ts';
import type { ReplayInput } from '../../../src/machines/balloon-cup/replay.ts';
import { noCubes, run, step, tags, tiles } from './helpers.ts';

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

describe('replay machine', () => {
  it('steps forward to the end and back to the start', () => {
    let s = run(replayMachine, tileLeaves);
    expect(tags(s)).toEqual(['at-start']);
    expect(replayView(s).board?.tiles[3].removed).toBe(false);
    const total = replayView(s).total;
    expect(total).toBeGreaterThan(3);
    s = step(replayMachine, s, { type: 'step.next' });
    expect(tags(s)).toEqual(['stepping']);
    expect(replayView(s).told).toEqual(["Ben puts the blue 1 on their own side of tile 4."]);
    s = step(replayMachine, s, { type: 'step.next' });
    expect(replayView(s).scoring).toEqual({ tile: 4, sums: [28, 27], winner: 0 });
    expect(s.context.complete).toBe(false);
    s = step(replayMachine, s, { type: 'step.last' });
    expect(tags(s)).toEqual(['at-end']);
    expect(s.context.complete).toBe(true);
    expect(replayView(s).told).toContain('The bag has fewer than 4 cubes left, so tile 4 leaves the game for good.');
    expect(replayView(s).board?.tiles[3].removed).toBe(true);
    // At the end its states take no step further: the cursor stays, and nothing new is said.
    const said = replayView(s).announcement;
    s = step(replayMachine, s, { type: 'step.next' });
    expect(replayView(s).at).toBe(total);
    expect(replayView(s).announcement).toEqual(said);
    s = step(replayMachine, s, { type: 'step.prev' }, { type: 'step.first' });
    expect(tags(s)).toEqual(['at-start']);
    expect(replayView(s).announcement).toEqual({ text: 'Back at the starting position.', n: said.n + 2 });
    expect(s.context.complete).toBe(true);
  });

  it('says each step reached, counted so that the same step said again is read again', () => {
    let s = run(replayMachine, tileLeaves);
    expect(replayView(s).announcement).toEqual({ text: '', n: 0 });
    s = step(replayMachine, s, { type: 'step.next' });
    expect(s.context.said).toEqual({ kind: 'move', n: 1 });
    const first = replayView(s).announcement;
    expect(first.text).toBe('Ben puts the blue 1 on their own side of tile 4.');
    s = step(replayMachine, s, { type: 'step.next' }, { type: 'step.prev' });
    expect(replayView(s).announcement).toEqual({ text: first.text, n: 3 });
    s = step(replayMachine, s, { type: 'step.last' });
    const view = replayView(s);
    expect(view.announcement.text).toBe(view.told[view.told.length - 1]);
  });

  it('names a move of the line that the engine refuses, keeping the moves before it', () => {
    const s = run(replayMachine, { ...tileLeaves, moves: [...tileLeaves.moves, { type: 'place', card: 'red-4', tile: 4, side: 1 }] });
    expect(s.context.problem).toMatch(/^Move 2 of this game cannot be played\. Tile 4 has left the game/);
    expect(tags(s)).toEqual(['at-start']);
    expect(replayView(s).total).toBeGreaterThan(0);
  });

  it('names a malformed move and an invalid position', () => {
    expect(run(replayMachine, { ...tileLeaves, moves: [{ type: 'jump' }] }).context.problem).toBe('Move 1 of this example cannot be played. That move is not written the way this site writes moves.');
    const invalid = run(replayMachine, { ...tileLeaves, position: { ...(tileLeaves.position as object), toMove: 2 } });
    expect(tags(invalid)).toEqual(['invalid']);
    expect(invalid.context.problem).toMatch(/toMove/);
  });
});

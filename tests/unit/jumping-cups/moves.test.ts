// Moves, one rule at a time (shared/rules/jumping-cups.md, "A move" and "End of the game").
import { describe, expect, it } from 'vitest';
import { gameStatus, legalMoves, makePosition, parsePosition, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Failure, Position } from '../../../src/engine/jumping-cups/index.ts';
import { move, position, stackText } from './helpers.ts';

function refused(p: Position, square: number): Failure {
  const result = play(p, square);
  if (result.ok) throw new Error(`square ${square} was accepted`);
  return result;
}

describe('which cups may move', () => {
  // Red: 1, 2, 4 (bottom and top), 5. Yellow: 4 (middle, covered), 7, 11, 12, 13.
  const board = { 1: 'r', 2: 'r', 4: 'ryr', 5: 'r', 7: 'y', 11: 'y', 12: 'y', 13: 'y' };

  it('only free cups of the side to move, named by their square', () => {
    expect(legalMoves(position(board, 'red'))).toEqual([1, 2, 4, 5]);
    expect(legalMoves(position(board, 'yellow'))).toEqual([7, 11, 12, 13]);
    expect(legalMoves(startPosition())).toEqual([1, 2, 3, 4, 5]);
    expect(legalMoves(startPosition({ first: 'yellow' }))).toEqual([10, 11, 12, 13, 14]);
  });

  it('refuses a covered cup, an opponent cup, an empty square and squares off the track', () => {
    const yellow = position(board, 'yellow');
    const covered = refused(yellow, 4);
    expect(covered.error).toBe('not-your-cup');
    expect(covered.problem).toEqual({ code: 'not-your-cup', square: 4, top: 'red', turn: 'yellow', covered: true });
    expect(refused(position(board, 'red'), 7).problem).toEqual({ code: 'not-your-cup', square: 7, top: 'yellow', turn: 'red', covered: false });
    const empty = refused(yellow, 3);
    expect(empty.problem).toEqual({ code: 'empty-square', square: 3 });
    for (const square of [0, 15, 2.5, Number.NaN]) expect(refused(yellow, square).problem).toEqual({ code: 'no-such-square', square });
  });
});

describe('distance and stacking', () => {
  it('a lone cup moves one square', () => {
    const moved = move(startPosition(), 5);
    expect(moved.path).toEqual([6]);
    expect(stackText(moved.position, 6)).toBe('r');
    expect(moved.position.turn).toBe('yellow');
  });

  it('the top cup of a stack of three moves three and lands on top of what stands there', () => {
    const moved = move(position({ 1: 'r', 2: 'r', 4: 'ryr', 5: 'r', 7: 'y', 11: 'y', 12: 'y', 13: 'y' }, 'red'), 4);
    expect(moved.path).toEqual([7]);
    expect(stackText(moved.position, 4)).toBe('ry');
    expect(stackText(moved.position, 7)).toBe('yr');
  });

  it('yellow moves toward square 1 by its stack height', () => {
    const moved = move(position({ 2: 'r', 3: 'r', 4: 'r', 5: 'r', 8: 'yry', 12: 'y', 13: 'y', 14: 'y' }, 'yellow'), 8);
    expect(moved.path).toEqual([5]);
    expect(stackText(moved.position, 5)).toBe('ry');
    expect(stackText(moved.position, 8)).toBe('yr');
  });

  it('leaves the position it was given unchanged', () => {
    const p = startPosition();
    const before = makePosition(p);
    move(p, 3);
    expect(makePosition(p)).toBe(before);
  });
});

describe('own finish chain rule', () => {
  it('a cup landing on its finish square above a cup of its color moves on by the new height', () => {
    // Red 9 → 10, where a red cup lies under a yellow: 3 cups now, so on 3 squares to 13.
    const moved = move(position({ 1: 'r', 2: 'r', 3: 'r', 6: 'y', 7: 'y', 8: 'y', 9: 'r', 10: 'ry', 14: 'y' }, 'red'), 9);
    expect(moved.path).toEqual([10, 13]);
    expect(stackText(moved.position, 10)).toBe('ry');
    expect(stackText(moved.position, 13)).toBe('r');
    expect(moved.status.over).toBe(false);
  });

  it('repeats as long as it lands on such a square', () => {
    const moved = move(position({ 1: 'r', 2: 'r', 5: 'y', 6: 'y', 7: 'y', 8: 'y', 9: 'r', 10: 'r', 12: 'r', 13: 'y' }, 'red'), 9);
    expect(moved.path).toEqual([10, 12, 14]);
    expect(stackText(moved.position, 14)).toBe('r');
    expect(stackText(moved.position, 10)).toBe('r');
    expect(stackText(moved.position, 12)).toBe('r');
  });

  it('works the same for yellow on 1–5', () => {
    const moved = move(position({ 2: 'r', 3: 'r', 4: 'r', 5: 'y', 6: 'y', 8: 'r', 9: 'r', 12: 'y', 13: 'y', 14: 'y' }, 'yellow'), 6);
    expect(moved.path).toEqual([5, 3]);
    expect(stackText(moved.position, 3)).toBe('ry');
    expect(stackText(moved.position, 5)).toBe('y');
  });

  it('does not apply on the opponent’s finish squares', () => {
    const moved = move(startPosition(), 1);
    expect(moved.path).toEqual([2]);
    expect(stackText(moved.position, 2)).toBe('rr');
  });

  it('does not apply when only opponent cups stand there', () => {
    const moved = move(position({ 1: 'r', 2: 'r', 3: 'r', 4: 'r', 9: 'r', 10: 'y', 11: 'y', 12: 'y', 13: 'y', 14: 'y' }, 'red'), 9);
    expect(moved.path).toEqual([10]);
    expect(stackText(moved.position, 10)).toBe('yr');
  });
});

describe('leaving the track', () => {
  it('is a legal move that loses at once, even when forced', () => {
    // Red's only free cup stands alone on 14.
    const p = position({ 1: 'ry', 2: 'ry', 3: 'ry', 4: 'ry', 7: 'y', 14: 'r' }, 'red');
    expect(legalMoves(p)).toEqual([14]);
    const moved = move(p, 14);
    expect(moved.path).toEqual([15]);
    expect(moved.leftTrack).toBe(true);
    expect(moved.status).toEqual({ over: true, winner: 'yellow', reason: 'left-track' });
    expect(stackText(moved.position, 14)).toBe('');
  });

  it('counts the full distance: yellow from the top of 7 cups on square 6 goes past square 1', () => {
    const moved = move(position({ 1: 'ry', 6: 'rrryyyy', 8: 'r' }, 'yellow'), 6);
    expect(moved.path).toEqual([-1]);
    expect(moved.status).toEqual({ over: true, winner: 'red', reason: 'left-track' });
  });

  it('can happen at the end of a chain', () => {
    // 9 → 10 (red below, height 3) → 13 (red there, height 2) → 15.
    const moved = move(position({ 1: 'r', 2: 'r', 6: 'y', 7: 'y', 8: 'y', 9: 'r', 10: 'ry', 13: 'r', 14: 'y' }, 'red'), 9);
    expect(moved.path).toEqual([10, 13, 15]);
    expect(moved.leftTrack).toBe(true);
    expect(moved.status).toEqual({ over: true, winner: 'yellow', reason: 'left-track' });
  });
});

describe('winning', () => {
  it('by a cup of one’s color on each finish square, at any height', () => {
    // Red lies under yellow on 10, 11 and 13; the cup from 9 (height 3) fills 12.
    const moved = move(position({ 9: 'yyr', 10: 'ry', 11: 'ry', 13: 'ry', 14: 'r' }, 'red'), 9);
    expect(moved.path).toEqual([12]);
    expect(moved.status).toEqual({ over: true, winner: 'red', reason: 'finish' });
    expect(legalMoves(moved.position)).toEqual([]);
    expect(refused(moved.position, 10).error).toBe('game-over');
  });

  it('needs all five finish squares', () => {
    // Square 13 holds only yellow, so filling 12 is not enough.
    const moved = move(position({ 1: 'r', 9: 'yyr', 10: 'ry', 11: 'ry', 13: 'y', 14: 'r' }, 'red'), 9);
    expect(moved.status.over).toBe(false);
  });

  it('when the opponent has no free cup left', () => {
    // Yellow covers red's last free cup on 7.
    const moved = move(position({ 2: 'ry', 3: 'ry', 4: 'ry', 5: 'ry', 7: 'r', 8: 'y' }, 'yellow'), 8);
    expect(moved.status).toEqual({ over: true, winner: 'yellow', reason: 'blocked' });
    expect(legalMoves(moved.position)).toEqual([]);
  });

  it('checks the mover first: filling the finish while blocking the opponent wins by the finish', () => {
    // Red from 9 (height 5) lands on 14, covering yellow's only free cup and filling 10–14.
    const moved = move(position({ 9: 'yyyyr', 10: 'r', 11: 'r', 12: 'r', 13: 'r', 14: 'y' }, 'red'), 9);
    expect(moved.status).toEqual({ over: true, winner: 'red', reason: 'finish' });
  });
});

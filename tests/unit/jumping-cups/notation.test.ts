// Position notation (shared/rules/jumping-cups.md, "Notation"): round trips, and every rejection
// naming what is wrong.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { START_NOTATION, legalMoves, makePosition, parsePosition, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Failure, Position } from '../../../src/engine/jumping-cups/index.ts';
import { notation } from './helpers.ts';

describe('start position', () => {
  it('is red on 1–5 and yellow on 10–14, red to move by default', () => {
    expect(makePosition(startPosition())).toBe(START_NOTATION);
    expect(START_NOTATION).toBe('r/r/r/r/r/////y/y/y/y/y r');
  });

  it('takes the first player as an option', () => {
    expect(makePosition(startPosition({ first: 'yellow' }))).toBe('r/r/r/r/r/////y/y/y/y/y y');
  });
});

describe('round trip', () => {
  it('parses stacks bottom first, square 1 first', () => {
    const parsed = parsePosition('y///r/rrr////yyy///y//r r');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.turn).toBe('red');
    expect(parsed.value.squares[0]).toEqual(['yellow']);
    expect(parsed.value.squares[4]).toEqual(['red', 'red', 'red']);
    expect(parsed.value.squares[8]).toEqual(['yellow', 'yellow', 'yellow']);
    expect(parsed.value.squares[13]).toEqual(['red']);
    expect(makePosition(parsed.value)).toBe('y///r/rrr////yyy///y//r r');
  });

  it('keeps mixed stacks in order', () => {
    // A position from a random game.
    const text = notation({ 2: 'r', 5: 'rr', 8: 'ryyry', 10: 'y', 12: 'y' }, 'red');
    const parsed = parsePosition(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.value.squares[7]).toEqual(['red', 'yellow', 'yellow', 'red', 'yellow']);
    expect(parsed.value.squares[4]).toEqual(['red', 'red']);
    expect(makePosition(parsed.value)).toBe(text);
  });

  it('make → parse → make is the identity on positions reached by play', () => {
    const game = fc.record({
      first: fc.constantFrom('red' as const, 'yellow' as const),
      picks: fc.array(fc.nat(), { maxLength: 60 }),
    });
    fc.assert(fc.property(game, ({ first, picks }) => {
      let p: Position = startPosition({ first });
      for (const pick of picks) {
        const moves = legalMoves(p);
        if (moves.length === 0) break;
        const moved = play(p, moves[pick % moves.length]!);
        if (!moved.ok) throw new Error(moved.message);
        p = moved.value.position;
        const text = makePosition(p);
        const parsed = parsePosition(text);
        expect(parsed.ok, parsed.ok ? text : `${text}: ${parsed.message}`).toBe(true);
        if (parsed.ok) expect(parsed.value).toEqual(p);
      }
    }), { numRuns: 200, seed: 7 });
  });
});

describe('rejections', () => {
  function rejected(text: string): Failure {
    const parsed = parsePosition(text);
    if (parsed.ok) throw new Error(`accepted: ${text}`);
    return parsed;
  }

  it('needs one space and a side to move', () => {
    expect(rejected('r/r/r/r/r/////y/y/y/y/y').problem).toEqual({ code: 'bad-format', reason: 'shape' });
    expect(rejected('r/r/r/r/r/////y/y/y/y/y  r').problem).toEqual({ code: 'bad-format', reason: 'shape' });
    expect(rejected(' r/r/r/r/r/////y/y/y/y/y r').problem).toEqual({ code: 'bad-format', reason: 'surroundings' });
    expect(rejected(`${'r/'.repeat(60)} r`).problem).toEqual({ code: 'bad-format', reason: 'too-long', length: 122 });
  });

  it('needs 14 squares and says how many it found', () => {
    const e = rejected('r/r/r/r/r////y/y/y/y/y r');
    expect(e.error).toBe('wrong-square-count');
    expect(e.problem).toEqual({ code: 'wrong-square-count', found: 13 });
  });

  it('names the square holding something that is not a cup', () => {
    const e = rejected('r/r/r/x/r/////y/y/y/y/y r');
    expect(e.error).toBe('bad-cup');
    expect(e.problem).toEqual({ code: 'bad-cup', square: 4, letter: 'x' });
    expect(rejected('r/r/r/r/r/////y/y/y/Y/y r').problem).toEqual({ code: 'bad-cup', square: 13, letter: 'Y' });
  });

  it('needs r or y to move', () => {
    const e = rejected('r/r/r/r/r/////y/y/y/y/y b');
    expect(e.error).toBe('bad-turn');
    expect(e.problem).toEqual({ code: 'bad-turn', found: 'b' });
  });

  it('needs five cups of each color, naming the color', () => {
    const e = rejected('rr/r/r/r/r/////y/y/y/y/y r');
    expect(e.error).toBe('wrong-cup-count');
    expect(e.problem).toEqual({ code: 'wrong-cup-count', color: 'red', count: 6 });
    // A cup short is the mark of having left the track: only for the side that just moved.
    expect(rejected('/r/r/r/r/////y/y/y/y/y r').error).toBe('wrong-cup-count');
    // Red's last move took a cup past square 14 (a position from a random game).
    expect(parsePosition('/y///rrr///ryyy///y/// y').ok).toBe(true);
  });

  it('names an own finish square holding two cups of its color', () => {
    const e = rejected(notation({ 1: 'r', 2: 'r', 3: 'r', 8: 'y', 9: 'y', 10: 'y', 11: 'y', 12: 'ryr' }, 'red'));
    expect(e.error).toBe('two-on-own-finish');
    expect(e.problem).toEqual({ code: 'two-on-own-finish', square: 12, color: 'red', count: 2 });
    // Two red cups together on yellow's finish squares are normal (the start's first move makes them).
    expect(parsePosition(notation({ 2: 'rr', 3: 'r', 4: 'r', 5: 'r', 10: 'y', 11: 'y', 12: 'y', 13: 'y', 14: 'y' }, 'yellow')).ok).toBe(true);
  });

  it('rejects a side to move that already holds all its finish squares', () => {
    const filled = { 6: 'yyyyy', 10: 'r', 11: 'r', 12: 'r', 13: 'r', 14: 'r' };
    expect(rejected(notation(filled, 'red')).error).toBe('finished-side-to-move');
    // The same board with the other side to move is a finished game, and valid.
    expect(parsePosition(notation(filled, 'yellow')).ok).toBe(true);
  });
});

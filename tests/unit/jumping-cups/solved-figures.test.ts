// The figures the overview states and the opening book the play page answers from
// (content/jumping-cups/solved.json, scripts/jumping-cups-book.ts) are the solver's. Recomputing
// the whole book is slow, so: the start figures are recomputed from scratch (the full start
// solve); every entry is checked for form and against the entries it leads to (a move's outcome
// is its follow-up position's, one ply longer); the book's coverage is walked with its own
// answers; and a fixed, spread-out sample of entries is solved again with the start's table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Solver, gameStatus, makePosition, parsePosition, play } from '../../../src/engine/jumping-cups/index.ts';
import type { Solution } from '../../../src/engine/jumping-cups/index.ts';
import { BOOK_MOVES, bookPositions, computeStart } from '../../../scripts/jumping-cups-book.ts';
import { compactSolution, expandSolution } from '../../../src/components/jumping-cups/book.ts';

const stored = JSON.parse(readFileSync(new URL('../../../content/jumping-cups/solved.json', import.meta.url), 'utf8')) as {
  start: unknown;
  bookMoves: number;
  book: Record<string, number[]>;
};
const keys = Object.keys(stored.book);

/** Every SAMPLE_EVERY-th entry in sorted order, plus the start and the entries after red's first move. */
const SAMPLE_EVERY = 16;

function parsed(notation: string) {
  const p = parsePosition(notation);
  if (!p.ok) throw new Error(`${notation}: ${p.message}`);
  return p.value;
}

describe('solved.json', () => {
  it('is as deep as the book script says, every entry a valid position with one outcome per legal move', () => {
    expect(stored.bookMoves).toBe(BOOK_MOVES);
    for (const notation of keys) {
      const position = parsed(notation);
      expect(makePosition(position)).toBe(notation);
      expect(gameStatus(position).over).toBe(false);
      expect(() => expandSolution(notation, stored.book[notation]!)).not.toThrow();
    }
  });

  it('covers every position the play page asks about in the first moves, and nothing else', () => {
    const missing: string[] = [];
    const walked = bookPositions(BOOK_MOVES, (notation) => {
      const compact = stored.book[notation];
      if (!compact) {
        missing.push(notation);
        return { value: 'loss', plies: 0, bestMoves: [], moves: [] };
      }
      return expandSolution(notation, compact);
    });
    expect(missing).toEqual([]);
    expect([...walked].sort()).toEqual([...keys].sort());
    // The first two moves alone need about fifty positions; three, some hundreds.
    expect(keys.length).toBeGreaterThan(50);
  });

  it('agrees with itself: a move\'s outcome is its follow-up position\'s, one ply longer', () => {
    let links = 0;
    for (const notation of keys) {
      const position = parsed(notation);
      const solution = expandSolution(notation, stored.book[notation]!);
      for (const move of solution.moves) {
        const moved = play(position, move.from);
        if (!moved.ok) throw new Error(moved.message);
        const { status, position: after } = moved.value;
        let expected: { value: string; plies: number };
        if (status.over) expected = { value: status.winner === position.turn ? 'win' : 'loss', plies: 1 };
        else {
          const next = stored.book[makePosition(after)];
          if (!next) continue;
          const then = expandSolution(makePosition(after), next);
          expected = { value: then.value === 'win' ? 'loss' : 'win', plies: then.plies + 1 };
        }
        links += 1;
        expect({ at: notation, from: move.from, value: move.value, plies: move.plies }).toEqual({ at: notation, from: move.from, ...expected });
      }
    }
    expect(links).toBeGreaterThan(keys.length);
  });

  it('states what a fresh solve of the start finds, and a sample of its book is the solver\'s', () => {
    const solver = new Solver(24);
    const fresh = computeStart(solver);
    expect(stored.start).toEqual(fresh);
    expect(stored.start).toMatchObject({ winner: 'red', plies: 54, bestMoves: [5] });

    const start = parsed(fresh.position);
    const firstMoves = [1, 2, 3, 4, 5].map((from) => {
      const moved = play(start, from);
      if (!moved.ok) throw new Error(moved.message);
      return makePosition(moved.value.position);
    });
    const sorted = [...keys].sort();
    const sample = new Set([fresh.position, ...firstMoves, ...sorted.filter((_, i) => i % SAMPLE_EVERY === 0)]);
    expect(sample.size).toBeGreaterThanOrEqual(Math.floor(keys.length / SAMPLE_EVERY));
    for (const notation of sample) {
      const compact = stored.book[notation];
      expect(compact, notation).toBeDefined();
      const solution: Solution = solver.solve(parsed(notation));
      expect({ notation, compact }).toEqual({ notation, compact: compactSolution(solution) });
      expect(expandSolution(notation, compact!)).toEqual(JSON.parse(JSON.stringify(solution)));
    }
  });
});

// Writes content/jumping-cups/solved.json: the solved start position as the overview page states
// it, and an opening book that lets the play page answer a person's first BOOK_MOVES moves at once,
// before the in-browser solver's table is warm. The book holds every position the page asks about
// in those moves, playing red or yellow from the start with any legal choices and the opponent
// replying as the page's opponent does (chooseReply in src/machines/jumping-cups/play.ts): each
// position where the opponent must reply, and each position where the person may ask "What does
// the solver say?".
//
// Compact form (the book is part of the play page's JavaScript): each entry is the notation of a
// position and, for its legal moves in ascending order of start square, the move's outcome for the
// mover as one signed number: +p a win in p plies, -p a loss in p plies (counted as the solver's
// MoveEvaluation counts them). `expandBook` turns an entry back into the solver's Solution.
//
// tests/unit/jumping-cups/solved-figures.test.ts recomputes the start figures and a sample of the
// book, and checks that the book covers every position it should.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { START_NOTATION, Solver, gameStatus, legalMoves, makePosition, parsePosition, play, startPosition } from '../src/engine/jumping-cups/index.ts';
import type { Color, Position, Solution } from '../src/engine/jumping-cups/index.ts';
import { chooseReply } from '../src/machines/jumping-cups/play.ts';
import { compactSolution } from '../src/components/jumping-cups/book.ts';

/** How many of the person's own moves, from the start, the book answers. */
export const BOOK_MOVES = 4;

/**
 * The positions the play page consults in the person's first `moves` moves, in the order a game
 * reaches them (parents before children). `solutionOf` gives the answer for a position (the
 * solver's while writing the book, the book's own when checking it): the opponent's reply, and so
 * the next position, follows from it.
 */
export function bookPositions(moves: number, solutionOf: (notation: string, position: Position) => Solution): string[] {
  const needed = new Set<string>();
  const order: string[] = [];
  const need = (notation: string) => {
    if (!needed.has(notation)) {
      needed.add(notation);
      order.push(notation);
    }
  };
  // Breadth first, so a shared solver meets positions from the top of the game down.
  for (const human of ['red', 'yellow'] as Color[]) {
    let level: { position: Position; made: number }[] = [{ position: startPosition(), made: 0 }];
    while (level.length > 0) {
      const next: typeof level = [];
      for (const { position, made } of level) {
        if (gameStatus(position).over) continue;
        const notation = makePosition(position);
        if (position.turn === human) {
          // The person may ask for a verdict before each of their first `moves` moves.
          if (made >= moves) continue;
          need(notation);
          for (const from of legalMoves(position)) {
            const moved = play(position, from);
            if (moved.ok) next.push({ position: moved.value.position, made: made + 1 });
          }
        } else {
          // The opponent replies: from the start (the person plays yellow) and after each move.
          need(notation);
          const reply = chooseReply(solutionOf(notation, position));
          if (!reply) continue;
          const moved = play(position, reply.from);
          if (moved.ok) next.push({ position: moved.value.position, made });
        }
      }
      level = next;
    }
  }
  return order;
}

export function computeStart(solver = new Solver(24)) {
  const start = startPosition();
  // The figure the page quotes: a fresh table, the value and length of the start alone.
  const { value, plies } = solver.evaluate(start);
  const states = solver.states;
  const bestMoves = solver.solve(start).bestMoves;
  return { position: START_NOTATION, value, winner: value === 'win' ? start.turn : start.turn === 'red' ? 'yellow' : 'red', plies, states, bestMoves };
}

export function computeSolved(moves = BOOK_MOVES) {
  // One table for everything: the start's solve proves most of what the book needs.
  const solver = new Solver(24);
  const start = computeStart(solver);
  const solutions = new Map<string, Solution>();
  const order = bookPositions(moves, (notation, position) => {
    let solution = solutions.get(notation);
    if (!solution) {
      solution = solver.solve(position);
      solutions.set(notation, solution);
    }
    return solution;
  });
  const book: Record<string, number[]> = {};
  for (const notation of order) {
    let solution = solutions.get(notation);
    if (!solution) {
      const parsed = parsePosition(notation);
      if (!parsed.ok) throw new Error(parsed.message);
      solution = solver.solve(parsed.value);
    }
    book[notation] = compactSolution(solution);
  }
  return { start, bookMoves: moves, book, states: solver.states };
}

/** The file's text: the start figures as before, then one book entry a line. */
export function formatSolved(solved: { start: object; bookMoves: number; book: Record<string, number[]> }): string {
  const entries = Object.entries(solved.book).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n "start": ${JSON.stringify(solved.start, null, 1).replace(/\n/g, '\n ')},\n "bookMoves": ${solved.bookMoves},\n "book": {\n${entries.join(',\n')}\n }\n}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const moves = process.argv[2] ? Number(process.argv[2]) : BOOK_MOVES;
  const t0 = performance.now();
  const solved = computeSolved(moves);
  const seconds = (performance.now() - t0) / 1000;
  const text = formatSolved(solved);
  if (process.argv[3] === '--dry') {
    console.log(`dry run, ${moves} moves deep: not written`);
  } else {
    const out = new URL('../content/jumping-cups/solved.json', import.meta.url);
    writeFileSync(out, text);
    console.log(`wrote ${out.pathname}`);
  }
  console.log(`${Object.keys(solved.book).length} entries, ${moves} moves deep, ${text.length} bytes (${gzipSync(text, { level: 9 }).length} gzipped), ${seconds.toFixed(1)} s, table ${solved.states} states`);
}

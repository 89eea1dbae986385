// Writes content/jumping-cups/solved.json: the solved start position as the overview page states
// it, and an opening book (the solver's full answer for the start and for each position after
// red's first move) that lets the play page answer its first moves at once, before the in-browser
// solver's table is warm. tests/unit/jumping-cups/solved-figures.test.ts recomputes all of it.
import { writeFileSync } from 'node:fs';
import { START_NOTATION, Solver, legalMoves, makePosition, play, startPosition } from '../src/engine/jumping-cups/index.ts';
import type { Solution } from '../src/engine/jumping-cups/index.ts';

export function computeSolved() {
  const start = startPosition();
  // The figure the page quotes: a fresh table, the value and length of the start alone.
  const solver = new Solver(24);
  const { value, plies } = solver.evaluate(start);
  const states = solver.states;
  // The book reuses that table: what the first solve proved makes the rest quick.
  const book: Record<string, Solution> = {};
  book[START_NOTATION] = solver.solve(start);
  for (const from of legalMoves(start)) {
    const moved = play(start, from);
    if (moved.ok && !moved.value.status.over) book[makePosition(moved.value.position)] = solver.solve(moved.value.position);
  }
  return {
    start: { position: START_NOTATION, value, winner: value === 'win' ? start.turn : start.turn === 'red' ? 'yellow' : 'red', plies, states, bestMoves: book[START_NOTATION]!.bestMoves },
    book,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = new URL('../content/jumping-cups/solved.json', import.meta.url);
  writeFileSync(out, `${JSON.stringify(computeSolved(), null, 1)}\n`);
  console.log(`wrote ${out.pathname}`);
}

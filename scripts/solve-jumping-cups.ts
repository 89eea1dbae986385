// Solves the Jumping Cups start position (or the position given as the first argument, in the
// notation of shared/rules/jumping-cups.md) and prints, as its last line, one JSON object:
// {"position", "value", "plies", "states", "seconds"}. `value` is for the side to move; `states`
// counts the positions the solver's table holds when done.
import { performance } from 'node:perf_hooks';
import { START_NOTATION, Solver, makePosition, parsePosition } from '../src/engine/jumping-cups/index.ts';

const notation = process.argv[2] ?? START_NOTATION;
const parsed = parsePosition(notation);
if (!parsed.ok) {
  console.error(`bad position (${parsed.error}): ${parsed.message}`);
  process.exit(1);
}
// The start position fills about 6 million slots; size the table (2^24 slots, 128 MB) for that
// up front instead of growing it step by step.
const solver = new Solver(24);
const start = performance.now();
const { value, plies } = solver.evaluate(parsed.value);
const seconds = (performance.now() - start) / 1000;
console.log(JSON.stringify({ position: makePosition(parsed.value), value, plies, states: solver.states, seconds: Math.round(seconds * 1000) / 1000 }));

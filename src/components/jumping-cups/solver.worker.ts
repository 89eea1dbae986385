// The play page's solver, off the main thread so the page stays responsive during long searches.
// One table for the whole visit: what one answer proved speeds up the next.
import { Solver, parsePosition } from '../../engine/jumping-cups/index.ts';

const solver = new Solver(18);

self.onmessage = (event: MessageEvent<{ id: number; notation: string }>) => {
  const { id, notation } = event.data;
  const parsed = parsePosition(notation);
  if (!parsed.ok) {
    self.postMessage({ id, error: parsed.message });
    return;
  }
  const t0 = performance.now();
  const solution = solver.solve(parsed.value);
  self.postMessage({ id, solution, ms: performance.now() - t0, states: solver.states });
};

// The Balloon Cup analysis board (src/engine/balloon-cup/bots/analysis.ts) on one core, as the
// page's worker runs it: every legal move of positions met in a seeded Beginner-against-Club
// game (placements, exchanges, cascades), each estimated from its mover's view.
// `analysis-all-moves-ms` is the slowest position (goal: at most 1,500 ms on this machine).
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { NOTHING_KNOWN, botMove, observe } from '../../src/engine/balloon-cup/bots/index.ts';
import type { Known } from '../../src/engine/balloon-cup/bots/index.ts';
import { analyseMoves } from '../../src/engine/balloon-cup/bots/analysis.ts';
import { seatView } from '../../src/engine/balloon-cup/bots/seat-view.ts';
import { legalMoves, mover } from '../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';

export function benchAnalysis() {
  const times: number[] = [];
  let most = 0;
  for (const seed of [7, 31]) {
    let state = newGame(seed, {});
    let known: Known = NOTHING_KNOWN;
    for (let ply = 0; !state.result && ply < 400; ply += 1) {
      const p = mover(state);
      const exchange = !state.cascade && !legalMoves(state).some((m) => m.type === 'place');
      if (ply % 6 === 0 || exchange || state.cascade) {
        const t0 = performance.now();
        analyseMoves(seatView(state, known[p]));
        times.push(performance.now() - t0);
        most = Math.max(most, legalMoves(state).length);
      }
      const move = botMove(state, p === 0 ? 'beginner' : 'club', known[p], seed * 1000 + ply);
      const next = apply(state, move);
      if (!next.ok) throw new Error(next.message);
      known = observe(known, p, move, next.value.events);
      state = next.value.state;
    }
  }
  return [
    { name: 'analysis-all-moves-ms', value: Math.round(Math.max(...times)), unit: 'ms' },
    { name: 'analysis-all-moves-ms-mean', value: Math.round(times.reduce((a, b) => a + b, 0) / times.length), unit: 'ms' },
    { name: 'analysis-positions', value: times.length, unit: 'positions' },
    { name: 'analysis-most-moves', value: most, unit: 'moves' },
  ];
}

import { gameStatus, legalMoves, makePosition, play, solve, startPosition, parsePosition, reachableStates } from '/work/wt-explore/src/engine/jumping-cups/index.ts';
function lateGame(plies: number, pick: number) {
  let position = startPosition();
  for (let ply = 0; ply < plies; ply += 1) {
    const next = legalMoves(position).map((from) => play(position, from)).flatMap((moved) => (moved.ok && !moved.value.status.over ? [moved.value.position] : []));
    if (next.length === 0) break;
    position = next[(ply * pick) % next.length]!;
  }
  return position;
}
for (const n of [10, 12, 14, 16]) { const p = lateGame(n, 3);

console.log(makePosition(p), gameStatus(p).over, reachableStates(p, 1e6), JSON.stringify(solve(p)), performance.now(), parsePosition(makePosition(p)).ok); }
import { packBoard } from '/work/wt-explore/src/engine/jumping-cups/packed.ts';
import { progress } from '/work/wt-explore/src/engine/jumping-cups/solution.ts';
for (const n of [10, 12, 14, 16]) { const b = new Int32Array(14); packBoard(lateGame(n, 3), b); const t0 = performance.now(); solve(lateGame(n,3)); console.log(n, 'progress', progress(b), 'ms', performance.now() - t0); }

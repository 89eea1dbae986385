// The review of a whole game (src/engine/balloon-cup/bots/review.ts) on one core, as the page's
// worker runs it: a few seeded Beginner-against-Club games (the kind a person plays), each
// reviewed move by move from its movers' views. `review-game-ms` is the slowest whole game
// (goal: at most 20 s on this machine), with the mean per game and per move beside it.
import { apply } from '../../src/engine/balloon-cup/apply.ts';
import { NOTHING_KNOWN, botMove, observe } from '../../src/engine/balloon-cup/bots/index.ts';
import type { Known } from '../../src/engine/balloon-cup/bots/index.ts';
import { reviewGame } from '../../src/engine/balloon-cup/bots/review.ts';
import { mover } from '../../src/engine/balloon-cup/moves.ts';
import { newGame } from '../../src/engine/balloon-cup/setup.ts';
import type { GameState, Move } from '../../src/engine/balloon-cup/state.ts';

const SEEDS = [5, 11, 23];

function play(seed: number): { states: GameState[]; moves: Move[] } {
  let state = newGame(seed, {});
  const states = [state];
  const moves: Move[] = [];
  let known: Known = NOTHING_KNOWN;
  while (!state.result && moves.length < 400) {
    const p = mover(state);
    const move = botMove(state, p === 0 ? 'beginner' : 'club', known[p], seed * 1000 + moves.length);
    const next = apply(state, move);
    if (!next.ok) throw new Error(next.message);
    known = observe(known, p, move, next.value.events);
    state = next.value.state;
    states.push(state);
    moves.push(move);
  }
  return { states, moves };
}

export function benchReview() {
  const times: number[] = [];
  let moveCount = 0;
  for (const seed of SEEDS) {
    const { states, moves } = play(seed);
    const t0 = performance.now();
    reviewGame(states, moves, seed);
    times.push(performance.now() - t0);
    moveCount += moves.length;
  }
  const total = times.reduce((a, b) => a + b, 0);
  return [
    { name: 'review-game-ms', value: Math.round(Math.max(...times)), unit: 'ms' },
    { name: 'review-game-ms-mean', value: Math.round(total / times.length), unit: 'ms' },
    { name: 'review-move-ms-mean', value: Math.round((total / moveCount) * 10) / 10, unit: 'ms' },
  ];
}

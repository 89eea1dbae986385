// The play page's opponent levels, measured: whole games between levels from the start, every
// reply chosen as the page chooses it (the exact answer from the shipped solution, then the
// level's chance pick), so "Beginner is weaker than Casual, Casual weaker than Perfect" is a count
// of games won, not a claim.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Solver, gameStatus, legalMoves, makePosition, play, startPosition } from '../../../src/engine/jumping-cups/index.ts';
import type { Color, Position } from '../../../src/engine/jumping-cups/index.ts';
import { answer, neededChunk } from '../../../src/engine/jumping-cups/solution.ts';
import { LEVELS, chooseAtLevel } from '../../../src/machines/jumping-cups/levels.ts';
import type { Level } from '../../../src/machines/jumping-cups/levels.ts';
import { playHereMachine } from '../../../src/machines/jumping-cups/consult.ts';
import { playView } from '../../../src/machines/jumping-cups/play.ts';
import { chunk, randomGames } from './solution-data.ts';

const solver = new Solver();
const solve = (position: Position) => {
  const n = neededChunk(position);
  return answer(position, n === null ? null : chunk(n), solver).solution;
};

/** One game from the start: `red` and `yellow` are the levels; the winner's colour. */
function game(red: Level, yellow: Level, seed: number): Color {
  let position = startPosition();
  for (;;) {
    const status = gameStatus(position);
    if (status.over) return status.winner;
    const level = position.turn === 'red' ? red : yellow;
    const picked = chooseAtLevel(solve(position), level, seed, makePosition(position));
    const moved = play(position, picked!.move.from);
    if (!moved.ok) throw new Error(moved.message);
    position = moved.value.position;
  }
}

/** Share of games `a` wins against `b`, over `games` games with each colour. */
function share(a: Level, b: Level, games: number): number {
  let won = 0;
  for (let seed = 1; seed <= games; seed += 1) {
    if (game(a, b, seed) === 'red') won += 1;
    if (game(b, a, seed + 1000) === 'yellow') won += 1;
  }
  return won / (2 * games);
}

describe('opponent levels', () => {
  it('each weaker level wins clearly less often against a stronger one', () => {
    const games = 16;
    const beginnerVsCasual = share('beginner', 'casual', games);
    const casualVsPerfect = share('casual', 'perfect', games);
    const beginnerVsPerfect = share('beginner', 'perfect', games);
    // "Clearly less": at most a third of the games, where equals would win about half.
    expect(beginnerVsCasual).toBeLessThan(1 / 3);
    expect(casualVsPerfect).toBeLessThan(1 / 3);
    expect(beginnerVsPerfect).toBeLessThanOrEqual(casualVsPerfect);
    // Equal levels are even: with the colours swapped, each side wins about half.
    const evenBeginners = share('beginner', 'beginner', games);
    expect(evenBeginners).toBeGreaterThan(0.3);
    expect(evenBeginners).toBeLessThan(0.7);
  });

  it('the same seed and position give the same reply; the perfect level is always the solver\'s choice', () => {
    const position = startPosition();
    const solution = solve(position);
    for (const level of LEVELS) {
      expect(chooseAtLevel(solution, level, 7, makePosition(position))).toEqual(chooseAtLevel(solution, level, 7, makePosition(position)));
    }
    for (let seed = 0; seed < 50; seed += 1) {
      expect(chooseAtLevel(solution, 'perfect', seed, makePosition(position))).toMatchObject({ move: { from: 5 }, byChance: false });
    }
  });

  it('Beginner picks by chance about three times in four, never off the track', () => {
    // The first position of some random game where one move leaves the track and others do not.
    const position = randomGames(20, 3).find((p) => {
      const moves = legalMoves(p).map((from) => play(p, from));
      return moves.some((m) => m.ok && m.value.leftTrack) && moves.some((m) => m.ok && !m.value.leftTrack);
    })!;
    expect(solve(position).moves.some((move) => move.leftTrack)).toBe(true);
    let picks = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const picked = chooseAtLevel(solve(position), 'beginner', seed, makePosition(position))!;
      if (picked.byChance) picks += 1;
      expect(picked.move.leftTrack).toBe(false);
    }
    // About three in four by chance.
    expect(picks).toBeGreaterThan(120);
    expect(picks).toBeLessThan(180);
  });
});

describe('the play machine at a level', () => {
  it('keeps the level for games, announces a change, and leaves puzzles to the perfect opponent', () => {
    const game = createActor(playHereMachine, { input: { level: 'beginner' } }).start();
    expect(playView(game.getSnapshot()).level).toBe('beginner');
    game.send({ type: 'level.set', level: 'casual' });
    const view = playView(game.getSnapshot());
    expect(view.level).toBe('casual');
    expect(view.announcement.text).toBe('Opponent: Casual.');
    game.send({ type: 'level.set', level: 'perfect', quiet: true });
    expect(playView(game.getSnapshot()).announcement.n).toBe(view.announcement.n);
    game.stop();
    const puzzle = createActor(playHereMachine, { input: { level: 'beginner', limit: 2 } }).start();
    puzzle.send({ type: 'level.set', level: 'casual' });
    expect(playView(puzzle.getSnapshot()).level).toBe('perfect');
    puzzle.stop();
  });
});

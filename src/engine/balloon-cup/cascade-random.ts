// Seeded random cascade positions for the benchmark and the puzzle generator. No Math.random:
// the same seed gives the same positions on every machine.
import { COLORS, CUBES_PER_COLOR, TROPHY_COST, emptyCounts, other } from './components.ts';
import type { Color, Player } from './components.ts';
import type { CascadePosition, Players } from './cascade.ts';
import { applyCascadeAction, cascadeActions, startCascade } from './cascade.ts';
import { MAX_CUBES_PER_SCORING, checkCascadePosition } from './cascade-code.ts';
import { makeRng, nextFloat, seedState } from './rng.ts';

/** The engine's PRNG (rng.ts, mulberry32) as a function returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  const rng = makeRng(seedState(seed));
  return () => nextFloat(rng);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export interface RandomCascadeOptions {
  readonly tradeAfterWin?: boolean;
  /** Chance of playing one or two random actions after the compulsory claims (mid-cascade parts). */
  readonly midCascade?: number;
  /** Cubes per color go up to the trophy cost plus this (default 2; the real maximum is the color's cube count). */
  readonly spread?: number;
}

/**
 * Random players right after a scoring, as a game can reach them (checkCascadePosition): at most
 * 2 trophies each, nobody below the scoring holding a trophy's cost in an unclaimed color, cubes
 * of claimed colors up to the cost + `spread`, and then W's winnings: a tile of 1–4 random cubes.
 */
export function randomScoring(random: () => number, spread = 2): { players: Players; winner: Player } {
  for (;;) {
    const trophies: [Color[], Color[]] = [[], []];
    for (const c of COLORS) {
      const r = random();
      if (r < 0.25) trophies[0].push(c);
      else if (r < 0.5) trophies[1].push(c);
    }
    if (trophies[0].length > 2 || trophies[1].length > 2) continue;
    const cubes = [emptyCounts(), emptyCounts()] as const;
    // Cubes of each color still in play: a claimed trophy took its cost (paid in its own color).
    const inPlay = (c: Color): number =>
      CUBES_PER_COLOR[c] - (trophies[0].includes(c) || trophies[1].includes(c) ? TROPHY_COST[c] : 0);
    for (const c of COLORS) {
      const claimed = inPlay(c) < CUBES_PER_COLOR[c];
      const most = claimed ? TROPHY_COST[c] + spread : TROPHY_COST[c] - 1;
      const first: Player = random() < 0.5 ? 0 : 1;
      const a = Math.floor(random() * (Math.min(most, inPlay(c)) + 1));
      cubes[first][c] = a;
      cubes[other(first)][c] = Math.floor(random() * (Math.min(most, inPlay(c) - a) + 1));
    }
    const winner: Player = random() < 0.5 ? 0 : 1;
    const tile = 1 + Math.floor(random() * MAX_CUBES_PER_SCORING);
    for (let i = 0; i < tile; i += 1) {
      const c = pick(random, COLORS);
      if (cubes[0][c] + cubes[1][c] < inPlay(c)) cubes[winner][c] += 1;
    }
    const players: Players = [{ cubes: cubes[0], trophies: trophies[0] }, { cubes: cubes[1], trophies: trophies[1] }];
    if (!checkCascadePosition({ players, winner, part: winner, tradeAfterWin: false }, { atScoring: true }).ok) continue;
    return { players, winner };
  }
}

/** A running cascade after a random scoring (compulsory claims made), sometimes a part or two on. */
export function randomCascadePosition(random: () => number, options: RandomCascadeOptions = {}): CascadePosition {
  const tradeAfterWin = options.tradeAfterWin ?? false;
  for (;;) {
    const { players, winner } = randomScoring(random, options.spread);
    const start = startCascade(players, winner, { tradeAfterWin });
    let position = start.position;
    if (position === null) continue;
    if (random() < (options.midCascade ?? 0)) {
      const steps = 1 + Math.floor(random() * 2);
      for (let i = 0; i < steps && position !== null; i += 1) {
        const step = applyCascadeAction(position, pick(random, cascadeActions(position)));
        position = step.ok && step.value.gameWinner === null ? step.value.position : null;
      }
      if (position === null) continue;
    }
    return position;
  }
}

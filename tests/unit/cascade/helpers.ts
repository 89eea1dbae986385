// Shared test helpers: players from short literals, replaying lines through the engine.
import { emptyCounts } from '../../../src/engine/balloon-cup/components.ts';
import type { Color, ColorCounts, Player } from '../../../src/engine/balloon-cup/components.ts';
import type { CascadeAction, CascadePosition, Players } from '../../../src/engine/balloon-cup/cascade.ts';
import { applyCascadeAction } from '../../../src/engine/balloon-cup/cascade.ts';
import type { CascadeValue } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import type { PlayerState, Sets } from '../../../src/engine/balloon-cup/state.ts';

export function cubes(counts: Partial<ColorCounts>): ColorCounts {
  return { ...emptyCounts(), ...counts };
}

export function player(trophies: Color[], counts: Partial<ColorCounts>): PlayerState {
  return { trophies, cubes: cubes(counts) };
}

export function claim(trophy: Color, sets: Sets = {}): CascadeAction {
  return { type: 'claim', trophy, sets };
}

export const pass: CascadeAction = { type: 'pass' };

export interface Replay {
  /** Null when the line was refused at some step. */
  readonly ok: boolean;
  readonly value: CascadeValue | null;
  readonly gameWinner: Player | null;
  readonly players: Players;
}

/** Plays a line through applyCascadeAction; `value` is set once the cascade has ended. */
export function replay(position: CascadePosition, line: readonly CascadeAction[]): Replay {
  let current: CascadePosition | null = position;
  let players = position.players;
  for (const action of line) {
    if (current === null) return { ok: false, value: null, gameWinner: null, players };
    const step = applyCascadeAction(current, action);
    if (!step.ok) return { ok: false, value: null, gameWinner: null, players };
    players = step.value.players;
    if (step.value.gameWinner !== null) {
      const value = step.value.gameWinner === position.winner ? 'winner-wins' : 'other-wins';
      return { ok: true, value, gameWinner: step.value.gameWinner, players };
    }
    current = step.value.position;
  }
  return { ok: true, value: current === null ? 'no-win' : null, gameWinner: null, players };
}

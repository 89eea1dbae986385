// kind `cascade` (shared/conformance/README.md): players → (compulsory claims) → solver; compares
// the compulsory claims, the value and the complete set of best first actions, order-insensitively.
import { expect } from 'vitest';
import type { Player } from '../../../src/engine/balloon-cup/components.ts';
import { isColor } from '../../../src/engine/balloon-cup/components.ts';
import { parseOptions } from '../../../src/engine/balloon-cup/position.ts';
import type { CascadeAction, CascadePosition } from '../../../src/engine/balloon-cup/cascade.ts';
import { cascadeActionKey, parseCascadeActionJson } from '../../../src/engine/balloon-cup/cascade-action.ts';
import { cascadePlayersFromJson } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { CASCADE_VALUES, solveCascade } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import { solveFromScoring } from '../../../src/engine/balloon-cup/cascade-scoring.ts';
import type { CascadeValue } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import type { Vector } from '../vectors.ts';

interface CascadeExpect {
  compulsory?: unknown;
  value?: unknown;
  best?: unknown;
}

function fail(vector: Vector, message: string): never {
  throw new Error(`${vector.id}: ${message}`);
}

function player(vector: Vector, field: string, input: unknown, fallback?: Player): Player {
  if (input === undefined && fallback !== undefined) return fallback;
  if (input !== 0 && input !== 1) fail(vector, `${field}: expected 0 or 1`);
  return input;
}

function keys(vector: Vector, input: unknown): string[] {
  if (!Array.isArray(input)) fail(vector, 'expect.best: expected a list of actions');
  return input.map((raw, i) => {
    const action = parseCascadeActionJson(raw, `expect.best[${i}]`);
    if (!action.ok) fail(vector, action.message);
    return cascadeActionKey(action.value);
  });
}

export function runCascade(vector: Vector): void {
  const players = cascadePlayersFromJson(vector.players);
  if (!players.ok) fail(vector, players.message);
  const options = parseOptions(vector.options);
  if (!options.ok) fail(vector, options.message);
  const winner = player(vector, 'scoringWinner', vector.scoringWinner);
  const expected = (vector.expect ?? {}) as CascadeExpect;
  if (!CASCADE_VALUES.includes(expected.value as CascadeValue)) fail(vector, 'expect.value: not a cascade value');

  let value: CascadeValue;
  let best: readonly CascadeAction[] = [];
  if (vector.start === 'scoring') {
    // The site's own path (the sandbox and scoring puzzles use it): compulsory claims, then the solver.
    const solved = solveFromScoring({ players: players.value, winner, part: winner, tradeAfterWin: options.value.tradeAfterWin });
    const want = expected.compulsory ?? [];
    if (!Array.isArray(want) || !want.every(isColor)) fail(vector, 'expect.compulsory: expected a list of colors');
    expect([...solved.compulsory].sort(), 'compulsory claims').toEqual([...want].sort());
    // No running cascade (solution null): the compulsory claims won the game, or nobody could claim at all.
    value = solved.value;
    best = solved.solution?.best ?? [];
  } else if (vector.start === 'phase') {
    const turn = player(vector, 'turn', vector.turn, winner);
    const position: CascadePosition = { players: players.value, winner, part: turn, tradeAfterWin: options.value.tradeAfterWin };
    const solution = solveCascade(position);
    value = solution.value;
    best = solution.best;
  } else {
    fail(vector, `start: expected "scoring" or "phase", got ${JSON.stringify(vector.start)}`);
  }
  const wantBest = keys(vector, expected.best ?? []);
  expect(value, 'value').toBe(expected.value);
  expect(best.map(cascadeActionKey).sort(), 'best first actions').toEqual([...wantBest].sort());
}

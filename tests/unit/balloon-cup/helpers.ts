// Shared helpers for the Balloon Cup unit tests: positions from JSON, moves that must succeed,
// whole-state accounting.
import { expect } from 'vitest';
import { ALL_CARDS, COLORS, CUBES_PER_COLOR } from '../../../src/engine/balloon-cup/components.ts';
import type { Color } from '../../../src/engine/balloon-cup/components.ts';
import { OPTION_CHOICES } from '../../../src/engine/balloon-cup/options.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import type { Applied, GameEvent, GameState } from '../../../src/engine/balloon-cup/state.ts';

/** A position that must parse. */
export function position(json: unknown): GameState {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(`position rejected: ${parsed.message}`);
  return parsed.value;
}

/** Plays a move that must be legal. */
export function play(state: GameState, move: unknown): Applied {
  const result = apply(state, move);
  if (!result.ok) throw new Error(`move ${JSON.stringify(move)} refused: ${result.error}: ${result.message}`);
  return result.value;
}

/** Plays a move that must be refused with `code`, and checks the state is untouched. */
export function refuse(state: GameState, move: unknown, code: string): void {
  const before = JSON.stringify(state);
  const result = apply(state, move);
  expect(result.ok ? 'ok' : result.error, JSON.stringify(move)).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** Every one of the 32 combinations of rule options. */
export function allOptionCombos(): Options[] {
  let combos: Array<Record<string, unknown>> = [{}];
  for (const [key, choices] of Object.entries(OPTION_CHOICES)) {
    combos = combos.flatMap((combo) => (choices as readonly unknown[]).map((choice) => ({ ...combo, [key]: choice })));
  }
  return combos as unknown as Options[];
}

export function optionsLabel(options: Options): string {
  return `${options.spentCubes}/${options.claimTiming}/trade-after-win:${options.tradeAfterWin}/min:${options.exchangeMin}/limit:${options.cubeLimit}`;
}

/** All 45 cards somewhere (tiles, hands, supply, discard), each once. */
export function cardsAccountedFor(state: GameState): boolean {
  const all = [
    ...state.tiles.flatMap((t) => [...t.sides[0], ...t.sides[1]]),
    ...state.hands[0], ...state.hands[1], ...state.supply, ...state.discard,
  ];
  return all.length === ALL_CARDS.length && new Set(all).size === ALL_CARDS.length;
}

/** Per color, tiles + bag + players + box hold every cube of that color. */
export function cubesAccountedFor(state: GameState): boolean {
  const count = (color: Color): number =>
    state.tiles.reduce((n, t) => n + t.cubes.filter((c) => c === color).length, 0)
    + state.bag.filter((c) => c === color).length
    + state.players[0].cubes[color] + state.players[1].cubes[color] + state.box[color];
  return COLORS.every((c) => count(c) === CUBES_PER_COLOR[c]);
}

/**
 * Structural equality of plain data (objects by own keys in any order, arrays in order), much
 * faster than `toEqual` for the property tests' thousands of comparisons per game.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const list = b as unknown[];
    if (a.length !== list.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameData(a[i], list[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) if (!Object.hasOwn(y, key) || !sameData(x[key], y[key])) return false;
  return true;
}

/** Tiles as in many vectors: 1 red, 2 blue+gray, 3 green+yellow+red, 4 red+red+yellow+blue, all empty. */
export function startTiles(): Array<Record<string, unknown>> {
  return [
    { number: 1, terrain: 'flatland', cubes: ['red'], sides: [[], []] },
    { number: 2, terrain: 'mountain', cubes: ['blue', 'gray'], sides: [[], []] },
    { number: 3, terrain: 'flatland', cubes: ['green', 'yellow', 'red'], sides: [[], []] },
    { number: 4, terrain: 'mountain', cubes: ['red', 'red', 'yellow', 'blue'], sides: [[], []] },
  ];
}

/** A full position (supply and bag implicit) to build on. */
export function basePosition(): Record<string, unknown> {
  return {
    tiles: startTiles(),
    hands: [
      ['red-1', 'red-2', 'red-3', 'yellow-1', 'yellow-2', 'green-1', 'green-2', 'blue-1'],
      ['gray-4', 'red-4', 'red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6'],
    ],
    players: [{ cubes: {}, trophies: [] }, { cubes: {}, trophies: [] }],
    toMove: 0,
  };
}

// kind `play` (shared/conformance/README.md): moves from a position. Each step's result must
// match (`ok` or the error code; an illegal move leaves the state unchanged), its events must
// appear in the given order among the produced ones (only the given fields compared), and `then`
// must match the position after the step: objects field by field, `hands` and `discard` as
// multisets, other arrays in order.
import { expect } from 'vitest';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { makePosition, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import type { GameEvent, GameState } from '../../../src/engine/balloon-cup/state.ts';
import type { Vector } from '../vectors.ts';

/**
 * The vector's top-level `options` go into the Position JSON, where the engine reads them;
 * options the position itself gives are kept unless overridden. (Shared with position.ts.)
 */
export function withOptions(vector: Vector): unknown {
  const { position, options } = vector;
  if (options === undefined || typeof position !== 'object' || position === null || Array.isArray(position)) return position;
  const own = (position as { options?: unknown }).options;
  const merged = typeof own === 'object' && own !== null && typeof options === 'object' && options !== null ? { ...own, ...options } : options;
  return { ...position, options: merged };
}

interface Step {
  move?: unknown;
  expect?: unknown;
  events?: unknown;
  then?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Cube counts (players' `cubes`, `box`): a color left out counts as zero. */
const COUNT_FIELDS = new Set(['cubes', 'box']);
/** Compared as multisets: the order of a hand or the discard pile is not pinned by the rules. */
const MULTISET_FIELDS = new Set(['hands', 'discard']);

function sorted(list: unknown[]): unknown[] {
  return [...list].map((x) => JSON.stringify(x)).sort();
}

/** Checks `actual` against the partial `expected`; returns the first difference or null. */
function differs(expected: unknown, actual: unknown, path: string, key: string): string | null {
  if (MULTISET_FIELDS.has(key) && Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected a list, found ${JSON.stringify(actual)}`;
    if (key === 'hands') {
      if (expected.length !== actual.length) return `${path}: expected ${expected.length} hands, found ${actual.length}`;
      for (let i = 0; i < expected.length; i += 1) {
        const e: unknown = expected[i];
        const a: unknown = actual[i];
        if (!Array.isArray(e) || !Array.isArray(a)) return `${path}[${i}]: expected a list of cards`;
        if (JSON.stringify(sorted(e)) !== JSON.stringify(sorted(a))) return `${path}[${i}]: expected ${JSON.stringify(e)} in any order, found ${JSON.stringify(a)}`;
      }
      return null;
    }
    return JSON.stringify(sorted(expected)) === JSON.stringify(sorted(actual))
      ? null : `${path}: expected ${JSON.stringify(expected)} in any order, found ${JSON.stringify(actual)}`;
  }
  if (COUNT_FIELDS.has(key) && isObject(expected)) {
    const counts = isObject(actual) ? actual : {};
    for (const [color, n] of Object.entries(expected)) {
      if ((counts[color] ?? 0) !== n) return `${path}.${color}: expected ${JSON.stringify(n)}, found ${JSON.stringify(counts[color] ?? 0)}`;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected a list, found ${JSON.stringify(actual)}`;
    if (expected.length !== actual.length) return `${path}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i += 1) {
      const problem = differs(expected[i], actual[i], `${path}[${i}]`, key);
      if (problem) return problem;
    }
    return null;
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return `${path}: expected an object, found ${JSON.stringify(actual)}`;
    for (const [field, value] of Object.entries(expected)) {
      const problem = differs(value, actual[field], `${path}.${field}`, field);
      if (problem) return problem;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : `${path}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(actual)}`;
}

/** The given events, in order, as a subsequence of the produced ones (greedy matching is exact). */
function missingEvent(expected: unknown[], produced: readonly GameEvent[]): string | null {
  let at = 0;
  for (let i = 0; i < expected.length; i += 1) {
    while (at < produced.length && differs(expected[i], produced[at], 'event', '') !== null) at += 1;
    if (at === produced.length) {
      return `events[${i}] ${JSON.stringify(expected[i])} not found in order among ${JSON.stringify(produced)}`;
    }
    at += 1;
  }
  return null;
}

export function runPlay(vector: Vector): void {
  const input = withOptions(vector);
  const start = parsePosition(input);
  if (!start.ok) throw new Error(`${vector.id}: position rejected: ${start.message}`);
  if (!Array.isArray(vector.steps)) throw new Error(`${vector.id}: steps: expected a list`);
  let state: GameState = start.value;
  (vector.steps as Step[]).forEach((step, i) => {
    const label = `${vector.id} step ${i} ${JSON.stringify(step.move)}`;
    const before = makePosition(state);
    const result = apply(state, step.move);
    if (step.expect === 'ok') {
      if (!result.ok) throw new Error(`${label}: expected ok, got ${result.error}: ${result.message}`);
    } else if (isObject(step.expect) && typeof step.expect.error === 'string') {
      expect(result.ok ? 'ok' : result.error, label).toBe(step.expect.error);
      expect(makePosition(state), `${label}: an illegal move leaves the position unchanged`).toEqual(before);
    } else {
      throw new Error(`${label}: expect must be "ok" or {"error": code}`);
    }
    if (result.ok) {
      if (step.events !== undefined) {
        if (!Array.isArray(step.events)) throw new Error(`${label}: events: expected a list`);
        const problem = missingEvent(step.events, result.value.events);
        if (problem) throw new Error(`${label}: ${problem}`);
      }
      state = result.value.state;
    }
    if (step.then !== undefined) {
      const problem = differs(step.then, makePosition(state), 'then', '');
      if (problem) throw new Error(`${label}: ${problem}`);
    }
  });
}

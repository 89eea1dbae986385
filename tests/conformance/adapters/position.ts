// kind `position` (shared/conformance/README.md): the engine accepts or rejects a Position JSON;
// a rejection's message must name the field at fault (`expect.mentions`); an accepted position
// must survive export and re-import unchanged.
import { expect } from 'vitest';
import { makePosition, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import type { Vector } from '../vectors.ts';
import { withOptions } from './play.ts';

interface PositionExpect {
  valid?: unknown;
  mentions?: unknown;
}

export function runPosition(vector: Vector): void {
  const expected = (vector.expect ?? {}) as PositionExpect;
  if (typeof expected.valid !== 'boolean') throw new Error(`${vector.id}: expect.valid must be true or false`);
  const input = withOptions(vector);
  const parsed = parsePosition(input);
  if (!expected.valid) {
    expect(parsed.ok, 'the position should be rejected').toBe(false);
    if (!parsed.ok && typeof expected.mentions === 'string') expect(parsed.message).toContain(expected.mentions);
    return;
  }
  if (!parsed.ok) throw new Error(`${vector.id}: position rejected: ${parsed.message}`);
  const exported = makePosition(parsed.value);
  const again = parsePosition(JSON.parse(JSON.stringify(exported)));
  if (!again.ok) throw new Error(`${vector.id}: exported position rejected: ${again.message}`);
  expect(again.value).toEqual(parsed.value);
  expect(makePosition(again.value)).toEqual(exported);
}

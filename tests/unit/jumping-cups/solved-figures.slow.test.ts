// The figures the overview states (content/jumping-cups/solved.json, written by
// scripts/jumping-cups-solution.ts) are what a fresh solve of the start finds. The shipped
// solution they sit next to is checked in solution.test.ts. A fresh solve of the start takes the
// longest of any single unit test: in the slow project, so it starts early beside the other slow ones.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeStart } from '../../../scripts/jumping-cups-solution.ts';

const stored = JSON.parse(readFileSync(new URL('../../../content/jumping-cups/solved.json', import.meta.url), 'utf8')) as { start: unknown };

describe('solved.json', () => {
  it('states what a fresh solve of the start finds', () => {
    const fresh = computeStart();
    expect(stored.start).toEqual(fresh);
    expect(stored.start).toMatchObject({ winner: 'red', plies: 54, bestMoves: [5] });
  }, 600_000);
});

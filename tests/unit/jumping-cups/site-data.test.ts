// Every puzzle's stated winner and N are held against the solver as the build does. (The solved
// start in solved.json: solved-figures.slow.test.ts; the shipped solution: solution.test.ts.)
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Solver, checkPuzzle } from '../../../src/engine/jumping-cups/index.ts';

const root = new URL('../../../content/jumping-cups/', import.meta.url);

describe('puzzles', () => {
  const dir = new URL('puzzles/', root);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const solver = new Solver();

  it('has at least 12 puzzles from win in 1 to win in 5 or more', () => {
    const ns = files.map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')).moves as number);
    expect(files.length).toBeGreaterThanOrEqual(12);
    expect(Math.min(...ns)).toBe(1);
    expect(Math.max(...ns)).toBeGreaterThanOrEqual(5);
  });

  for (const file of files) {
    it(`${file}: the stated winner and N are the solver's`, () => {
      const p = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
      const checked = checkPuzzle({ position: p.position, winner: p.winner, moves: p.moves }, solver);
      expect(checked.ok ? 'ok' : checked.message).toBe('ok');
    });
  }

  it('rejects a wrong N and a wrong winner with a message', () => {
    const wrongN = checkPuzzle({ position: 'y/y///y////r//r/yyr/r/r r', winner: 'red', moves: 2 });
    expect(wrongN).toMatchObject({ ok: false, message: expect.stringContaining('wins in 1') });
    const wrongSide = checkPuzzle({ position: 'y/y///y////r//r/yyr/r/r r', winner: 'yellow', moves: 1 });
    expect(wrongSide).toMatchObject({ ok: false, message: expect.stringContaining('red to move') });
  });
});

// The trainer's Balloon Cup cascades (public/trainer/balloon-cup/): every puzzle proved by the
// cascade solver, the counts the trainer promises, and the generator reproducing the files.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proveTrainerCascades } from '../../../src/components/site/trainer-cascades.ts';
import { describe, expect, it } from 'vitest';
import { CASCADE_COLLECTION, MINED_CASCADE_THEMES, mineCascadeGames, proveMinedCascade } from '../../../src/engine/balloon-cup/cascade-mine.ts';
import type { MinedCascade } from '../../../src/engine/balloon-cup/cascade-mine.ts';

const dir = new URL('../../../public/trainer/balloon-cup/', import.meta.url);
const read = (f: string): unknown => JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
const files = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f)).sort((a, b) => parseInt(a) - parseInt(b));
const puzzles = files.flatMap((f) => read(f) as MinedCascade[]);

describe('Balloon Cup trainer cascades', () => {
  it('holds at least 300 puzzles, ids and positions unique', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(300);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => p.position)).size).toBe(puzzles.length);
  });

  it('every puzzle is proved by the solver: answer, main line, every wrong action and its refutation, themes, difficulty', () => {
    const wrong = puzzles.flatMap((p) => {
      const problem = proveMinedCascade(p);
      return problem === null ? [] : [`${p.id}: ${problem.field}`];
    });
    expect(wrong).toEqual([]);
  });

  it('refuses a wrong stated answer, a missing best action, a wrong goal and a tag the facts do not give', () => {
    const p = puzzles.find((q) => q.answer.length === 1)!;
    expect(proveMinedCascade({ ...p, answer: [p.wrong[0]!.action] })).toEqual({ field: 'answer' });
    const two = puzzles.find((q) => q.answer.length === 2)!;
    expect(proveMinedCascade({ ...two, answer: two.answer.slice(1) })).toEqual({ field: 'answer' });
    expect(proveMinedCascade({ ...p, goal: p.goal === 'win' ? 'avoid-losing' : 'win' })).toEqual({ field: 'goal' });
    const absent = MINED_CASCADE_THEMES.find((t) => !p.themes.includes(t))!;
    expect(proveMinedCascade({ ...p, themes: [...p.themes, absent] })).toEqual({ field: 'themes' });
    expect(proveMinedCascade({ ...p, position: 'w0p1.BGk2y3' })).not.toBeNull();
  });

  it('the build\'s proof (the trainer page asks for it) passes the stored cascades and fails on a wrong stated answer', () => {
    const p = puzzles.find((q) => q.answer.length === 1)!;
    const dirs = [mkdtempSync(join(tmpdir(), 'bc-right-')), mkdtempSync(join(tmpdir(), 'bc-wrong-'))] as const;
    try {
      writeFileSync(join(dirs[0], '0.json'), JSON.stringify([p, ...puzzles.slice(0, 2)]));
      expect(proveTrainerCascades(dirs[0])).toBe(3);
      writeFileSync(join(dirs[1], '0.json'), JSON.stringify([{ ...p, answer: [p.wrong[0]!.action] }]));
      expect(() => proveTrainerCascades(dirs[1])).toThrow(new RegExp(`${p.id}.*answer`));
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the generator reproduces the files from their seeds (the first Beginner games, checked in full)', () => {
    const games = 400;
    const pair = CASCADE_COLLECTION[0]!.pair;
    const again = mineCascadeGames(pair, 1, games);
    const stored = puzzles.filter((p) => { const m = /^bb-(\d+)-/.exec(p.id); return m !== null && Number(m[1]) <= games; });
    expect(again.length).toBeGreaterThan(3);
    expect(stored).toEqual(again);
  });

  it('the index lists every puzzle with its difficulty, themes and file', () => {
    const index = read('index.json') as Array<[string, number, string[], number]>;
    expect(index.map(([id]) => id)).toEqual(puzzles.map((p) => p.id));
    for (const [id, difficulty, themes, file] of index) {
      const inFile = (read(`${file}.json`) as MinedCascade[]).find((p) => p.id === id)!;
      expect([inFile.difficulty, inFile.themes]).toEqual([difficulty, themes]);
    }
  });
});

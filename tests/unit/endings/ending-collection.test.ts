// The open-hands endings (public/trainer/balloon-cup-endings/): every stated answer proved afresh
// by exhaustive search, a wrong statement refused, the counts promised, and the generator
// reproducing the files from their seeds.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDING_COLLECTION, ENDING_THEMES, gameEndings, proveMinedEnding } from '../../../src/engine/balloon-cup/ending-mine.ts';
import type { MinedEnding } from '../../../src/engine/balloon-cup/ending-mine.ts';

const dir = new URL('../../../public/trainer/balloon-cup-endings/', import.meta.url);
const read = (f: string): unknown => JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
const files = readdirSync(dir).filter((f) => /^\d+\.json$/.test(f)).sort((a, b) => parseInt(a) - parseInt(b));
const endings = files.flatMap((f) => read(f) as MinedEnding[]);

describe('Balloon Cup open-hands endings', () => {
  it('holds at least 40 endings, ids and positions unique, 1 to 3 turns', () => {
    expect(endings.length).toBeGreaterThanOrEqual(40);
    expect(new Set(endings.map((e) => e.id)).size).toBe(endings.length);
    expect(new Set(endings.map((e) => e.position)).size).toBe(endings.length);
    expect(endings.every((e) => e.turns >= 1 && e.turns <= 3)).toBe(true);
  });

  it('every ending is proved: every winning first move, every wrong one with its refutation, themes, difficulty', () => {
    const problems = endings.flatMap((e) => {
      const problem = proveMinedEnding(e);
      return problem === null ? [] : [`${e.id}: ${problem.field}`];
    });
    expect(problems).toEqual([]);
  });

  it('refuses a wrong stated answer, a missing winning move, a changed refutation, a wrong goal and a theme the facts do not give', () => {
    const e = endings.find((x) => x.answer.length === 1)!;
    expect(proveMinedEnding({ ...e, answer: [e.wrong[0]!.move] })).toEqual({ field: 'answer' });
    const two = endings.find((x) => x.answer.length === 2)!;
    expect(proveMinedEnding({ ...two, answer: two.answer.slice(1) })).toEqual({ field: 'answer' });
    const lined = endings.find((x) => x.wrong.some((w) => w.line.length > 0))!;
    const wrong = lined.wrong.map((w) => (w.line.length > 0 ? { ...w, line: w.line.slice(1) } : w));
    expect(proveMinedEnding({ ...lined, wrong })).toEqual({ field: 'wrong' });
    const trophy = endings.find((x) => x.goal.kind === 'trophy')!;
    expect(proveMinedEnding({ ...trophy, goal: { kind: 'game' } })).not.toBeNull();
    const absent = ENDING_THEMES.find((t) => !e.themes.includes(t))!;
    expect(proveMinedEnding({ ...e, themes: [...e.themes, absent] })).toEqual({ field: 'themes' });
  });

  it('the generator reproduces the files from their seeds (the first Beginner games)', () => {
    const games = 6;
    const pair = ENDING_COLLECTION[0]!.pair;
    const seen = new Set<string>();
    const again = Array.from({ length: games }, (_, i) => gameEndings(i + 1, pair, seen)).flat();
    const stored = endings.filter((e) => { const m = /^e-bb-(\d+)-/.exec(e.id); return m !== null && Number(m[1]) <= games; });
    expect(again.length).toBeGreaterThan(3);
    expect(stored).toEqual(again);
  });

  it('the index lists every ending with its difficulty, themes and file', () => {
    const index = read('index.json') as Array<[string, number, string[], number]>;
    expect(index.map(([id]) => id)).toEqual(endings.map((e) => e.id));
    for (const [id, difficulty, themes, file] of index) {
      const inFile = (read(`${file}.json`) as MinedEnding[]).find((e) => e.id === id)!;
      expect([inFile.difficulty, inFile.themes]).toEqual([difficulty, themes]);
    }
  });
});

// The build check of the puzzles collection: the shipped files pass, and a file that is
// malformed or disagrees with the solver throws an Error naming the puzzle and the difference.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPuzzleEntries } from '../../../src/components/site/puzzle-check.ts';

const DIR = resolve(import.meta.dirname, '../../../content/puzzles/balloon-cup');
const entries = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => ({
  id: basename(f, '.json'),
  data: JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Record<string, unknown>,
}));
const mike = entries.find((e) => e.id === 'rulebook-mike')!;

describe('checkPuzzleEntries', () => {
  it('passes every shipped puzzle, in list order, themes grouped', () => {
    const checked = checkPuzzleEntries(entries);
    expect(checked).toHaveLength(entries.length);
    const themes = checked.map((p) => p.data.theme);
    expect(themes.filter((t, i) => t !== themes[i - 1])).toHaveLength(new Set(themes).size);
  });

  it('throws on an answer that is not the solver’s, naming the puzzle and the difference', () => {
    const wrong = { ...mike, data: { ...mike.data, answer: [{ claim: 'yellow', sets: { blue: 1 } }] } };
    expect(() => checkPuzzleEntries([wrong])).toThrow(
      /^Puzzle "rulebook-mike" \(content\/puzzles\/balloon-cup\/rulebook-mike\.json\) is wrong \(wrong-answer\): answer: missing "claim gray, trading 1 set of 3 blue".*"claim yellow, trading 1 set of 3 blue" does not reach other-wins/,
    );
  });

  it('throws on a malformed file, an id that is not the file name, and a reserved id', () => {
    expect(() => checkPuzzleEntries([{ ...mike, data: { ...mike.data, difficulty: 9 } }])).toThrow(/"rulebook-mike".*bad-puzzle.*difficulty/);
    expect(() => checkPuzzleEntries([{ ...mike, data: { ...mike.data, position: 'w0p1' } }])).toThrow(/"rulebook-mike".*bad-position.*position: code-parts/);
    expect(() => checkPuzzleEntries([{ id: 'other', data: mike.data }])).toThrow(/"other".*id "rulebook-mike" differs from the file name/);
    expect(() => checkPuzzleEntries([{ id: 'sandbox', data: { ...mike.data, id: 'sandbox' } }])).toThrow(/taken by the sandbox page/);
  });
});

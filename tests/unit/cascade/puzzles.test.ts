// The puzzle collection: every file agrees with the solver (as the site build checks), and the
// collection keeps the promises the site makes about it.
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUZZLE_THEMES, checkPuzzle } from '../../../src/engine/balloon-cup/puzzle.ts';
import type { CheckedPuzzle } from '../../../src/engine/balloon-cup/puzzle.ts';
import { replay } from './helpers.ts';

const DIR = resolve(import.meta.dirname, '../../../content/puzzles/balloon-cup');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const raw = files.map((file) => ({ file, data: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown }));

describe('content/puzzles/balloon-cup', () => {
  const checked: CheckedPuzzle[] = [];

  it.each(raw)('$file agrees with the solver', ({ file, data }) => {
    const result = checkPuzzle(data);
    if (!result.ok) throw new Error(`${file}: ${result.error}: ${result.message}`);
    expect(result.value.data.id).toBe(basename(file, '.json'));
    // "Show solution" plays the solver's line: it must end where the goal says.
    const played = replay(result.value.position, result.value.solution.pv);
    expect(played.ok).toBe(true);
    expect(played.value).toBe(result.value.solution.value);
    checked.push(result.value);
  });

  it('holds at least 24 puzzles with unique ids and positions', () => {
    expect(checked.length).toBe(raw.length);
    expect(checked.length).toBeGreaterThanOrEqual(24);
    expect(new Set(checked.map((p) => p.data.id)).size).toBe(checked.length);
    expect(new Set(checked.map((p) => `${p.data.start ?? 'phase'}:${p.data.position}`)).size).toBe(checked.length);
  });

  it('covers every theme, both sides, both goals and every difficulty', () => {
    expect(new Set(checked.map((p) => p.data.theme))).toEqual(new Set(PUZZLE_THEMES));
    expect(new Set(checked.map((p) => p.data.side))).toEqual(new Set(['W', 'O']));
    expect(new Set(checked.map((p) => p.data.goal))).toEqual(new Set(['win', 'avoid-losing']));
    expect(new Set(checked.map((p) => p.data.difficulty))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('includes both sides of the rulebook example', () => {
    const mike = checked.find((p) => p.data.id === 'rulebook-mike');
    expect(mike?.data).toMatchObject({ position: 'w0p1.BGk2y3.Rk2b3g3y5', side: 'O', goal: 'win' });
    const kevin = checked.find((p) => p.data.id === 'rulebook-kevin');
    expect(kevin?.data).toMatchObject({ position: 'w0p0.k2b3g5y3r3.Rk2b3g3y5', start: 'scoring', side: 'W', goal: 'avoid-losing' });
    expect(kevin?.compulsory).toEqual(['green']);
  });
});

describe('checkPuzzle rejects a puzzle that disagrees with the solver', () => {
  const mike = {
    id: 'test', title: 't', theme: 'order-matters', difficulty: 2, position: 'w0p1.BGk2y3.Rk2b3g3y5',
    side: 'O', goal: 'win', hint: 'h', explanation: 'e',
    answer: [{ claim: 'gray', sets: { blue: 1 } }, { claim: 'gray', sets: { green: 1 } }],
  };
  it('accepts the right answer', () => expect(checkPuzzle(mike).ok).toBe(true));
  const gray = (sets: Record<string, number>) => ({ type: 'claim', trophy: 'gray', sets });
  it.each([
    [{ answer: [{ claim: 'gray', sets: { blue: 1 } }] }, 'wrong-answer', { code: 'puzzle-answer', value: 'other-wins', missing: [gray({ green: 1 })], extra: [] }],
    [{ answer: [...mike.answer, { claim: 'yellow', sets: { blue: 1 } }] }, 'wrong-answer', { code: 'puzzle-answer', value: 'other-wins', missing: [], extra: [{ type: 'claim', trophy: 'yellow', sets: { blue: 1 } }] }],
    [{ goal: 'avoid-losing' }, 'wrong-goal', { code: 'puzzle-goal', goal: 'win', stated: 'avoid-losing' }],
    [{ side: 'W' }, 'wrong-side', { code: 'puzzle-side', side: 'O', player: 1, stated: 'W' }],
    [{ position: 'w0p1.BGk2y3.Rk2b3g3y6' }, 'bad-position', { code: 'puzzle-position', problem: { code: 'cas-claim-open', field: 'players[1] (O).cubes.yellow', player: 1, color: 'yellow', count: 6, winner: false } }],
    [{ difficulty: 6 }, 'bad-puzzle', { code: 'puzzle-field', field: 'difficulty' }],
    [{ theme: 'choose-the-payment' }, 'bad-puzzle', { code: 'puzzle-field', field: 'theme' }],
    [{ id: 'Not A Slug' }, 'bad-puzzle', { code: 'puzzle-field', field: 'id' }],
    [{ answer: [{ claim: 'gray', sets: { blue: 1 } }, { claim: 'gray', sets: { blue: 1 } }] }, 'bad-puzzle', { code: 'puzzle-answer-twice', index: 1, action: gray({ blue: 1 }) }],
    [{ answer: [{ claim: 'purple' }] }, 'bad-puzzle', { code: 'puzzle-field', field: 'answer[0].claim' }],
    [{ extra: 1 }, 'bad-puzzle', { code: 'puzzle-unknown-field', field: 'extra' }],
    [{ hint: '' }, 'bad-puzzle', { code: 'puzzle-field', field: 'hint' }],
  ])('%o → %s', (change, code, facts) => {
    const result = checkPuzzle({ ...mike, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe(code);
    expect(result.problem).toMatchObject(facts);
  });
});

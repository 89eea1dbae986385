// The puzzle machine on the real engine and solver: right answers solve, wrong ones are refuted
// move by move with a reason, the solution steps both ways, the hint shows no answer.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cascadeActions } from '../../../src/engine/balloon-cup/cascade.ts';
import type { CascadeAction } from '../../../src/engine/balloon-cup/cascade.ts';
import { cascadeActionKey } from '../../../src/engine/balloon-cup/cascade-action.ts';
import { solveCascade } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import { checkPuzzle } from '../../../src/engine/balloon-cup/puzzle.ts';
import { puzzleMachine, puzzleView } from '../../../src/machines/balloon-cup/puzzle.ts';
import type { PuzzleEvent, PuzzleInput } from '../../../src/machines/balloon-cup/puzzle.ts';
import { ruleFor } from '../../../src/components/rules/codes.ts';
import { run, step, tags } from './helpers.ts';

const mike: PuzzleInput = { code: 'w0p1.BGk2y3.Rk2b3g3y5', names: ['Kevin', 'Mike'], hasHint: true };
const kevin: PuzzleInput = { code: 'w0p0.k2b3g5y3r3.Rk2b3g3y5', start: 'scoring', names: ['Kevin', 'Mike'], hasHint: true };

const grayWithBlue: PuzzleEvent = { type: 'claim.choose', trophy: 'gray', sets: { blue: 1 } };
const yellowWithBlue: PuzzleEvent = { type: 'claim.choose', trophy: 'yellow', sets: { blue: 1 } };
const next: PuzzleEvent = { type: 'reply.next' };

/** Sends reply.next until the machine stops replying or refuting. */
function settle(snapshot: ReturnType<typeof run<typeof puzzleMachine>>) {
  let s = snapshot;
  for (let i = 0; i < 20 && (s.hasTag('replying') || s.hasTag('refuting')); i += 1) s = step(puzzleMachine, s, next);
  return s;
}

describe('puzzle machine', () => {
  it("starts at Mike's part with his choices, goal win", () => {
    const s = run(puzzleMachine, mike);
    expect(tags(s)).toEqual(['your-part']);
    const view = puzzleView(s);
    expect(view.goal).toBe('win');
    expect(view.part).toBe(1);
    expect(view.question).toMatch(/You play Mike.*Force a third trophy/);
    expect(view.choices.map((c) => c.label)).toContain('Claim gray: pay 2 gray cubes and one set of 3 blue');
    expect(view.choices.at(-1)?.label).toBe('Decline: end the cascade');
    expect(view.code).toBe('w0p1.BGk2y3.Rk2b3g3y5');
    expect(view.start).toBe('phase');
  });

  it('solves rulebook-mike: gray first, Kevin cannot answer, then yellow wins', () => {
    let s = run(puzzleMachine, mike, [grayWithBlue]);
    // Kevin's part passes by itself, so it is Mike's part again.
    expect(tags(s)).toEqual(['your-part']);
    expect(puzzleView(s).told[0]!.text).toMatch(/^Mike claims the gray trophy, paying 2 gray cubes and one set of 3 blue\. Kevin cannot pay for any trophy/);
    // A claim paid with a trade set cites the 3-for-1 trade.
    expect(ruleFor('balloon-cup', puzzleView(s).told[0]!.code!)).toBe('7.2');
    s = step(puzzleMachine, s, { type: 'claim.choose', trophy: 'yellow', sets: { green: 1 } });
    expect(tags(s)).toEqual(['solved']);
    expect(s.context.solved).toBe(true);
    expect(puzzleView(s).gameWinner).toBe(1);
    expect(puzzleView(s).announcement.text).toMatch(/^Solved!.*Mike wins/);
    // The winning claim cites the third trophy.
    expect(ruleFor('balloon-cup', puzzleView(s).told.at(-1)!.code!)).toBe('9.1');
  });

  it('refutes yellow first: Kevin trades his yellow for gray, played out, with the reason', () => {
    let s = run(puzzleMachine, mike, [yellowWithBlue]);
    expect(tags(s)).toEqual(['refuting']);
    // The reason is facts in the machine, words in the view, and cites the trade the claim unlocked.
    expect(s.context.reason).toEqual({ code: 'mistake-unlocked', kind: 'claim', player: 1, them: 0, trophy: 'yellow', count: 3, claims: [{ trophy: 'gray', sets: { yellow: 1 } }] });
    expect(puzzleView(s).reason).toEqual({
      text: "After Mike claims yellow, yellow is a claimed color, so Kevin's 3 yellow cubes can be traded: Kevin claims the gray trophy with 2 gray cubes and one set of 3 yellow, a third trophy.",
      code: 'mistake-unlocked',
    });
    expect(ruleFor('balloon-cup', 'mistake-unlocked')).toBe('7.2');
    expect(puzzleView(s).told).toHaveLength(1);
    s = step(puzzleMachine, s, next);
    expect(tags(s)).toEqual(['refuted']);
    expect(puzzleView(s).told[1]!.text).toMatch(/^Kevin claims the gray trophy.*Kevin wins\.$/);
    expect(puzzleView(s).gameWinner).toBe(0);
    s = step(puzzleMachine, s, { type: 'puzzle.retry' });
    expect(tags(s)).toEqual(['your-part']);
    expect(puzzleView(s).told).toEqual([]);
    expect(puzzleView(s).players?.[1].trophies).toEqual(['red']);
  });

  it('rulebook-kevin: green is forced, gray or pass holds, blue loses to Mike', () => {
    const s0 = run(puzzleMachine, kevin);
    const view = puzzleView(s0);
    expect(view.goal).toBe('avoid-losing');
    expect(view.told[0]!.text).toMatch(/^Kevin must claim the green trophy, paying 5 green cubes/);
    expect(ruleFor('balloon-cup', view.told[0]!.code!)).toBe('7.1');
    // Shared as given, at the scoring, so the compulsory claim is shown again.
    expect(view.code).toBe('w0p0.k2b3g5y3r3.Rk2b3g3y5');
    expect(view.start).toBe('scoring');
    expect(view.choices.map((c) => c.label)).toEqual([
      'Claim gray: pay 2 gray cubes and one set of 3 red',
      'Claim blue: pay 3 blue cubes and one set of 3 red',
      'Pass: hand the cascade to Mike',
    ]);
    const passed = settle(run(puzzleMachine, kevin, [{ type: 'claim.pass' }]));
    expect(tags(passed)).toEqual(['solved']);
    expect(passed.context.gameWinner).toBeNull();

    const blue = run(puzzleMachine, kevin, [{ type: 'claim.choose', trophy: 'blue', sets: { red: 1 } }]);
    expect(tags(blue)).toEqual(['refuting']);
    expect(puzzleView(blue).reason?.text).toMatch(/^After Kevin claims blue, blue is a claimed color, so Mike's 3 blue cubes can be traded: Mike claims the gray trophy with 2 gray cubes and one set of 3 blue, then the yellow trophy with 5 yellow cubes and one set of 3 green, a third trophy\.$/);
    const refuted = settle(blue);
    expect(tags(refuted)).toEqual(['refuted']);
    expect(refuted.context.gameWinner).toBe(1);
    // Kevin's pass after blue, then Mike's two claims: each one told.
    expect(puzzleView(refuted).told.length).toBeGreaterThanOrEqual(4);
  });

  it('shows the solution step by step, forwards and back', () => {
    let s = run(puzzleMachine, mike, [{ type: 'solution.show' }]);
    expect(tags(s)).toEqual(['solution']);
    expect(puzzleView(s).total).toBe(2);
    s = step(puzzleMachine, s, { type: 'step.next' });
    expect(puzzleView(s).told).toHaveLength(1);
    expect([...(puzzleView(s).players?.[1].trophies ?? [])].sort()).toEqual(['gray', 'red']);
    s = step(puzzleMachine, s, { type: 'step.next' }, { type: 'step.next' });
    expect(puzzleView(s).at).toBe(2);
    expect(puzzleView(s).gameWinner).toBe(1);
    s = step(puzzleMachine, s, { type: 'step.prev' });
    expect(puzzleView(s).at).toBe(1);
    expect(puzzleView(s).gameWinner).toBeNull();
    s = step(puzzleMachine, s, { type: 'puzzle.retry' });
    expect(tags(s)).toEqual(['your-part']);
  });

  it('shows the hint without the answer', () => {
    const s = run(puzzleMachine, mike, [{ type: 'hint.show' }]);
    expect(tags(s)).toEqual(['your-part']);
    expect(puzzleView(s).hintShown).toBe(true);
    // The hint's words are the page's; the machine only knows there is one.
    expect(puzzleView(s, 'Think about what Kevin can trade.').announcement.text).toBe('Hint: Think about what Kevin can trade.');
    expect(puzzleView(s, 'Think about what Kevin can trade.').hint).toBe('Think about what Kevin can trade.');
  });

  it('replies for the other side one step at a time', () => {
    // Kevin takes gray with his only set, so his part passes: Mike's best reply waits for reply.next.
    let s = run(puzzleMachine, kevin, [{ type: 'claim.choose', trophy: 'gray', sets: { red: 1 } }]);
    expect(tags(s)).toEqual(['replying']);
    const before = puzzleView(s).told.length;
    s = step(puzzleMachine, s, next);
    expect(puzzleView(s).told.length).toBe(before + 1);
    expect(puzzleView(s).told.at(-1)?.text).toMatch(/^Mike claims the blue trophy, paying 3 blue cubes and one set of 3 green\./);
    s = settle(s);
    expect(tags(s)).toEqual(['solved']);
    expect(puzzleView(s).gameWinner).toBeNull();
  });

  it('names the problem of a malformed or impossible code and can load another', () => {
    const bad = run(puzzleMachine, { code: 'w0p1.BGk2y3.Rk2b3g3y9' });
    expect(tags(bad)).toEqual(['invalid']);
    expect(puzzleView(bad).problem?.text).toMatch(/^The players hold 12 yellow cubes between them, but the game has only 11\./);
    expect(ruleFor('balloon-cup', puzzleView(bad).problem!.code!)).toBe('1.1');
    expect(puzzleView(run(puzzleMachine, { code: 'nonsense' })).problem).toEqual({ text: expect.stringMatching(/could not be read/), code: null });
    const loaded = step(puzzleMachine, bad, { type: 'puzzle.load', code: mike.code });
    expect(tags(loaded)).toEqual(['your-part']);
  });

  it('names a link\'s unknown start instead of guessing one', () => {
    const start = run(puzzleMachine, { code: mike.code });
    const bogus = step(puzzleMachine, start, { type: 'puzzle.load', code: mike.code, start: 'bogus' });
    expect(tags(bogus)).toEqual(['invalid']);
    expect(puzzleView(bogus).problem?.text).toMatch(/a starting point the puzzle does not know/);
    expect(tags(step(puzzleMachine, start, { type: 'puzzle.load', code: mike.code, start: null }))).toEqual(['your-part']);
  });
});

describe('every shipped puzzle through the machine', () => {
  const dir = resolve(import.meta.dirname, '../../../content/puzzles/balloon-cup');
  const puzzles = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => checkPuzzle(JSON.parse(readFileSync(join(dir, f), 'utf8'))));
  /** Every code a reader of the shipped puzzles meets, with the rule it cites. */
  const met = new Map<string, string | null>();
  const meet = (code: string | null | undefined) => met.set(String(code), ruleFor('balloon-cup', String(code)));

  it.each(puzzles.map((p) => [p.ok ? p.value.data.id : 'bad', p] as const))('%s: the solution line solves it, every other first action is refuted with a reason', (_id, checked) => {
    if (!checked.ok) throw new Error(checked.message);
    const { data, position } = checked.value;
    const input: PuzzleInput = { code: data.position, start: data.start ?? 'phase', names: data.names, hasHint: true };
    meet(data.theme);
    const start = run(puzzleMachine, input);
    expect(tags(start)).toEqual(['your-part']);
    expect(start.context.goal).toBe(data.goal);
    // Right: play the solver's line for the solving side; the machine answers for the other.
    let s = start;
    for (let i = 0; i < 20 && s.hasTag('your-part'); i += 1) {
      s = step(puzzleMachine, s, toEvent(solveCascade(s.context.position!).pv[0]!));
      s = settle(s);
    }
    expect(tags(s)).toEqual(['solved']);
    for (const told of puzzleView(s).told) meet(told.code);
    // Wrong: every first action outside the stated answer.
    const right = new Set(checked.value.answer.map(cascadeActionKey));
    for (const action of cascadeActions(position).filter((a) => !right.has(cascadeActionKey(a)))) {
      const wrong = settle(step(puzzleMachine, start, toEvent(action)));
      expect(tags(wrong)).toEqual(['refuted']);
      const view = puzzleView(wrong);
      expect(view.reason?.text).toMatch(/^(After|If) /);
      meet(view.reason?.code);
      for (const told of view.told) meet(told.code);
    }
  });

  it('every reason, step and theme a reader meets cites a rule, and not all the same one', () => {
    expect([...met].filter(([, rule]) => rule === null)).toEqual([]);
    // Refutations name the trade a claim unlocked and the order of claims, not only the cascade.
    expect(met.get('mistake-unlocked')).toBe('7.2');
    expect(new Set(met.values()).size).toBeGreaterThanOrEqual(4);
  });
});

function toEvent(action: CascadeAction): PuzzleEvent {
  return action.type === 'pass' ? { type: 'claim.pass' } : { type: 'claim.choose', trophy: action.trophy, sets: action.sets };
}

// The sandbox's machine on the real engine and solver: the form's edits are checked and solved in
// the machine and held as facts; the view words them, and every verdict, compulsory claim, step of
// the best line and impossible position names the rule it cites.
import { describe, expect, it } from 'vitest';
import { sandboxMachine, sandboxView } from '../../../src/machines/balloon-cup/sandbox.ts';
import type { SandboxInput } from '../../../src/machines/balloon-cup/sandbox.ts';
import { ruleFor } from '../../../src/components/rules/codes.ts';
import { run } from './helpers.ts';

const input: SandboxInput = { initial: 'w0p1.BGk2y3.Rk2b3g3y5', names: ['Kevin', 'Mike'] };

/** Every citation a view shows, with the rule it cites. */
function cited(view: ReturnType<typeof sandboxView>): [string, string | null][] {
  const codes = [view.verdict?.code, view.impossible?.code, ...(view.scoring?.claims ?? []).map((c) => c.code), ...view.line.map((s) => s.code)];
  return codes.filter((c): c is string => typeof c === 'string').map((c) => [c, ruleFor('balloon-cup', c)]);
}

describe('sandbox machine', () => {
  it('solves the first position: verdict, best first actions and the best line, each citing its rule', () => {
    const view = sandboxView(run(sandboxMachine, input));
    expect(view.possible).toBe(true);
    expect(view.verdict?.text).toMatch(/Mike/);
    expect(ruleFor('balloon-cup', view.verdict!.code!)).toBe('8.1');
    expect(view.best?.player).toBe('Mike');
    expect(view.line.map((s) => s.text)).toEqual([expect.stringMatching(/^Mike claims the gray trophy/), expect.stringMatching(/^Mike claims the yellow trophy.*Mike wins\./)]);
    // A claim paid with a trade set cites the trade; the third trophy, the end of the game.
    expect(view.line.map((s) => ruleFor('balloon-cup', s.code!))).toEqual(['7.2', '9.1']);
    expect(view.linkCode).toBe('w0p1.BGk2y3.Rk2b3g3y5');
  });

  it('at the scoring lists the compulsory claims, each citing the rule that makes them compulsory', () => {
    const s = run(sandboxMachine, input, [{ type: 'link.open', code: 'w0p0.k2b3g5y3r3.Rk2b3g3y5', start: 'scoring' }]);
    const view = sandboxView(s);
    expect(view.scoring?.claims).toEqual([{ text: 'Kevin must claim green (5 green cubes)', code: 'compulsory-claim' }]);
    expect(ruleFor('balloon-cup', 'compulsory-claim')).toBe('7.1');
    expect(view.verdict?.text).toMatch(/^Neither player can force a third trophy/);
    expect(cited(view).filter(([, rule]) => rule === null)).toEqual([]);
    // The machine holds the form and the solver's facts, no sentence of the view.
    expect(JSON.stringify(s.context)).not.toContain('must claim');
  });

  it('an impossible position names its problem, the change that fixes it, and its rule', () => {
    const s = run(sandboxMachine, input, [{ type: 'cubes.set', player: 0, color: 'yellow', typed: 6 }]);
    const view = sandboxView(s);
    expect(view.possible).toBe(false);
    expect(view.verdict).toBeNull();
    expect(view.impossible?.kind).toBe('claim-left-open');
    expect(view.impossible?.text).toMatch(/Kevin holds 6 yellow cubes/);
    expect(ruleFor('balloon-cup', view.impossible!.code!)).toBe('7.1');
    expect(view.linkCode).toBeNull();
  });

  it('a typed count above what the game leaves is lowered, and the view says why', () => {
    const view = sandboxView(run(sandboxMachine, input, [{ type: 'cubes.set', player: 0, color: 'gray', typed: 9 }]));
    expect(view.form.cubes[0].gray).toBe(3);
    expect(view.lowered?.player).toBe(0);
    expect(view.lowered?.text).toMatch(/9/);
    expect(sandboxView(run(sandboxMachine, input, [{ type: 'cubes.set', player: 0, color: 'gray', typed: 9 }, { type: 'trade.set', on: true }])).lowered).toBeNull();
  });

  it('an unreadable link and an unknown start are named; a link made is said copied or shown', () => {
    const bad = sandboxView(run(sandboxMachine, input, [{ type: 'link.open', code: 'not a code', start: 'bogus' }]));
    expect(bad.linkProblem).toBeTruthy();
    expect(bad.startProblem).toBe(true);
    const made = sandboxView(run(sandboxMachine, input, [{ type: 'link.made', url: 'https://x/?p=1', copied: false }]));
    expect(made.link).toBe('https://x/?p=1');
    expect(made.status).toBeTruthy();
  });
});

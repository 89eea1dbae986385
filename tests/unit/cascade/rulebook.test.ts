// The rulebook's worked cascade (rules §6): Kevin (player 0) wins a tile; Mike (player 1) holds red.
import { describe, expect, it } from 'vitest';
import type { CascadePosition, Players } from '../../../src/engine/balloon-cup/cascade.ts';
import { applyCascadeAction, startCascade } from '../../../src/engine/balloon-cup/cascade.ts';
import { cascadeActionKey } from '../../../src/engine/balloon-cup/cascade-action.ts';
import { evaluateActions, solveCascade } from '../../../src/engine/balloon-cup/cascade-solver.ts';
import { claim, pass, player, replay } from './helpers.ts';

const KEVIN = 0;
const MIKE = 1;
const atScoring: Players = [
  player([], { yellow: 3, red: 3, green: 5, blue: 3, gray: 2 }),
  player(['red'], { gray: 2, blue: 3, green: 3, yellow: 5 }),
];
/** Mike's part after Kevin's compulsory green and his blue (3 blue + 3 red). */
const mikeToClaim: CascadePosition = {
  players: [player(['green', 'blue'], { gray: 2, yellow: 3 }), atScoring[1]],
  winner: KEVIN,
  part: MIKE,
  tradeAfterWin: false,
};
const keys = (actions: readonly Parameters<typeof cascadeActionKey>[0][]): string[] => actions.map(cascadeActionKey).sort();

describe('rulebook cascade, Kevin from the scoring', () => {
  const start = startCascade(atScoring, KEVIN, { tradeAfterWin: false });
  const kevin = start.position!;

  it('makes the green claim compulsory and leaves Kevin a part', () => {
    expect(start.events.filter((e) => e.type === 'claimed').map((e) => e.type === 'claimed' && e.trophy)).toEqual(['green']);
    expect(start.gameWinner).toBeNull();
    expect(kevin.part).toBe(KEVIN);
  });

  it('is no win with best play: pass, or gray for 2 gray + 3 red', () => {
    const solution = solveCascade(kevin);
    expect(solution.value).toBe('no-win');
    expect(keys(solution.best)).toEqual(keys([claim('gray', { red: 1 }), pass]));
  });

  it("the rulebook's optional blue claim loses: Mike takes gray, then yellow", () => {
    const blue = evaluateActions(kevin).find((e) => cascadeActionKey(e.action) === cascadeActionKey(claim('blue', { red: 1 })))!;
    expect(blue.value).toBe('other-wins');
    // Kevin can claim nothing after Mike's gray, so Mike's two claims follow each other.
    expect(blue.line).toHaveLength(2);
    expect(blue.line[0]).toMatchObject({ type: 'claim', trophy: 'gray' });
    expect(blue.line[1]).toMatchObject({ type: 'claim', trophy: 'yellow' });
    const played = replay(kevin, [claim('blue', { red: 1 }), ...blue.line]);
    expect(played).toMatchObject({ ok: true, value: 'other-wins', gameWinner: MIKE });
  });

  it("Kevin's pass gives no win: Mike gets gray (2 gray + 3 green) and nothing more", () => {
    const passed = evaluateActions(kevin).find((e) => e.action.type === 'pass')!;
    expect(passed.value).toBe('no-win');
    const afterPass = applyCascadeAction(kevin, pass);
    expect(afterPass.ok && afterPass.value.position?.part).toBe(MIKE);
    // Mike's gray (with a green set) leaves him stuck on two trophies; his yellow would even
    // hand Kevin gray (a yellow set) and then blue.
    const mikePart = afterPass.ok ? afterPass.value.position : null;
    if (!mikePart) throw new Error('expected Mike to have a part');
    const mike = evaluateActions(mikePart);
    const valueOf = (action: Parameters<typeof cascadeActionKey>[0]) =>
      mike.find((e) => cascadeActionKey(e.action) === cascadeActionKey(action))?.value;
    expect(valueOf(claim('gray', { green: 1 }))).toBe('no-win');
    expect(valueOf(claim('yellow', { green: 1 }))).toBe('winner-wins');
    expect(mike.some((e) => e.value === 'other-wins')).toBe(false);
    expect(replay(kevin, [pass, claim('gray', { green: 1 }), pass])).toMatchObject({ ok: true, value: 'no-win' });
    expect(replay(kevin, [pass, ...passed.line]).value).toBe('no-win');
  });
});

describe('rulebook cascade, Mike after Kevin took green and blue', () => {
  it('Mike wins by claiming gray first (either set), then yellow', () => {
    const solution = solveCascade(mikeToClaim);
    expect(solution.value).toBe('other-wins');
    expect(keys(solution.best)).toEqual(keys([claim('gray', { blue: 1 }), claim('gray', { green: 1 })]));
    expect(solution.pv.map((a) => a.type === 'claim' && a.trophy)).toEqual(['gray', 'yellow']);
    expect(replay(mikeToClaim, solution.pv)).toMatchObject({ ok: true, value: 'other-wins', gameWinner: MIKE });
  });

  it("the rulebook's line: gray for 3 blue, Kevin has nothing, yellow for 3 green", () => {
    const line = [claim('gray', { blue: 1 }), claim('yellow', { green: 1 })];
    const played = replay(mikeToClaim, line);
    expect(played).toMatchObject({ ok: true, value: 'other-wins', gameWinner: MIKE });
    expect(played.players[MIKE].trophies).toEqual(['red', 'gray', 'yellow']);
  });

  it('yellow first is refuted by Kevin claiming gray with 2 gray + 3 yellow', () => {
    for (const e of evaluateActions(mikeToClaim).filter((x) => x.action.type === 'claim' && x.action.trophy === 'yellow')) {
      expect(e.value).toBe('winner-wins');
      expect(e.line).toEqual([claim('gray', { yellow: 1 })]);
      const played = replay(mikeToClaim, [e.action, ...e.line]);
      expect(played).toMatchObject({ ok: true, value: 'winner-wins', gameWinner: KEVIN });
      expect(played.players[KEVIN].trophies).toEqual(['green', 'blue', 'gray']);
    }
  });

  it("passing hands Kevin nothing but throws Mike's win away", () => {
    const passed = evaluateActions(mikeToClaim).find((e) => e.action.type === 'pass')!;
    expect(passed).toMatchObject({ value: 'no-win', line: [] });
  });
});

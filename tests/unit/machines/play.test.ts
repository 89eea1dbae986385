// The play machine, driven by pure transitions: what the reader can do in each state, and that
// every rules answer (refusals, scorings, claims) is the engine's.
import { describe, expect, it } from 'vitest';
import { playMachine, playView } from '../../../src/machines/balloon-cup/play.ts';
import type { PlayInput } from '../../../src/machines/balloon-cup/play.ts';
import { playView as optionsView } from '../../../src/machines/balloon-cup/play-options.ts';
import { noCubes, run, step, tags, tiles } from './helpers.ts';

const mountainAlmostDone: PlayInput = {
  names: ['Ana', 'Ben'],
  goal: 'score',
  position: {
    tiles: tiles({ 2: { cubes: ['blue', 'gray'], sides: [['blue-3', 'gray-1'], ['blue-9']], lastPlacedBy: 1 } }),
    hands: [['red-1', 'red-2', 'red-3', 'yellow-1', 'yellow-2', 'green-1', 'green-2', 'blue-1'], ['gray-4', 'red-4', 'red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6']],
    players: noCubes(),
    toMove: 1,
  },
};

const nothingFits: PlayInput = {
  goal: 'exchange',
  position: {
    tiles: tiles({
      1: { cubes: ['gray'] }, 2: { cubes: ['blue', 'gray'] }, 3: { cubes: ['blue', 'blue', 'gray'] }, 4: { cubes: ['blue', 'blue', 'blue', 'gray'] },
    }),
    hands: [['red-1', 'red-2', 'red-3', 'red-4', 'yellow-1', 'yellow-2', 'green-1', 'green-2'], ['red-5', 'red-6', 'yellow-3', 'yellow-5', 'green-4', 'green-6', 'blue-1', 'gray-1']],
    players: noCubes(),
    toMove: 0,
    supply: ['yellow-13', 'gray-13', 'green-13', 'red-13', 'red-12'],
    discard: [],
  },
};

describe('play machine: loading', () => {
  it('starts by asking the player to move for a card', () => {
    const s = run(playMachine, mountainAlmostDone);
    expect(tags(s)).toEqual(['choose-card']);
    expect(playView(s).mover).toBe(1);
    expect(playView(s).board?.tiles[1].sides[1]).toEqual(['blue-9']);
  });

  it('rejects a malformed position with a message naming the field, and offers nothing to do', () => {
    const bad = { ...mountainAlmostDone, position: { ...(mountainAlmostDone.position as object), tiles: tiles({ 3: { cubes: ['green'] } }) } };
    const s = run(playMachine, bad);
    expect(tags(s)).toEqual(['invalid']);
    expect(s.context.problem).toMatch(/tiles\[2\]\.cubes/);
    expect(step(playMachine, s, { type: 'card.select', card: 'gray-4' }).value).toBe('invalid');
  });

  it('rejects unknown rule options by name', () => {
    const s = run(playMachine, { ...mountainAlmostDone, options: { cubeLimit: 'yes' } });
    expect(tags(s)).toEqual(['invalid']);
    expect(s.context.problem).toMatch(/options\.cubeLimit/);
  });
});

describe('play machine: placing', () => {
  it('selects, switches and clears a card', () => {
    let s = run(playMachine, mountainAlmostDone, [{ type: 'card.select', card: 'gray-4' }]);
    expect(tags(s)).toEqual(['choose-side']);
    expect(s.context.selected).toBe('gray-4');
    s = step(playMachine, s, { type: 'card.select', card: 'red-4' });
    expect(s.context.selected).toBe('red-4');
    s = step(playMachine, s, { type: 'card.select', card: 'red-4' });
    expect(tags(s)).toEqual(['choose-card']);
    s = step(playMachine, s, { type: 'card.select', card: 'red-5' }, { type: 'card.clear' });
    expect(tags(s)).toEqual(['choose-card']);
    expect(s.context.selected).toBeNull();
  });

  it('reports the engine refusal in words and leaves the game as it was', () => {
    const before = run(playMachine, mountainAlmostDone, [{ type: 'card.select', card: 'gray-4' }]);
    const s = step(playMachine, before, { type: 'side.choose', tile: 2, side: 0 });
    expect(tags(s)).toEqual(['choose-side']);
    expect(s.context.refusal?.code).toBe('side-full-for-color');
    // The machine keeps the refused move as facts; the view words it.
    expect(s.context.refusal?.move).toEqual({ type: 'place', card: 'gray-4', tile: 2, side: 0 });
    expect(playView(s).refusal?.text).toContain("Ana's side already has it");
    expect(s.context.game).toBe(before.context.game);
    expect(playView(s).announcement.text).toMatch(/^Refused/);
    expect(s.context.complete).toBe(false);
  });

  it('names a color the tile does not call for at all', () => {
    const s = run(playMachine, mountainAlmostDone, [{ type: 'card.select', card: 'green-4' }, { type: 'side.choose', tile: 2, side: 1 }]);
    expect(playView(s).refusal?.text).toBe('Tile 2 carries no green cube, so no green card may go beside it, on either side.');
  });

  it('tells a scoring step by step: totals on the completed tile, then the table after it', () => {
    let s = run(playMachine, mountainAlmostDone, [{ type: 'card.select', card: 'gray-4' }, { type: 'side.choose', tile: 2, side: 1 }]);
    expect(tags(s)).toEqual(['narrating']);
    expect(s.context.complete).toBe(true);
    expect(s.context.shown).toBe(1);
    s = step(playMachine, s, { type: 'step.next' });
    const view = playView(s);
    expect(view.scoring).toEqual({ tile: 2, sums: [4, 13], winner: 1 });
    expect(view.board?.tiles[1].sides[1]).toEqual(['blue-9', 'gray-4']);
    expect(view.steps[1]).toContain('On a mountain the higher total wins: Ben takes 1 gray cube and 1 blue cube');
    s = step(playMachine, s, { type: 'step.all' });
    expect(tags(s)).toEqual(['choose-card']);
    expect(playView(s).mover).toBe(0);
    expect(playView(s).steps.at(-1)).toBe('Ana lost the scoring and so takes the next turn.');
    expect(playView(s).board?.tiles[1]).toMatchObject({ terrain: 'flatland', sides: [[], []] });
  });

  it('tells a plain placement in one go and passes the turn', () => {
    const s = run(playMachine, mountainAlmostDone, [{ type: 'card.select', card: 'red-4' }, { type: 'side.choose', tile: 1, side: 0 }]);
    expect(tags(s)).toEqual(['choose-card']);
    expect(playView(s).announcement.text).toMatch(/^Ben puts the red 4 on Ana's side of tile 1\. Ben draws 1 card/);
    expect(playView(s).mover).toBe(0);
  });

  it('shows where the selected card fits only when hints are on, as the engine lists them', () => {
    let s = run(playMachine, mountainAlmostDone, [{ type: 'card.select', card: 'red-4' }]);
    expect(playView(s).fits).toEqual([]);
    s = step(playMachine, s, { type: 'hints.toggle' });
    expect(playView(s).fits).toEqual(['1:0', '1:1', '3:0', '3:1', '4:0', '4:1']);
  });

  it('starts again from the loaded position', () => {
    const start = run(playMachine, mountainAlmostDone);
    const s = run(playMachine, mountainAlmostDone, [{ type: 'card.select', card: 'gray-4' }, { type: 'side.choose', tile: 2, side: 1 }, { type: 'example.reset' }]);
    expect(tags(s)).toEqual(['choose-card']);
    expect(s.context.game).toEqual(start.context.game);
    expect(s.context.steps).toEqual([]);
  });
});

describe('play machine: exchanging', () => {
  it('refuses five cards, then swaps two and must place what arrived', () => {
    let s = run(playMachine, nothingFits, [{ type: 'exchange.start' }]);
    expect(tags(s)).toEqual(['choose-discards']);
    for (const card of ['red-1', 'red-2', 'red-3', 'red-4', 'yellow-1'] as const) s = step(playMachine, s, { type: 'card.select', card });
    s = step(playMachine, s, { type: 'exchange.confirm' });
    expect(s.context.refusal?.code).toBe('too-many-discards');
    expect(playView(s).refusal?.text).toBe('An exchange swaps at most 4 cards; 5 were chosen.');
    s = step(playMachine, s, { type: 'card.select', card: 'red-3' }, { type: 'card.select', card: 'red-4' }, { type: 'card.select', card: 'yellow-1' });
    expect(s.context.discards).toEqual(['red-1', 'red-2']);
    s = step(playMachine, s, { type: 'exchange.confirm' });
    expect(s.context.complete).toBe(true);
    expect(tags(s)).toEqual(['choose-card']);
    expect(s.context.game?.hands[0]).toContain('gray-13');
    expect(s.context.game?.toMove).toBe(0);
    const again = step(playMachine, s, { type: 'exchange.start' }, { type: 'card.select', card: 'green-1' }, { type: 'exchange.confirm' });
    expect(again.context.refusal?.code).toBe('must-place');
  });

  it('refuses an exchange while a card fits', () => {
    const s = run(playMachine, { ...mountainAlmostDone, goal: 'refusal' }, [{ type: 'exchange.start' }, { type: 'card.select', card: 'red-4' }, { type: 'exchange.confirm' }]);
    expect(s.context.refusal?.code).toBe('must-place');
    expect(playView(s).refusal?.text).toContain('a player who can place must place');
    expect(s.context.complete).toBe(true);
  });

  it('a "read the refusal, then find the place" example is done only by the allowed move after a refusal', () => {
    const input: PlayInput = { ...mountainAlmostDone, goal: 'refusal-then-move' };
    let s = run(playMachine, input, [{ type: 'exchange.start' }, { type: 'card.select', card: 'red-4' }, { type: 'exchange.confirm' }]);
    expect(s.context.refusal?.code).toBe('must-place');
    expect(s.context.complete).toBe(false);
    s = step(playMachine, s, { type: 'exchange.cancel' }, { type: 'card.select', card: 'gray-4' }, { type: 'side.choose', tile: 2, side: 1 });
    expect(s.context.refusal).toBeNull();
    expect(s.context.complete).toBe(true);
    // The allowed move alone, without a refusal first, does not finish it.
    const direct = run(playMachine, input, [{ type: 'card.select', card: 'gray-4' }, { type: 'side.choose', tile: 2, side: 1 }]);
    expect(direct.context.steps.length).toBeGreaterThan(0);
    expect(direct.context.complete).toBe(false);
  });

  it('follows the exchange minimum option, and restarts when it is switched', () => {
    let s = run(playMachine, { ...nothingFits, options: { exchangeMin: 1 } }, [{ type: 'exchange.start' }, { type: 'exchange.confirm' }]);
    expect(s.context.refusal?.code).toBe('too-few-discards');
    s = step(playMachine, s, { type: 'options.set', options: { exchangeMin: 0 } });
    expect(s.context.options?.exchangeMin).toBe(0);
    expect(s.context.refusal).toBeNull();
    s = step(playMachine, s, { type: 'exchange.start' }, { type: 'exchange.confirm' });
    expect(s.context.refusal).toBeNull();
    expect(s.context.steps.map((x) => x.event)).toContain('no-placement');
  });

  it('says a switched option in the editions view, which alone carries that sentence', () => {
    const s = step(playMachine, run(playMachine, { ...nothingFits, options: { exchangeMin: 1 } }), { type: 'options.set', options: { exchangeMin: 0 } });
    expect(optionsView(s).announcement.text).toBe('Rule options changed; the example starts again.');
    expect(optionsView(s).announcement.n).toBe(playView(s).announcement.n);
    // The other examples' view never words it (they cannot switch options): no sentence to carry.
    expect(playView(s).announcement.text).toBe('');
  });
});

describe('play machine: claims', () => {
  const mikeAndKevin: PlayInput = {
    names: ['Mike', 'Kevin'],
    goal: 'cascade-end',
    position: {
      tiles: tiles({
        1: { cubes: ['green'], sides: [['green-13'], []], lastPlacedBy: 0 },
        2: { cubes: ['yellow', 'red'] },
        3: { cubes: ['red', 'yellow', 'blue'] },
        4: { cubes: ['yellow', 'red', 'gray', 'green'] },
      }),
      hands: [['red-2', 'red-9', 'yellow-7', 'blue-5', 'gray-10', 'yellow-12', 'red-5', 'yellow-2'], ['green-1', 'red-11', 'yellow-6', 'blue-9', 'gray-4', 'red-7', 'yellow-9', 'blue-11']],
      players: [
        { cubes: { gray: 2, blue: 3, green: 3, yellow: 5 }, trophies: ['red'] },
        { cubes: { gray: 2, blue: 3, green: 4, yellow: 3, red: 3 }, trophies: [] },
      ],
      toMove: 1,
    },
  };

  it('plays the rulebook cascade to Mike\'s win through the claim choices the engine offers', () => {
    let s = run(playMachine, mikeAndKevin, [{ type: 'card.select', card: 'green-1' }, { type: 'side.choose', tile: 1, side: 1 }, { type: 'step.all' }]);
    expect(tags(s)).toEqual(['choose-claim']);
    expect(playView(s).steps.some((x) => x === 'Kevin claims the green trophy (forced: enough cubes of its own color), paying 5 green cubes.')).toBe(true);
    const labels = playView(s).claims.map((c) => c.label);
    expect(labels).toEqual([
      'Kevin: claim the gray trophy (pay 2 gray cubes and one set of 3 red)',
      'Kevin: claim the blue trophy (pay 3 blue cubes and one set of 3 red)',
      'Kevin: pass',
    ]);
    s = step(playMachine, s, { type: 'claim.choose', trophy: 'blue', sets: { red: 1 } }, { type: 'step.all' });
    expect(playView(s).mover).toBe(0);
    s = step(playMachine, s, { type: 'claim.choose', trophy: 'gray', sets: { blue: 1 } }, { type: 'step.all' });
    s = step(playMachine, s, { type: 'claim.choose', trophy: 'yellow', sets: { green: 1 } }, { type: 'step.all' });
    expect(tags(s)).toEqual(['over']);
    expect(playView(s).result).toEqual({ winner: 0, reason: 'trophies' });
    expect(s.context.complete).toBe(true);
  });

  it('refuses a trade claim outside a cascade under the standard rules, and allows it on the own-turn option', () => {
    const position = {
      // Red's trophy took 7 red cubes to the box and player 0 holds 3: 3 are left for the tiles.
      tiles: tiles({ 4: { cubes: ['yellow', 'yellow', 'green', 'blue'] } }),
      hands: [['blue-1', 'green-2'], ['blue-3', 'green-4']],
      players: [{ cubes: { red: 3, blue: 3 }, trophies: [] }, { cubes: {}, trophies: ['red'] }],
      toMove: 0,
    };
    const input: PlayInput = { position, goal: 'claim', turnClaims: true };
    let s = run(playMachine, input);
    expect(playView(s).claims.map((c) => c.label)).toEqual(['Ana: claim the blue trophy (pay 3 blue cubes and one set of 3 red)']);
    s = step(playMachine, s, { type: 'claim.choose', trophy: 'blue', sets: { red: 1 } });
    expect(s.context.refusal?.code).toBe('not-claim-phase');
    s = step(playMachine, s, { type: 'options.set', options: { claimTiming: 'own-turn' } }, { type: 'claim.choose', trophy: 'blue', sets: { red: 1 } });
    expect(s.context.refusal).toBeNull();
    expect(s.context.game?.players[0].trophies).toEqual(['blue']);
    expect(s.context.complete).toBe(true);
  });
  it('moves the box\'s spent cubes into the bag when that option is switched, on a position that lists its box', () => {
    const position = {
      tiles: tiles({ 4: { cubes: ['yellow', 'yellow', 'green', 'blue'] } }),
      hands: [['blue-1', 'green-2'], ['blue-3', 'green-4']],
      players: [{ cubes: { red: 3, blue: 3 }, trophies: [] }, { cubes: {}, trophies: ['red'] }],
      box: { red: 7 },
      toMove: 0,
    };
    let s = run(playMachine, { position, goal: 'claim', turnClaims: true });
    const redInBag = () => s.context.game?.bag.filter((c) => c === 'red').length;
    const before = redInBag()!;
    s = step(playMachine, s, { type: 'options.set', options: { spentCubes: 'bag' } });
    expect(tags(s)).not.toContain('invalid');
    expect(s.context.problem).toBeNull();
    expect(s.context.game?.box.red).toBe(0);
    expect(redInBag()).toBe(before + 7);
    s = step(playMachine, s, { type: 'options.set', options: { spentCubes: 'box' } });
    expect(s.context.game?.box.red).toBe(7);
    expect(redInBag()).toBe(before);
  });
});

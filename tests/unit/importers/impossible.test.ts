// The impossible inputs reported in issue 12, each refused with a code and a message naming the
// field, and the hostile ones answered without an exception.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, COLORS, CUBES_PER_COLOR } from '../../../src/engine/balloon-cup/components.ts';
import type { Color } from '../../../src/engine/balloon-cup/components.ts';
import { cascadePlayersFromJson } from '../../../src/engine/balloon-cup/cascade-code.ts';
import { makePosition, parseOptions, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { decodePosition, encodePosition } from '../../../src/engine/balloon-cup/url.ts';
import { parsePosition as parseNotation } from '../../../src/engine/jumping-cups/notation.ts';
import { parseProgress } from '../../../src/components/site/progress.ts';
import { basePosition } from '../balloon-cup/helpers.ts';
import { nested } from './hostile.ts';

function refused(answer: { ok: boolean; error?: string; message?: string; problem?: unknown }): { error: string; message: string; problem?: unknown } {
  if (answer.ok) throw new Error('accepted');
  return { error: answer.error!, message: answer.message!, problem: answer.problem };
}

/** Every cube not on the tiles, in a listed bag: a whole position with nothing in the box. */
function fullBag(tiles: ReadonlyArray<{ cubes?: readonly string[] }>, held: Partial<Record<Color, number>> = {}): Color[] {
  const left: Record<Color, number> = { ...CUBES_PER_COLOR };
  for (const t of tiles) for (const c of t.cubes ?? []) left[c as Color] -= 1;
  for (const c of COLORS) left[c] -= held[c] ?? 0;
  return COLORS.flatMap((c) => Array<Color>(left[c]).fill(c));
}

describe('Balloon Cup positions that no game reaches', () => {
  it('a hand of 28 cards', () => {
    const json = { ...basePosition(), hands: [ALL_CARDS.slice(0, 28), ALL_CARDS.slice(28, 36)] };
    const e = refused(parsePosition(json));
    expect(e.error).toBe('bad-position');
    expect(e.problem).toEqual({ code: 'pos-hand-over', field: 'hands[0]', player: 0, count: 28, max: 8 });
  });

  it('trophies held while all 45 cubes sit elsewhere and the box is empty', () => {
    const base = basePosition() as { tiles: Array<{ cubes: string[] }> };
    const players = [{ cubes: { gray: 2 }, trophies: ['red'] }, { cubes: {}, trophies: [] }];
    const e = refused(parsePosition({ ...base, players, box: {}, bag: fullBag(base.tiles, { gray: 2 }) }));
    expect(e.error).toBe('bad-position');
    expect(e.problem).toEqual({ code: 'pos-unpaid', field: 'box', colors: ['red'] });
    // With the 7 red cubes in the box (and out of the bag) the position is fine.
    const bag = fullBag(base.tiles, { gray: 2, red: 7 });
    expect(parsePosition({ ...base, players, box: { red: 7 }, bag }).ok).toBe(true);
  });

  it('a whole position that leaves the box out pays for the trophies from the bag', () => {
    const state = parsePosition({ ...basePosition(), players: [{ cubes: {}, trophies: ['red', 'gray'] }, { cubes: {}, trophies: [] }] });
    expect(state.ok && state.value.box).toEqual({ gray: 3, blue: 0, green: 0, yellow: 0, red: 7 });
    expect(state.ok && state.value.bag.filter((c) => c === 'red')).toHaveLength(13 - 7 - 4); // 4 red on the tiles
    // Not payable at all: 4 red cubes on the tiles and 6 held leave 3 for a trophy that costs 7.
    const e = refused(parsePosition({ ...basePosition(), players: [{ cubes: {}, trophies: ['red'] }, { cubes: { red: 6 }, trophies: [] }] }));
    expect(e.problem).toEqual({ code: 'pos-unpaid', field: 'box', colors: ['red'] });
  });

  it('cubes in the box when spent cubes go to the bag', () => {
    const json = { ...basePosition(), options: { spentCubes: 'bag' }, players: [{ cubes: {}, trophies: ['red'] }, { cubes: {}, trophies: [] }], box: { red: 7 } };
    const e = refused(parsePosition(json));
    expect(e.problem).toEqual({ code: 'pos-box-option', field: 'box.red', color: 'red' });
    // Without the box the same trophy is fine: its cubes went back into the bag.
    expect(parsePosition({ ...json, box: undefined }).ok).toBe(true);
  });

  it('a claim left unmade although it was compulsory', () => {
    const e = refused(parsePosition({ ...basePosition(), players: [{ cubes: { blue: 4 }, trophies: [] }, { cubes: {}, trophies: [] }] }));
    expect(e.problem).toEqual({ code: 'pos-claim-open', field: 'players[0].cubes.blue', player: 0, color: 'blue', count: 4 });
  });

  it('the URL code refuses the same positions', () => {
    const game = newGame(1);
    const bigHand: GameState = { ...game, hands: [[...game.hands[0], ...game.supply.slice(0, 20)], game.hands[1]], supply: game.supply.slice(20) };
    expect(refused(decodePosition(encodePosition(bigHand))).problem).toMatchObject({ code: 'pos-hand-over', player: 0, count: 28 });
    const unpaid: GameState = { ...game, players: [{ cubes: game.players[0].cubes, trophies: ['red'] }, game.players[1]] };
    expect(refused(decodePosition(encodePosition(unpaid))).problem).toMatchObject({ code: 'pos-unpaid', colors: ['red'] });
    const bagBox: GameState = { ...game, options: { ...game.options, spentCubes: 'bag' }, box: { ...game.box, red: 7 }, bag: game.bag.filter((c, i) => c !== 'red' || i > 30) };
    expect(refused(decodePosition(encodePosition(bagBox))).problem).toMatchObject({ code: 'pos-box-option', color: 'red' });
  });

  it('every position of real play still round-trips', () => {
    const state = newGame(9);
    const again = parsePosition(JSON.parse(JSON.stringify(makePosition(state))));
    expect(again.ok && again.value).toEqual(state);
  });
});

describe('hostile JSON answered with a result', () => {
  it('parsePosition({"options":{"toString":true}})', () => {
    const e = refused(parsePosition(JSON.parse('{"options":{"toString":true}}')));
    expect(e).toMatchObject({ error: 'bad-position', problem: { code: 'pos-option-unknown', option: 'toString' } });
  });

  it('parseOptions({"constructor":1}) and every other key of Object.prototype', () => {
    expect(refused(parseOptions(JSON.parse('{"constructor":1}'))).problem).toMatchObject({ code: 'pos-option-unknown', option: 'constructor' });
    for (const key of Object.getOwnPropertyNames(Object.prototype)) {
      const answer = parseOptions(JSON.parse(`{${JSON.stringify(key)}: 1}`));
      expect(answer.ok, key).toBe(false);
    }
  });

  it('cascadePlayersFromJson([{"trophies":[{"toString":1}]},{}])', () => {
    const e = refused(cascadePlayersFromJson(JSON.parse('[{"trophies":[{"toString":1}]},{}]')));
    expect(e.problem).toEqual({ code: 'cas-form', field: 'players[0].trophies', found: 'an object' });
  });

  it('an array nested 5,000 deep in a tile\'s cubes', () => {
    const json = basePosition() as { tiles: Array<Record<string, unknown>> };
    json.tiles[0] = { ...json.tiles[0], cubes: nested(5000) };
    const e = refused(parsePosition(json));
    expect(e.problem).toEqual({ code: 'pos-form', field: 'tiles[0].cubes[0]', part: 'cubes', found: 'a list of 1 item' });
  });

  it('quotes a long value by a short excerpt only', () => {
    const e = refused(parseOptions({ spentCubes: 'x'.repeat(100_000) }));
    expect(e.message.length).toBeLessThan(200);
    expect(e.problem).toEqual({ code: 'pos-option-value', field: 'options.spentCubes', option: 'spentCubes' });
    const card = refused(parsePosition({ ...basePosition(), hands: [['x'.repeat(100_000)], []] }));
    expect(card.message.length).toBeLessThan(200);
    expect(card.problem).toMatchObject({ code: 'pos-form', part: 'cards', found: '"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"' });
  });

  it('saved progress: cut or odd text is refused whole (never read as less progress), odd keys are plain keys, never an exception', () => {
    expect(parseProgress('{"/a/":')).toMatchObject({ ok: false, error: 'bad-progress' });
    expect(parseProgress('{"/b/":[1,"ex-3",null]}')).toMatchObject({ ok: false, error: 'bad-progress' });
    expect(parseProgress('{ "/b/": ["ex-3"] }')).toMatchObject({ ok: false, error: 'bad-progress' });
    const odd = parseProgress('{"__proto__":["ex-1"],"constructor":["ex-2"],"/b/":["ex-3"]}');
    expect(odd.ok && Object.keys(odd.value).sort()).toEqual(['/b/', '__proto__', 'constructor']);
    expect(odd.ok && odd.value['/b/']).toEqual(['ex-3']);
    expect(odd.ok && odd.value.__proto__).toEqual(['ex-1']);
  });
});

describe('Jumping Cups positions that no game reaches', () => {
  it('rry////r/r/y/r/yy/y//// r: two red cups on square 1, one on top of the other', () => {
    const e = refused(parseNotation('rry////r/r/y/r/yy/y//// r'));
    expect(e.error).toBe('unreachable');
    // On square 1 alone, one red cup stands on another, and no red cup starts nearer the edge.
    expect(e.problem).toEqual({ code: 'unreachable', counting: { color: 'red', squares: 1, needed: 1, start: 0 } });
  });

  it('a position the counting cannot rule out is refused by the search for a history', () => {
    // Every cup stands where some history could have put it, but undoing moves never gets back
    // to a start (found by random placement; the search settles it after a few hundred positions).
    const e = refused(parseNotation('r////y/r///ryy/r//y/ry/ r'));
    expect(e.error).toBe('unreachable');
    expect(e.problem).toEqual({ code: 'unreachable', counting: null });
  });

  it('without the search for a history (for positions already checked), still well formed', () => {
    expect(parseNotation('r////y/r///ryy/r//y/ry/ r', { origin: false }).ok).toBe(true);
    expect(refused(parseNotation('r////y/r///ryy/r//y/ryy/ r', { origin: false })).error).toBe('wrong-cup-count');
  });

  it('a search past its work limit refuses rather than guesses', () => {
    const text = '//r/rrr///r//yy//yy//y/ r';
    expect(parseNotation(text).ok).toBe(true);
    expect(refused(parseNotation(text, { workLimit: 1 })).error).toBe('unsettled');
  });
});

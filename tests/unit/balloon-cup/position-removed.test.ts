// A tile is out of the game only when the bag could not refill it, and every position the
// importer accepts exports and imports again to the same position. Positions come from seeded
// random games (every state of which must be accepted, whatever the rule options), then have
// tiles taken out and the bag thinned, as a whole position (bag, box and supply left out) or with
// the bag listed, under both homes of spent cubes and with and without the cube limit.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLORS, CUBES_PER_COLOR, TROPHY_COST } from '../../../src/engine/balloon-cup/components.ts';
import type { Color } from '../../../src/engine/balloon-cup/components.ts';
import { apply } from '../../../src/engine/balloon-cup/apply.ts';
import { legalMoveAt, legalMoveCount } from '../../../src/engine/balloon-cup/moves.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { makePosition, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import type { PositionJson } from '../../../src/engine/balloon-cup/position.ts';
import { makeRng, nextInt } from '../../../src/engine/balloon-cup/rng.ts';
import { newGame } from '../../../src/engine/balloon-cup/setup.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';
import { position } from './helpers.ts';

const OPTION_SETS: ReadonlyArray<Partial<Options>> = [
  { spentCubes: 'box', cubeLimit: false },
  { spentCubes: 'box', cubeLimit: true },
  { spentCubes: 'bag', cubeLimit: false },
  { spentCubes: 'bag', cubeLimit: true },
];

/** A state `plies` random legal moves into game `seed`; every state on the way must be accepted. */
function reached(seed: number, options: Partial<Options>, plies: number): GameState {
  const rng = makeRng(seed ^ 0x5bd1e995);
  let state = newGame(seed, options);
  for (let ply = 0; ply < plies && !state.result; ply += 1) {
    const played = apply(state, legalMoveAt(state, nextInt(rng, legalMoveCount(state)))!);
    if (!played.ok) throw new Error(played.message);
    state = played.value.state;
    const back = parsePosition(JSON.parse(JSON.stringify(makePosition(state))));
    if (!back.ok) throw new Error(`seed ${seed} move ${ply}: a position reached in play was refused: ${back.message}`);
  }
  return state;
}

/**
 * `state` with the tiles in `gone` out of the game (their cubes back in the bag, their cards on
 * the discard pile) and at most `keep[c]` cubes of each color left in the bag.
 */
function mutate(state: GameState, gone: readonly number[], keep: readonly number[], whole: boolean): PositionJson {
  const json = makePosition(state);
  let bag: Color[] = [...(json.bag ?? [])];
  const discard = [...(json.discard ?? [])];
  const tiles = json.tiles.map((tile) => {
    if (!gone.includes(tile.number) || 'removed' in tile) return tile;
    bag = bag.concat(tile.cubes);
    discard.push(...tile.sides[0], ...tile.sides[1]);
    return { number: tile.number, removed: true as const };
  });
  const kept = COLORS.map(() => 0);
  bag = bag.filter((c) => {
    const i = COLORS.indexOf(c);
    kept[i] = kept[i]! + 1;
    return kept[i]! <= keep[i]!;
  });
  const out: PositionJson = { ...json, tiles, discard, bag };
  if (!whole) return out;
  // A whole position: the importer works out the supply, the bag and the box itself.
  const { supply: _supply, bag: _bag, box: _box, ...rest } = out;
  return rest;
}

describe('positions with tiles out of the game', () => {
  it('every accepted position round-trips, under both homes of spent cubes and with and without the cube limit', () => {
    const seen = { accepted: 0, acceptedWithTileGone: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0xffffff }),
        fc.constantFrom(...OPTION_SETS),
        fc.integer({ min: 0, max: 120 }),
        fc.subarray([1, 2, 3, 4], { minLength: 1 }),
        fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        (seed, options, plies, gone, keep, whole) => {
          const json = mutate(reached(seed, options, plies), gone, keep, whole);
          const parsed = parsePosition(json);
          if (!parsed.ok) {
            seen.refused += 1;
            return;
          }
          seen.accepted += 1;
          if (parsed.value.tiles.some((t) => t.removed)) seen.acceptedWithTileGone += 1;
          const exported = JSON.parse(JSON.stringify(makePosition(parsed.value))) as unknown;
          const again = parsePosition(exported);
          expect(again.ok ? '' : again.message, JSON.stringify(json)).toBe('');
          expect(again.ok && again.value).toEqual(parsed.value);
        },
      ),
      { numRuns: 400, seed: 2112 },
    );
    // The runs reach both answers, and accepted positions with a tile gone.
    expect(seen.refused).toBeGreaterThan(20);
    expect(seen.acceptedWithTileGone).toBeGreaterThan(20);
  });

  /** A position with tile 4 out of the game, the bag and the players as given. */
  function withTile4Gone(bag: Color[], options: Partial<Options>, players: PositionJson['players'] = [{ cubes: {}, trophies: [] }, { cubes: {}, trophies: [] }], box?: PositionJson['box']) {
    return {
      tiles: [
        { number: 1, terrain: 'mountain', cubes: ['red'], sides: [[], []] },
        { number: 2, terrain: 'flatland', cubes: ['red', 'yellow'], sides: [[], []] },
        { number: 3, terrain: 'mountain', cubes: ['green', 'yellow', 'red'], sides: [[], []] },
        { number: 4, removed: true },
      ],
      hands: [['red-1', 'red-2'], ['red-3', 'yellow-1']], supply: [], discard: [], bag, players, toMove: 0, options,
      ...(box ? { box } : {}),
    };
  }
  /** 'accepted', or the refusal's facts. */
  const refusal = (json: unknown): unknown => {
    const parsed = parsePosition(json);
    return parsed.ok ? 'accepted' : parsed.problem;
  };
  const gone = (facts: Record<string, unknown> = {}) => expect.objectContaining({ code: 'tile-gone-refillable', tile: 4, field: 'tiles[3].removed', ...facts });

  it('refuses a tile gone while the bag could refill it', () => {
    expect(refusal(withTile4Gone(['gray', 'blue', 'green', 'red'], {}))).toEqual(gone({ cubes: 4, cubeLimit: false }));
    expect(refusal(withTile4Gone(['gray', 'blue', 'green'], {}))).toBe('accepted');
  });

  it('with the cube limit, refuses a tile gone while the bag holds enough cubes that respect the limit', () => {
    // Four gray cubes, but at most two may go on one tile, and two blue: the limit allows only 4.
    expect(refusal(withTile4Gone(['gray', 'gray', 'gray', 'gray', 'blue', 'blue'], { cubeLimit: true }))).toEqual(gone({ cubeLimit: true }));
    expect(refusal(withTile4Gone(['gray', 'gray', 'gray', 'gray', 'blue'], { cubeLimit: true }))).toBe('accepted');
    // Without the limit the same bag refills the tile.
    expect(refusal(withTile4Gone(['gray', 'gray', 'gray', 'gray', 'blue'], {}))).toEqual(gone());
  });

  it('with spent cubes going back to the bag, allows only for the cubes trophies paid back', () => {
    // No trophy was ever paid for, so the bag never grew: it could have refilled the tile.
    expect(refusal(withTile4Gone(['gray', 'blue', 'green', 'red'], { spentCubes: 'bag' }))).toEqual(gone());
    // The gray trophy paid three gray cubes back into the bag after the tile left.
    const grayPaid: PositionJson['players'] = [{ cubes: {}, trophies: ['gray'] }, { cubes: {}, trophies: [] }];
    expect(refusal(withTile4Gone(['gray', 'gray', 'gray', 'blue', 'green'], { spentCubes: 'bag' }, grayPaid))).toBe('accepted');
    // Even then, blue, green, yellow and red cubes are more than the bag can have held.
    expect(refusal(withTile4Gone(['gray', 'blue', 'green', 'yellow', 'red'], { spentCubes: 'bag' }, grayPaid))).toEqual(gone({ returned: expect.any(Number) }));
    // With the box, the same payment left the game, and the bag never grows.
    expect(refusal(withTile4Gone(['gray', 'gray', 'blue', 'green'], {}, grayPaid, { gray: 3 }))).toEqual(gone());
  });

  it('judges a position that leaves its bag out by every cube not accounted for elsewhere', () => {
    // A whole position (supply and bag left out): tiles, players and the trophies' payments in
    // the box account for all but `left` red cubes, which stand for the bag.
    const whole = (left: number, options: Partial<Options> = {}) => {
      const json = withTile4Gone([], options, [
        { cubes: { gray: 2, blue: 3, green: 4, yellow: 5, red: 6 }, trophies: ['gray'] },
        { cubes: { green: 4, yellow: 4, red: 4 - left }, trophies: ['blue'] },
      ]) as Record<string, unknown>;
      delete json.bag;
      delete json.supply;
      return json;
    };
    // Four red cubes left could refill tile 4, so no game shows it gone; the shared vector
    // play-blocked-game lists its empty bag for that reason.
    expect(refusal(whole(4))).toEqual(gone({ cubes: 4, cubeLimit: false }));
    expect(refusal(whole(4, { cubeLimit: true }))).toEqual(gone({ cubes: 4, cubeLimit: true }));
    // Three cannot: the position is accepted, its bag is those three, and its export lists them.
    const state = position(whole(3));
    expect(state.bag).toEqual(['red', 'red', 'red']);
    const exported = JSON.parse(JSON.stringify(makePosition(state))) as Record<string, unknown>;
    expect(exported.bag).toEqual(['red', 'red', 'red']);
    expect(position(exported)).toEqual(state);
  });

  it('gives the facts of a refused gone tile beside the message', () => {
    const refused = parsePosition(withTile4Gone(['gray', 'gray', 'gray', 'gray', 'blue', 'blue'], { cubeLimit: true }));
    expect(refused.ok ? null : refused.fault).toEqual({ code: 'tile-gone-refillable', tile: 4, cubes: 4, returned: 0, cubeLimit: true });
    const grayPaid: PositionJson['players'] = [{ cubes: {}, trophies: ['gray'] }, { cubes: {}, trophies: [] }];
    const returned = parsePosition(withTile4Gone(['gray', 'blue', 'green', 'yellow', 'red'], { spentCubes: 'bag' }, grayPaid));
    expect(returned.ok ? null : returned.fault).toEqual({ code: 'tile-gone-refillable', tile: 4, cubes: 4, returned: 1, cubeLimit: false });
    // Other refusals carry no such facts.
    const other = parsePosition({ ...withTile4Gone([], {}), toMove: 2 });
    expect(other.ok ? 'accepted' : other.fault).toBeUndefined();
  });
});

// The rule itself (shared/conformance/README.md): a tile is gone only when the bag could not
// refill it, whether the position lists its bag or leaves it out (then its bag is every cube
// accounted for nowhere else). Positions come from random games with tiles taken out; they list
// a partial supply and no pending exchange, so that the rule is the only one they can break.
// The bag is counted here from the rules: with the cube limit only the cubes that may go on a
// tile count (cost − 1 of a color at most); with spent cubes going back to the bag, cubes of a
// claimed color may have come back after the tile left, so only a bag that could refill the
// tile even without any of them must be refused, and one that could not even with all of them
// must be accepted.
describe('a tile gone, judged by the bag', () => {
  const canRefill = (bag: Record<Color, number>, tile: number, cubeLimit: boolean): boolean =>
    COLORS.reduce((sum, c) => sum + (cubeLimit ? Math.min(bag[c], TROPHY_COST[c] - 1) : bag[c]), 0) >= tile;

  /** The cubes a position's bag holds: listed, or every cube accounted for nowhere else. */
  function bagOf(json: PositionJson): Record<Color, number> {
    const bag = Object.fromEntries(COLORS.map((c) => [c, 0])) as Record<Color, number>;
    if (json.bag) {
      for (const c of json.bag) bag[c] += 1;
      return bag;
    }
    for (const c of COLORS) bag[c] = CUBES_PER_COLOR[c] - (json.box?.[c] ?? 0) - json.players.reduce((n, p) => n + (p.cubes[c] ?? 0), 0);
    for (const tile of json.tiles) if (!('removed' in tile)) for (const c of tile.cubes) bag[c] -= 1;
    return bag;
  }

  it('refuses a tile gone that the bag could refill, listed or left out, under both homes of spent cubes and the cube limit', () => {
    const seen = { listed: { accepted: 0, refused: 0 }, unlisted: { accepted: 0, refused: 0 } };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0xffffff }),
        fc.constantFrom(...OPTION_SETS),
        fc.integer({ min: 0, max: 160 }),
        fc.subarray([1, 2, 3, 4], { minLength: 1 }),
        // Cubes kept of each color in a listed bag: often none, so that short bags come up.
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 13 })), { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        (seed, options, plies, gone, keep, listed) => {
          const { exchanged: _exchanged, ...json } = mutate(reached(seed, options, plies), gone, keep, false);
          // One card left out of the supply: a partial position, so the blocked check stays out.
          const partial = { ...json, supply: json.supply!.slice(1), discard: json.supply!.length > 0 ? json.discard : json.discard!.slice(1) };
          let input: PositionJson = partial;
          if (!listed) {
            const { bag: _bag, ...rest } = partial;
            input = rest;
          }
          const bag = bagOf(input);
          const claimed = COLORS.filter((c) => input.players.some((p) => p.trophies.includes(c)));
          const cubeLimit = options.cubeLimit === true;
          const goneTiles = input.tiles.filter((t) => 'removed' in t).map((t) => t.number);
          const smallest = Math.min(...goneTiles);
          const withoutReturns = { ...bag };
          if (options.spentCubes === 'bag') for (const c of claimed) withoutReturns[c] = 0;
          const mustRefuse = canRefill(withoutReturns, smallest, cubeLimit);
          const mustAccept = !canRefill(bag, smallest, cubeLimit);

          const parsed = parsePosition(input);
          seen[listed ? 'listed' : 'unlisted'][parsed.ok ? 'accepted' : 'refused'] += 1;
          if (mustRefuse) expect(parsed.ok, JSON.stringify(input)).toBe(false);
          if (mustAccept) expect(parsed.ok ? '' : parsed.message, JSON.stringify(input)).toBe('');
          if (!parsed.ok) {
            // The refusal names the tile and gives its facts; the bag option's returns aside,
            // the cubes it counts are the bag's.
            expect(parsed.fault?.tile).toBe(smallest);
            expect(parsed.message).toContain(`tiles[${smallest - 1}].removed`);
            if (options.spentCubes !== 'bag') {
              expect(parsed.fault?.cubes).toBe(COLORS.reduce((sum, c) => sum + (cubeLimit ? Math.min(bag[c], TROPHY_COST[c] - 1) : bag[c]), 0));
            }
          }
          if (!listed) {
            // Leaving the bag out means listing every cube accounted for nowhere else.
            const spelled = parsePosition({ ...input, bag: COLORS.flatMap((c) => Array<Color>(bag[c]).fill(c)) });
            expect(spelled.ok).toBe(parsed.ok);
            if (parsed.ok && spelled.ok) expect(spelled.value).toEqual(parsed.value);
          }
        },
      ),
      { numRuns: 250, seed: 29 },
    );
    // Both answers are reached, with the bag listed and left out.
    expect(seen.listed.accepted).toBeGreaterThan(20);
    expect(seen.listed.refused).toBeGreaterThan(20);
    expect(seen.unlisted.accepted).toBeGreaterThan(5);
    expect(seen.unlisted.refused).toBeGreaterThan(20);
  });
});

// The editions the play page offers (PRESETS) are the option sets the rules reference names
// (§4–§6), and the set-up form recognises each one from its options (presetOf). An example whose
// rule options the reader switches shows, under every choice, a table the rules allow.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLORS, countColors } from '../../../src/engine/balloon-cup/components.ts';
import type { ColorCounts } from '../../../src/engine/balloon-cup/components.ts';
import { DEFAULT_OPTIONS, OPTION_CHOICES, PRESETS, presetOf } from '../../../src/engine/balloon-cup/options.ts';
import type { Options } from '../../../src/engine/balloon-cup/options.ts';
import { makePosition, parsePosition } from '../../../src/engine/balloon-cup/position.ts';
import { withOptions } from '../../../src/engine/balloon-cup/spent-cubes.ts';
import type { GameState } from '../../../src/engine/balloon-cup/state.ts';

describe('editions as option sets', () => {
  it('Rio Grande is the default rules; the Italian edition and the online servers differ as the reference says', () => {
    expect(PRESETS['rio-grande']).toEqual(DEFAULT_OPTIONS);
    expect(PRESETS.italian).toMatchObject({ spentCubes: 'bag', claimTiming: 'own-turn', exchangeMin: 1, cubeLimit: false });
    expect(PRESETS.online).toMatchObject({ spentCubes: 'box', claimTiming: 'own-turn', exchangeMin: 1, cubeLimit: true });
  });

  it('names the edition a set of options is, whatever the order of its keys, and none for a mix', () => {
    for (const [name, options] of Object.entries(PRESETS)) expect(presetOf({ ...options })).toBe(name);
    const reordered = { cubeLimit: true, exchangeMin: 1, tradeAfterWin: false, claimTiming: 'own-turn', spentCubes: 'box' } as const;
    expect(presetOf(reordered)).toBe('online');
    expect(presetOf({ ...PRESETS.online, cubeLimit: false })).toBeNull();
    expect(presetOf({ ...DEFAULT_OPTIONS, tradeAfterWin: true })).toBeNull();
  });
});

const EXAMPLES = join(import.meta.dirname, '../../../content/balloon-cup/examples');

/** The examples with rule-option switches, from every chapter. */
function switchedExamples(): { id: string; position: object; options?: Partial<Options> }[] {
  return readdirSync(EXAMPLES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ id: file, data: JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) }))
    .filter(({ data }) => data.showOptions === true)
    .map(({ id, data }) => ({ id, position: data.position, options: data.options }));
}

/** Every combination of the five options (32). */
function everyOptionSet(): Options[] {
  const keys = Object.keys(OPTION_CHOICES) as (keyof Options)[];
  return Array.from({ length: 2 ** keys.length }, (_, mask) =>
    Object.fromEntries(keys.map((key, i) => [key, OPTION_CHOICES[key][(mask >> i) & 1]])) as unknown as Options);
}

/** Every cube on the table, wherever it lies. */
function allCubes(state: GameState): ColorCounts {
  const total = countColors([...state.bag, ...state.tiles.flatMap((t) => t.cubes)]);
  for (const c of COLORS) total[c] += state.box[c] + state.players[0].cubes[c] + state.players[1].cubes[c];
  return total;
}

function read(position: object, options: Partial<Options> | undefined) {
  return parsePosition({ ...position, options });
}

describe('switching an example\'s rule options', () => {
  const examples = switchedExamples();

  it('finds the examples that switch options (the editions chapter has five)', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
  });

  it('gives, under every choice, a table the rules allow, with every cube kept and only the spent cubes moved', () => {
    for (const example of examples) {
      const origin = read(example.position, example.options);
      if (!origin.ok) throw new Error(`${example.id}: ${origin.message}`);
      for (const options of everyOptionSet()) {
        const switched = withOptions(origin.value, options);
        const where = `${example.id} under ${JSON.stringify(options)}`;
        expect(switched.options, where).toEqual(options);
        expect(allCubes(switched), where).toEqual(allCubes(origin.value));
        expect({ ...switched, bag: null, box: null, options: null }, where).toEqual({ ...origin.value, bag: null, box: null, options: null });
        // The table exported and read back is accepted, and is the same table.
        const again = parsePosition(makePosition(switched));
        expect(again.ok ? null : again.message, where).toBeNull();
        if (again.ok) expect(again.value, where).toEqual(switched);
        // Where the position itself reads under these options, the switch gives exactly that table.
        const direct = read(example.position, options);
        if (direct.ok) expect(switched, where).toEqual(direct.value);
      }
    }
  });

  it('moves the spent cubes between the box and the bag and back', () => {
    const example = examples.find((e) => e.id.endsWith('ex-own-turn-claim.json'))!;
    const origin = read(example.position, example.options);
    if (!origin.ok) throw new Error(origin.message);
    expect(origin.value.box.red).toBe(7);
    const italian = withOptions(origin.value, PRESETS.italian);
    expect(italian.box.red).toBe(0);
    expect(countColors(italian.bag).red).toBe(countColors(origin.value.bag).red + 7);
    // Reading that position under the bag option refuses its box: switching must not.
    expect(read(example.position, PRESETS.italian).ok).toBe(false);
    expect(withOptions(italian, DEFAULT_OPTIONS)).toEqual(origin.value);
  });
});

// The editions the play page offers (PRESETS) are the option sets the rules reference names
// (§4–§6), and the set-up form recognises each one from its options (presetOf).
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, PRESETS, presetOf } from '../../../src/engine/balloon-cup/options.ts';

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

// The compiled messages' plural keeps the Intl.PluralRules it built (scripts/words/plural-rules.mjs):
// it must choose the form Intl chooses, in every language and for ordinals too, whatever was asked
// before; and the build must stop when Paraglide compiles a registry the replacement does not know.
import { describe, expect, test } from 'vitest';
import { plural } from '../../../src/paraglide/registry.js';
import { cachedPlural } from '../../../scripts/words/plural-rules.mjs';
import { ALL_LOCALES } from '../../../src/i18n/locales.ts';

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1.5, '7'];

describe('plural forms of the compiled messages', () => {
  test('every language, cardinal and ordinal, in any order of asking: the form Intl gives', () => {
    for (const options of [undefined, {}, { type: 'ordinal' as const }, {}]) {
      for (const locale of ALL_LOCALES) {
        for (const count of COUNTS) expect(plural(locale, count, options), `${locale} ${count} ${JSON.stringify(options)}`).toBe(new Intl.PluralRules(locale, options).select(Number(count)));
      }
    }
    // Russian and Polish tell "few" from "many"; English ordinals tell 2nd from 3rd.
    expect([plural('ru', 2, {}), plural('ru', 5, {}), plural('pl', 22, {}), plural('pl', 25, {})]).toEqual(['few', 'many', 'few', 'many']);
    expect([plural('en', 2, { type: 'ordinal' }), plural('en', 3, { type: 'ordinal' }), plural('en', 2, {})]).toEqual(['two', 'few', 'other']);
  });

  test('a registry whose plural is not the one compiled today is refused, not silently left slow', () => {
    expect(() => cachedPlural('export function plural(locale, input) { return "other" }')).toThrow(/plural-rules/);
  });
});

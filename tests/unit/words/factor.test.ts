// The messages as the site ships them say the text their forms share once (scripts/words/factor.mjs),
// or as tables by the selector each changing word follows (scripts/words/tables.mjs):
// every message of every language must still say, for every value of its selectors, exactly what
// Paraglide's own compiled function says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { factorMessage } from '../../../scripts/words/factor.mjs';
import { ALL_WORDS } from '../../../src/paraglide/all.ts';
import { ALL_LOCALES } from '../../../src/i18n/locales.ts';

type Message = (inputs?: Record<string, unknown>) => string;
const COUNTS = [0, 1, 2, 5, 21, 1.5];

/** Every input of a compiled message's source, each with the values worth trying. */
function inputsOf(source: string): Map<string, unknown[]> {
  const values = new Map<string, Set<unknown>>();
  const add = (name: string, value: unknown) => values.set(name, (values.get(name) ?? new Set()).add(value));
  for (const [, name] of source.matchAll(/i\?\.(\w+)/g)) add(name!, `‹${name}›`);
  for (const [, name, value] of source.matchAll(/i\?\.(\w+) === "([^"]*)"/g)) add(name!, value);
  // A numeric key matches the number and its text (tables.mjs looks both up in one table).
  for (const [, name, value] of source.matchAll(/i\?\.(\w+) === (\d+)\b/g)) add(name!, Number(value));
  for (const [, name] of source.matchAll(/registry\.plural\("\w+", i\?\.(\w+)/g)) for (const n of COUNTS) add(name!, n);
  return new Map([...values].map(([name, set]) => [name, [...set]]));
}

/** Every combination of the inputs' values. */
function combinations(inputs: Map<string, unknown[]>): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}];
  for (const [name, values] of inputs) out = out.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
  return out;
}

describe('messages that say their shared text once', () => {
  test('a message of several forms says each form as before, in fewer characters', () => {
    const source = `(i) => {const countPlural = registry.plural("en", i?.count, {});
\tif (countPlural === "one" && i?.color === "red") return /** @type {LocalizedString} */ (\`You are short of the red trophy by \${i?.count} cube of that colour, so you cannot take it now.\`);
\tif (countPlural === "other" && i?.color === "red") return /** @type {LocalizedString} */ (\`You are short of the red trophy by \${i?.count} cubes of that colour, so you cannot take it now.\`);
\tif (countPlural === "one" && i?.color === "blue") return /** @type {LocalizedString} */ (\`You are short of the blue trophy by \${i?.count} cube of that colour, so you cannot take it now.\`);
\tif (countPlural === "other" && i?.color === "blue") return /** @type {LocalizedString} */ (\`You are short of the blue trophy by \${i?.count} cubes of that colour, so you cannot take it now.\`);
\treturn /** @type {LocalizedString} */ ("short");
}`;
    const factored = factorMessage(source);
    expect(factored.length).toBeLessThan(source.length - 100);
    const plural = (_: string, n: number) => (n === 1 ? 'one' : 'other');
    const build = (text: string) => new Function('registry', `return ${text}`)({ plural }) as Message;
    const [before, after] = [build(source), build(factored)];
    for (const color of ['red', 'blue', 'green']) for (const count of [1, 2]) expect(after({ color, count })).toBe(before({ color, count }));
    expect(after({ color: 'blue', count: 2 })).toBe('You are short of the blue trophy by 2 cubes of that colour, so you cannot take it now.');
  });

  test('a message with one form, or forms with little in common, is left as it was', () => {
    const one = '() => {\n\treturn /** @type {LocalizedString} */ (`Bag`)\n}';
    expect(factorMessage(one)).toBe(one);
    const apart = `(i) => {
\tif (i?.n === "a") return /** @type {LocalizedString} */ (\`Yes\`);
\tif (i?.n === "b") return /** @type {LocalizedString} */ (\`No\`);
\treturn /** @type {LocalizedString} */ ("x");
}`;
    expect(factorMessage(apart)).toBe(apart);
  });

  for (const locale of ALL_LOCALES) {
    test(`every ${locale} message says what Paraglide compiled, for every value of its selectors`, async () => {
      const compiled = (await import(`../../../src/paraglide/messages/${locale}.js`)) as Record<string, Message>;
      const text = readFileSync(join(import.meta.dirname, '..', '..', '..', 'src', 'paraglide', 'messages', `${locale}.js`), 'utf8');
      let checked = 0;
      for (const [area, messages] of Object.entries(ALL_WORDS[locale])) {
        for (const [key, shipped] of Object.entries(messages as Record<string, Message>)) {
          const original = compiled[`${area}__${key}`];
          expect(original, `${area}.${key}`).toBeTypeOf('function');
          const source = new RegExp(`^export const ${area}__${key} = [\\s\\S]*?^};?$`, 'm').exec(text)?.[0] ?? '';
          for (const inputs of combinations(inputsOf(source))) {
            expect(shipped(inputs), `${locale} ${area}.${key} ${JSON.stringify(inputs)}`).toBe(original!(inputs));
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

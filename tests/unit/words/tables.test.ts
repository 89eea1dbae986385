// A message whose forms combine selectors (a colour and whose side) is shipped as its shared text
// with one table per changing part (scripts/words/tables.mjs): it must say exactly what Paraglide's
// form-by-form function says, for every value, named or not, and be shorter; a message whose
// changing part follows two selectors at once cannot be a table and is left as it was.
import { describe, expect, test } from 'vitest';
import { tableMessage } from '../../../scripts/words/tables.mjs';
import { pick } from '../../../src/paraglide/registry.js';

type Message = (inputs?: Record<string, unknown>) => string;
const plural = (_: string, n: number) => (n === 1 ? 'one' : 'other');
const build = (text: string) => new Function('registry', `return ${text.replace(/^export const \w+ = /, '').replace(/;\s*$/, '')}`)({ plural, pick }) as Message;
const line = (when: string, text: string) => `\tif (${when}) return /** @type {LocalizedString} */ (\`${text}\`);`;

describe('messages written as tables', () => {
  test('a colour-and-owner sentence: one table per word that changes, the same sentence for every value', () => {
    const colours = { gray: 'grey', blue: 'blue' } as Record<string, string>;
    const owners = [['you', 'your side'], ['computer', "the computer's side"]];
    const forms: string[] = [];
    for (const [colour, word] of [...Object.entries(colours), ['*', 'red']]) {
      for (const [owner, side] of [...owners, ['*', 'the side of ${i?.owner}']]) {
        const when = [colour === '*' ? '' : `i?.color === "${colour}"`, owner === '*' ? '' : `i?.ownerForm === "${owner}"`].filter(Boolean).join(' && ');
        const text = `Put the ${word} \${i?.value} on tile \${i?.tile}, ${side} (\${i?.details})`;
        forms.push(when ? line(when, text) : `\treturn /** @type {LocalizedString} */ (\`${text}\`);`);
      }
    }
    const source = `export const place_on = /** @type {(inputs: X) => LocalizedString} */ (i) => {\n${forms.join('\n')}\n};`;
    const compact = tableMessage(source);
    expect(compact).not.toBeNull();
    expect(compact!.length).toBeLessThan(source.length / 2);
    const [before, after] = [build(source), build(compact!)];
    for (const color of ['gray', 'blue', 'green', 7]) {
      for (const ownerForm of ['you', 'computer', 'player', undefined]) {
        const inputs = { color, ownerForm, owner: 'Ann', value: 9, tile: 2, details: 'fits' };
        expect(after(inputs)).toBe(before(inputs));
      }
    }
    expect(after({ color: 'blue', ownerForm: 'player', owner: 'Ann', value: 9, tile: 2, details: 'fits' })).toBe('Put the blue 9 on tile 2, the side of Ann (fits)');
  });

  test('a numeric key meets the number and its text, as Paraglide compares both', () => {
    const source = `(i) => {const n = registry.plural("en", i?.count, {});
${line('(i?.card === 1 || i?.card === "1") && n === "one"', 'Pay with the one card of that colour and ${i?.count} cube more')}
${line('(i?.card === 1 || i?.card === "1")', 'Pay with the one card of that colour and ${i?.count} cubes more')}
${line('n === "one"', 'Pay with a card of that colour and ${i?.count} cube more')}
\treturn /** @type {LocalizedString} */ (\`Pay with a card of that colour and \${i?.count} cubes more\`);
}`;
    const compact = tableMessage(source);
    expect(compact).not.toBeNull();
    const [before, after] = [build(source), build(compact!)];
    for (const card of [1, '1', 2, '01', true, undefined]) for (const count of [1, 2]) expect(after({ card, count })).toBe(before({ card, count }));
    expect(after({ card: '1', count: 2 })).toBe('Pay with the one card of that colour and 2 cubes more');
  });

  test('a part that follows two selectors at once is not a table', () => {
    const source = `(i) => {
${line('i?.a === "x" && i?.b === "x"', 'Same long sentence here, with both')}
${line('i?.a === "x"', 'Same long sentence here, with a')}
${line('i?.b === "x"', 'Same long sentence here, with b')}
\treturn /** @type {LocalizedString} */ (\`Same long sentence here, with none\`);
}`;
    expect(tableMessage(source)).toBeNull();
  });
});

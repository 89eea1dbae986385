// A message that chooses by several selectors (a colour and whose side, a count and a gender)
// lists one form per combination: fifteen for a Russian colour-and-owner sentence, though each
// word that changes follows one selector alone. tableMessage writes such a message as its shared
// text with, for each part that changes, a table by the one selector it follows (the colour's
// adjective by colour, the owner's words by owner), looked up with registry.pick: the same
// sentence for every value, in fewer bytes. A message whose changing parts follow two selectors at
// once, or whose table is no shorter, is left to factor.mjs.
import { pieces } from './factor.mjs';

const HEAD = /^(.*\(i\) => \{(?:const \w+ = registry\.plural\("[\w-]+", i\?\.\w+, \{\}\);)*)$/;
const FORM = /^\tif \((.+)\) return \/\*\* @type \{LocalizedString\} \*\/ \((`(?:[^`\\]|\\.)*`)\);$/;
const LAST = /^\treturn \/\*\* @type \{LocalizedString\} \*\/ \((`(?:[^`\\]|\\.)*`|"[\w]*")\);?$/;
const STRING_TERM = /^(i\?\.\w+|\w+) === "([^"\\]*)"$/;
const NUMBER_TERM = /^\((i\?\.\w+|\w+) === (\d+) \|\| (i\?\.\w+|\w+) === "(\d+)"\)$/;
/** What String(number) can write: a string key like these could also be met by a number. */
const NUMBER_LIKE = /^(-?\d+(\.\d+)?(e[+-]?\d+)?|NaN|-?Infinity)$/;
const OTHER = Symbol('other');

/** The conditions of one form: [[selector, value]…], or null when not plain equalities. */
function terms(condition) {
  const out = [];
  for (const term of condition.split(' && ')) {
    const number = NUMBER_TERM.exec(term);
    if (number) {
      if (number[1] !== number[3] || number[2] !== number[4] || String(Number(number[2])) !== number[2]) return null;
      out.push([number[1], number[2]]);
      continue;
    }
    const string = STRING_TERM.exec(term);
    if (!string || NUMBER_LIKE.test(string[2]) || string[2] === '__proto__') return null;
    out.push([string[1], string[2]]);
  }
  return out;
}

const key = (value) => (/^[A-Za-z_$][\w$]*$/.test(value) || /^(0|[1-9]\d*)$/.test(value) ? value : JSON.stringify(value));

/** `source` (one message as Paraglide compiles it, a function or its `export const` line) with tables, or null. */
export function tableMessage(source) {
  const lines = source.replace(/\s+$/, '').split('\n');
  const head = HEAD.exec(lines[0]);
  if (!head || lines.at(-1) !== '}' && lines.at(-1) !== '};') return null;
  const body = lines.slice(1, -1).filter((line) => line.trim() !== '');
  const last = LAST.exec(body.at(-1) ?? '');
  if (!last || body.length < 3) return null;
  const forms = [];
  for (const line of body.slice(0, -1)) {
    const form = FORM.exec(line);
    const when = form && terms(form[1]);
    if (!when) return null;
    forms.push({ when, text: form[2].slice(1, -1) });
  }
  const lastText = last[1].startsWith('"') ? last[1].slice(1, -1) : last[1].slice(1, -1);
  forms.push({ when: [], text: lastText });
  // Every selector with the values its forms name; every combination (OTHER: any value not named).
  const selectors = new Map();
  for (const { when } of forms) for (const [name, value] of when) selectors.set(name, new Set([...(selectors.get(name) ?? []), value]));
  if (selectors.size === 0) return null;
  const names = [...selectors.keys()];
  let cells = [{}];
  for (const name of names) cells = cells.flatMap((cell) => [...selectors.get(name), OTHER].map((value) => ({ ...cell, [name]: value })));
  if (cells.length > 4096) return null;
  const said = cells.map((cell) => forms.find(({ when }) => when.every(([name, value]) => cell[name] === value)).text);
  const texts = [...new Set(said)];
  if (texts.length < 2) return null;
  const { fixed, parts } = pieces(texts);
  if (fixed.length < 2) return null;
  // Each part must follow one selector alone (or none): its table by that selector.
  const picks = [];
  for (let k = 0; k < fixed.length - 1; k += 1) {
    const part = (cell) => parts[texts.indexOf(said[cells.indexOf(cell)])][k];
    const follows = names.find((name) => {
      const by = new Map();
      return cells.every((cell) => {
        const value = cell[name];
        if (!by.has(value)) by.set(value, part(cell));
        return by.get(value) === part(cell);
      });
    });
    if (!follows) return null;
    const byValue = new Map(cells.map((cell) => [cell[follows], part(cell)]));
    const other = byValue.get(OTHER);
    const entries = [...selectors.get(follows)].filter((value) => byValue.get(value) !== other).map((value) => `${key(value)}: \`${byValue.get(value)}\``);
    picks.push(entries.length === 0 ? `\`${other}\`` : `registry.pick(${follows}, { ${entries.join(', ')} }, \`${other}\`)`);
  }
  const template = fixed.map((text, k) => (k === 0 ? text : `\${${picks[k - 1]}}${text}`)).join('');
  const compact = `${head[1]}\n\treturn /** @type {LocalizedString} */ (\`${template}\`);\n${lines.at(-1)}`;
  return compact.length < source.length ? compact : null;
}

/** The table lookup the compact messages call, added to Paraglide's registry.js. */
export const PICK = `
/**
 * The entry of \`table\` for a selector's value (a string, or a number meeting its numeric key), else \`other\`.
 * @param {unknown} value @param {Record<string, string>} table @param {string} other @returns {string}
 */
export function pick(value, table, other) {
\treturn (typeof value === "string" || typeof value === "number") && Object.hasOwn(table, value) ? table[/** @type {string} */ (value)] : other
};
`;

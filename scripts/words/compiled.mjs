// Paraglide compiles one locale's messages into one module; the site wants each area on its own.
import { factorMessage } from './factor.mjs';
import { tableMessage } from './tables.mjs';

/**
 * Splits one locale's compiled module (`text`, keys `<area>__<key>`) into its areas: returns the
 * shared head (imports, fixed for a module one folder deeper), each area's blocks (names without
 * the area's prefix) and each message's function source, or where a missing one falls back to
 * (`{ from: <locale> }`). A message that chooses among forms says the text they share once
 * (factor.mjs), or as tables by the selector each changing word follows (tables.mjs).
 */
export function splitCompiled(text, areas) {
  const first = text.search(/^export /m);
  const head = text.slice(0, first).replace('from "../registry.js"', 'from "../../registry.js"').replaceAll("import('../runtime.js')", "import('../../runtime.js')");
  const blocks = new Map(areas.map((area) => [area, []]));
  const sources = new Map();
  for (const compiled of text.slice(first).split(/\n(?=export )/)) {
    const factored = factorMessage(compiled);
    const tabled = tableMessage(compiled);
    const block = tabled && tabled.length < factored.length ? tabled : factored;
    const own = /^export const ([a-z0-9]+)__(\w+) = /.exec(block);
    const fallback = /^export \{ ([a-z0-9]+)__(\w+) \} from "\.\/(\w+)\.js"/.exec(block);
    if (own) {
      sources.set(`${own[1]}/${own[2]}`, block.slice(own[0].length).replace(/;?\s*$/, ''));
      blocks.get(own[1]).push(block.replace(`export const ${own[1]}__${own[2]} = `, `export const ${own[2]} = `));
    } else if (fallback) {
      sources.set(`${fallback[1]}/${fallback[2]}`, { from: fallback[3] });
      blocks.get(fallback[1]).push(`export { ${fallback[2]} } from "./${fallback[3]}.js"`);
    } else if (block.trim()) {
      throw new Error(`words: unexpected compiled code: ${block.slice(0, 80)}`);
    }
  }
  return { head, blocks, sources };
}

/** A message without parameters may be called without arguments: m.try_again(). */
export function optionalInputs(text) {
  const empty = new Set([...text.matchAll(/@typedef \{\{\}\} (\w+) \*\//g)].map((match) => match[1]));
  return text.replace(/\(inputs: (\w+)\) =>/g, (all, name) => (empty.has(name) ? `(inputs?: ${name}) =>` : all));
}

// Which source files an island's code reaches and which messages they name, read from the source
// text (no bundler runs before the words exist). A message is named as `<handle>.<key>`, where the
// handle is `m` (or `m as <name>`) imported from src/paraglide/words/<area>.ts.

/** The text without comments, so an example in a comment imports and names nothing. */
export function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * What one module's text imports (static: with it; dynamic: behind `import()`), which messages it
 * names (`reads`: [area, key]), and which handles it reads in a way the build cannot follow
 * (`hidden`: [area, how]): `m[key]`, or the handle passed on as a value, whose messages would be
 * missing from the island's phrasebook.
 */
export function parseModule(source, resolve) {
  const text = stripComments(source);
  const statics = [...text.matchAll(/(?:^|;|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]/g)].map((m) => resolve(m[1])).filter(Boolean);
  const dynamics = [...text.matchAll(/(?<!typeof\s)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => resolve(m[1])).filter(Boolean);
  const reads = [];
  const hidden = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][^'"]*paraglide\/words\/(\w+)\.ts['"]/g)) {
    const local = /\bm(?:\s+as\s+(\w+))?\b/.exec(m[1]);
    if (!local) continue;
    const name = local[1] ?? 'm';
    const area = m[2];
    for (const use of text.matchAll(new RegExp(`(?<![\\w.$])${name}\\.(\\w+)`, 'g'))) reads.push([area, use[1]]);
    // `m[key]` reads a message by a computed name and `f(m)` hands the whole area on: the build
    // cannot tell which messages, so the island's phrasebook would lack them. (A local of the same
    // name, such as an arrow's parameter `(m) => m.type`, shadows the handle and is left alone.)
    const body = text.replace(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"][^'"]+['"]/g, '').replace(/\btypeof\s+\w+/g, '');
    const locals = new RegExp([
      `[(,]\\s*${name}\\s*(?::[^,()]*)?(?:,[^()]*)?\\)\\s*(?::[^=]*)?=>`, // an arrow's parameter: (m) => , (x, m) =>
      `\\b${name}\\s*=>`, // m =>
      `\\(\\s*\\[\\s*${name}\\s*\\]\\s*\\)\\s*=>`, // ([m]) =>
      `\\b(?:const|let|var|function)\\s+${name}\\b`, // a declaration
    ].join('|'));
    if (locals.test(body)) continue;
    // (`&m=` is a link's query parameter, as in `?g=…&m=3`, not the handle.)
    for (const use of body.matchAll(new RegExp(`(?<![\\w.$'"\`/&])${name}(?![\\w$'"\`])\\s*(?!\\s|\\.)`, 'g'))) {
      hidden.push([area, body[use.index + use[0].length] === '[' ? `${name}[…]` : `${name} used as a value`, body.slice(Math.max(0, use.index - 30), use.index + 20).replace(/\s+/g, " ")]);
    }
  }
  return { statics, dynamics, reads, hidden };
}

function lineOf(text, index) {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** A graph over files: `moduleOf(file)` parses once; `reach` follows static (and dynamic) imports. */
export function createGraph(readText, resolveFrom) {
  const cache = new Map();
  const moduleOf = (file) => {
    if (!cache.has(file)) cache.set(file, parseModule(readText(file), (spec) => resolveFrom(file, spec)));
    return cache.get(file);
  };
  const reach = (starts, followDynamic) => {
    const seen = new Set();
    const queue = [...starts];
    while (queue.length) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const { statics, dynamics } = moduleOf(file);
      queue.push(...statics, ...(followDynamic ? dynamics : []));
    }
    return seen;
  };
  return { moduleOf, reach };
}

/**
 * The messages `files` name, by area (a Map of Sets): only real messages of the area (`keysOf`),
 * and none of the areas whose code loads its own words (`ownWords`). A name that is no message is a
 * local variable of the same name (`(m) => m.type`); TypeScript checks the real reads.
 */
export function keysIn(files, moduleOf, keysOf, ownWords, describe = (file) => file) {
  const byArea = new Map();
  for (const file of files) for (const [area, key] of moduleOf(file).reads) {
    if (!keysOf.has(area)) throw new Error(`words: ${describe(file)} reads area "${area}", which has no folder in src/messages/`);
    if (!keysOf.get(area).includes(key) || ownWords.has(area)) continue;
    if (!byArea.has(area)) byArea.set(area, new Set());
    byArea.get(area).add(key);
  }
  return byArea;
}

// Checks that stop the build when a page's island would run without its words: the words system
// (scripts/words.mjs) gives a phrasebook only to the islands islands.json lists, rendered through
// their chooser (src/paraglide/islands/<Name>.astro) with a directive the list allows. Anything
// else renders, then throws "No words provided" in the reader's browser.

/** The markup of an .astro or .mdx file without its comments (an example in a comment is no use). */
function markup(text) {
  return text.replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}|\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * Problems in one page or component file (`file`: its name for the message): a `client:`
 * directive, which hydrates a component without the words system; a chooser of an island not in
 * `islands` (name → entry); a chooser asked for a directive its entry does not list.
 */
export function islandProblems(file, text, islands) {
  const problems = [];
  const body = markup(text);
  for (const use of body.matchAll(/<([A-Z][\w.]*)\b[^>]*?\sclient:([\w-]+)/g)) {
    problems.push(`${file}: <${use[1]} client:${use[2]}> hydrates an island outside the words system; list it in src/i18n/islands.json and render its chooser (src/paraglide/islands/<Name>.astro) with directive="${use[2]}"`);
  }
  const choosers = new Map();
  for (const imp of body.matchAll(/import\s+(\w+)\s+from\s+['"][^'"]*paraglide\/islands\/(\w+)\.astro['"]/g)) {
    const [, local, name] = imp;
    if (!islands[name]) problems.push(`${file}: imports the island ${name}, which src/i18n/islands.json does not list`);
    else choosers.set(local, name);
  }
  for (const [local, name] of choosers) {
    for (const tag of body.matchAll(new RegExp(`<${local}\\b([^>]*)>`, 'g'))) {
      const directive = /\sdirective=["']([\w-]+)["']/.exec(tag[1])?.[1] ?? islands[name].directives[0];
      if (!islands[name].directives.includes(directive)) {
        problems.push(`${file}: <${local} directive="${directive}">: islands.json allows ${name} only ${islands[name].directives.map((d) => `"${d}"`).join(', ')}, so it would render nothing`);
      }
    }
  }
  return problems;
}

/** Problems of the list itself: a module that does not exist, a shared phrasebook of no island. */
export function listProblems(islands, exists) {
  const problems = [];
  for (const [name, island] of Object.entries(islands)) {
    if (!exists(island.module)) problems.push(`src/i18n/islands.json: ${name}'s module ${island.module} does not exist`);
    if (!Array.isArray(island.directives) || island.directives.length === 0) problems.push(`src/i18n/islands.json: ${name} lists no directive`);
    if (island.words && !islands[island.words]) problems.push(`src/i18n/islands.json: ${name} shares the phrasebook of ${island.words}, which is not an island`);
  }
  return problems;
}

/** Reads of a message area the build cannot follow, in files an island reaches (from module-graph). */
export function hiddenReadProblems(islandName, files, moduleOf, describe) {
  return [...files].flatMap((file) => moduleOf(file).hidden.map(([area, how, near]) =>
    `${describe(file)} (reached by ${islandName}): ${how} of area "${area}" ("…${near}…"); name each message as <handle>.<key> so the island's phrasebook holds it`));
}

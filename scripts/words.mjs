/**
 * Compiles the site's messages (src/messages/<area>/<locale>.json) with Paraglide JS into
 * src/paraglide/ (generated, not committed), and writes what lets each page carry one language:
 *
 * - areas/<area>/<locale>.js: that area's message functions in that locale, under their own names.
 * - words/<area>.ts: the area's typed handle `m`, which reads the provided locale (src/i18n/runtime.ts).
 * - all.ts: every area of every locale, for the server (the middleware) and the unit tests.
 * - islands/<locale>/<Island>.tsx: an island's entry for one locale, providing its phrasebook
 *   (<Island>.words.js; later/<Island>/<locale>.js for the code it loads later): the messages
 *   its code names, so its bundle holds no other language and no sentence it cannot say. An island that always
 *   appears beside another may share that one's phrasebook (islands.json "words").
 * - islands/<Island>.astro: renders the entry of the page's locale, with the directive asked for.
 * - search/words-search-<locale>.ts: the site search with one language's words, each bundled on
 *   its own; search/bundles.ts: their addresses, for the loader to fetch the page's.
 *
 * Paraglide compiles one project; the area files are joined into it with keys `<area>__<key>`.
 * Skips all work when no input changed since the last run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionalInputs, splitCompiled } from './words/compiled.mjs';
import { PICK } from './words/tables.mjs';
import { cachedPlural } from './words/plural-rules.mjs';
import { hiddenReadProblems, islandProblems, listProblems } from './words/island-checks.mjs';
import { createGraph, keysIn as keysFrom } from './words/module-graph.mjs';
import { missingWords, planPhrasebooks } from './words/phrasebook-plan.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = join(root, 'src');
const messagesDir = join(src, 'messages');
const outDir = join(src, 'paraglide');
const cacheDir = join(root, 'node_modules', '.cache', 'words');
const { ALL_LOCALES } = await import('../src/i18n/locales.ts');
const locales = { all: [...ALL_LOCALES] };
const islandsJson = JSON.parse(readFileSync(join(src, 'i18n', 'islands.json'), 'utf8'));
const islands = Object.entries(islandsJson).filter(([name]) => !name.startsWith('$'));
/** Areas whose code loads them itself (islands.json "$ownWords"): in no island's phrasebook. */
const ownWords = new Set(islandsJson.$ownWords ?? []);

const areas = readdirSync(messagesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

function readArea(area, locale) {
  const file = join(messagesDir, area, `${locale}.json`);
  if (!existsSync(file)) return {};
  const { $schema, ...messages } = JSON.parse(readFileSync(file, 'utf8'));
  return messages;
}

// Inputs that decide the output: every message file, the island list, the locales, this script,
// and the code under src/ (each island's phrasebook holds the messages its code names).
const hash = createHash('sha256');
const scriptParts = readdirSync(join(root, 'scripts', 'words')).sort().map((name) => join(root, 'scripts', 'words', name));
for (const file of [join(src, 'i18n', 'locales.ts'), join(src, 'i18n', 'islands.json'), fileURLToPath(import.meta.url), ...scriptParts]) hash.update(readFileSync(file));
for (const area of areas) for (const locale of locales.all) hash.update(`${area}/${locale}:${JSON.stringify(readArea(area, locale))}`);
// The islands' code too: which messages a phrasebook holds follows from what the code names.
const codeFiles = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
  const full = join(dir, d.name);
  if (d.isDirectory()) return full === outDir ? [] : codeFiles(full);
  return /\.(tsx?|jsx?|astro|mdx)$/.test(d.name) ? [full] : [];
}).sort();
// Pages and components too (.astro, .mdx): the build checks how they render islands.
for (const file of [...codeFiles(src), ...codeFiles(join(root, 'content'))]) hash.update(`${relative(root, file)}:`).update(readFileSync(file));
const stamp = hash.digest('hex');
const stampFile = join(outDir, '.stamp');
if (!process.argv.includes('--force') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) process.exit(0);

// One project for Paraglide: each locale's messages joined, keys prefixed with their area.
const keysOf = new Map(areas.map((area) => [area, Object.keys(readArea(area, 'en'))]));
rmSync(cacheDir, { recursive: true, force: true });
mkdirSync(join(cacheDir, 'project.inlang'), { recursive: true });
for (const locale of locales.all) {
  const joined = {};
  for (const area of areas) {
    for (const [key, message] of Object.entries(readArea(area, locale))) {
      if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`src/messages/${area}/${locale}.json: "${key}" is not a message name (lowercase letters, digits, _)`);
      joined[`${area}__${key}`] = message;
    }
  }
  writeFileSync(join(cacheDir, `${locale}.json`), JSON.stringify(joined));
}
writeFileSync(join(cacheDir, 'project.inlang', 'settings.json'), JSON.stringify({
  baseLocale: locales.all[0],
  locales: locales.all,
  modules: [join(root, 'node_modules', '@inlang', 'plugin-message-format', 'dist', 'index.js')],
  'plugin.inlang.messageFormat': { pathPattern: join(cacheDir, '{locale}.json') },
}));

const { compile } = await import('@inlang/paraglide-js');
rmSync(outDir, { recursive: true, force: true });
await compile({
  project: join(cacheDir, 'project.inlang'),
  outdir: outDir,
  outputStructure: 'locale-modules',
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  // The site picks the locale itself (src/i18n/runtime.ts); the compiled runtime only has to exist.
  strategy: ['baseLocale'],
});

// The table lookup of messages written as tables (scripts/words/tables.mjs), and a plural that
// keeps its Intl.PluralRules (scripts/words/plural-rules.mjs).
writeFileSync(join(outDir, 'registry.js'), cachedPlural(readFileSync(join(outDir, 'registry.js'), 'utf8')) + PICK);

for (const locale of locales.all) {
  const file = join(outDir, 'messages', `${locale}.js`);
  writeFileSync(file, optionalInputs(readFileSync(file, 'utf8')));
}

const write = (file, text) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};
const header = '// Generated by scripts/words.mjs from src/messages/: do not edit.\n';
const importPath = (from, to) => {
  const path = relative(join(from, '..'), to).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
};

/** `<locale>/<area>/<key>` → the compiled function's source, or where a missing one falls back to. */
const sources = new Map();

// Each area in each locale is its own module, holding its messages' functions (split from the
// locale's compiled module, names without the area's prefix): a page's bundle then carries the
// areas its islands read and no others.
for (const locale of locales.all) {
  const split = splitCompiled(readFileSync(join(outDir, 'messages', `${locale}.js`), 'utf8'), areas);
  for (const [key, source] of split.sources) sources.set(`${locale}/${key}`, source);
  for (const area of areas) write(join(outDir, 'areas', area, `${locale}.js`), `${header}${split.head}${split.blocks.get(area).join('\n')}\n`);
}

for (const area of areas) {
  const handle = join(outDir, 'words', `${area}.ts`);
  write(handle, `${header}import type * as Words from '${importPath(handle, join(outDir, 'areas', area, 'en.js'))}';
import { area } from '${importPath(handle, join(src, 'i18n', 'runtime.ts'))}';

/** The "${area}" messages (src/messages/${area}/), in the page's locale. */
export const m = area<typeof Words>('${area}');

`);
}

const allFile = join(outDir, 'all.ts');
write(allFile, `${header}${areas.flatMap((area) => locales.all.map((locale) => `import * as ${area}_${locale} from '${importPath(allFile, join(outDir, 'areas', area, `${locale}.js`))}';`)).join('\n')}
import type { Locale } from '${importPath(allFile, join(src, 'i18n', 'runtime.ts'))}';

/** Every area in every locale: for the server and the tests, never for a page's bundle. */
export const ALL_WORDS: Record<Locale, Record<string, Record<string, unknown>>> = {
${locales.all.map((locale) => `  ${locale}: { ${areas.map((area) => `${area}: ${area}_${locale}`).join(', ')} },`).join('\n')}
};
`);

const cap = (s) => s[0].toUpperCase() + s.slice(1);
// Each island's phrasebook: the messages its code can say, found by following its imports from
// the island's component (static imports: needed for its first render, shipped with it; behind a
// dynamic import: fetched with that code, see wordsReady). Each phrasebook holds copies of just
// those functions, so a page carries the sentences its islands use and nothing of other islands.
const SOURCE_FILE = /\.(tsx?|jsx?)$/;
const resolveFrom = (file, spec) => {
  if (!spec.startsWith('.')) return null;
  const base = join(file, '..', spec.split('?')[0]);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && SOURCE_FILE.test(f));
  return found && found.startsWith(src) && !found.startsWith(outDir) ? found : null;
};
const { moduleOf, reach } = createGraph((file) => readFileSync(file, 'utf8'), resolveFrom);
const keysIn = (files) => keysFrom(files, moduleOf, keysOf, ownWords, (file) => relative(root, file));
function phrasebook(file, locale, byArea, exportName) {
  const lines = [];
  const entries = [];
  for (const [area, keys] of [...byArea].sort()) {
    const fields = [];
    for (const key of [...keys].sort()) {
      let source = sources.get(`${locale}/${area}/${key}`);
      while (source && typeof source === 'object') source = sources.get(`${source.from}/${area}/${key}`);
      if (typeof source !== 'string') throw new Error(`words: no compiled message ${area}.${key} in ${locale}`);
      lines.push(`const ${area}__${key} = ${source};`);
      fields.push(`${key}: ${area}__${key}`);
    }
    entries.push(`  ${area}: { ${fields.join(', ')} },`);
  }
  const registry = lines.some((line) => line.includes('registry.')) ? `import * as registry from '${importPath(file, join(outDir, 'registry.js'))}';\n` : '';
  write(file, `${header}${registry}${lines.join('\n')}\nexport const ${exportName} = {\n${entries.join('\n')}\n};\n`);
}

// What each island's code says on its first render (eager) and in the code it loads later.
const islandWords = islands.map(([name, island]) => {
  const component = join(src, island.module);
  const eagerFiles = reach([component], false);
  const laterFiles = new Set([...reach([...eagerFiles].flatMap((f) => moduleOf(f).dynamics), true)].filter((f) => !eagerFiles.has(f)));
  const eager = keysIn(eagerFiles);
  const later = keysIn(laterFiles);
  for (const [area, keys] of later) {
    for (const key of eager.get(area) ?? []) keys.delete(key);
    if (keys.size === 0) later.delete(area);
  }
  return { name, island, component, eager, later };
});
const own = planPhrasebooks(islandWords);

// The build stops where a page's island would meet a message it was not given: an island hydrated
// outside this list, a chooser asked for a directive it lacks, a message area read by a computed
// name or handed on as a value, or (a fault of this script) a phrasebook plan with a gap.
const pageFiles = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
  const full = join(dir, d.name);
  if (d.isDirectory()) return full === outDir ? [] : pageFiles(full);
  return /\.(astro|mdx)$/.test(d.name) ? [full] : [];
});
const problems = [
  ...listProblems(Object.fromEntries(islands), (module) => existsSync(join(src, module))),
  ...[...pageFiles(src), ...pageFiles(join(root, 'content'))].flatMap((file) => islandProblems(relative(root, file), readFileSync(file, 'utf8'), Object.fromEntries(islands))),
  ...islandWords.flatMap(({ name, component }) => hiddenReadProblems(name, reach([component], true), moduleOf, (file) => relative(root, file))),
  ...islandWords.flatMap((entry) => [...missingWords(entry, own)].map(([area, keys]) => `${entry.name} names ${[...keys].map((key) => `${area}.${key}`).join(', ')} but its modules do not give ${keys.size === 1 ? 'it' : 'them'}`)),
];
if (problems.length > 0) {
  console.error(`words: ${problems.length} problem${problems.length === 1 ? '' : 's'} would leave an island without its words:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}

for (const { name, island, component } of islandWords) {
  const { book, eager, later, shared } = own.get(name);
  for (const locale of locales.all) {
    const file = join(outDir, 'islands', locale, `${name}.tsx`);
    const imported = island.export ? `{ ${island.export} as Island }` : 'Island';
    const books = [...new Set([book, ...(eager.size > 0 ? [name] : [])])];
    if (book === name || eager.size > 0) phrasebook(join(outDir, 'islands', locale, `${name}.words.js`), locale, eager, 'WORDS');
    if (later.size > 0) phrasebook(join(outDir, 'later', name, `${locale}.js`), locale, later, 'WORDS');
    const loads = [...(shared ? [book] : []), ...(later.size > 0 ? [name] : [])]
      .map((from) => `import('${importPath(file, join(outDir, 'later', from, `${locale}.js`))}')`);
    write(file, `${header}import type { ComponentProps } from 'preact';
import { provide, provideLater } from '${importPath(file, join(src, 'i18n', 'runtime.ts'))}';
import ${imported} from '${importPath(file, component)}';
${books.map((from, i) => `import { WORDS as WORDS${i} } from './${from}.words.js';`).join('\n')}
${loads.length ? `\n/** The words of the code the island loads later, fetched with it. */\nconst LATER = () => Promise.all([${loads.join(', ')}]).then((modules) => modules.map((words) => words.WORDS));\n` : ''}
export default function ${name}${cap(locale)}(props: ComponentProps<typeof Island> & object) {
${books.map((_, i) => `  provide('${locale}', WORDS${i});\n`).join('')}${loads.length ? `  provideLater('${locale}', LATER);\n` : ''}  return <Island {...props} />;
}
`);
  }
  const chooser = join(outDir, 'islands', `${name}.astro`);
  const branches = locales.all.flatMap((locale) => island.directives.map((directive) =>
    `{locale === '${locale}' && directive === '${directive}' && <${cap(locale)} client:${directive} {...props}><slot /></${cap(locale)}>}`));
  write(chooser, `---
${header.trim()}
// ${name} in the page's locale (Astro.currentLocale), hydrated with the directive asked for.
${locales.all.map((locale) => `import ${cap(locale)} from './${locale}/${name}.tsx';`).join('\n')}

type Directive = ${island.directives.map((d) => `'${d}'`).join(' | ')};
const { directive = '${island.directives[0]}', ...props } = Astro.props as { directive?: Directive } & Record<string, unknown>;
const locale = Astro.currentLocale ?? 'en';
---
${branches.join('\n')}
`);
}

// The site search, one bundle per locale (search/words-search-<locale>.ts, bundled on its own by
// search/bundles.ts): the search's code with that language's words and no other, started once
// they are provided. The file name makes the build name the bundle by its language, as it names
// the islands' words, so a page fetches only its own and the offline cache treats it the same way.
const searchBundles = join(outDir, 'search', 'bundles.ts');
for (const locale of locales.all) {
  const file = join(outDir, 'search', `words-search-${locale}.ts`);
  write(file, `${header}import { provide } from '${importPath(file, join(src, 'i18n', 'runtime.ts'))}';
import { startSearch } from '${importPath(file, join(src, 'components', 'search', 'search-ui.ts'))}';
import * as search from '${importPath(file, join(outDir, 'areas', 'search', `${locale}.js`))}';

provide('${locale}', { search });
startSearch();
`);
}
write(searchBundles, `${header}// The address of the search's bundle in each language (Vite bundles each on its own: \`?worker&url\`).
${locales.all.map((locale) => `import search_${locale} from './words-search-${locale}.ts?worker&url';`).join('\n')}

export const SEARCH_BUNDLES: Readonly<Record<string, string>> = { ${locales.all.map((locale) => `${locale}: search_${locale}`).join(', ')} };
`);

writeFileSync(stampFile, stamp);
console.log(`[words] ${areas.length} areas × ${locales.all.length} locales, ${islands.length} islands → ${relative(root, outDir)}/`);
// Paraglide's project loader keeps handles open; the work is done.
process.exit(0);

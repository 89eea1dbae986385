import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import visibleIdle from './src/integrations/visible-idle.mjs';
import headingAnchors from './src/integrations/heading-anchors.mjs';
import exampleHeadingLevel from './src/integrations/example-heading-level.mjs';
import { ALL_LOCALES, PUBLISHED_LOCALES } from './src/i18n/locales.ts';

/**
 * Two bundler notices that are expected and harmless, hidden so a build prints only what needs
 * attention (README, "A quiet build"):
 * - MODULE_LEVEL_DIRECTIVE for "use astro:head-inject": Astro adds this directive to every MDX
 *   page itself; the bundler notes it may drop it, which Astro expects.
 * - INEFFECTIVE_DYNAMIC_IMPORT for src/machines/*: islands import their machine lazily so the
 *   browser loads it on first use, while the server build imports it directly to render the
 *   first state; the notice only says the server bundle keeps one chunk.
 */
const EXPECTED = [
  (log) => log.code === 'MODULE_LEVEL_DIRECTIVE' && String(log.message).includes('astro:head-inject'),
  (log) => log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && String(log.message).includes('src/machines/'),
];

// The Content-Security-Policy every page carries as a <meta http-equiv> (scripts/post-build.mjs
// repeats it in dist/_headers for static hosts). Astro adds script-src and style-src itself,
// with the hash of every inline script and style it renders (the island bootstrap scripts, the
// page styles): no 'unsafe-inline', no 'unsafe-eval', no style attributes.
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * Chunk groups for the browser's bundle only, each taking just the modules it names (not their
 * imports, which stay where the pages share them): files that always load together on the same
 * pages, so one file compresses better than two (Astro's server builds keep their own chunks).
 * - The hook that runs an island's machine and the notice shown when its code fails to load:
 *   every island with a machine loads both (and the rules examples' event helper with them).
 * - Balloon Cup's cards, trophies and cascade rules with the words for a payment: the puzzles,
 *   the chapters' machines, the replay and the whole-game page all load them together. The board's
 *   first view reads none of them (its colour and card words are in color-words.ts).
 */
const CLIENT_GROUPS = [
  // (with the site's words handle, which the same pages load)
  { name: 'machine-helpers', test: /[\\/]src[\\/](components[\\/]shared[\\/](useMachine\.ts|LoadNotice\.tsx|example-events\.ts)|paraglide[\\/]words[\\/]site\.ts)$/ },
  // A chapter's mark in the lists of chapters and the progress words' handle: the same pages load both.
  // The chapters' own scripts join them (their marks of examples done and the page's words for
  // them: chapter-progress.ts, page-words.ts), which every chapter loads beside (2026-11-29).
  { name: 'chapter-mark', test: /[\\/]src[\\/](components[\\/]site[\\/](chapter-mark|chapter-progress|page-words)|paraglide[\\/]words[\\/]progress)\.ts$/ },
  // The engine's excerpt of a refused value joins them, and Balloon Cup's refusals (result.ts): they
  // load on exactly the same pages.
  { name: 'cascade', test: /[\\/]src[\\/](engine[\\/]balloon-cup[\\/](cards|trophies|cascade|result)|machines[\\/]balloon-cup[\\/]payment-words|engine[\\/]excerpt)\.ts$/ },
  // The cascade solver and the sentences of its verdicts: one chunk for the pages that use both
  // (the sandbox, the cascade puzzles, a game's review) rather than two small ones.
  // (with the cascade code's writer, which every page with the solver loads too)
  { name: 'cascade-verdicts', test: /[\\/]src[\\/](engine[\\/]balloon-cup[\\/](cascade-solver|cascade-encode)|machines[\\/]balloon-cup[\\/]verdict-words)\.ts$/ },
  // The pieces' drawings with their colour words and the game's components (colours, cards,
  // cubes): every Balloon Cup page that draws a piece loads all of them, on the same pages.
  // The handles of the Balloon Cup words that the board, the examples and the puzzles share join
  // them: they load on exactly the same pages (2026-11-29, one file fewer). So does the fact line
  // both tables draw (Fact.tsx, the board's and the cascade table's; 2026-11-30: in a file of its
  // own the chapters grew 0.08 KB, here 0.03 on the play page).
  { name: 'pieces', test: /[\\/]src[\\/](components[\\/]balloon-cup[\\/](pieces\.tsx|piece-defs\.tsx|colors\.ts|Fact\.tsx)|machines[\\/]balloon-cup[\\/]color-words\.ts|engine[\\/]balloon-cup[\\/]components\.ts|paraglide[\\/]words[\\/](bcwords|bcplay|bcproblem)\.ts)$/ },
  // The examples' told story, the choices it offers and the words of a refused move (with their
  // handle): every page with a told story loads all of them.
  { name: 'story-core', test: /[\\/]src[\\/](machines[\\/]balloon-cup[\\/](story-core|choices|move-problem-words)|paraglide[\\/]words[\\/]bcstory)\.ts$/ },
  // The bots' search with a seat's view of the game: the play page, the analysis board and a
  // finished game's review load them together (the bots' workers import both).
  { name: 'bots', test: /[\\/]src[\\/]engine[\\/]balloon-cup[\\/](playout|bots[\\/](index|search|seat-view))\.ts$/ },
  // The analysis board's machine with its view; and apart, the readers of a game link and a
  // position code, which the board and its worker both load (the worker no board code).
  { name: 'analysis', test: /[\\/]src[\\/]machines[\\/]balloon-cup[\\/]analysis(-view)?\.ts$/ },
  { name: 'position-reader', test: /[\\/]src[\\/]engine[\\/]balloon-cup[\\/](url|position)\.ts$/ },
  // The engine's moves and their effects (legal moves, applying one, claims, exchanges) with the
  // placement, scoring, piles and shuffling they call: every page that plays a move loads both
  // halves, which the build would otherwise split in two files (2026-11-29, 0.2 KB less).
  { name: 'apply', test: /[\\/]src[\\/]engine[\\/]balloon-cup[\\/](moves|apply|claims|exchange|placement|scoring|piles|rng|blocked)\.ts$/ },
  // The hook that runs an actor already made (useActor.ts) with the players' names: the whole game
  // and the guided game load both (and the game's replay the names). In a file of its own the hook
  // cost 0.14 KB on the play and learn pages, here 0.05 (and 0.1 on the replay's page), in Russian
  // (2026-11-30; no chunk else is loaded on just these pages).
  { name: 'names', test: /[\\/]src[\\/](components[\\/]shared[\\/]useActor|machines[\\/]balloon-cup[\\/]names)\.ts$/ },
  // The notice that this browser keeps nothing, with its words: always loaded together.
  { name: 'storage-notice', test: /[\\/]src[\\/](components[\\/]site[\\/]storage-(notice|words)|paraglide[\\/]words[\\/]notices)\.ts$/ },
].map((group) => ({ ...group, priority: 1, includeDependenciesRecursively: false }));

/** BUDGET_CHUNKS=<file>: writes each browser chunk's modules there (to see where bytes go). */
const chunkModules = {
  name: 'chunk-modules',
  applyToEnvironment: (environment) => environment.name === 'client',
  async generateBundle(_, bundle) {
    if (!process.env.BUDGET_CHUNKS) return;
    const { writeFileSync } = await import('node:fs');
    const out = Object.values(bundle).filter((c) => c.type === 'chunk').map((c) => ({ file: c.fileName, modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id.replace(/^.*?[\\/]src[\\/]/, 'src/').replace(/^.*node_modules[\\/]/, 'nm/'), m.renderedLength])) }));
    writeFileSync(process.env.BUDGET_CHUNKS, JSON.stringify(out, null, 1));
  },
};

/**
 * Adds CLIENT_GROUPS to the browser build. A group that leaves a module's imports out needs entry
 * chunks that may export more than their module (Rolldown refuses it otherwise); the browser's
 * entries are islands, imported only for their named exports, so that is safe there.
 */
const clientChunkGroups = {
  name: 'client-chunk-groups',
  applyToEnvironment: (environment) => environment.name === 'client',
  options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
  outputOptions: (output) => ({
    ...output,
    codeSplitting: { ...output.codeSplitting, groups: [...(output.codeSplitting?.groups ?? []), ...CLIENT_GROUPS] },
  }),
};

/**
 * No module-preload lists in the browser's bundle: Vite would write, before each dynamic import,
 * the list of every chunk the imported one needs (about 1 KB gzipped on a page with a machine),
 * only to fetch them in parallel. Each lazy chunk imports its own dependencies anyway; the lists
 * left are the style sheets a lazy chunk needs.
 */
const noModulePreload = {
  name: 'no-module-preload',
  configEnvironment(name, config) {
    if (name === 'client') config.build = { ...config.build, modulePreload: false };
  },
};

/**
 * A smaller preload helper for the browser's bundle. Vite wraps every dynamic import in
 * `__vitePreload(load, deps)`; with module preloading off (noModulePreload) `deps` lists only the
 * style sheets the imported chunk needs, yet Vite's helper still ships its module-preload code
 * (about 1 KB gzipped, on every page with an island). This one links those style sheets, once
 * each, then loads the module: the same result for what the site uses.
 */
const smallPreloadHelper = {
  name: 'small-preload-helper',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (id) => (id === '\0vite/preload-helper.js' || id === 'vite/preload-helper.js' ? '\0vite/preload-helper.js' : null),
  load(id) {
    if (id !== '\0vite/preload-helper.js') return null;
    return `const seen = {};
export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => seen[dep] ??= new Promise((done, fail) => {
  const href = new URL('/' + dep, location.href).href;
  if ([...document.querySelectorAll('link[rel=stylesheet]')].some((link) => link.href === href)) return done();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onload = done;
  link.onerror = () => fail(new Error('Unable to preload CSS for ' + href));
  document.head.append(link);
}))).then(load);
`;
  },
};

/**
 * The browser's chunk names, as Astro names them, except a chunk of one language's words, named
 * words-<what>-<locale>: compiled messages (src/paraglide/areas/<area>/<locale>.js, messages/
 * <locale>.js: words-[<area>-]<locale>), an island's entry with its phrasebook in one language
 * (paraglide/islands/<locale>/<Island>.tsx: words-<island>-<locale>) and the words of an
 * island's later code (paraglide/later/<Island>/<locale>.js: words-<island>later-<locale>).
 * scripts/check-budgets.mjs can then tell which languages a page loads, and the service worker
 * keeps another language's words only once a page in that language is opened (post-build.mjs).
 */
const WORDS_MODULE = /[\\/]src[\\/]paraglide[\\/](?:areas[\\/]([a-z]+)|messages)[\\/]([a-z]{2})\.js$/;
const ISLAND_WORDS_MODULE = /[\\/]src[\\/]paraglide[\\/](?:islands[\\/]([a-z]{2})[\\/](\w+?)(?:\.words\.js|\.tsx)|later[\\/](\w+)[\\/]([a-z]{2})\.js)$/;
function clientChunkName(chunk) {
  const ids = chunk.moduleIds ?? [];
  const words = ids.map((id) => WORDS_MODULE.exec(id)).find(Boolean);
  if (words) return `_astro/words-${words[1] ? `${words[1]}-` : ''}${words[2]}.[hash].js`;
  const island = ids.map((id) => ISLAND_WORDS_MODULE.exec(id)).find(Boolean);
  if (island) {
    const [, locale, name, laterName, laterLocale] = island;
    return `_astro/words-${(name ?? `${laterName}later`).toLowerCase()}-${locale ?? laterLocale}.[hash].js`;
  }
  return `_astro/${chunk.name.replace(/[^\w.-]/g, '_')}.[hash].js`;
}

export default defineConfig({
  site: 'https://cup-games.example',
  trailingSlash: 'always',
  // English keeps today's addresses; every other language lives under its code (/de/, /ru/…).
  i18n: { locales: [...ALL_LOCALES], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  integrations: [
    mdx(),
    preact(),
    // Every page but the 404 page and the preview pictures, each with its other languages.
    sitemap({
      filter: (page) => !/\/(404|og)\//.test(new URL(page).pathname.replace(/^\/[a-z]{2}(?=\/)/, '')),
      i18n: { defaultLocale: 'en', locales: Object.fromEntries(PUBLISHED_LOCALES.map((locale) => [locale, locale])) },
    }),
    visibleIdle(),
  ],
  security: {
    csp: {
      directives: CSP_DIRECTIVES,
      scriptDirective: { resources: ["'self'"] },
    },
  },
  // No page shows code, so no syntax highlighter: Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [smallPreloadHelper, headingAnchors(), exampleHeadingLevel(), clientChunkGroups, noModulePreload, chunkModules],
    environments: { client: { build: { rolldownOptions: { output: { chunkFileNames: clientChunkName, entryFileNames: clientChunkName } } } } },
    build: {
      rollupOptions: {
        // The engine and the machines are pure modules (DESIGN.md: no DOM, no globals written on
        // import), so a module none of whose exports a page uses can be left out. Without this
        // the bundler keeps every module an `export *` barrel reaches whose top level calls a
        // function (a lookup table built at load), and a chapter downloaded the cascade-code
        // parser and the solver it never runs.
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/](engine|machines)[\\/]/, sideEffects: false }] },
        // Preact, its hooks and its JSX runtime are loaded together by every island: one file
        // compresses better than three (each page's JavaScript is about 0.5 KB smaller). Vite's
        // preload helper, which every island page loads beside them (Astro's renderer imports it),
        // joins that file (0.2 KB less on each page), and so do Astro's Preact renderer and the
        // messages' plural helper, which every island loads too. The tiny helpers that nearly every
        // board island uses (announcements, focus after a change, whether the island has hydrated)
        // share one file. The words' runtime (which language's messages an island reads) joins
        // Preact's file: every island loads both.
        output: {
          codeSplitting: {
            groups: [
              { name: 'preact', test: /[\\/]node_modules[\\/](preact[\\/]|@astrojs[\\/]preact[\\/]dist[\\/](client|static-html)\.js$)|^\0vite[\\/]preload-helper|[\\/]src[\\/]paraglide[\\/]registry\.js$|[\\/]src[\\/]i18n[\\/](runtime|locales)\.ts$/, priority: 2 },
              { name: 'island-helpers', test: /[\\/]src[\\/](components[\\/]shared[\\/](LiveRegion\.tsx|useFocusFollows\.ts|useHydrated\.ts)|engine[\\/]result\.ts)$/, priority: 1 },
              // This browser's storage on its own, without its notice (and the notice's words): the
              // language menu's script reads and writes through it on every page, and a page that
              // keeps nothing (the sandbox, a page without islands) would load the notice for nothing.
              { name: 'storage', test: /[\\/]src[\\/]components[\\/]site[\\/]storage\.ts$/, priority: 1 },
            ],
          },
        },
        onLog(level, log, handler) {
          if (EXPECTED.some((expected) => expected(log))) return;
          handler(level, log);
        },
      },
    },
  },
});

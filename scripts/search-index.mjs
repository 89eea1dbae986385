// After `astro build`, before scripts/post-build.mjs (part of `npm run build`): builds the site
// search's index with Pagefind into dist/pagefind/, one index per language (Pagefind reads each
// page's <html lang>), fetched by the browser in small pieces as words are typed.
//
// What is indexed: each page's <main> (BaseLayout marks it data-pagefind-body), so the header,
// the navigation and the footer never match. Inside it, the parts below are left out because
// they repeat other pages or are pieces of a board rather than words about a rule: the islands
// (boards, whose first state is rendered as text), key lists, the chapter list beside a chapter,
// previous/next links, the example tools, the small labels above titles ("chapter 3 of 10") and
// whatever is hidden from screen readers (drawings, difficulty dots). Every heading with an id (chapters' sections,
// examples, questions) becomes its own result that opens at that anchor.
//
// It also writes dist/pagefind/offline.json: for each language, the files of its index ("*" for
// the ones every language shares). After a reader's first search, the search code fetches them
// once so the service worker keeps them and search works offline (src/components/search/search-ui.ts).
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';

const DIST = decodeURIComponent(new URL('../dist/', import.meta.url).pathname);
const OUT = join(DIST, 'pagefind');

const EXCLUDE = [
  'astro-island',
  '.keys-help',
  '.sidebar',
  '.pager',
  '.chapter-progress',
  '.example-tools',
  '.example-status',
  '.example-kicker',
  '[aria-hidden="true"]',
];

const { index, errors: createErrors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
if (!index) throw new Error(`search-index: ${createErrors.join('; ')}`);
const { page_count: pages, errors } = await index.addDirectory({ path: DIST });
if (errors.length > 0) throw new Error(`search-index: ${errors.join('; ')}`);
rmSync(OUT, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: OUT });
if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join('; ')}`);
await pagefind.close();

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

// Pagefind's own ready-made interfaces are not used (the site has its own, which fits its policy
// and look): leave them out of dist/.
for (const file of files(OUT)) {
  if (/[\\/]pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(file)) rmSync(file);
}

const lists = { '*': [] };
for (const file of files(OUT).sort()) {
  const url = `/${relative(DIST, file).split(sep).join('/')}`;
  if (url === '/pagefind/pagefind-entry.json') continue; // fetched fresh by each search, kept by the worker then
  const lang = /\/(?:pagefind\.|wasm\.)?([a-z]{2,3}(?:-[a-z0-9]+)?|unknown)[._]/i.exec(url.replace('/pagefind/', '/'))?.[1];
  const key = /\.pf_(index|fragment|meta|filter)$/.test(url) || /\/wasm\.[^/]+\.pagefind$/.test(url) ? lang ?? '*' : '*';
  (lists[key] ??= []).push(url);
}
writeFileSync(join(OUT, 'offline.json'), JSON.stringify(lists));
console.log(`search-index: ${pages} pages indexed in ${Object.keys(lists).filter((k) => k !== '*' && k !== 'unknown').length} language(s); dist/pagefind/ written`);

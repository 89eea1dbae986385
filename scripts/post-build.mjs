// After `astro build` (part of `npm run build`, so `npm start` and `npm test` get it):
//
// 1. Checks that every inline <script> and <style> of every page is allowed by the page's own
//    Content-Security-Policy <meta> (Astro computes the hashes; a page whose inline code was
//    missed would break under the policy, so the build fails instead), and that no element
//    carries a style="" attribute (the policy allows none).
// 2. Writes dist/_headers (the format Netlify and Cloudflare Pages read) with the same policy as
//    an HTTP header for every path (the union of the pages' policies; the header and the <meta>
//    are both enforced, so each page keeps exactly its own), plus what only a header can say.
// 3. Generates the service worker dist/sw.js with Workbox: every page and every file the pages
//    or their islands can fetch (chunks, workers, puzzle and solver data) is precached, so after
//    one visit the whole site works offline. Files are matched by extension, so data files
//    added later under public/ or emitted into _astro/ are included without touching this.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { generateSW } from 'workbox-build';
import { openingChunks } from './solution-precache.ts';

const DIST = decodeURIComponent(new URL('../dist/', import.meta.url).pathname);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

// Each language's "page not found" to <locale>/404.html, where static hosts look for a folder's 404.
for (const dir of readdirSync(DIST)) {
  const built = join(DIST, dir, '404', 'index.html');
  if (/^[a-z]{2}$/.test(dir) && existsSync(built)) {
    renameSync(built, join(DIST, dir, '404.html'));
    rmSync(join(DIST, dir, '404'), { recursive: true });
  }
}

const pages = files(DIST).filter((file) => file.endsWith('.html')).sort();
const problems = [];
/** directive name → its sources, over all pages, in first-seen order */
const union = new Map();

for (const file of pages) {
  const html = readFileSync(file, 'utf8');
  const where = `/${relative(DIST, file).split(sep).join('/')}`;
  const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html);
  if (!meta) {
    problems.push(`${where}: no Content-Security-Policy <meta>`);
    continue;
  }
  const policy = new Map();
  for (const part of meta[1].split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    policy.set(name, sources);
    const all = union.get(name) ?? [];
    for (const source of sources) if (!all.includes(source)) all.push(source);
    union.set(name, all);
  }
  for (const [name, sources] of policy) {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"]) {
      if (sources.includes(bad)) problems.push(`${where}: ${name} allows ${bad}`);
    }
  }
  const allowed = (directive, body) => {
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    return (policy.get(directive) ?? []).includes(hash);
  };
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/i.test(attrs) || /type="application\/(ld\+)?json"/i.test(attrs)) continue;
    if (!allowed('script-src', m[2])) problems.push(`${where}: an inline script is not in script-src: ${m[2].slice(0, 60)}…`);
  }
  for (const m of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    if (!allowed('style-src', m[2])) problems.push(`${where}: an inline style is not in style-src: ${m[2].slice(0, 60)}…`);
  }
  const styled = /<[a-z][^>]*\sstyle=("[^"]*"|'[^']*')/i.exec(html);
  if (styled) problems.push(`${where}: a style attribute, which the policy blocks: ${styled[0].slice(0, 80)}`);
}

if (problems.length > 0) {
  console.error(`post-build: the Content-Security-Policy does not fit the pages:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const headerPolicy = [...[...union].map(([name, sources]) => [name, ...sources].join(' ')), "frame-ancestors 'none'"].join('; ');
writeFileSync(
  join(DIST, '_headers'),
  `# Written by scripts/post-build.mjs: the pages' Content-Security-Policy as an HTTP header.
/*
  Content-Security-Policy: ${headerPolicy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin

# The service worker must be revalidated, or a cached copy would hold back every update.
/sw.js
  Cache-Control: no-cache
`,
);

// Pages in other languages are not precached, nor their words (the chunks astro.config.mjs names
// words-…-<locale>, and the search's bundle of each language, words-search-<locale>-…, but for
// the language menu's offer in the reader's browser language, area "lang", which an English page
// may fetch): each language's page list and words go to
// /<lang>/offline.json, which public/sw-languages.js caches whole once a reader opens a page of it.
const { PUBLISHED_LOCALES, BASE_LOCALE } = await import('../src/i18n/locales.ts');
const otherLocales = PUBLISHED_LOCALES.filter((locale) => locale !== BASE_LOCALE);
const LOCALE_WORDS = /^words-(?!lang-)(?:[a-z]+-)?([a-z]{2})[.-][\w-]+\.js$/;
const chunks = readdirSync(join(DIST, '_astro'));
const wordsOf = new Map(otherLocales.map((locale) => [locale, chunks.filter((name) => LOCALE_WORDS.exec(name)?.[1] === locale).map((name) => `_astro/${name}`)]));
for (const locale of otherLocales) {
  const files = pages.map((file) => file.slice(DIST.length)).filter((file) => file.startsWith(`${locale}/`));
  const words = wordsOf.get(locale);
  const version = createHash('sha256');
  for (const file of [...files, ...words]) version.update(readFileSync(join(DIST, file)));
  writeFileSync(join(DIST, locale, 'offline.json'), JSON.stringify({
    version: version.digest('hex').slice(0, 16),
    pages: files.map((file) => `/${file.replace(/index\.html$/, '')}`),
    words: words.map((file) => `/${file}`),
  }));
}

// The service worker's add-ons take the site's languages from the one list (src/i18n/locales.ts).
writeFileSync(join(DIST, 'sw-locales.js'), `// Written by scripts/post-build.mjs from src/i18n/locales.ts: the languages besides ${BASE_LOCALE}.\nself.SITE_OTHER_LOCALES = ${JSON.stringify(otherLocales)};\n`);

const { count, size, warnings } = await generateSW({
  globDirectory: DIST,
  globPatterns: ['**/*.{html,js,mjs,css,json,bin,wasm,txt,xml,svg,png,ico,webmanifest,woff2}'],
  // The Jumping Cups solution (22 MB in 1,024 files) is fetched a file per answer: precaching it
  // all would download it on any first visit. The opening's files are precached; the rest are
  // kept once a game has used them. og/: the link-preview images other sites fetch; no page shows them.
  // search-index/: the site search's index (scripts/search-index.mjs), kept once a search has used it.
  globIgnores: ['sw.js', 'workbox-*.js', '_headers', 'jumping-cups/solution/**', 'og/**', 'search-index/**', ...otherLocales.flatMap((locale) => [`${locale}/**`, ...wordsOf.get(locale)])],
  additionalManifestEntries: openingChunks().map((n) => {
    const url = `jumping-cups/solution/${n}.bin`;
    return { url: `/${url}`, revision: createHash('sha256').update(readFileSync(join(DIST, url))).digest('hex').slice(0, 16) };
  }),
  runtimeCaching: [{
    urlPattern: ({ url }) => url.pathname.startsWith('/jumping-cups/solution/'),
    handler: 'CacheFirst',
    options: { cacheName: 'jumping-cups-solution' },
  }, {
    // The site search's index of each language (scripts/search-index.mjs, one file each, its name
    // the same from build to build): fresh from the network when there is one, so a new build's
    // anchors are used at once, from the cache without, so search works offline after one use.
    // ignoreVary: a server's `Vary: Origin` would keep the cached copy from answering.
    urlPattern: ({ url }) => url.pathname.startsWith('/search-index/'),
    handler: 'NetworkFirst',
    options: { cacheName: 'site-search', networkTimeoutSeconds: 4, matchOptions: { ignoreSearch: true, ignoreVary: true }, expiration: { maxEntries: 10 } },
  }],
  // Addresses Workbox's lookup would miss (a bare `?`, escaped letters): public/sw-addresses.js;
  // pages in other languages, cached by language once visited: public/sw-languages.js, which
  // reads the languages from /sw-locales.js (written below from src/i18n/locales.ts).
  importScripts: ['/sw-locales.js', '/sw-addresses.js', '/sw-languages.js'],
  swDest: join(DIST, 'sw.js'),
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // Solver tables and puzzle data may be large; the default 2 MB cap would silently drop them.
  maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  // /_astro/ names carry a content hash already.
  dontCacheBustURLsMatching: /^_astro\//,
  // `/jumping-cups/play/?p=…` and other linked positions are the same page: serve it offline.
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: 'index.html',
  navigateFallback: '/404.html',
  navigateFallbackDenylist: [/^\/_astro\//],
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
});
for (const warning of warnings) console.warn(`post-build: ${warning}`);
console.log(`post-build: ${pages.length} pages fit the Content-Security-Policy; dist/_headers written`);
console.log(`post-build: dist/sw.js precaches ${count} files, ${(size / 1024).toFixed(1)} KB`);

// The trainers' share pages, one per puzzle and language, after the service worker and the
// sitemap so neither carries them (scripts/share-pages.ts).
const { writeSharePages } = await import('./share-pages.ts');
const shareStart = performance.now();
const shared = await writeSharePages(DIST);
console.log(`post-build: ${shared.files} trainer share pages, ${(shared.bytes / 1024).toFixed(0)} KB, in ${((performance.now() - shareStart) / 1000).toFixed(1)} s`);

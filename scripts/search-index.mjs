// After `astro build`, before scripts/post-build.mjs (part of `npm run build`): builds the site
// search's index, one file per language, dist/search-index/<lang>.json, which the search
// (src/components/search/search-ui.ts) fetches whole on first use (about 25 KB gzipped) and ranks
// itself (search-engine.ts: stems, synonyms, one typo, most of the words when not all match).
//
// Pagefind reads the pages (each page's <main>, which BaseLayout marks data-pagefind-body, in the
// language of its <html lang>); its extracted text, written to a scratch folder, is cut here into
// sections at every heading with an id (chapters' sections, examples, questions), each opening at
// that anchor (an example at its frame's published id, #ex-…, rather than its title's).
//
// Inside <main>, the parts below are left out because they repeat other pages or are pieces of a
// board rather than words about a rule: the islands (boards, whose first state is rendered as
// text), key lists, the chapter list beside a chapter, previous/next links, the example tools, the
// small labels above titles ("chapter 3 of 10"), the headings' "link to this section", the rules'
// numbers read aloud (the number itself is put back before its heading below), the line under a rule
// naming its examples and questions, and whatever is hidden from screen readers (drawings,
// difficulty dots).
import { gunzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

const DIST = decodeURIComponent(new URL('../dist/', import.meta.url).pathname);
const OUT = join(DIST, 'search-index');
const SCRATCH = decodeURIComponent(new URL('../node_modules/.cache/search-index-pagefind/', import.meta.url).pathname);

const EXCLUDE = [
  'astro-island',
  '.keys-help',
  '.sidebar',
  '.pager',
  '.chapter-progress',
  '.example-tools',
  '.example-status',
  '.example-kicker',
  '.heading-anchor',
  '.rule-used',
  '.rule-number',
  '[aria-hidden="true"]',
];

const { index, errors: createErrors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE });
if (!index) throw new Error(`search-index: ${createErrors.join('; ')}`);
const { page_count: pages, errors } = await index.addDirectory({ path: DIST });
if (errors.length > 0) throw new Error(`search-index: ${errors.join('; ')}`);
rmSync(SCRATCH, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: SCRATCH });
if (written.errors.length > 0) throw new Error(`search-index: ${written.errors.join('; ')}`);
await pagefind.close();

/** A Pagefind file's JSON (gzipped, after a 12-byte signature). */
const read = (file) => JSON.parse(gunzipSync(readFileSync(file)).subarray(12).toString('utf8'));

/**
 * A page's sections: its text before the first heading with an id (the page itself), then one per
 * such heading, as Pagefind's own results would cut it. Each: [anchor, heading, text].
 */
function sectionsOf(fragment) {
  const words = fragment.content.split(/\s+/);
  const byLocation = new Map(fragment.anchors.filter((a) => a.element === 'section').map((a) => [`${a.location} ${a.id}`, a.id]));
  // A numbered rule's heading holds its number's anchor (#r3.1, src/components/rules/RuleNumber.astro):
  // the number stands before the heading's words in the index, so typing it finds the rule.
  const numbers = new Map(fragment.anchors.filter((a) => /^r\d+(?:\.\d+)+$/.test(a.id)).map((a) => [a.location, a.id.slice(1)]));
  // The page's own title (h1, a chapter's number anchor among them) is the page itself, not a section.
  const heads = fragment.anchors
    .filter((a) => /^h[2-6]$/i.test(a.element) && a.text.trim())
    .sort((a, b) => a.location - b.location);
  const out = [];
  const first = heads[0]?.location ?? words.length;
  if (first > 0) out.push(['', fragment.meta.title ?? '', words.slice(0, first).join(' ')]);
  heads.forEach((head, i) => {
    // An example's title (#ex-name-title) opens at its frame (#ex-name), the address the site publishes.
    const frame = head.id.replace(/-title$/, '');
    const anchor = frame !== head.id && byLocation.has(`${head.location} ${frame}`) ? frame : head.id;
    // Its text as Pagefind gives it still holds the number read aloud ("Rule 3.1"): the number alone stays.
    const number = numbers.get(head.location);
    const text = head.text.trim();
    const at = number ? text.indexOf(number) : -1;
    const heading = number ? `${number} ${at >= 0 ? text.slice(at + number.length).trim() : text}` : text;
    out.push([anchor, heading, words.slice(head.location, heads[i + 1]?.location ?? words.length).join(' ')]);
  });
  return out;
}

// One file per language: { pages: [url, title, game][], sections: [page, anchor, heading, text][] }.
const byLang = new Map();
for (const name of readdirSync(join(SCRATCH, 'fragment')).sort()) {
  const lang = name.split('_')[0];
  const fragment = read(join(SCRATCH, 'fragment', name));
  const index = byLang.get(lang) ?? { pages: [], sections: [] };
  byLang.set(lang, index);
  const page = index.pages.length;
  index.pages.push([fragment.url, fragment.meta.title ?? '', fragment.meta.game ?? '']);
  for (const [anchor, heading, text] of sectionsOf(fragment)) index.sections.push([page, anchor, heading, text]);
}
rmSync(SCRATCH, { recursive: true, force: true });
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const [lang, index] of byLang) {
  writeFileSync(join(OUT, `${lang}.json`), JSON.stringify(index));
}
// Pagefind's own files, from an earlier build, are not used any more.
rmSync(join(DIST, 'pagefind'), { recursive: true, force: true });
console.log(`search-index: ${pages} pages indexed in ${byLang.size} language(s); dist/search-index/ written`);

/**
 * Section anchors that stay the same in every language. A translated chapter
 * (content/<locale>/…/*.mdx) ends each heading with its English anchor, `## Titel {#slug}`; this
 * Vite step (before MDX parses the file, where `{…}` would be code) turns such a line into the
 * anchored heading component with that id, so `/de/…/scoring/#equal-totals` opens the same section
 * as `/…/scoring/#equal-totals`. tests/unit/site/translations.test.ts checks the anchors match.
 */
const TRANSLATED_MDX = /[\\/]content[\\/][a-z]{2}[\\/].+\.mdx$/;
const HEADING = /^(#{2,3}) (.+?) \{#([a-z0-9-]+)\}[ \t]*$/gm;

export default function headingAnchors() {
  return {
    name: 'heading-anchors',
    enforce: 'pre',
    transform(code, id) {
      if (!TRANSLATED_MDX.test(id.split('?')[0])) return null;
      return { code: code.replace(HEADING, (_, hashes, text, slug) => `<H${hashes.length} id="${slug}">${text}</H${hashes.length}>`), map: null };
    },
  };
}

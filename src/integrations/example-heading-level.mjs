/**
 * An example's title one heading level below the section it sits in: this Vite step (before MDX
 * parses a chapter) gives each `<Example` in content/**.mdx a `level`, "2" while no `##` heading
 * has come yet (right under the page's <h1>) and "3" after one, so the page's headings never skip
 * a level (axe's heading-order; a screen reader's list of headings). English chapters write
 * `## Heading`; translations `## Titel {#slug}`, which heading-anchors.mjs turns into `<H2 id>`
 * (either way round, this step reads both). An `<Example level=…>` keeps its own.
 */
const CHAPTER_MDX = /[\\/]content[\\/].+\.mdx$/;
const LINE = /^(?:(#{2,6}) |<H([2-6])[\s>])|^<Example(?![^>]*\blevel=)(?=[\s>/])/gm;

export default function exampleHeadingLevel() {
  return {
    name: 'example-heading-level',
    enforce: 'pre',
    transform(code, id) {
      if (!CHAPTER_MDX.test(id.split('?')[0]) || !code.includes('<Example')) return null;
      let section = 1;
      const out = code.replace(LINE, (match, hashes, tag) => {
        if (hashes || tag) {
          section = hashes ? hashes.length : Number(tag);
          return match;
        }
        return `<Example level="${Math.min(section + 1, 6)}"`;
      });
      return { code: out, map: null };
    },
  };
}

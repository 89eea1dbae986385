// A page's headings never skip a level (axe's heading-order, Lighthouse's accessibility score):
// a screen reader's list of headings reads as an outline, so under the <h1> comes an <h2>, and an
// <h3> only inside a section that has one. Chapters' examples take their level from where they
// sit (src/integrations/example-heading-level.mjs).
import { expect, test } from 'vitest';
import { builtPages, pageHtml } from '../shared/built.ts';

/** The levels of the headings inside <main>, in document order. */
function mainHeadings(html: string): number[] {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
}

test('no built page skips a heading level in its main content', () => {
  const skipped: string[] = [];
  for (const page of builtPages()) {
    let previous = 1;
    for (const level of mainHeadings(pageHtml(page))) {
      if (level > previous + 1) {
        skipped.push(`${page}: <h${level}> after <h${previous}>`);
        break;
      }
      previous = level;
    }
  }
  expect(skipped, `Pages whose headings skip a level:\n${skipped.join('\n')}`).toEqual([]);
  // Reads every page of every language (the first check to run reads them for all the others).
}, 60_000);

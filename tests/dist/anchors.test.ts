// Published URLs never break. tests/dist/published-anchors.json lists every page and, per page,
// every example id (#ex-…) and question id (#q-…, the questions pages) the site has published. This test fails when one of them is missing
// from the built site, and when the build has a page or example the list does not hold yet (so
// the list stays complete). To add new ones (it never removes any):
//   UPDATE_ANCHORS=1 npm run test:dist -- tests/dist/anchors.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { builtPages, pageHtml } from '../shared/built.ts';

const LIST = new URL('./published-anchors.json', import.meta.url);
type Published = Record<string, string[]>;

/** Example frames and questions of each built page (marked with data-example-id, data-question-id). */
function builtAnchors(): Published {
  const out: Published = {};
  for (const page of builtPages()) {
    out[page] = [...pageHtml(page).matchAll(/data-(?:example|question)-id="((?:ex|q)-[a-z0-9-]+)"/g)].map((m) => m[1] ?? '');
  }
  return out;
}

test('every published page and example anchor is still in the built site', () => {
  const published = JSON.parse(readFileSync(LIST, 'utf8')) as Published;
  const built = builtAnchors();
  const missing: string[] = [];
  for (const [page, ids] of Object.entries(published)) {
    if (!(page in built)) {
      missing.push(`${page} (page)`);
      continue;
    }
    const text = pageHtml(page);
    for (const id of ids) if (!built[page]?.includes(id) || !text.includes(` id="${id}"`)) missing.push(`${page}#${id}`);
  }
  expect(missing, `Published links that no longer resolve:\n${missing.join('\n')}`).toEqual([]);
});

test('the list of published anchors holds every page and example of the build', () => {
  const published = JSON.parse(readFileSync(LIST, 'utf8')) as Published;
  const built = builtAnchors();
  const unlisted: string[] = [];
  for (const [page, ids] of Object.entries(built)) {
    if (!(page in published)) unlisted.push(`${page} (page)`);
    for (const id of ids) if (!published[page]?.includes(id)) unlisted.push(`${page}#${id}`);
  }
  if (unlisted.length > 0 && process.env.UPDATE_ANCHORS) {
    const merged: Published = { ...published };
    for (const [page, ids] of Object.entries(built)) merged[page] = [...new Set([...(merged[page] ?? []), ...ids])];
    const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(LIST, `${JSON.stringify(sorted, null, 2)}\n`);
    return;
  }
  expect(unlisted, `New pages or examples, not yet in tests/dist/published-anchors.json (run with UPDATE_ANCHORS=1 to add them):\n${unlisted.join('\n')}`).toEqual([]);
});

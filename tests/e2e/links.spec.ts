// Every link inside the built site leads somewhere: each same-site href names a page that exists
// and, when it has a #fragment, an element with that id on that page. A renamed chapter, example
// or heading breaks the build's tests instead of a reader's link.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { DIST, builtPages } from './helpers.ts';

function html(page: string): string {
  return readFileSync(join(DIST, page.endsWith('/') ? `${page}index.html` : page), 'utf8');
}

test('every internal link names a built page and an id on it', () => {
  const pages = new Set(builtPages());
  const ids = new Map<string, Set<string>>();
  const idsOf = (page: string): Set<string> => {
    let found = ids.get(page);
    if (!found) {
      found = new Set([...html(page).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
      ids.set(page, found);
    }
    return found;
  };
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const [, href] of html(page).matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      if (!href || /^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href.replace(/&amp;/g, '&'), `http://site.local${page}`);
      if (url.pathname.startsWith('/_astro/')) continue;
      checked += 1;
      if (!pages.has(url.pathname)) {
        broken.push(`${page}: ${href} (no such page)`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !idsOf(url.pathname).has(fragment)) broken.push(`${page}: ${href} (no id "${fragment}" there)`);
    }
  }
  expect(broken, `Broken links:\n${broken.join('\n')}`).toEqual([]);
  expect(checked).toBeGreaterThan(pages.size);
});

// Every link inside the built site leads somewhere: each same-site href names a page that exists
// and, when it has a #fragment, an element with that id on that page. A renamed chapter, example
// or heading breaks the build's tests instead of a reader's link.
import { expect, test } from 'vitest';
import { builtPages, pageHtml } from '../shared/built.ts';

test('every internal link names a built page and an id on it', () => {
  const pages = new Set(builtPages());
  const ids = new Map<string, Set<string>>();
  const idsOf = (page: string): Set<string> => {
    let found = ids.get(page);
    if (!found) {
      found = new Set([...pageHtml(page).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
      ids.set(page, found);
    }
    return found;
  };
  const broken: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const [, href] of pageHtml(page).matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
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

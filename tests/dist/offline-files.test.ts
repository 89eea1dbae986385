// What the service worker keeps for the table without a connection, as built: every English page
// and island file is precached, another language's are not but are listed in its offline.json, to
// be kept once that language is opened. (The worker at work is checked in a browser:
// tests/e2e/offline.spec.ts.)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST, builtPages } from '../shared/built.ts';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';

const OTHERS = PUBLISHED_LOCALES.filter((locale) => locale !== BASE_LOCALE);

test('every English page and every island file is precached but another language\'s, which is listed for when that language is opened', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const precached = new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]));
  const lists = new Map(OTHERS.map((locale) => [locale, JSON.parse(readFileSync(join(DIST, locale, 'offline.json'), 'utf8')).pages as string[]]));
  for (const path of builtPages()) {
    const file = path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1);
    const locale = OTHERS.find((l) => path.startsWith(`/${l}/`));
    if (locale) {
      expect(precached, `${file} is not precached`).not.toContain(file);
      if (path.endsWith('/')) expect(lists.get(locale), `${path} in ${locale}/offline.json`).toContain(path);
    } else {
      expect(precached, `${file} precached`).toContain(file);
    }
  }
  const words = new Map<string, string[]>(OTHERS.map((locale) => [locale, JSON.parse(readFileSync(join(DIST, locale, 'offline.json'), 'utf8')).words as string[]]));
  let otherWords = 0;
  for (const name of readdirSync(join(DIST, '_astro'))) {
    if (!/\.(js|css|json|bin|wasm)$/.test(name)) continue;
    // Another language's words (not the language menu's offer, "lang"): kept once it is opened.
    const locale = /^words-(?!lang-)(?:[a-z]+-)?([a-z]{2})[.-]/.exec(name)?.[1];
    if (locale && locale !== 'en') {
      otherWords += 1;
      expect(precached, `_astro/${name} is not precached`).not.toContain(`_astro/${name}`);
      expect(words.get(locale), `_astro/${name} in ${locale}/offline.json`).toContain(`/_astro/${name}`);
    } else {
      expect(precached, `_astro/${name} precached`).toContain(`_astro/${name}`);
    }
  }
  // Every island's words are named by language, so the count covers each island in six languages.
  expect(otherWords).toBeGreaterThan(6 * 10);
});

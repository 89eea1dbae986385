// The trainers' share pages (scripts/share-pages.ts): one per puzzle and language at
// <trainer>/p/<id>/, each naming its puzzle in the title and the previews (its number as the
// trainer says it, difficulty and themes in words), with its own canonical address, the other
// languages' addresses, the trainer's share picture, and a redirect and a plain link to the
// trainer with ?p=<id>, a page that exists. A sample per language is read; all are counted; the
// sitemap lists none of them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST } from '../shared/built.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { SHARED_TRAINERS, sharePath, trainerPath } from '../../scripts/share-pages.ts';

const SITE = 'https://cup-games.example';
type Row = [string, number, string[], number];
const meta = (page: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1];
const message = (area: string, locale: string, key: string): string =>
  (JSON.parse(readFileSync(new URL(`../../src/messages/${area}/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>)[key]!;
const unescape = (text: string): string => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

for (const { game, themes } of SHARED_TRAINERS) {
  const index = JSON.parse(readFileSync(new URL(`../../public/trainer/${game}/index.json`, import.meta.url), 'utf8')) as Row[];
  const sample = [0, Math.floor(index.length / 2), index.length - 1];

  describe(`${game} trainer share pages`, () => {
    it('one per puzzle and language', () => {
      for (const locale of PUBLISHED_LOCALES) {
        expect(readdirSync(join(DIST, trainerPath(game, locale), 'p')).sort(), locale).toEqual(index.map(([id]) => id).sort());
      }
    });

    for (const locale of PUBLISHED_LOCALES) {
      it(`${locale}: the title and previews name the puzzle; the redirect leads to the trainer with it`, () => {
        for (const i of sample) {
          const [id, difficulty, puzzleThemes] = index[i]!;
          const page = readFileSync(join(DIST, sharePath(game, id, locale), 'index.html'), 'utf8');
          const title = unescape(/<title>([^<]+)<\/title>/.exec(page)![1]!);
          const name = message('trainer', locale, 'puzzle_link').replace('{number}', new Intl.NumberFormat(locale).format(i + 1));
          expect(title, id).toContain(name);
          expect(unescape(meta(page, 'og:title')!)).toBe(title);
          expect(unescape(meta(page, 'twitter:title')!)).toBe(title);
          const description = unescape(meta(page, 'og:description')!);
          expect(description).toContain(message('puzzles', locale, `difficulty_${difficulty}`));
          for (const theme of puzzleThemes) expect(description).toContain(message(themes, locale, `theme_${theme.replace(/-/g, '_')}`));
          expect(page).toContain(`<link rel="canonical" href="${SITE}${sharePath(game, id, locale)}">`);
          for (const other of PUBLISHED_LOCALES) expect(page).toContain(`hreflang="${other}" href="${SITE}${sharePath(game, id, other)}"`);
          const image = meta(page, 'og:image')!;
          expect(existsSync(join(DIST, new URL(image).pathname)), image).toBe(true);
          const target = `${trainerPath(game, locale)}?p=${id}`;
          expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
          expect(page).toContain(`<a href="${target}">`);
          expect(existsSync(join(DIST, trainerPath(game, locale), 'index.html'))).toBe(true);
        }
      });
    }
  });
}

it('the sitemap lists no share page', () => {
  const files = readdirSync(DIST).filter((name) => /^sitemap.*\.xml$/.test(name));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(readFileSync(join(DIST, file), 'utf8')).not.toMatch(/\/trainer\/p\//);
});

it('no share page is precached or in a language\'s offline list (the worker answers them from the trainer page)', () => {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  expect(sw).not.toMatch(/\/trainer\/p\//);
  for (const locale of PUBLISHED_LOCALES.filter((l) => existsSync(join(DIST, l, 'offline.json')))) {
    expect(readFileSync(join(DIST, locale, 'offline.json'), 'utf8')).not.toMatch(/\/trainer\/p\//);
  }
});

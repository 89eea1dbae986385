// Shared links preview well: every built page has a title, a description, Open Graph and
// Twitter card tags with a PNG picture that exists in the build (a puzzle previews its own
// position), and the sitemap lists every page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DIST, builtPages, pageHtml } from '../shared/built.ts';
import { PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';

const SITE = 'https://cup-games.example';
const meta = (page: string, key: string): string | undefined =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1];
const PNG = [0x89, 0x50, 0x4e, 0x47];

test.each(builtPages())('%s: title, description, Open Graph and Twitter card with a PNG picture', (path) => {
  const page = pageHtml(path);
  expect(/<title>[^<]{3,}<\/title>/.test(page)).toBe(true);
  expect(meta(page, 'description')?.length ?? 0).toBeGreaterThan(20);
  for (const key of ['og:title', 'og:description', 'og:type', 'og:image', 'og:image:alt', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
    expect(meta(page, key), key).toBeTruthy();
  }
  expect(meta(page, 'twitter:card')).toBe('summary_large_image');
  const image = meta(page, 'og:image')!;
  expect(image.startsWith(`${SITE}/`)).toBe(true);
  expect(meta(page, 'twitter:image')).toBe(image);
  const file = join(DIST, new URL(image).pathname);
  expect(existsSync(file), `${image} is in the build`).toBe(true);
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 4)]).toEqual(PNG);
  expect(bytes.readUInt32BE(16)).toBe(Number(meta(page, 'og:image:width')));
  expect(bytes.readUInt32BE(20)).toBe(Number(meta(page, 'og:image:height')));
  // A puzzle's page (not the sandbox, the play page or the open-hands endings' index).
  if (/^\/(balloon-cup|jumping-cups)\/puzzles\/(?!sandbox|play|endings\/)[^/]+\/$/.test(path)) {
    expect(image).toBe(`${SITE}/og${path.replace(/\/$/, '')}.png`);
  }
});

test('the sitemap lists every page but the 404 page, each with its other languages, and robots.txt points to it', () => {
  const index = readFileSync(join(DIST, 'sitemap-index.xml'), 'utf8');
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.slice(1));
  expect(files.length).toBeGreaterThan(0);
  const sitemap = files.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
  const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const listed = urls.map((url) => new URL(/<loc>([^<]+)<\/loc>/.exec(url)![1]!).pathname).sort();
  expect(listed).toEqual(builtPages().filter((p) => !/^(\/[a-z]{2})?\/404(\.html|\/)/.test(p)));
  // With more than one language, every page names itself in each (hreflang alternates).
  for (const url of urls) {
    const languages = [...url.matchAll(/hreflang="([a-z-]+)"/g)].map((m) => m[1]);
    expect(languages.length === 0 || languages.length === PUBLISHED_LOCALES.length, url).toBe(true);
  }
  expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
});

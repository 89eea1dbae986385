// Share pages for the trainers' puzzles, written by scripts/post-build.mjs after the service worker
// (so they are neither precached nor in a language's offline list) and after the sitemap and the
// search index (so neither lists thousands of stubs). A trainer puzzle opens by `?p=<id>` on its
// trainer's page, and a static page's preview cannot depend on a query: each puzzle gets, per
// language, a small page at <trainer>/p/<id>/ whose title, Open Graph and Twitter tags name it
// (its number, difficulty and themes in words), with canonical and hreflang addresses, the
// trainer's share picture, a plain link and an immediate redirect (meta refresh) to the trainer
// with ?p=<id>. Written from templates, not rendered by Astro: a few seconds for thousands.
// Offline, public/sw-addresses.js answers these addresses with the cached trainer page.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../src/i18n/locales.ts';
import type { Locale } from '../src/i18n/locales.ts';

const SITE = 'https://cup-games.example';
const ROOT = new URL('../', import.meta.url);

/** Each trainer: where its page and collection are, and which message areas name its puzzles. */
export const SHARED_TRAINERS = [
  { game: 'balloon-cup', titles: 'bctrainer', themes: 'bctrainer' },
  { game: 'jumping-cups', titles: 'trainer', themes: 'trainer' },
] as const;

type IndexRow = readonly [id: string, difficulty: number, themes: readonly string[], file: number];
type Words = Record<string, (inputs?: Record<string, unknown>) => string>;

const prefix = (locale: Locale): string => (locale === BASE_LOCALE ? '' : `/${locale}`);
/** A trainer's page, and a puzzle's share page, in `locale` (paths). */
export const trainerPath = (game: string, locale: Locale): string => `${prefix(locale)}/${game}/trainer/`;
export const sharePath = (game: string, id: string, locale: Locale): string => `${trainerPath(game, locale)}p/${id}/`;

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const meta = (html: string, key: string): string => {
  const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  if (found === undefined) throw new Error(`share pages: the trainer page has no ${key}`);
  return found;
};

async function words(area: string, locale: Locale): Promise<Words> {
  return (await import(new URL(`src/paraglide/areas/${area}/${locale}.js`, ROOT).href)) as Words;
}

/** Writes every share page into `dist`; returns how many files and bytes. */
export async function writeSharePages(dist: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const { game, titles, themes } of SHARED_TRAINERS) {
    const index = JSON.parse(readFileSync(new URL(`public/trainer/${game}/index.json`, ROOT), 'utf8')) as IndexRow[];
    for (const locale of PUBLISHED_LOCALES) {
      const [trainer, titleWords, themeWords, puzzles, shell] = await Promise.all([words('trainer', locale), words(titles, locale), words(themes, locale), words('puzzles', locale), words('shell', locale)]);
      // The trainer's own page gives the picture (its share card) the stubs show.
      const page = readFileSync(join(dist, trainerPath(game, locale), 'index.html'), 'utf8');
      const image = ['og:image', 'og:image:alt', 'og:image:width', 'og:image:height'].map((key) => meta(page, key));
      const number = new Intl.NumberFormat(locale);
      const themeName = (theme: string): string => {
        const name = themeWords[`theme_${theme.replace(/-/g, '_')}`];
        if (!name) throw new Error(`share pages: no name for the ${game} theme ${theme}`);
        return name();
      };
      index.forEach(([id, difficulty, puzzleThemes], i) => {
        const name = `${trainer.puzzle_link!({ number: number.format(i + 1) })} · ${titleWords.page_title!()}`;
        const title = escape(shell.page_title!({ title: name }));
        const description = escape(`${puzzles.difficulty_text!({ difficulty, words: puzzles[`difficulty_${difficulty}`]!() })} · ${puzzleThemes.map(themeName).join(', ')}`);
        const here = `${SITE}${sharePath(game, id, locale)}`;
        const target = `${trainerPath(game, locale)}?p=${id}`;
        const alternates = PUBLISHED_LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${SITE}${sharePath(game, id, other)}">`).join('')
          + `<link rel="alternate" hreflang="x-default" href="${SITE}${sharePath(game, id, BASE_LOCALE)}">`;
        const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`
          + `<meta http-equiv="content-security-policy" content="default-src 'none'; base-uri 'none'; form-action 'none'">`
          + `<meta name="viewport" content="width=device-width, initial-scale=1">`
          + `<meta http-equiv="refresh" content="0; url=${target}">`
          + `<title>${title}</title><meta name="description" content="${description}">`
          + `<link rel="canonical" href="${here}">${alternates}`
          + `<meta property="og:type" content="website"><meta property="og:site_name" content="${escape(shell.site_name!())}">`
          + `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${here}">`
          + `<meta property="og:image" content="${image[0]}"><meta property="og:image:alt" content="${image[1]}"><meta property="og:image:width" content="${image[2]}"><meta property="og:image:height" content="${image[3]}">`
          + `<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}"><meta name="twitter:image" content="${image[0]}">`
          + `</head><body><p><a href="${target}">${escape(name)}</a></p></body></html>\n`;
        const dir = join(dist, sharePath(game, id, locale));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, 'index.html'), html);
        files += 1;
        bytes += Buffer.byteLength(html);
      });
    }
  }
  return { files, bytes };
}

// The built site in dist/, read as files: its pages as URL paths, a page's HTML, and the
// Content-Security-Policy of dist/_headers. Used by the checks of built files (tests/dist/,
// no browser) and by the browser tests (tests/e2e/helpers.ts re-exports them).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageShapes, pagesWithNewShapes } from './page-shapes.ts';

export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * Every page in dist/ as a URL path (`/balloon-cup/rules/scoring/`, `/404.html`). The trainers'
 * share pages (<trainer>/p/<id>/, thousands of small redirects written by scripts/share-pages.ts,
 * kept out of the sitemap) are not pages of the site: tests/dist/trainer-share.test.ts reads them.
 */
export function builtPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      if (name === 'p' && full.endsWith(`${sep}trainer${sep}p`)) return [];
      if (statSync(full).isDirectory()) return walk(full);
      return name.endsWith('.html') ? [full] : [];
    });
  return walk(DIST)
    .map((file) => `/${relative(DIST, file).split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1'))
    .sort();
}

const pages = new Map<string, string>();

/** The HTML of a built page by its URL path (read once, then kept: several checks read each page). */
export function pageHtml(path: string): string {
  let html = pages.get(path);
  if (html === undefined) {
    html = readFileSync(join(DIST, path.endsWith('/') ? `${path}index.html` : path), 'utf8');
    pages.set(path, html);
  }
  return html;
}

/** The Content-Security-Policy line of dist/_headers, for every path (`/*`). */
export function headerPolicy(): string {
  const text = readFileSync(join(DIST, '_headers'), 'utf8');
  const block = /^\/\*\n((?:[ \t]+.+\n?)+)/m.exec(text);
  const line = block?.[1]?.split('\n').find((l) => l.trim().startsWith('Content-Security-Policy:'));
  if (!line) throw new Error('dist/_headers has no Content-Security-Policy for /*');
  return line.trim().slice('Content-Security-Policy:'.length).trim();
}

/** In each language but English, the pages of each kind a browser visits one by one. */
export const SAMPLED_KINDS = ['/', '/balloon-cup/rules/claim-cascade/', '/balloon-cup/puzzles/rulebook-mike/', '/balloon-cup/play/', '/jumping-cups/play/'];

/**
 * The pages a browser visits one by one (sizes, policy, console; axe on those of
 * axeScannedPages): every English page, and in each other language a chapter, a puzzle, both play
 * pages and the home page (a language changes words, not layout or code); the cheap scans
 * (tests/dist/languages.test.ts) read every page of every language.
 */
export function visitedPages(): string[] {
  return builtPages().filter((path) => {
    const locale = /^\/([a-z]{2})\//.exec(path)?.[1];
    return !locale || SAMPLED_KINDS.includes(path.slice(3));
  });
}

const shapes = new Map<string, Set<string>>();

/** A built page's markup shapes (tests/shared/page-shapes.ts), read once. */
export function builtShapes(path: string): Set<string> {
  let found = shapes.get(path);
  if (!found) {
    found = pageShapes(pageHtml(path));
    shapes.set(path, found);
  }
  return found;
}

/**
 * Of the visited pages, English first, those axe scans in the browser: each page that holds a
 * markup shape no page before it holds. Every other visited page holds only shapes of these, so
 * axe, judging each element by its shape, has judged all of it (tests/dist/page-shapes.test.ts).
 */
export function axeScannedPages(): string[] {
  const visited = visitedPages();
  const isEnglish = (path: string) => !/^\/[a-z]{2}\//.test(path);
  // The sampled kinds first, so each is scanned whatever pages of the same shapes come before it
  // in address order (the first open-hands ending covers the first cascade puzzle's shapes).
  const english = visited.filter(isEnglish);
  const sampled = english.filter((path) => SAMPLED_KINDS.includes(path));
  return pagesWithNewShapes([...sampled, ...english.filter((path) => !sampled.includes(path)), ...visited.filter((path) => !isEnglish(path))], builtShapes);
}

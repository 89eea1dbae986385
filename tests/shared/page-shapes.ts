// The markup structure of a built page, as the set of its element "shapes", for the argument that
// lets the browser's axe walk (tests/e2e/all-pages.spec.ts) visit a few pages of a template instead
// of every one: axe's WCAG rules judge an element by its role, its attributes, whether it has a
// name or text, and its colours and size, which the site's CSS derives from the classes of the
// element and its ancestors. Two elements with the same shape (below) are judged alike, so a
// page whose every shape occurs on a page axe has scanned holds nothing axe has not judged.
// What a shape leaves out (words, numbers, link targets, ids: the styles select by class, tag and
// attribute, never by id) does not change a WCAG verdict, except what
// tests/dist/page-shapes.test.ts checks on every page itself: ids are unique, every id an
// attribute refers to exists, every language named is published.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'node-html-parser';
import type { HTMLElement } from 'node-html-parser';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The data-* attributes the site's styles select by value (`[data-region="board"]`): their values are kept. */
const STYLED_DATA: ReadonlySet<string> = new Set(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(css|astro)$/.test(file))
    .flatMap((file) => [...readFileSync(join(SRC, file), 'utf8').matchAll(/\[(data-[a-z-]+)[~|^$*]?=/g)].map((m) => m[1]!)),
);

/** Attributes whose value axe reads as a token (role, state, type): kept with their value. */
const VALUED = /^(role|type|lang|dir|tabindex|hidden|disabled|open|inert|scope|colspan|rowspan|aria-(?!label$|labelledby$|describedby$|controls$|owns$|activedescendant$|details$|roledescription$|valuetext$|placeholder$|keyshortcuts$).*)$/;
/** Attributes read as words or places: kept as set or empty. */
const WORDED = new Set(['alt', 'title', 'aria-label', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'href', 'src', 'srcset', 'for', 'id', 'name', 'value', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-placeholder', 'aria-keyshortcuts', 'content', 'datetime', 'action', 'accesskey', 'width', 'height']);
/** Where the page's own code and data sit, not what a reader meets. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'meta', 'link']);

function own(el: HTMLElement): string {
  const attrs: string[] = [];
  for (const [name, value] of Object.entries(el.attributes)) {
    const key = name.toLowerCase();
    if (key === 'class' || key.startsWith('on')) continue;
    // A data-* attribute by its name (styles may select on it), by its value where styles select on that.
    if (key.startsWith('data-')) {
      attrs.push(STYLED_DATA.has(key) ? `${key}=${value}` : key);
      continue;
    }
    // Astro's island attributes: the same component and renderer give the same island.
    // The same component in another language loads its words from its own file (words-<island>-<locale>.<hash>.js).
    if (el.tagName === 'ASTRO-ISLAND' && key !== 'component-url' && key !== 'renderer-url' && key !== 'client') continue;
    if (key === 'component-url') attrs.push(`${key}=${value.replace(/-[a-z]{2}\.[\w-]+\.js$/, '-*.js')}`);
    // Which language a page or a name is in (every value is a published language: page-shapes.test.ts).
    else if (key === 'lang' || key === 'hreflang') attrs.push(`${key}=*`);
    else if (key === 'style') attrs.push(`style=${value}`);
    else if (VALUED.test(key)) attrs.push(`${key}=${value}`);
    else attrs.push(`${key}${WORDED.has(key) ? (value.trim() ? '+' : '-') : `=${value}`}`);
  }
  const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).sort();
  return `${el.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${attrs.length ? `[${attrs.sort().join(' ')}]` : ''}`;
}

/** The set of shapes of a page: each element by its own shape and its ancestors', with whether it holds text of its own. */
export function pageShapes(html: string): Set<string> {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true } });
  const shapes = new Set<string>();
  const walk = (el: HTMLElement, path: string): void => {
    const tag = el.tagName?.toLowerCase();
    if (!tag || SKIPPED.has(tag)) return;
    const here = `${path} > ${own(el)}`;
    const text = el.childNodes.some((n) => n.nodeType === 3 && n.text.trim() !== '');
    shapes.add(`${here}${text ? ' "…"' : ''}`);
    for (const child of el.childNodes) if (child.nodeType === 1) walk(child as HTMLElement, here);
  };
  const html_ = root.querySelector('html');
  if (html_) walk(html_, '');
  return shapes;
}

/**
 * The pages of `pages` (in their order) that hold a shape no page before them in the list holds:
 * scanning these, axe judges every shape of every page in the list.
 */
export function pagesWithNewShapes(pages: readonly string[], shapesOf: (path: string) => Set<string>): string[] {
  const judged = new Set<string>();
  const chosen: string[] = [];
  for (const path of pages) {
    const shapes = shapesOf(path);
    if ([...shapes].every((s) => judged.has(s))) continue;
    chosen.push(path);
    for (const s of shapes) judged.add(s);
  }
  return chosen;
}

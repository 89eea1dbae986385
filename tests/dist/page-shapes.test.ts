// The argument that lets the browser's all-pages walk run axe on fewer pages than it visits
// (tests/e2e/all-pages.spec.ts), checked on the built pages: axe judges an element by its shape
// (tests/shared/page-shapes.ts: its tag, classes, roles and states, whether its names and text are
// there, and the same of its ancestors), so
// - every visited page axe does not scan holds only shapes of pages it scans;
// - a page in another language has the very shapes of the English page (its words differ);
// and, on every built page, what a shape leaves out and axe would judge: no id is used twice, every
// id an attribute names is on the page, and every language named is one the site publishes.
import { parse } from 'node-html-parser';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { SAMPLED_KINDS, axeScannedPages, builtPages, builtShapes, pageHtml, visitedPages } from '../shared/built.ts';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';

const OTHERS = PUBLISHED_LOCALES.filter((locale) => locale !== BASE_LOCALE);

describe('the pages axe scans in a browser', () => {
  const scanned = axeScannedPages();
  const judged = new Set(scanned.flatMap((path) => [...builtShapes(path)]));

  test('are fewer than the pages visited, and the visited pages left hold only shapes of theirs', () => {
    const visited = visitedPages();
    const left = visited.filter((path) => !scanned.includes(path));
    expect(left.length).toBeGreaterThan(0);
    const unjudged = left.flatMap((path) => [...builtShapes(path)].filter((shape) => !judged.has(shape)).map((shape) => `${path}: ${shape}`));
    expect(unjudged).toEqual([]);
  });

  test('include every English page of a kind the other languages are visited for', () => {
    expect(SAMPLED_KINDS.filter((path) => !scanned.includes(path) && !scanned.some((s) => s.endsWith(path) && /^\/[a-z]{2}\//.test(s)))).toEqual([]);
  });

  for (const locale of OTHERS) {
    test(`in ${locale}, each page of the kinds visited has the English page's shapes`, () => {
      for (const path of SAMPLED_KINDS) {
        const english = builtShapes(path);
        const here = builtShapes(`/${locale}${path}`);
        expect([...here].filter((s) => !english.has(s)), `/${locale}${path}: shapes the English page lacks`).toEqual([]);
        expect([...english].filter((s) => !here.has(s)), `/${locale}${path}: shapes of the English page it lacks`).toEqual([]);
      }
    });
  }
});

/** Attributes that name other elements by id. */
const ID_REFS = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-errormessage', 'aria-flowto'];

const LANGUAGES = new Set<string>([...PUBLISHED_LOCALES, 'x-default']);

/** What is wrong with a page's ids and languages: ids used twice, ids named but absent, languages not published. */
function idAndLanguageFaults(path: string): string[] {
  const root = parse(pageHtml(path), { comment: false, blockTextElements: { script: true, style: true, noscript: true } });
  const ids = new Map<string, number>();
  const named: string[] = [];
  const faults: string[] = [];
  const walk = (el: HTMLElement): void => {
    const attrs = el.attributes;
    if (attrs.id) ids.set(attrs.id, (ids.get(attrs.id) ?? 0) + 1);
    for (const name of ID_REFS) for (const id of (attrs[name] ?? '').split(/\s+/).filter(Boolean)) named.push(`${name}="${id}"`);
    for (const name of ['lang', 'hreflang']) if (name in attrs && !LANGUAGES.has(attrs[name]!)) faults.push(`${name}="${attrs[name]}"`);
    for (const child of el.childNodes) if (child.nodeType === 1) walk(child as HTMLElement);
  };
  walk(root);
  for (const [id, count] of ids) if (count > 1) faults.push(`id "${id}" ${count} times`);
  for (const ref of named) if (!ids.has(/"(.*)"/.exec(ref)![1]!)) faults.push(`${ref} names no element`);
  return faults.map((fault) => `${path}: ${fault}`);
}

for (const locale of PUBLISHED_LOCALES) {
  test(`on every ${locale} page no id is used twice, every id an attribute names is there, and every language named is published`, () => {
    const pages = builtPages().filter((path) => (locale === BASE_LOCALE ? !OTHERS.some((l) => path.startsWith(`/${l}/`)) : path.startsWith(`/${locale}/`)));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.flatMap(idAndLanguageFaults)).toEqual([]);
  }, 60_000);
}

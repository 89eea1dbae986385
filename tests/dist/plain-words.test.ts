// No developer words on any built page: every HTML file in dist/, its text outside scripts and
// styles, is free of engine codes, option code names, source paths and npm commands. (Island
// states the browser tests reach are scanned by the fixture in tests/e2e/fixtures.ts.)
import { expect, test } from 'vitest';
import { builtPages, pageHtml } from '../shared/built.ts';
import { ALLOWED_FOR_NOW, codeWords, htmlText } from '../shared/code-words.ts';

test('every built page reads without code-shaped words', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(20);
  const problems = pages.flatMap((path) => {
    const allowed = ALLOWED_FOR_NOW[path] ?? [];
    return codeWords(htmlText(pageHtml(path))).filter((w) => !allowed.includes(w)).map((w) => `${path}: ${w}`);
  });
  expect(problems).toEqual([]);
});

test('the scan would catch a code on a page', () => {
  expect(codeWords(htmlText('<p>Refused. <code>side-full-for-color</code></p><script>const x = "not-in-hand"</script>'))).toEqual(['kebab-case code: side-full-for-color']);
});

test('every built page follows the style guide\'s spelling (content/STYLE.md)', () => {
  const problems = builtPages().flatMap((path) => {
    const text = htmlText(pageHtml(path));
    return [...text.matchAll(/\b(?:colour|grey|practis)\w*/gi)].map((m) => `${path}: ${m[0]}`);
  });
  expect(problems).toEqual([]);
});

/** Sentences or words run together in a paragraph's or list item's text ("responsive.How", "the116,956,354"). */
function runTogether(html: string): string[] {
  const found: string[] = [];
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ');
  for (const [, , inner] of body.matchAll(/<(p|li|dd|figcaption)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    // A word glued to a link or emphasis ("the<a>rules</a>", "<a>opponent</a>or").
    for (const m of (inner ?? '').matchAll(/[A-Za-z,;:.]<(?:a|strong|em|b|code|kbd)\b[^>]*>|<\/(?:a|strong|em|b|code|kbd)>[A-Za-z]/g)) {
      found.push(htmlText((inner ?? '').slice(Math.max(0, m.index - 30), m.index + 30).replace(/<[^>]+>/g, '|')));
    }
    // Tags removed without a space: what a reader sees where an inline element meets the text
    // (an item made of blocks, such as a card of paragraphs, is read block by block instead).
    if (/<(?:p|div|ul|ol|section|figure)\b/i.test(inner ?? '')) continue;
    const text = htmlText((inner ?? '').replace(/<[^>]+>/g, ''));
    for (const m of text.matchAll(/[a-z]{2}[.!?][A-Z][a-z]|\b(?:the|of|a|an|in|to|and)\d/g)) {
      found.push(text.slice(Math.max(0, m.index - 20), m.index + 20));
    }
  }
  return found;
}

test('sentences on every built page are spaced: no "responsive.How" or "the116"', () => {
  expect(runTogether('<p>It stays responsive.<a href="/">How</a> it works: one of the<b>116</b> cases.</p>')).toHaveLength(4);
  expect(runTogether('<p>Read the<a href="/">rules</a> or <a href="/">play</a>now.</p>')).toHaveLength(2);
  expect(runTogether('<p>It stays responsive. <a href="/">How</a> it works: one of the <b>116</b> cases, e.g. this.</p>')).toEqual([]);
  const problems = builtPages().flatMap((path) => runTogether(pageHtml(path)).map((t) => `${path}: …${t}…`));
  expect(problems).toEqual([]);
});

// Colour is never told by hue alone, on a phone too: at 360x740, every Balloon Cup card, cube,
// trophy and colour swatch on every kind of page (the overview, the rules chapters' examples,
// the quick reference, puzzles, the sandbox, a game in progress and its replay) shows its
// colour's code as text that is displayed, legible (not shrunk below the site's smallest type)
// and whole: inside its piece and not cut off by anything around it. The five colours' codes
// differ on each page, so the code tells the colour without its hue.
import { expect, expectPlainWords, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { savedReplay, startGameIn } from './helpers.ts';
import { encodeRecord } from '../../src/engine/balloon-cup/record.ts';
import { BASE_LOCALE, PUBLISHED_LOCALES } from '../../src/i18n/locales.ts';
import { pathIn } from '../../src/i18n/routes.ts';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

const CHAPTERS = [
  'goal-and-components', 'set-up', 'placing-cards', 'scoring', 'after-a-scoring', 'trophies', 'claim-cascade',
  'when-no-card-fits', 'end-of-the-game', 'editions-and-variants',
].map((slug) => `/balloon-cup/rules/${slug}/`);
const OTHER_PAGES = ['/balloon-cup/', '/balloon-cup/quick-reference/', '/balloon-cup/puzzles/', '/balloon-cup/puzzles/rulebook-mike/', '/balloon-cup/puzzles/sandbox/'];
/** Every page in English and Russian (the widest codes, «Жл»); a chapter, the overview and the sandbox in the others. */
const PAGES = PUBLISHED_LOCALES.flatMap((locale) => (locale === BASE_LOCALE || locale === 'ru'
  ? [...CHAPTERS, ...OTHER_PAGES]
  : ['/balloon-cup/rules/placing-cards/', '/balloon-cup/', '/balloon-cup/puzzles/sandbox/']).map((path) => pathIn(path, locale)));

const hard = expect;

interface Piece {
  readonly piece: string;
  readonly color: string;
  readonly code: string;
  readonly problem: string | null;
}

/** Every piece shown on the page with its colour, its code as shown, and what hides or cuts the code. */
async function pieces(page: Page): Promise<Piece[]> {
  return page.evaluate(() => {
    const COLORS = ['gray', 'blue', 'green', 'yellow', 'red'];
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
        if (e.classList.contains('sr-only')) return false;
      }
      return el.getClientRects().length > 0;
    };
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5 && inner.top >= outer.top - 0.5 && inner.bottom <= outer.bottom + 0.5;
    const found = [...document.querySelectorAll('.bc-card, .bc-cube:not(.bc-mini), .bc-trophy, .bc-swatch')]
      // Pieces in a closed disclosure or a folded panel are not on the screen; they are checked where they show.
      .filter((el) => !el.closest('details:not([open]) > :not(summary)') && shown(el));
    return found.map((el) => {
      const color = COLORS.find((c) => el.classList.contains(`bc-${c}`)) ?? '?';
      const kind = el.classList.contains('bc-card') ? 'card' : el.classList.contains('bc-trophy') ? 'trophy' : 'cube';
      // A card and a trophy print the code in their own element; a cube on its front face.
      const codeEl = kind === 'cube' ? el : el.querySelector(':scope > .bc-code');
      const label = `${kind} ${color} in ${el.closest('[id]')?.id || el.parentElement?.className || 'page'}`;
      if (!codeEl) return { piece: label, color, code: '', problem: 'no code' };
      const code = (codeEl.textContent ?? '').trim();
      if (!code) return { piece: label, color, code, problem: 'no code text' };
      if (!shown(codeEl)) return { piece: label, color, code, problem: 'code not displayed' };
      const size = parseFloat(getComputedStyle(codeEl).fontSize);
      if (size < 9.5) return { piece: label, color, code, problem: `code ${size.toFixed(1)} px high` };
      const range = document.createRange();
      range.selectNodeContents(codeEl);
      const text = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      if (!inside(text, box)) {
        return { piece: label, color, code, problem: `code ${Math.round(text.left)}–${Math.round(text.right)} outside the piece ${Math.round(box.left)}–${Math.round(box.right)}` };
      }
      for (let e = el.parentElement; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        if (!inside(text, e.getBoundingClientRect())) return { piece: label, color, code, problem: `code cut off by ${e.className || e.tagName}` };
      }
      return { piece: label, color, code, problem: null };
    });
  });
}

function check(where: string, found: readonly Piece[], expect: typeof hard = hard): void {
  expect(found.length, `${where}: pieces found`).toBeGreaterThan(0);
  const problems = found.filter((p) => p.problem).map((p) => `${p.piece} «${p.code}»: ${p.problem}`);
  expect(problems, `${where}: codes not readable at 360 px`).toEqual([]);
  // One code per colour, and no two colours with the same code.
  const codes = new Map<string, Set<string>>();
  for (const p of found) codes.set(p.color, (codes.get(p.color) ?? new Set()).add(p.code));
  for (const [color, set] of codes) expect([...set], `${where}: the codes of ${color}`).toHaveLength(1);
  const distinct = new Set([...codes.values()].map((s) => [...s][0]));
  expect(distinct.size, `${where}: ${[...codes].map(([c, s]) => `${c} ${[...s][0]}`).join(', ')}`).toBe(codes.size);
}

// One test per language, its pages visited one after another in one browser page (one context
// and its cache instead of one a page); each page's findings are reported, not only the first's.
for (const locale of PUBLISHED_LOCALES) {
  const paths = PAGES.filter((path) => (locale === BASE_LOCALE ? !/^\/[a-z]{2}\//.test(path) : path.startsWith(`/${locale}/`)));
  test(`360 px, ${locale}, ${paths.length} pages: every piece shows its colour's code, whole`, async ({ page }) => {
    for (const path of paths) {
      // The pieces as the server draws them: the islands draw the same pieces with the same styles.
      await page.goto(path);
      check(path, await pieces(page), expect.soft);
      // The words shown, as the automatic check reads them at a test's end (fixtures.ts).
      await expectPlainWords(page);
    }
  });
}

for (const locale of [BASE_LOCALE, 'ru'] as const) {
  test(`360 px, ${locale}: a game in progress and its replay show every piece's code, whole`, async ({ page }) => {
    await startGameIn(page, locale, 31);
    const app = page.locator('.bcp-app');
    // A few moves, so cards lie beside the tiles of both players.
    for (let turn = 0; turn < 4; turn += 1) {
      await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
      const before = Number(await app.getAttribute('data-moves'));
      const hand = app.locator('.bc-player-0 .bc-hand-card');
      for (let c = 0; c < (await hand.count()); c += 1) {
        await hand.nth(c).click();
        if (await app.locator('button.bc-side.is-fit').count()) break;
      }
      await app.locator('button.bc-side.is-fit').first().click();
      await expect.poll(async () => Number(await app.getAttribute('data-moves'))).toBeGreaterThan(before);
    }
    await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible({ timeout: 30_000 });
    check(`${locale} game`, await pieces(page));
    // The replay of the game so far, from its record as the page keeps it.
    const { record } = await savedReplay(page);
    await page.goto(`${pathIn('/balloon-cup/play/replay/', locale)}?g=${encodeRecord(record)}`);
    await expect(page.locator('.bcp-replay')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('End');
    await expect(page.locator('.bcp-replay')).not.toHaveAttribute('data-at', '0');
    check(`${locale} replay`, await pieces(page));
  });
}

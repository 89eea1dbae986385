// Shared helpers for the browser tests, written once: the list of built pages, the wait for an
// island to hydrate, axe, a guard that records console errors and requests to other origins, one
// that serves the site's Content-Security-Policy and records what breaks it, and playing a move.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { decodeRecord } from '../../src/engine/balloon-cup/record.ts';
import type { ReplayedGame } from '../../src/engine/balloon-cup/record.ts';
import { headerPolicy } from '../shared/built.ts';

export { DIST, SAMPLED_KINDS, axeScannedPages, builtPages, headerPolicy, visitedPages } from '../shared/built.ts';

/**
 * Leaves `text` under `key` as the only stored record, written from a page that reads nothing
 * stored (/404.html). Written from a page with islands, a record can be read there first by an
 * island hydrating late on a busy machine (the home page's marks, the play page's saved game),
 * which sets an unreadable one aside on that page, so the page the test opens next finds nothing.
 */
export async function storeOnly(page: Page, key: string, text: string): Promise<void> {
  await page.goto('/404.html');
  await page.evaluate(([k, t]) => { localStorage.clear(); localStorage.setItem(k!, t!); }, [key, text]);
}

/** Scrolls through the page so every client:visible island hydrates, then waits for them all. */
export async function hydrateAll(page: Page): Promise<void> {
  const count = await page.locator('astro-island').count();
  if (count === 0) return;
  for (const island of await page.locator('astro-island').all()) {
    await island.scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 30_000 });
}

/**
 * Waits until the (first) island in `scope` is live: scrolled into view, where a client:visible
 * island hydrates, and no longer marked as server-rendered. Returns the island.
 */
export async function islandLive(scope: Page | Locator): Promise<Locator> {
  const island = scope.locator('astro-island').first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr');
  return island;
}

/** Axe's WCAG 2.2 AA rules. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's own script (the one @axe-core/playwright depends on), read once per test worker. */
let axeSource: string | null = null;

/**
 * Axe's findings on the page as it is now, one line each (rule, impact, help, the first three
 * places): within `include` if given, by `rules` if given, else by `tags` (WCAG 2.2 AA unless
 * 'all', every rule axe has).
 *
 * axe-core runs in the page itself (`axe.run`), put there once per document, and is asked to
 * gather the nodes of its violations only (`resultTypes`: every violation and every node of it is
 * still reported; passes keep one example node each). @axe-core/playwright's AxeBuilder ran the
 * same rules but put axe in the page twice per scan, ran it frame by frame and finished in a
 * second, blank page, with every passing node serialized between them: four to six times the
 * time on a chapter page. The site has no frames, so one `axe.run` sees everything the builder
 * saw.
 */
export async function axeViolations(page: Page, options: { include?: string; rules?: readonly string[]; tags?: readonly string[] | 'all' } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
    axeSource ??= readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  const runOnly = options.rules
    ? { type: 'rule', values: [...options.rules] }
    : options.tags === 'all' ? undefined : { type: 'tag', values: [...(options.tags ?? WCAG_AA)] };
  const violations = await page.evaluate(async ({ include, runOnly }) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const results = await axe.run(include ? { include: [include] } : document, { ...(runOnly ? { runOnly } : {}), resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, { include: options.include ?? null, runOnly });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
}

/**
 * Axe's WCAG 2.2 AA rules about colour. The dark theme changes colours only (custom properties
 * under prefers-color-scheme in global.css and jumping-cups.css), so on its pass these suffice: the
 * structure rules give the same answer in both themes, and a pass of all of them takes seconds.
 */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

/** Axe finds nothing on the page as it is: every WCAG 2.2 AA rule in the light theme, the colour rules in the dark. */
export async function expectAxeCleanInBothThemes(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const violations = await axeViolations(page, scheme === 'dark' ? { rules: COLOR_RULES } : {});
    expect(violations, `${scheme} theme:\n${violations.join('\n')}`).toEqual([]);
  }
}

/** Starts recording console errors, uncaught exceptions and requests leaving the site. */
export function watchPage(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.protocol !== 'data:') problems.push(`request to another origin: ${url.href}`);
  });
  return { problems };
}

/** Opens a chapter at one example (as a deep link would) and waits until its island is live. */
export async function openExample(page: Page, path: string, id: string): Promise<Locator> {
  await page.goto(`${path}#${id}`);
  const example = page.locator(`#${id}`);
  await example.scrollIntoViewIfNeeded();
  await islandLive(example);
  return example;
}

/** A card in the hand of the player to move, by its spoken name ("gray 4"). */
export function card(example: Locator, name: string): Locator {
  return example.getByRole('group', { name: /'s hand$/ }).getByRole('button', { name, exact: true });
}

/** A tile side offered for the selected card. */
export function side(example: Locator, player: string, tile: number): Locator {
  return example.getByRole('button', { name: new RegExp(` on ${player}'s side of tile ${tile} \\(`) });
}

export function refusal(example: Locator): Locator {
  return example.locator('.bc-message.is-refusal');
}

export function told(example: Locator): Locator {
  return example.locator('.bc-steps');
}

/**
 * Serves pages with the _headers policy as an HTTP header (so the header and the page's <meta>
 * are both enforced, as on a static host that reads the file) and records every violation:
 * securitypolicyviolation events and CSP messages in the console. Call before `goto`.
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const policy = headerPolicy();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

/** Starts a fresh whole game of Balloon Cup (no saved game) with this game number and opponent. */
/**
 * The Balloon Cup game kept in this browser, replayed by the engine, once the save holds the
 * position the page shows (a game in progress offers no link to read it from).
 */
export async function savedReplay(page: Page): Promise<ReplayedGame> {
  const shown = Number(await page.locator('.bcp-app').getAttribute('data-moves'));
  const read = async () => {
    const saved = await page.evaluate(() => localStorage.getItem('cup-games:balloon-cup-game:v1'));
    return decodeRecord((JSON.parse(saved ?? '{}') as { g?: string }).g ?? '');
  };
  await expect.poll(async () => { const r = await read(); return r.ok ? r.value.record.moves.length : -1; }).toBe(shown);
  const replay = await read();
  if (!replay.ok) throw new Error(replay.message);
  return replay.value;
}

/** Types a game number, as a person who wants a known deal does: under "Play a known deal" (closed at first). */
export async function typeGameNumber(scope: Page | Locator, seed: number | string): Promise<void> {
  const disclosure = scope.locator('details[data-known-deal]');
  if (!(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open))) await disclosure.locator('summary').click();
  await scope.locator('input[name="seed"]').fill(String(seed));
}

export async function startWholeGame(page: Page, seed: number, opponent: RegExp = /Beginner/): Promise<void> {
  // A test's browser context starts with empty storage: no saved game to clear.
  await page.goto('/balloon-cup/play/');
  await page.getByRole('radio', { name: opponent }).check();
  await typeGameNumber(page, seed);
  await page.getByRole('button', { name: 'Start the game' }).click();
  // Between two people the device is handed to the first player before any hand shows.
  const handoff = page.locator('.bcp-app[data-state="handoff"]');
  await expect(page.locator('.bcp-app[data-state="human"]').or(handoff)).toBeVisible();
  if (await handoff.count()) await page.getByRole('button', { name: /^I am .+: show my hand$/ }).click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
}

/** How many moves the whole game on the page has made (the app's data-moves). */
export async function movesMade(page: Page): Promise<number> {
  return Number(await page.locator('.bcp-app').getAttribute('data-moves'));
}

/**
 * Makes one move for the person in the whole game by clicking, whatever the position asks for:
 * the first trophy claim offered, else a swap of the first card when only a swap is left, else
 * the first card on the first side that takes it; then waits until the move is counted.
 */
export async function playOneMove(page: Page): Promise<void> {
  const before = await movesMade(page);
  const claims = page.getByRole('group', { name: 'Trophy claims' });
  if (await claims.count()) {
    await claims.getByRole('button').first().click();
  } else if (await page.getByRole('button', { name: /^Swap \d+ cards?$/ }).count()) {
    await page.locator('.bc-player-0 .bc-hand-card').first().click();
    await page.getByRole('button', { name: /^Swap \d+ cards?$/ }).click();
  } else {
    const hand = page.locator('.bc-player-0 .bc-hand-card');
    outer: for (let c = 0; c < (await hand.count()); c += 1) {
      await hand.nth(c).click();
      const targets = page.locator('button.bc-side.is-fit');
      for (let i = 0; i < (await targets.count()); i += 1) {
        await targets.nth(i).click();
        if ((await movesMade(page)) > before) break outer;
      }
    }
  }
  await expect.poll(() => movesMade(page)).toBeGreaterThan(before);
}

/** Bottom edge of the site header where it stays on screen (sticky on wide screens), else 0. */
export async function stickyHeaderBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    if (!header) return 0;
    const { position } = getComputedStyle(header);
    return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
  });
}

/**
 * Starts a fresh game of Balloon Cup against Beginner in `locale` (no saved game) with this game
 * number, through the set-up form's fields by name, so it reads the same in every language.
 */
export async function startGameIn(page: Page, locale: string, seed: number): Promise<void> {
  // A test's browser context starts with empty storage: no saved game to clear.
  await page.goto(locale === 'en' ? '/balloon-cup/play/' : `/${locale}/balloon-cup/play/`);
  await page.locator('input[name="opponent"][value="beginner"]').check();
  await typeGameNumber(page, seed);
  await page.locator('.bcp-start').click();
  await expect(page.locator('.bcp-app[data-state="human"]')).toBeVisible();
}

/**
 * Each of `parts` is wholly inside the window as it is (nothing scrolled for it): what a reader
 * sees on the first screen. `when` names the moment in the failure message.
 */
export async function expectOnFirstScreen(page: Page, parts: Record<string, Locator>, when: string): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    expect(box, `${name} is shown (${when})`).not.toBeNull();
    expect(box!.y, `${name} top on screen (${when})`).toBeGreaterThanOrEqual(0);
    expect(box!.x, `${name} left on screen (${when})`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${name} bottom on screen (${when})`).toBeLessThanOrEqual(viewport.height + 1);
    expect(box!.x + box!.width, `${name} right on screen (${when})`).toBeLessThanOrEqual(viewport.width + 1);
  }
}

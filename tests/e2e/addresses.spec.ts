// Once the service worker controls the site, every address answers as the site answers it without
// the worker: a bare or empty query, a fragment, a trailing `&`, escapes of plain letters in the
// path. (Workbox's precache lookup missed a bare `?` and answered "Page not found".)
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

const ADDRESSES = [
  '/?',
  '/?&',
  '/?#x',
  '/?&#x',
  '/#x',
  '/jumping-cups/play/?',
  '/jumping-cups/play/?&',
  '/jumping-cups/play/?#x',
  '/jumping-cups/play/?p=',
  '/jumping-cups/play/?p=r%2Fr%2Fr%2Fr%2Fr%2F%2F%2F%2F%2Fy%2Fy%2Fy%2Fy%2Fy+r&',
  '/balloon-cup/rules/placing-cards/?',
  '/balloon-cup/rules/placing-cards/?&#ex-what-fits',
  '/balloon-cup/rules/placing-cards/?utm_source=x&',
  '/balloon-cup/play/replay/?',
  '/balloon%2Dcup/',
  '/balloon-cup/rules/placing%2dcards/',
  '/%62alloon-cup/puzzles/',
  '/no-such-page/',
  '/no-such-page/?',
];

async function title(page: Page, address: string): Promise<string> {
  await page.goto(address);
  return page.title();
}

test('every address answers with the worker as it does without it, online and offline', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  // Without a worker: a fresh context that never registers one.
  const plain = await browser.newContext({ serviceWorkers: 'block', baseURL: test.info().project.use.baseURL });
  const plainPage = await plain.newPage();
  const expected = new Map<string, string>();
  for (const address of ADDRESSES) expected.set(address, await title(plainPage, address));
  await plain.close();
  expect(expected.get('/?')).not.toContain('Page not found');
  expect(expected.get('/no-such-page/')).toContain('Page not found');

  // With the worker installed and in control.
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    for (const address of ADDRESSES) {
      expect(await title(page, address), `${address}${offline ? ' offline' : ''}`).toBe(expected.get(address));
      // The worker answered (not the network), and a fragment stays in the address.
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), address).toBe(true);
      if (address.includes('#')) expect(new URL(page.url()).hash, address).toBe(`#${address.split('#')[1]}`);
    }
  }
  await context.setOffline(false);
});

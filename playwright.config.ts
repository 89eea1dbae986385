// Browser tests against the built site (run `astro build` first; `npm test` does).
// Uses the system Chromium; Playwright never downloads a browser.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's headless shell (package chromium-headless-shell, .ci/run installs it) is the same Blink
// without the full browser around it, as Playwright itself runs headless tests: on the whole suite
// it took 21 % less test time than /usr/bin/chromium and passed the same 332 tests (2026-11-30,
// Chromium 156). Without it, the full browser runs the same tests.
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

// E2E_PORT lets two checkouts run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 4322);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: a worker waits for pages, hydration and the computer's 450 ms pause, and a
  // third fills those waits (quiet machine, 332 tests: 412 s, 1.86 cores busy, with the headless
  // shell; 651 s on two workers with the full Chromium). E2E_WORKERS tries another number elsewhere.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // Limits catch a hang, not a busy machine: at load 20-30 a chapter's whole example took over 30 s
  // and a verdict over 5 s to show, and with three workers on a busy machine a page can wait more
  // than ten seconds for its island. A passing test never waits for them, so they are wide.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    // The site's service worker would precache the whole site in every test's fresh browser
    // profile; tests/e2e/offline.spec.ts turns it on where it is the subject.
    serviceWorkers: 'block',
  },
  webServer: {
    // --ignore-lock: Astro allows one tracked preview per project (and backgrounds it when it
    // detects an agent); tests need their own foreground server even if another one is running.
    command: `npx astro preview --port ${PORT} --ignore-lock`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

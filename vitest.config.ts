import { defineConfig } from 'vitest/config';

const words = ['tests/shared/words-setup.ts'];
// A time-out only catches a hang, not a busy machine: on two cores at load 20-35 a test of a
// second's work can wait long for a core (Vitest's default of 5 s failed whole-site dist checks
// under load; a level match took 62 s against 60).
const patient = { testTimeout: 600_000, hookTimeout: 600_000 };

// Projects, each run by its own npm script; `npm test` runs unit, slow and conformance in one
// Vitest run (`npm run test:vitest`) on two workers, so the minutes-long slow files (queued before
// the unit files: Vitest orders projects by name) share the machine with the quick ones instead of waiting for
// them (Vitest's own default is one worker on a two-core machine):
// - unit: engine, machines, components, content (seconds; `npm run test:unit`), in one module graph
//   per worker;
// - slow: unit tests that solve or play for minutes, named *.slow.test.ts, one file per long test
//   so they run side by side (`npm run test:slow` asks for two workers: on two cores Vitest
//   would otherwise run one file at a time);
// - conformance: the shared rule vectors, on their own (`npm run test:conformance`);
// - dist: checks of the built files in dist/, one read per page and no browser (after `npm run build`).
export default defineConfig({
  test: {
    projects: [
      // One module graph per worker, not one per file: the engine, the words and the machines are
      // evaluated once, not for each of 90 files (CPU 143 -> 97 s, 2026-11-30). No unit test mocks a
      // module; the two that set a global (Worker, localStorage) put it back, and the words setup runs
      // before every file still. Passed with the files in random order too (--sequence.shuffle.files).
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], exclude: ['**/*.slow.test.ts'], setupFiles: words, isolate: false, ...patient } },
      { test: { name: 'slow', include: ['tests/unit/**/*.slow.test.ts'], setupFiles: words, ...patient } },
      { test: { name: 'conformance', include: ['tests/conformance/**/*.test.ts'], setupFiles: words, ...patient } },
      // One module graph for all its files, so a page read for one check is kept for the next.
      { test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], isolate: false, ...patient } },
    ],
  },
});

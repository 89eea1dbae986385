import { defineConfig } from 'vitest/config';

// Projects, each run by its own npm script (and all by `npm test`):
// - unit: engine, machines, components, content (seconds);
// - conformance: the shared rule vectors, on their own (`npm run test:conformance`);
// - dist: checks of the built files in dist/, one read per page and no browser (run after `npm run build`).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], setupFiles: ['tests/shared/words-setup.ts'], testTimeout: 60_000 } },
      { test: { name: 'conformance', include: ['tests/conformance/**/*.test.ts'], setupFiles: ['tests/shared/words-setup.ts'] } },
      // One module graph for all its files, so a page read for one check is kept for the next.
      { test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], isolate: false } },
    ],
  },
});

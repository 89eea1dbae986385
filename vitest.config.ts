import { defineConfig } from 'vitest/config';

// Two projects so `npm run test:conformance` can run the shared rule vectors on their own.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], setupFiles: ['tests/shared/words-setup.ts'], testTimeout: 60_000 } },
      { test: { name: 'conformance', include: ['tests/conformance/**/*.test.ts'], setupFiles: ['tests/shared/words-setup.ts'] } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Two tiers run by `npm run test:unit` and `npm run test:server`; e2e and visual
// tests are Playwright's (playwright.config.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'engine/**/*.test.ts', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // PGlite takes seconds to start; each file gets its own database.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two tiers run by `npm run test:unit` and `npm run test:server`; e2e and visual
// tests are Playwright's (playwright.config.ts).
export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, runs files one at a time on two cores, where a
    // server file mostly waits on its database: two workers took the tiers from 76 / 347 / 208 s (unit,
    // server on PGlite, on PostgreSQL) to 51 / 257 / 146 s on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'engine/**/*.test.ts',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file gets its own database, copied from one migrated (and seeded) once per run.
          globalSetup: ['tests/server/helpers/globalSetup.ts'],
          // One import of the server per worker, not per file: the import took half the tier's CPU (372 of
          // 1,019 s of test time on CI). Each file still starts its own app on its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { STOP_GRACE_MS } from './server/config';
import { E2E_PORT as PORT } from './tests/e2e/support/ports';
import { PUSH_BASE_URL, PUSH_E2E_PORT, PUSH_FIREBASE_CONFIG } from './tests/e2e/support/pushBuild';

export const BASE_URL = `http://localhost:${PORT}`;

/**
 * Not SIGKILL (the default): serve.ts removes its database and folders on the
 * way out. Longer than the server's own deadline, after which it exits by
 * itself (exit handlers included): at 10 s a slow close was killed first,
 * and a run left its push build and database behind.
 */
/** Each e2e server's PostgreSQL pool: two whole suites side by side stay inside the server's 100 connections. */
const E2E_POOL_MAX = '8';

const SERVER_SHUTDOWN = { signal: 'SIGTERM', timeout: STOP_GRACE_MS + 5_000 } as const;

// Debian's Chromium where it is installed (CI and the project's machines cannot
// download browsers); Playwright's own browser elsewhere.
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const launchOptions = existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    }
  : {};

const mobile = { ...devices['Pixel 7'], launchOptions };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // None, on CI too: a test that fails once is a defect to fix, and a retry would pass it as "flaky".
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL: BASE_URL, trace: 'retain-on-failure' },
  projects: [
    { name: 'mobile', use: mobile, testIgnore: /(system|push)\/.*/ },
    // Against a second build with Firebase configured (push is off in the default one).
    { name: 'push', use: { ...mobile, baseURL: PUSH_BASE_URL }, testMatch: /push\/.*\.spec\.ts/ },
    // Specs that flip server-wide switches (maintenance) run alone, after the rest.
    { name: 'system', use: mobile, testMatch: /system\/.*\.spec\.ts/, dependencies: ['mobile'], fullyParallel: false, workers: 1 },
  ],
  webServer: [
    {
      command: 'tsx tests/e2e/serve.ts',
      url: `${BASE_URL}/api/maintenance`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(PORT), E2E: '1', DATABASE_POOL_MAX: E2E_POOL_MAX },
      stdout: 'pipe',
      gracefulShutdown: SERVER_SHUTDOWN,
    },
    {
      // A build directory per port, so two runs side by side never overwrite each other's build.
      command: `vite build --outDir dist-push-${PUSH_E2E_PORT} --emptyOutDir --logLevel warn && exec tsx tests/e2e/serve.ts`,
      url: `${PUSH_BASE_URL}/api/maintenance`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(PUSH_E2E_PORT),
        E2E: '1',
        DATABASE_POOL_MAX: E2E_POOL_MAX,
        STATIC_DIR: `dist-push-${PUSH_E2E_PORT}`,
        E2E_REMOVE_STATIC_DIR: '1',
        VITE_FIREBASE_CONFIG: PUSH_FIREBASE_CONFIG,
      },
      stdout: 'pipe',
      gracefulShutdown: SERVER_SHUTDOWN,
    },
  ],
});

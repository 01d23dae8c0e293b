// The installed app: Chromium's own installability check, and the shell
// opening offline from the service worker's precache with the offline notice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';

test("Chromium finds nothing wrong with the app's installability", async ({ baseURL }) => {
  // A fresh profile's service worker is ready only once it has fetched the whole
  // precache (8 s alone here, 30 s beside another worker on a loaded machine).
  test.slow();
  // An ordinary Playwright context is incognito, where nothing is installable:
  // the check needs a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const { launchOptions } = test.info().project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the shell opens offline with an offline notice', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker controls the page after the first load; reload so it does.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/promotions');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();
  await context.setOffline(false);
});

test('a call made offline says "You are offline", not a system error, and works again once back online', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('UID').fill('nosuchplayer1');
  await page.getByLabel('Password', { exact: true }).fill('abcd1234');
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('You are offline. Check your connection and try again')).toBeVisible();
    await expect(page.getByText('System error. Please try again later')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Back online, the same worker answers again: the server's own refusal.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('You are offline. Check your connection and try again')).toHaveCount(0);
  await expect(page.getByText('Incorrect UID or password')).toBeVisible();
});

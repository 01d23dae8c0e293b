import { expect, test } from '@playwright/test';
import { setMaintenance } from '../support/api';

test.afterEach(async ({ request }) => {
  await setMaintenance(request, false);
});

test('maintenance sends every route to /maintenance and back to the remembered path', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await setMaintenance(request, true, '2026-12-01T02:00:00+08:00');
  await page.goto('/login?from=link');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByTestId('maintenance-until')).toHaveText('Expected back at 01/12/2026 02:00 AM');

  // Any route, known or not, lands on the maintenance page.
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/maintenance$/);
  await page.goto('/login?from=link');
  await expect(page).toHaveURL(/\/maintenance$/);

  await setMaintenance(request, false);
  // The page polls; the player is returned where they were heading.
  await expect(page).toHaveURL(/\/login\?from=link$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('while under maintenance the API refuses other calls with msg.systemMaintenance', async ({ request }) => {
  await setMaintenance(request, true);
  const res = await request.get('/api/vips');
  expect(res.status()).toBe(503);
  expect(await res.json()).toEqual({ message: 'msg.systemMaintenance' });
  expect((await (await request.get('/api/maintenance')).json()) as object).toMatchObject({ maintenance: 1 });
});

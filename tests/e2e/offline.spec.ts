// Offline, a call says so (issue 30): the sync worker gets no response and
// the page, seeing the browser offline, shows "You are offline", never the
// server's "System error".
import { expect, test } from '@playwright/test';
import { registerPlayer } from './support/players';

test('a login tried offline says "You are offline", and works once back online', async ({ page, request, context }) => {
  const player = await registerPlayer(request);
  await page.goto('/login');
  await page.getByLabel('UID').fill(player.uid);
  await page.getByLabel('Password', { exact: true }).fill(player.password);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByText(/System error/)).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

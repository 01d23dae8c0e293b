import { expect, test } from '@playwright/test';
import { DEMO_PLAYER } from '../../server/db/seed/credentials';

test('request bodies travel encrypted, and the wallet comes from the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('UID').fill(DEMO_PLAYER.uid);
  await page.getByLabel('Password').fill(DEMO_PLAYER.password);

  const loginRequest = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/player') && r.status() === 200);
  await page.getByRole('button', { name: 'Login' }).click();

  const request = await loginRequest;
  const raw = request.postData() ?? '';
  expect(request.headers()['encrypted-request']).toBe('true');
  expect(Object.keys(JSON.parse(raw) as object)).toEqual(['data']);
  expect(raw).not.toContain(DEMO_PLAYER.password);
  expect(raw).not.toContain(DEMO_PLAYER.uid);

  const data = (await (await refresh).json()) as { coin: { balance: number; pending: number } };
  expect(data.coin.balance).toBeGreaterThan(0);
  const available = Math.max(0, data.coin.balance - data.coin.pending);
  await expect(page.getByTestId('coin-available')).toHaveText(
    available.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
});

test('a tampered body is refused with msg.invalidRequest, not a server error', async ({ request }) => {
  const res = await request.post('/api/auth/login', {
    data: { data: 'bm90LWEtc2VhbGVkLWJveA==' },
    headers: { 'encrypted-request': 'true' },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ message: 'msg.invalidRequest' });
});

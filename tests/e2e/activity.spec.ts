// Activity tracking as SPEC section 7 words it, seen on the wire.
import { expect, test } from '@playwright/test';
import { registerPlayer } from './support/players';

test("a logged-in player's visit starts a session, beats, and ends with the sealed beacon on page hide", async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/login');
  await page.getByLabel('UID').fill(player.uid);
  await page.getByLabel('Password', { exact: true }).fill(player.password);

  const started = page.waitForRequest((r) => r.url().endsWith('/api/activity/start'));
  const beat = page.waitForRequest((r) => r.url().endsWith('/api/activity/heartbeat'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const startBody = JSON.parse((await started).postData() ?? '{}') as Record<string, unknown>;
  expect(Object.keys(startBody)).toEqual(['data']);
  await beat;

  const ended = page.waitForRequest((r) => r.url().endsWith('/api/activity/end'));
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/activity/end'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const end = await ended;
  const headers = end.headers();
  expect(headers['encrypted-request']).toBe('true');
  expect(headers.authorization).toMatch(/^Bearer \S+/);
  expect(Object.keys(JSON.parse(end.postData() ?? '{}') as object)).toEqual(['eData']);
  expect((await answered).status()).toBe(200);
});

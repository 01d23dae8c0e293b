// Provable fairness end to end: a player spins, rotates the seed to reveal it,
// and the browser recomputes every spin from the revealed seed (a green tick
// each). Plus the play chrome's art-failure path: Image Load Fail, then Retry.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { API } from '../../contract/routes';
import type { FairnessState } from '../../contract/schemas/fairness';
import type { SpinResult } from '../../contract/games/wheel';
import { sealed } from './support/api';
import { grantSpins, logIn, verifyPlayer } from './support/games';
import { registerPlayer } from './support/players';

test('a revealed seed recomputes every spin it drew in the browser, each a match', async ({ page, request }) => {
  test.slow();
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  await grantSpins(request, player.uid, 'spinwheelv2', 1);
  const spins: SpinResult[] = [];
  for (const game of ['spin-wheel', 'spinwheelv2']) {
    spins.push((await sealed(request, 'post', API.gameSpin(game), { idempotencyKey: randomUUID() }, player.token)) as SpinResult);
  }
  const before = (await (
    await request.get(`/api/${API.fairness}`, { headers: { authorization: `Bearer ${player.token}` } })
  ).json()) as FairnessState;
  expect(spins.map((s) => s.proof.serverSeedHash)).toEqual([before.current.serverSeedHash, before.current.serverSeedHash]);

  await logIn(page, player);
  await page.goto('/setting');
  await page.getByTestId('setting-fairness').click();
  await expect(page).toHaveURL(/\/setting\/fairness$/);
  await expect(page.getByTestId('seed-hash')).toHaveText(before.current.serverSeedHash);
  await expect(page.getByTestId('seed-nonce')).toHaveText('2');

  // A new client seed takes effect from the next spin; the nonce goes on counting.
  await page.getByLabel('Client seed').fill('my-lucky-seed');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByRole('status')).toHaveText('Client seed saved: your next rounds use it.');
  await expect(page.getByLabel('Client seed')).toHaveValue('my-lucky-seed');
  await expect(page.getByTestId('seed-nonce')).toHaveText('2');

  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('seed-hash')).not.toHaveText(before.current.serverSeedHash);
  await expect(page.getByTestId('seed-nonce')).toHaveText('0');
  const revealed = page.getByTestId('revealed-seed').first();
  await expect(revealed).toContainText(before.current.serverSeedHash);
  await revealed.getByTestId('verify-seed').click();
  const result = revealed.getByTestId('verify-result');
  await expect(result).toContainText('The seed matches the fingerprint shown before play');
  await expect(result.getByTestId('verified-round')).toHaveCount(2);
  await expect(result.locator('[data-testid="verified-round"][data-ok="true"]')).toHaveCount(2);
  await expect(result).toContainText('2 of 2 spins match');
});

test('art that fails to load shows Image Load Fail with a Retry that recovers', async ({ page }) => {
  await page.route(/\/assets\/hub-en-[\w-]+\.svg$/, (route) => route.abort());
  await page.goto('/qa/gallery?qa=1&game=spin-wheel&state=idle&lang=en');
  const error = page.getByTestId('game-error');
  await expect(error).toContainText('Image Load Fail', { timeout: 30_000 });
  await page.unroute(/\/assets\/hub-en-[\w-]+\.svg$/);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(page.locator('canvas')).toHaveAttribute('data-wheel-state', 'idle');
});

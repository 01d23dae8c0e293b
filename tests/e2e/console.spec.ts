// The operator console end to end: its own sign-in, coins and a raised
// daily spin limit for one player (a game's switch and an inbox message are
// in system/console-switch.spec.ts: every game is played by some spec, so a
// switch runs in the serial project). System maintenance is never flipped
// here: other specs run against the same server at the same time.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { encryptJson, keyFromBase64 } from '../../contract/cipher';
import { API, HEADERS } from '../../contract/routes';
import type { SpinStatus } from '../../contract/games/wheel';
import type { RedeemInfo } from '../../contract/schemas/wallet';
import { signInConsole } from './support/console';
import { sealed } from './support/api';
import { registerPlayer } from './support/players';

test('a refused sign-in shows its message, translated', async ({ page }) => {
  // Not the demo operator's name: a wrong password for it would count against its throttle.
  await signInConsole(page, 'nobody-op', 'wrong-password');
  await expect(page.getByTestId('console-login').getByRole('alert')).toHaveText('Incorrect username or password');
});

/** The smallest MP4 the server's sniffer accepts: an ftyp box and an empty mdat. */
const TINY_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);

async function uploadRecording(request: APIRequestContext, token: string): Promise<void> {
  const { key } = (await (await request.get(`/api/${API.cipherKey}`)).json()) as { key: string };
  const res = await request.post(`/api/${API.verificationVideo}`, {
    headers: { authorization: `Bearer ${token}`, [HEADERS.encrypted]: 'true' },
    multipart: { data: encryptJson(keyFromBase64(key), {}), video: { name: 'recording.mp4', mimeType: 'video/mp4', buffer: TINY_MP4 } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('the operator reviews a recording, gives coins, raises the spin limit, and approves the redemption the coins pay for', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await uploadRecording(request, player.token);
  await signInConsole(page);

  await page.getByTestId('console-tab-verifications').click();
  const recording = page.locator('li', { hasText: player.uid });
  await recording.getByRole('button', { name: 'Play video' }).click();
  // Fetched with the operator's bearer and played from memory: never a bare URL.
  await expect(recording.locator('video')).toHaveAttribute('src', /^blob:/);
  await recording.getByRole('button', { name: 'Approve' }).click();
  await expect(recording).toHaveCount(0);

  await page.getByTestId('console-tab-players').click();
  await page.getByTestId('console-player-q').fill(player.uid);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId(`console-player-${player.uid}`);
  await expect(row).toContainText('Verified');
  const adjust = row.locator('form', { hasText: 'Adjust coins' });
  await adjust.getByLabel('Coins (negative takes them away)').fill('50');
  await adjust.getByLabel('Reason').fill('e2e welcome coins');
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust.getByRole('status')).toHaveText('Done. New balance: 50.00');

  // The spin wheels' daily limit (16 by default), raised for this player only.
  const spinLimit = row.getByTestId(`console-spin-limit-${player.uid}`);
  await expect(spinLimit.getByTestId('console-spin-limit-current')).toHaveText('16 spins a day (the default)');
  await spinLimit.getByLabel('New limit (16 to 500)').fill('20');
  await spinLimit.getByRole('button', { name: 'Save' }).click();
  await expect(spinLimit.getByRole('status')).toHaveText('Done. Daily spin limit: 20');
  await expect(spinLimit.getByTestId('console-spin-limit-current')).toHaveText('20 spins a day (raised; the default is 16)');
  const spinStatus = await request.get(`/api/${API.gameStatus('spin-wheel')}`, { headers: { authorization: `Bearer ${player.token}` } });
  expect(((await spinStatus.json()) as SpinStatus).dailyLimit).toBe(20);

  await sealed(request, 'post', API.redeem, { coins: 50, idempotencyKey: randomUUID() }, player.token);
  await page.getByTestId('console-tab-redemptions').click();
  const redemption = page.locator('tr', { hasText: player.uid });
  await redemption.getByRole('button', { name: 'Approve' }).click();
  await expect(redemption).toHaveCount(0);

  const info = await request.get(`/api/${API.redeemInfo}`, { headers: { authorization: `Bearer ${player.token}` } });
  expect(((await info.json()) as RedeemInfo).redemptions[0]?.status).toBe('Success');
});

// A day far ahead and removed again: other specs' streaks on this server never meet it.
test('the operator keeps the festival calendar in the Missions tab: a refusal in words, a day added, then removed', async ({ page }) => {
  await signInConsole(page);
  await page.getByTestId('console-tab-missions').click();
  const festivals = page.getByTestId('console-festivals');
  await expect(festivals).toContainText("every player's streak shield is refilled");

  await festivals.getByTestId('console-festival-day').fill('2099-12-25');
  await festivals.getByTestId('console-festival-name-en').fill('Christmas');
  await festivals.getByTestId('console-festival-save').click();
  await expect(festivals.getByRole('alert')).toHaveText('Write the title and the text in English, Chinese and Malay');

  await festivals.getByTestId('console-festival-name-zh').fill('圣诞节');
  await festivals.getByTestId('console-festival-name-ms').fill('Hari Krismas');
  await festivals.getByTestId('console-festival-save').click();
  await expect(festivals.getByRole('status')).toHaveText('Festival day saved');
  await expect(festivals.getByTestId('console-festival-2099-12-25')).toContainText('25/12/2099 · Christmas');

  await festivals.getByRole('button', { name: 'Remove 25/12/2099 · Christmas' }).click();
  await expect(festivals.getByTestId('console-festival-2099-12-25')).toHaveCount(0);
});

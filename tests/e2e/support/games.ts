// What the games e2e tests need around a fresh player: an operator-approved
// verification (the wheels are for verified accounts only) and spins, earned
// the way production earns them: deposits the H5 platform reports on its
// signed endpoint. Plus a browser login and the geometry of the wheel's hub.
import { createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptJson, keyFromBase64 } from '../../../contract/cipher';
import type { Lang } from '../../../contract/constants';
import { API, HEADERS } from '../../../contract/routes';
import { ADMIN_API } from '../../../contract/adminRoutes';
import type { AdminVerificationPage } from '../../../contract/schemas/wallet';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { sealed } from './api';
import { chooseLanguage } from './language';
import { registerPlayer, type RegisteredPlayer } from './players';
import { E2E_H5_SECRET } from './secrets';

/** The smallest MP4 the server's sniffer accepts: an ftyp box and an empty mdat. */
const TINY_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);

/**
 * Uploads the recording as the player and approves it as the demo operator;
 * the approval's inbox message is then marked read, so its popup never
 * covers the screens a test taps on.
 */
export async function verifyPlayer(request: APIRequestContext, player: RegisteredPlayer): Promise<void> {
  const { key } = (await (await request.get(`/api/${API.cipherKey}`)).json()) as { key: string };
  const upload = await request.post(`/api/${API.verificationVideo}`, {
    headers: { authorization: `Bearer ${player.token}`, [HEADERS.encrypted]: 'true' },
    multipart: { data: encryptJson(keyFromBase64(key), {}), video: { name: 'recording.mp4', mimeType: 'video/mp4', buffer: TINY_MP4 } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  const list = await request.get(`/api/${ADMIN_API.verifications}?status=pending&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const row = ((await list.json()) as AdminVerificationPage).rows.find((r) => r.uid === player.uid);
  if (!row) throw new Error(`no pending recording for ${player.uid}`);
  await sealed(request, 'post', ADMIN_API.verificationApprove(row.id), {}, token);
  await sealed(request, 'post', API.inboxReadAll, {}, player.token);
}

/** Reports `count` RM30 deposits for the player, each worth one spin on `game`. */
export async function grantSpins(
  request: APIRequestContext,
  uid: string,
  game: 'spin-wheel' | 'spinwheelv2',
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const body = JSON.stringify({
      uid,
      txId: `e2e-${randomBytes(8).toString('hex')}`,
      amountRm: 30,
      ts: Math.floor(Date.now() / 1000),
      game,
    });
    const res = await request.post(`/api/${API.h5Deposit}`, {
      data: body,
      headers: { 'content-type': 'application/json', 'x-h5-signature': createHmac('sha256', E2E_H5_SECRET).update(body).digest('hex') },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

export async function logIn(page: Page, player: RegisteredPlayer): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('UID').fill(player.uid);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A fresh verified player with one spin of the classic wheel, logged in (speaking `lang` when given),
 * on the wheel's play screen once its scene is ready (a software-rendered WebGL boot: up to 30 s).
 */
export async function readyToSpin(page: Page, request: APIRequestContext, lang?: Lang): Promise<RegisteredPlayer> {
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  await logIn(page, player);
  if (lang) await chooseLanguage(page, lang);
  await page.goto('/games/spin-wheel/play');
  await expect(page.getByTestId('game-view')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  return player;
}

/** Taps the wheel's hub: the centre of the canvas across, 44% of its height down (engine/games/wheel/layout.ts). */
export async function tapHub(page: Page): Promise<void> {
  const box = await page.locator('[data-testid="game-view"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.44);
}

/** How many canvases the page holds, hidden ones included. */
export const canvasCount = (page: Page): Promise<number> => page.locator('canvas').count();

// The wallet end to end: a fresh player gets coins from an operator, uploads
// the verification recording on /redeem, is verified by an operator, redeems,
// and sees the operator's approval arrive over the socket (balance, status,
// inbox badge, popup) without a reload; then the history and the inbox. In
// Chinese, a redemption's 24-hour clock; in Malay, a spin listed under the
// wheel's history filter with its RM prize (issue 26 items 1 and 7).
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SpinResult } from '../../contract/games/wheel';
import { API } from '../../contract/routes';
import { ADMIN_API } from '../../contract/adminRoutes';
import type { AdminVerificationPage } from '../../contract/schemas/wallet';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { formatDateTime, formatNumber } from '../../src/lib/format';
import { sealed } from './support/api';
import { grantSpins, verifyPlayer } from './support/games';
import { chooseLanguage } from './support/language';
import { signInConsole } from './support/console';
import { registerPlayer, uniqueIpHeaders, type RegisteredPlayer } from './support/players';

/** An ftyp box and an empty mdat: a real (if empty) MP4 as the server's sniffer reads it. */
const TINY_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);

async function operator(request: APIRequestContext): Promise<string> {
  return ((await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string }).token;
}

async function opGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

async function logIn(page: Page, player: RegisteredPlayer) {
  await page.goto('/login');
  await page.getByLabel('UID').fill(player.uid);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The popup opens about 2 s after new unread data; it shows once per message. */
async function closePopup(page: Page, title: string) {
  const popup = page.getByTestId('inbox-popup');
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.getByRole('heading')).toHaveText(title);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
}

test('redeem, approved by an operator in the console, arrives live; history and inbox follow', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  await page.context().setExtraHTTPHeaders(uniqueIpHeaders());
  const player = await registerPlayer(request);
  const op = await operator(request);
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: 120, reason: 'Welcome coins' }, op);

  await logIn(page, player);
  await page.goto('/redeem');
  await expect(page.getByTestId('redeem-available')).toHaveText('120.00');
  await expect(page.getByTestId('redeem-rate')).toHaveText('50 coins = RM10');
  // Not verified yet: the notice, the upload, and no redeeming.
  const verify = page.getByTestId('verify-card');
  await expect(verify).toContainText('verify your account with a screen recording');
  await expect(page.getByTestId('redeem-submit')).toBeDisabled();
  await page.getByTestId('verify-file').setInputFiles({ name: 'recording.mp4', mimeType: 'video/mp4', buffer: TINY_MP4 });
  await expect(page.getByTestId('verify-status')).toContainText('We received your recording');

  // A marker on window: if anything below reloaded the page, it would be gone.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: number }).liveMarker = 1;
  });
  const videos = await opGet<AdminVerificationPage>(request, op, `${ADMIN_API.verifications}?status=pending&limit=100`);
  const video = videos.rows.find((v) => v.uid === player.uid);
  expect(video).toBeDefined();
  await sealed(request, 'post', ADMIN_API.verificationApprove(video?.id ?? 0), {}, op);
  await expect(verify).toHaveCount(0, { timeout: 10_000 });
  await closePopup(page, 'Account verified');

  // Two units of 50 coins.
  await page.getByRole('button', { name: 'More coins' }).click();
  await expect(page.getByTestId('redeem-coins')).toHaveText('100');
  await expect(page.getByText('You get RM20.00 free credit')).toBeVisible();
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-done')).toContainText('RM20.00');
  await expect(page.getByTestId('redeem-available')).toHaveText('20.00');
  const mine = page.getByTestId('redemption').first();
  await expect(mine).toContainText('100 coins');
  await expect(mine).toContainText('Pending');
  await expect(page.getByText('credited to your H5 account within 24 hours')).toBeVisible();

  // The operator approves in the console, on a device of their own.
  const operatorDevice = await browser.newContext();
  const consolePage = await operatorDevice.newPage();
  await signInConsole(consolePage);
  await consolePage.getByTestId('console-tab-redemptions').click();
  const queued = consolePage.locator('tr', { hasText: player.uid });
  await expect(queued).toContainText('100 coins → RM 20.00');
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(queued).toHaveCount(0);
  await operatorDevice.close();

  // Live: the status, the popup with its amount, no reload.
  await expect(mine).toContainText('Success', { timeout: 10_000 });
  const popup = page.getByTestId('inbox-popup');
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.getByRole('heading')).toHaveText('Redemption approved');
  await expect(page.getByTestId('inbox-popup-amount')).toHaveText('RM20.00');
  await popup.getByRole('button', { name: 'Close' }).click();
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);

  // Home (a client-side move): the wallet and the unread badge reflect both decisions.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByTestId('coin-available')).toHaveText('20.00');
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);

  await page.goto('/transaction');
  const redeemRow = page.locator('[data-testid="transaction-row"][data-type="REDEEM"]');
  await expect(redeemRow).toContainText('−100.00');
  await expect(redeemRow).toContainText('Success');
  await expect(page.locator('[data-testid="transaction-row"][data-type="ADJUST"]')).toContainText('Welcome coins');
  await page.getByTestId('filter-type').selectOption('SPINWHEEL');
  await expect(page.getByText('No Transaction Found')).toBeVisible();

  await page.goto('/inbox');
  const first = page.getByTestId('inbox-item').first();
  await expect(first).toContainText('Redemption approved');
  await expect(first).toHaveAttribute('data-unread', '');
  await first.click();
  await expect(page).toHaveURL(/\/inbox\/\d+$/);
  await expect(page.getByTestId('inbox-detail')).toContainText('Your RM20.00 free credit is credited to your H5 account within 24 hours.');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByTestId('inbox-item').first()).not.toHaveAttribute('data-unread', '');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');

  await page.goto('/inbox/99999999');
  await expect(page.getByText('Inbox not found')).toBeVisible();
});

test('in Chinese, a pending redemption says by when it is credited (24 hours) on the receipt and in the recent list', async ({
  page,
  request,
}) => {
  await page.context().setExtraHTTPHeaders(uniqueIpHeaders());
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: 50, reason: 'coins' }, await operator(request));
  await logIn(page, player);
  await chooseLanguage(page, 'zh');
  await page.goto('/redeem');
  await expect(page.getByTestId('redeem-available')).toHaveText('50.00');
  const before = Date.now();
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-done')).toContainText('RM10.00');
  const after = Date.now();
  // Due 24 hours after the request, in Malaysia time: the minute of either end of the click.
  const due = new Set([before, after].map((ms) => formatDateTime(ms + 24 * 3_600_000)));
  const clockText = /^将于 (\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M) 前到账 · (等待您的录屏验证|正在审核|正在发送到您的H5账户)/;
  for (const line of [page.getByTestId('redeem-receipt-clock'), page.getByTestId('redemption').first().getByTestId('credit-clock')]) {
    await expect(line).toHaveText(clockText);
    const [, when] = clockText.exec(await line.innerText()) ?? [];
    expect(due).toContain(when);
  }
});

test('in Malay, the spin wheel filter lists a spin with its RM prize and its 15-minute clock, and no coins', async ({ page, request }) => {
  await page.context().setExtraHTTPHeaders(uniqueIpHeaders());
  const player = await registerPlayer(request);
  await verifyPlayer(request, player);
  await grantSpins(request, player.uid, 'spin-wheel', 1);
  const before = Date.now();
  const spin = (await sealed(request, 'post', API.gameSpin('spin-wheel'), { idempotencyKey: randomUUID() }, player.token)) as SpinResult;
  const dueMs = Date.parse(spin.clock?.dueAt ?? '');
  expect(dueMs).toBeGreaterThanOrEqual(before + 15 * 60_000);
  expect(dueMs).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  await logIn(page, player);
  await chooseLanguage(page, 'ms');
  await page.goto('/transaction');
  await page.getByTestId('filter-type').selectOption('SPINWHEEL');
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute('data-type', 'SPINWHEEL');
  await expect(rows).toContainText('Roda Putar');
  // The wheel moved no coins: the RM prize stands where a coin amount would.
  await expect(rows).toContainText(`RM${formatNumber(spin.slot.creditRm)}`);
  await expect(rows).not.toContainText(/[+−]\d/);
  // Owed by the due time the spin answered (15 minutes on), or already credited when the payout job was quick.
  const due = formatDateTime(dueMs);
  await expect(rows.getByTestId('credit-clock')).toHaveText(
    new RegExp(
      `^(?:Dikreditkan sebelum ${due} · Sedang dihantar ke akaun H5 anda(?:, mencuba semula)?|Dikreditkan \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} [AP]M)$`,
    ),
  );
});

test('an unverified player cannot redeem and a text file is refused as a video', async ({ page, request }) => {
  await page.context().setExtraHTTPHeaders(uniqueIpHeaders());
  const player = await registerPlayer(request);
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: 60, reason: 'coins' }, await operator(request));
  await logIn(page, player);
  await page.goto('/redeem');
  await expect(page.getByTestId('redeem-submit')).toBeDisabled();
  await page
    .getByTestId('verify-file')
    .setInputFiles({ name: 'recording.mp4', mimeType: 'video/mp4', buffer: Buffer.from('just some text, not a video') });
  await expect(page.getByTestId('verify-error')).toHaveText('Please upload a valid video file');
});

// The 24-hour redemption promise (issue 26 item 1), on the app's fake clock:
// every redemption carries its due time and what holds it; operators get a
// notice at 12 h and at 20 h (once each, even with two job passes racing);
// nothing stays undecided past the due time (approved an hour before when the
// automatic rule allows it, released with an apology at it otherwise); the
// missed promises are listed for the dashboard.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MissedRedemptions, RedemptionNotice } from '../../contract/schemas/promises';
import type { RedeemInfo, TransactionPage } from '../../contract/schemas/wallet';
import { createOperator } from '../../server/auth/operators';
import { localH5Wallet, type H5WalletProvider } from '../../server/providers/h5wallet';
import { maskToken } from '../../server/providers/push';
import { approveRedemption } from '../../server/redeem/decide';
import { runRedeemJobs } from '../../server/redeem/jobs';
import { testApp, type TestApp } from './helpers/app';
import { operatorToken } from './helpers/accounts';
import { balances, demoOperator, redeemOk, walletPlayer } from './helpers/wallet';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const jobs = (wallet: H5WalletProvider = localH5Wallet(t.db)) =>
  runRedeemJobs({
    db: t.db,
    realtime: t.realtime,
    clock: t.clock.now,
    pushInbox: () => undefined,
    wallet,
    push: t.push,
    log: () => undefined,
  });
const setRule = async (enabled: boolean, maxCreditRm = 20) =>
  expect(
    (await t.call('PUT', '/api/admin/auto-approval', { token: await operatorToken(t), body: { enabled, maxCreditRm } })).statusCode,
  ).toBe(200);
const status = async (id: number) =>
  (await t.db.selectFrom('redemptions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const notices = async () =>
  (await t.call('GET', '/api/admin/redemption-notices', { token: await operatorToken(t) })).json<RedemptionNotice[]>();

// Operator sessions are signed in afresh (operatorToken): the clock moves past a day between calls.
async function pending(coins = 50) {
  const p = await walletPlayer(t);
  const given = await t.call('POST', `/api/admin/players/${p.uid}/adjust`, {
    token: await operatorToken(t),
    body: { amount: coins, reason: 'test coins' },
  });
  expect(given.statusCode).toBe(200);
  const answer = await redeemOk(t, p.token, coins);
  return { p, answer, id: answer.redemption.id };
}

beforeEach(async () => {
  await setRule(false);
  // Each test starts from a frozen clock past every earlier test's redemptions' due times, with them settled.
  t.clock.freeze();
  t.clock.advance(30 * HOUR);
  await jobs();
});

describe('the clock a redemption carries', () => {
  it('is due 24 hours after the request in the answer, the recent list and the history, and says what holds it', async () => {
    const { p, answer, id } = await pending();
    const due = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
    expect(answer.redemption.clock).toEqual({ dueAt: due, creditedAt: null, hold: 'checking' });
    const info = (await t.call('GET', '/api/redeem/info', { token: p.token })).json<RedeemInfo>();
    expect(info.redemptions[0]).toMatchObject({ id, clock: { dueAt: due, creditedAt: null, hold: 'checking' } });
    const history = (await t.call('GET', '/api/transactions', { token: p.token })).json<TransactionPage>();
    expect(history.rows.find((r) => r.type === 'REDEEM')).toMatchObject({ status: 'Pending', clock: { dueAt: due, hold: 'checking' } });

    // A player no longer verified: the redemption waits for their screen recording.
    await t.db.updateTable('players').set({ verified: false }).where('id', '=', p.id).execute();
    expect((await t.call('GET', '/api/redeem/info', { token: p.token })).json<RedeemInfo>().redemptions[0]?.clock.hold).toBe(
      'verification',
    );
    await t.db.updateTable('players').set({ verified: true }).where('id', '=', p.id).execute();

    // Approved while the H5 wallet is down: retrying; then credited, with its time.
    const down: H5WalletProvider = { name: 'down', credit: async () => ({ ok: false, error: 'platform down' }) };
    t.clock.advance(HOUR);
    await approveRedemption(
      { db: t.db, realtime: t.realtime, wallet: down, pushInbox: () => undefined },
      await demoOperator(t),
      id,
      t.clock.now(),
    );
    expect((await t.call('GET', '/api/redeem/info', { token: p.token })).json<RedeemInfo>().redemptions[0]?.clock).toEqual({
      dueAt: due,
      creditedAt: null,
      hold: 'retrying',
    });
    const creditedAt = new Date(t.clock.now().getTime() + 10 * 60_000);
    await t.db.updateTable('redemptions').set({ credited_at: creditedAt }).where('id', '=', id).execute();
    const credited = (await t.call('GET', '/api/transactions', { token: p.token })).json<TransactionPage>();
    expect(credited.rows.find((r) => r.type === 'REDEEM')?.clock).toEqual({ dueAt: due, creditedAt: creditedAt.toISOString(), hold: null });
  });
});

describe('notices to operators', () => {
  it('sends one at 12 h and one at 20 h, once each, with two passes racing, and pushes them to operators who allowed it', async () => {
    const operator = await demoOperator(t);
    const token = `operator-device-${String(operator.id).padStart(20, '0')}`;
    expect((await t.call('PUT', '/api/admin/push-token', { token: await operatorToken(t), body: { token, lang: 'zh' } })).statusCode).toBe(
      204,
    );
    const pushedBefore = (await t.push.read(1000)).length;
    const { id, p } = await pending();

    t.clock.advance(11 * HOUR + 59 * 60_000);
    expect((await jobs()).notices).toBe(0);
    t.clock.advance(60_000);
    const [a, b] = await Promise.all([jobs(), jobs()]);
    expect(a.notices + b.notices).toBe(1);
    expect((await notices()).filter((n) => n.redemptionId === id)).toEqual([
      expect.objectContaining({ afterHours: 12, uid: p.uid, creditRm: 10 }),
    ]);
    expect((await jobs()).notices).toBe(0);

    t.clock.advance(8 * HOUR);
    const [c, d] = await Promise.all([jobs(), jobs()]);
    expect(c.notices + d.notices).toBe(1);
    expect((await notices()).filter((n) => n.redemptionId === id).map((n) => n.afterHours)).toEqual([20, 12]);

    const pushed = (await t.push.read(1000)).slice(0, (await t.push.read(1000)).length - pushedBefore);
    expect(pushed.map((e) => e.data.title).sort()).toEqual(['兑换已等待 12 小时', '兑换已等待 20 小时']);
    expect(pushed[0]?.data.link).toBe('/console/redemptions');

    // Decided: no longer on the banner.
    await approveRedemption(
      { db: t.db, realtime: t.realtime, wallet: localH5Wallet(t.db), pushInbox: () => undefined },
      await demoOperator(t),
      id,
      t.clock.now(),
    );
    expect((await notices()).some((n) => n.redemptionId === id)).toBe(false);
  });

  it("pushes only to devices of operators who may decide redemptions, never to a content editor's, until push is turned off there", async () => {
    const support = { username: 'notice-support', password: 'support-secret-1' };
    const moved = { username: 'notice-moved', password: 'moved-secret-1' };
    const editor = { username: 'notice-editor', password: 'editor-secret-1' };
    await createOperator(t.db, { ...support, role: 'support' });
    const movedOp = await createOperator(t.db, { ...moved, role: 'support' });
    await createOperator(t.db, { ...editor, role: 'content' });
    const device = {
      admin: 'operator-device-for-adm1',
      support: 'operator-device-for-sup2',
      moved: 'operator-device-for-mov3',
      editor: 'operator-device-for-edt4',
    };
    // Only this test's devices (the outbox masks tokens to their ends).
    await t.db.deleteFrom('operator_push_tokens').execute();
    const allow = async (creds: typeof support | undefined, token: string) =>
      (await t.call('PUT', '/api/admin/push-token', { token: await operatorToken(t, creds), body: { token, lang: 'ms' } })).statusCode;
    expect(await allow(undefined, device.admin)).toBe(204);
    expect(await allow(support, device.support)).toBe(204);
    expect(await allow(moved, device.moved)).toBe(204);
    // A content editor may not even allow it; an operator moved to content keeps the device row but is told nothing more.
    expect(await allow(editor, device.editor)).toBe(403);
    await t.db.updateTable('operators').set({ role: 'content' }).where('id', '=', movedOp.id).execute();

    const { id } = await pending();
    t.clock.advance(12 * HOUR);
    expect((await jobs()).notices).toBe(1);
    const pushed = (await t.push.read(1000)).filter((e) => e.data.tag === `redeem-notice-${id}-12`);
    expect(pushed.map((e) => e.to).sort()).toEqual([maskToken(device.admin), maskToken(device.support)].sort());
    expect(pushed.map((e) => e.data.title)).toEqual(['Penebusan menunggu 12 jam', 'Penebusan menunggu 12 jam']);

    // The support operator turns push off on their device (the admin cannot do it for them): only the admin hears at 20 h.
    const stop = async (creds: typeof support | undefined, token: string) =>
      (await t.call('DELETE', '/api/admin/push-token', { token: await operatorToken(t, creds), body: { token } })).statusCode;
    const kept = () => t.db.selectFrom('operator_push_tokens').select('token').where('token', '=', device.support).execute();
    expect(await stop(undefined, device.support)).toBe(204);
    expect(await kept()).toHaveLength(1);
    expect(await stop(support, device.support)).toBe(204);
    expect(await kept()).toHaveLength(0);
    t.clock.advance(8 * HOUR);
    expect((await jobs()).notices).toBe(1);
    expect((await t.push.read(1000)).filter((e) => e.data.tag === `redeem-notice-${id}-20`).map((e) => e.to)).toEqual([
      maskToken(device.admin),
    ]);
  });
});

describe('nothing stays undecided past the promise', () => {
  it('releases an undecided redemption at its due time with an apology, and lists it as a missed promise', async () => {
    const { p, id } = await pending();
    t.clock.advance(24 * HOUR - 60_000);
    await jobs();
    expect(await status(id)).toBe('Pending');
    t.clock.advance(60_000);
    expect((await jobs()).expired).toBeGreaterThanOrEqual(1);
    expect(await status(id)).toBe('Expired');
    expect(await balances(t, p.id)).toEqual({ available: 50, pending: 0, redeemed: 0 });
    const apology = await t.db
      .selectFrom('inbox_messages')
      .select(['kind', 'redeem_status'])
      .where('player_id', '=', p.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(apology).toEqual({ kind: 'redeem', redeem_status: 'Expired' });

    const missed = (await t.call('GET', '/api/admin/redemptions-missed', { token: await operatorToken(t) })).json<MissedRedemptions>();
    expect(missed.count).toBeGreaterThanOrEqual(1);
    expect(missed.rows.find((r) => r.id === id)).toMatchObject({ status: 'Expired', uid: p.uid });
  });

  it('approves an hour before the due time what the automatic rule allows by then, so the credit lands in time', async () => {
    const small = await pending(50);
    const large = await pending(150);
    // Turned on after they were made (at creation it was off).
    await setRule(true, 10);
    t.clock.advance(23 * HOUR - 60_000);
    expect((await jobs()).approved).toBe(0);
    t.clock.advance(60_000);
    expect((await jobs()).approved).toBe(1);
    expect(await status(small.id)).toBe('Success');
    expect(await status(large.id)).toBe('Pending');
    const credited = await t.db.selectFrom('redemptions').select('credited_at').where('id', '=', small.id).executeTakeFirstOrThrow();
    expect(credited.credited_at?.getTime()).toBe(t.clock.now().getTime());

    t.clock.advance(HOUR);
    await jobs();
    expect(await status(large.id)).toBe('Expired');
    const missed = (await t.call('GET', '/api/admin/redemptions-missed', { token: await operatorToken(t) })).json<MissedRedemptions>();
    expect(missed.rows.map((r) => r.id)).toContain(large.id);
    expect(missed.rows.map((r) => r.id)).not.toContain(small.id);
  });

  it('counts a credit that landed after the due time as missed', async () => {
    const { id } = await pending();
    t.clock.advance(HOUR);
    await approveRedemption(
      { db: t.db, realtime: t.realtime, wallet: localH5Wallet(t.db), pushInbox: () => undefined },
      await demoOperator(t),
      id,
      t.clock.now(),
    );
    await t.db
      .updateTable('redemptions')
      .set({ credited_at: new Date(t.clock.now().getTime() + 24 * HOUR) })
      .where('id', '=', id)
      .execute();
    t.clock.advance(25 * HOUR);
    const missed = (await t.call('GET', '/api/admin/redemptions-missed', { token: await operatorToken(t) })).json<MissedRedemptions>();
    expect(missed.rows.find((r) => r.id === id)).toMatchObject({ status: 'Success' });
  });
});

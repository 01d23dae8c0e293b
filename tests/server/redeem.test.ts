import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxPage } from '../../contract/schemas/inbox';
import type { AdminRedemption, AdminRedemptionPage, RedeemInfo } from '../../contract/schemas/wallet';
import { localH5Wallet, type H5WalletProvider } from '../../server/providers/h5wallet';
import { approveRedemption } from '../../server/redeem/decide';
import { payoutJob } from '../../server/payouts';
import { runRedeemJobs } from '../../server/redeem/jobs';
import { testApp, type TestApp } from './helpers/app';
import { balances, demoOperator, giveCoins, opToken, redeemCall, redeemOk, walletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const info = async (token: string) => (await t.call('GET', '/api/redeem/info', { token })).json<RedeemInfo>();

describe('POST redeem', () => {
  it('asks an unverified player to contact support with a screen recording (400, not a logout)', async () => {
    const p = await walletPlayer(t, { verified: false });
    await giveCoins(t, p.uid, 100);
    const res = await redeemCall(t, p.token, 50);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.verifyAccountFirst' });
  });

  it('holds the coins at once: available drops, pending rises, one REDEEM entry', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 120);
    const answer = await redeemOk(t, p.token, 100);
    expect(answer.redemption).toMatchObject({ coins: 100, creditRm: 20, status: 'Pending', reason: null, decidedAt: null });
    expect(answer.available).toBe(20);
    expect(answer.coin).toMatchObject({ balance: 120, pending: 100, redeemed: 0 });
    expect(await balances(t, p.id)).toEqual({ available: 20, pending: 100, redeemed: 0 });
    const entries = await t.db
      .selectFrom('coin_entries')
      .select(['type', 'amount', 'ref'])
      .where('player_id', '=', p.id)
      .where('type', '=', 'REDEEM')
      .execute();
    expect(entries).toEqual([{ type: 'REDEEM', amount: -100, ref: `redemption:${answer.redemption.id}` }]);
  });

  it('refuses amounts that are not a multiple of the rate, or below it', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 500);
    for (const coins of [25, 75, 49]) {
      const res = await redeemCall(t, p.token, coins);
      expect(res.statusCode, String(coins)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'msg.invalidRequest' });
    }
    expect(await balances(t, p.id)).toMatchObject({ available: 500, pending: 0 });
  });

  it('says "Insufficient Balance" when the player has fewer coins, and writes nothing', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 49.5);
    const res = await redeemCall(t, p.token, 50);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.insufficientBalance' });
    expect(await t.db.selectFrom('redemptions').select('id').where('player_id', '=', p.id).execute()).toEqual([]);
  });

  it('answers a replayed key with the first answer, never a second redemption', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 200);
    const key = randomUUID();
    const first = await redeemOk(t, p.token, 50, key);
    const again = await redeemOk(t, p.token, 50, key);
    expect(again).toEqual(first);
    expect(await t.db.selectFrom('redemptions').select('id').where('player_id', '=', p.id).execute()).toHaveLength(1);
    expect(await balances(t, p.id)).toMatchObject({ available: 150, pending: 50 });
    // The same key with another amount is a client bug, not a new redemption.
    const other = await redeemCall(t, p.token, 100, key);
    expect(other.statusCode).toBe(409);
  });

  it('answers 429 with typ redeem and a wait past five redeems a minute', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 1000);
    for (let i = 0; i < 5; i++) await redeemOk(t, p.token, 50);
    const res = await redeemCall(t, p.token, 50);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: 'msg.tooFrequentSeconds', typ: 'redeem' });
    expect(res.json<{ wait: number }>().wait).toBeGreaterThan(0);
  });
});

describe('GET redeem/info', () => {
  it('gives the rate from the database, the wallet, verification, bonus and redemptions', async () => {
    const p = await walletPlayer(t, { verified: false });
    await giveCoins(t, p.uid, 80);
    const before = await info(p.token);
    expect(before.rate).toEqual({ coins: 50, creditRm: 10 });
    expect(before.available).toBe(80);
    expect(before.verification).toEqual({ status: 'none', uploadedAt: null });
    expect(before.redeemableBonus.status).toBe('Not Available');
    expect(before.redemptions).toEqual([]);
    await t.db.updateTable('options').set({ value: '25' }).where('name', '=', 'redeem_credit_rm').execute();
    try {
      expect((await info(p.token)).rate).toEqual({ coins: 50, creditRm: 25 });
    } finally {
      await t.db.updateTable('options').set({ value: '10' }).where('name', '=', 'redeem_credit_rm').execute();
    }
  });
});

describe('operator decisions', () => {
  async function pendingOne() {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 100);
    const { redemption } = await redeemOk(t, p.token, 50);
    return { p, redemption };
  }
  const as = async (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call(method, `/api/${url}`, { token: await opToken(t), body });

  it('lists pending redemptions for operators only', async () => {
    const { redemption } = await pendingOne();
    const page = (await as('GET', 'admin/redemptions?status=Pending&limit=100')).json<AdminRedemptionPage>();
    expect(page.rows.map((r) => r.id)).toContain(redemption.id);
    expect(page.rows.every((r) => r.status === 'Pending')).toBe(true);
    expect((await t.call('GET', '/api/admin/redemptions')).statusCode).toBe(401);
  });

  it('approve settles the coins, pays the H5 credit once, audits, posts the inbox message and tells the devices', async () => {
    const { p, redemption } = await pendingOne();
    const told = vi.spyOn(t.realtime, 'toPlayer');
    const res = await as('POST', `admin/redemptions/${redemption.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json<AdminRedemption>();
    expect(decided).toMatchObject({ status: 'Success', creditReference: `redeem:${redemption.id}`, creditError: null });
    expect(decided.creditedAt).not.toBeNull();
    expect(told).toHaveBeenCalledWith(p.id, { type: 'stale', reason: 'redeem' });
    told.mockRestore();
    expect(await balances(t, p.id)).toEqual({ available: 50, pending: 0, redeemed: 50 });
    const paid = await t.db.selectFrom('h5_wallet_credits').selectAll().where('reference', '=', `redeem:${redemption.id}`).execute();
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ player_uid: p.uid, amount_rm: 10 });
    const inbox = (await t.call('GET', '/api/inbox', { token: p.token })).json<InboxPage>();
    expect(inbox.rows[0]).toMatchObject({ kind: 'redeem', redeem_credit: 10, redeem_status: 'Success', read: false });
    expect(await t.db.selectFrom('audit_log').select('action').where('target', '=', String(redemption.id)).execute()).toContainEqual({
      action: 'redemption.approve',
    });
    // A decision is final: approving twice or rejecting after is a 409.
    expect((await as('POST', `admin/redemptions/${redemption.id}/approve`)).statusCode).toBe(409);
    expect((await as('POST', `admin/redemptions/${redemption.id}/reject`, { reason: 'late' })).statusCode).toBe(409);
    expect((await as('POST', 'admin/redemptions/999999/approve')).statusCode).toBe(404);
  });

  it('reject gives the coins back with a REDEEMREJECT entry and tells the player why', async () => {
    const { p, redemption } = await pendingOne();
    const res = await as('POST', `admin/redemptions/${redemption.id}/reject`, { reason: 'Duplicate account' });
    expect(res.json<AdminRedemption>()).toMatchObject({ status: 'Rejected', reason: 'Duplicate account', creditReference: null });
    expect(await balances(t, p.id)).toEqual({ available: 100, pending: 0, redeemed: 0 });
    const back = await t.db
      .selectFrom('coin_entries')
      .select(['amount', 'ref'])
      .where('player_id', '=', p.id)
      .where('type', '=', 'REDEEMREJECT')
      .execute();
    expect(back).toEqual([{ amount: 50, ref: `redemption:${redemption.id}` }]);
    const inbox = (await t.call('GET', '/api/inbox', { token: p.token })).json<InboxPage>();
    expect(inbox.rows[0]).toMatchObject({ kind: 'redeem', redeem_status: 'Rejected', desc: { en: 'Duplicate account' } });
    expect((await info(p.token)).redemptions[0]).toMatchObject({ id: redemption.id, status: 'Rejected' });
  });

  it('a redemption nobody decides expires by its due time and its coins come back', async () => {
    const { p, redemption } = await pendingOne();
    t.clock.advance(73 * 3_600_000);
    try {
      const { expired } = await runRedeemJobs({
        db: t.db,
        realtime: t.realtime,
        clock: t.clock.now,
        pushInbox: () => undefined,
        wallet: localH5Wallet(t.db),
        push: t.push,
        log: () => undefined,
      });
      expect(expired).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-73 * 3_600_000);
    }
    const row = await t.db
      .selectFrom('redemptions')
      .select(['status', 'decided_by'])
      .where('id', '=', redemption.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Expired', decided_by: null });
    expect(await balances(t, p.id)).toEqual({ available: 100, pending: 0, redeemed: 0 });
  });

  it('a credit the H5 wallet refuses stays owed and the job pays it later, under the same reference', async () => {
    const { redemption } = await pendingOne();
    const failing: H5WalletProvider = { name: 'down', credit: async () => ({ ok: false, error: 'platform down' }) };
    const now = t.clock.now();
    const decided = await approveRedemption(
      { db: t.db, realtime: t.realtime, wallet: failing, pushInbox: () => undefined },
      await demoOperator(t),
      redemption.id,
      now,
    );
    expect(decided).toMatchObject({ status: 'Success', creditedAt: null, creditError: 'platform down' });
    const wallet = localH5Wallet(t.db);
    const later = new Date(now.getTime() + 10 * 60_000);
    // The server's one payout job, the same that pays spin prizes.
    expect(await payoutJob({ db: t.db, wallet, clock: () => later }).run()).toMatch(/redeem: [1-9]\d* paid/);
    const row = await t.db
      .selectFrom('redemptions')
      .select(['credited_at', 'credit_attempts'])
      .where('id', '=', redemption.id)
      .executeTakeFirstOrThrow();
    expect(row.credited_at).not.toBeNull();
    expect(row.credit_attempts).toBe(2);
  });
});

describe('POST admin/players/{uid}/adjust', () => {
  it('adds and takes coins with a reason, audited; taking too much is "Player {uid} Insufficient Coin"', async () => {
    const p = await walletPlayer(t);
    expect((await giveCoins(t, p.uid, 30)).coin.balance).toBe(30);
    const token = await opToken(t);
    const take = await t.call('POST', `/api/admin/players/${p.uid}/adjust`, { token, body: { amount: -10, reason: 'correction' } });
    expect(take.json()).toMatchObject({ replayed: false, coin: { balance: 20 } });
    const tooMuch = await t.call('POST', `/api/admin/players/${p.uid}/adjust`, { token, body: { amount: -21, reason: 'x' } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({ message: 'msg.playerInsufficientCoin', args: [p.uid] });
    const unknown = await t.call('POST', '/api/admin/players/nobody999/adjust', { token, body: { amount: 5, reason: 'x' } });
    expect(unknown.statusCode).toBe(404);
    const keyed = { amount: 5, reason: 'once', idempotencyKey: randomUUID() };
    await t.call('POST', `/api/admin/players/${p.uid}/adjust`, { token, body: keyed });
    const replay = await t.call('POST', `/api/admin/players/${p.uid}/adjust`, { token, body: keyed });
    expect(replay.json()).toMatchObject({ replayed: true, coin: { balance: 25 } });
    expect(await t.db.selectFrom('audit_log').select('action').where('target', '=', p.uid).execute()).toHaveLength(3);
  });
});

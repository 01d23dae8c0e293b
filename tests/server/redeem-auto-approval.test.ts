// Automatic approval (issue 13 item 10): a verified player's redemption at or
// under the admin's limit is approved as it is created, through the
// operator's approve path (settled coins, H5 credit, inbox message), audited
// under the rule's name; anything else waits for an operator.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditRow, AutoApproval } from '../../contract/schemas/console';
import type { AdminRedemption, AdminRedemptionPage } from '../../contract/schemas/wallet';
import { hashPassword } from '../../server/auth/password';
import { autoApproveIfAllowed } from '../../server/redeem/autoApproval';
import { localH5Wallet } from '../../server/providers/h5wallet';
import { testApp, type TestApp } from './helpers/app';
import { operatorToken } from './helpers/accounts';
import { balances, giveCoins, opToken, redeemCall, redeemOk, walletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const setRule = async (body: { enabled: boolean; maxCreditRm: number }, token?: string) =>
  t.call('PUT', '/api/admin/auto-approval', { token: token ?? (await opToken(t)), body });
const redemption = async (id: number) => {
  const page = (await t.call('GET', '/api/admin/redemptions?limit=100', { token: await opToken(t) })).json<AdminRedemptionPage>();
  const row = page.rows.find((r) => r.id === id);
  if (!row) throw new Error(`redemption ${id} not listed`);
  return row;
};
const ruleLines = (id: number) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', 'redemption.approve').where('target', '=', String(id)).execute();

describe('automatic approval of redemptions', () => {
  beforeEach(async () => {
    expect((await setRule({ enabled: true, maxCreditRm: 20 })).statusCode).toBe(200);
  });

  it("approves a verified player's redemption at the limit at once: coins settled, credit paid, message sent, audited by the rule", async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 100);
    const answer = await redeemOk(t, p.token, 100); // RM20: exactly the limit
    const row = await redemption(answer.redemption.id);
    expect(row).toMatchObject({ status: 'Success', autoApproved: true, creditReference: `redeem:${row.id}` });
    expect(row.creditedAt).not.toBeNull();
    expect(await balances(t, p.id)).toEqual({ available: 0, pending: 0, redeemed: 100 });
    const paid = await t.db.selectFrom('h5_wallet_credits').selectAll().where('reference', '=', `redeem:${row.id}`).execute();
    expect(paid.map((c) => c.amount_rm)).toEqual([20]);
    const message = await t.db
      .selectFrom('inbox_messages')
      .selectAll()
      .where('player_id', '=', p.id)
      .where('kind', '=', 'redeem')
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ redeem_status: 'Success', redeem_credit: 20 });
    const lines = await ruleLines(row.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ operator_id: null, detail: { rule: 'redeem.autoApproval', coins: 100, creditRm: 20 } });
    // The audit log names the rule where an operator would be.
    const audit = (await t.call('GET', '/api/admin/audit?limit=20', { token: await opToken(t) })).json<AuditRow[]>();
    expect(audit.find((a) => a.action === 'redemption.approve' && a.target === String(row.id))).toMatchObject({ operator: null });
  });

  it('leaves a redemption over the limit pending for an operator', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 150);
    const answer = await redeemOk(t, p.token, 150); // RM30
    expect(await redemption(answer.redemption.id)).toMatchObject({ status: 'Pending', autoApproved: false });
    expect(await ruleLines(answer.redemption.id)).toHaveLength(0);
  });

  it('leaves every redemption pending while the rule is off', async () => {
    expect((await setRule({ enabled: false, maxCreditRm: 20 })).statusCode).toBe(200);
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 50);
    const answer = await redeemOk(t, p.token, 50);
    expect(await redemption(answer.redemption.id)).toMatchObject({ status: 'Pending' });
  });

  it('does not approve for a player who is no longer verified', async () => {
    // Redeeming needs a verified account; the rule checks again when it decides.
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 50);
    const off = await setRule({ enabled: false, maxCreditRm: 20 });
    expect(off.statusCode).toBe(200);
    const answer = await redeemOk(t, p.token, 50);
    await setRule({ enabled: true, maxCreditRm: 20 });
    await t.db.updateTable('players').set({ verified: false }).where('id', '=', p.id).execute();
    const deps = { db: t.db, realtime: t.realtime, wallet: localH5Wallet(t.db), pushInbox: () => undefined };
    expect(await autoApproveIfAllowed(deps, answer.redemption.id, t.clock.now())).toBe(false);
    expect(await redemption(answer.redemption.id)).toMatchObject({ status: 'Pending' });
  });

  it('approves once however often the request is retried with its key', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 100);
    const key = randomUUID();
    const first = await redeemOk(t, p.token, 50, key);
    const again = await redeemCall(t, p.token, 50, key);
    expect(again.statusCode).toBe(200);
    expect(await ruleLines(first.redemption.id)).toHaveLength(1);
    expect(await balances(t, p.id)).toEqual({ available: 50, pending: 0, redeemed: 50 });
    const paid = await t.db.selectFrom('h5_wallet_credits').selectAll().where('reference', '=', `redeem:${first.redemption.id}`).execute();
    expect(paid).toHaveLength(1);
    // A second call of the rule on a decided redemption changes nothing.
    const deps = { db: t.db, realtime: t.realtime, wallet: localH5Wallet(t.db), pushInbox: () => undefined };
    expect(await autoApproveIfAllowed(deps, first.redemption.id, t.clock.now())).toBe(false);
  });
});

describe('admin/auto-approval', () => {
  it('is read by support, changed by admins only, and every change is audited with before and after', async () => {
    const username = 'auto-support';
    await t.db
      .insertInto('operators')
      .values({ username, password_hash: await hashPassword('operator123'), role: 'support' })
      .execute();
    const support = await operatorToken(t, { username, password: 'operator123' });
    expect((await t.call('GET', '/api/admin/auto-approval', { token: support })).statusCode).toBe(200);
    expect((await setRule({ enabled: true, maxCreditRm: 5 }, support)).statusCode).toBe(403);

    await setRule({ enabled: false, maxCreditRm: 10 });
    const res = await setRule({ enabled: true, maxCreditRm: 40.005 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AutoApproval>()).toMatchObject({ enabled: true, maxCreditRm: 40.01, updatedBy: 'admin' });
    const line = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'redemption.autoApproval')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line.detail).toEqual({ before: { enabled: false, maxCreditRm: 10 }, after: { enabled: true, maxCreditRm: 40.005 } });
    expect((await setRule({ enabled: true, maxCreditRm: -1 })).statusCode).toBe(400);
  });
});

describe('admin/redemptions by deadline', () => {
  it('lists pending ones oldest first with their deadline, filters the overdue and searches by UID', async () => {
    await setRule({ enabled: false, maxCreditRm: 0 });
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 150);
    const a = (await redeemOk(t, p.token, 50)).redemption.id;
    // Made 25 hours ago (a session would not outlive moving the clock that far).
    await sql`UPDATE redemptions SET created_at = ${new Date(t.clock.now().getTime() - 25 * 3_600_000)} WHERE id = ${a}`.execute(t.db);
    const b = (await redeemOk(t, p.token, 50)).redemption.id;
    const c = (await redeemOk(t, p.token, 50)).redemption.id;
    const token = await opToken(t);
    const list = async (query: string) =>
      (await t.call('GET', `/api/admin/redemptions?${query}`, { token })).json<AdminRedemptionPage>().rows;

    const mine = await list(`status=Pending&uid=${p.uid.toUpperCase()}&limit=2`);
    expect(mine.map((r) => r.id)).toEqual([a, b]);
    const first = mine[0] as AdminRedemption;
    expect(Date.parse(first.dueAt) - Date.parse(first.createdAt)).toBe(24 * 3_600_000);
    const page2 = (
      await t.call('GET', `/api/admin/redemptions?status=Pending&uid=${p.uid}&limit=2&cursor=${b}`, { token })
    ).json<AdminRedemptionPage>();
    expect(page2.rows.map((r) => r.id)).toEqual([c]);
    expect((await list(`overdue=true&uid=${p.uid}`)).map((r) => r.id)).toEqual([a]);
    expect((await list(`uid=${p.uid}`)).map((r) => r.id)).toEqual([c, b, a]);
  });
});

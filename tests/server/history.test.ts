import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../../contract/constants';
import type { TransactionPage } from '../../contract/schemas/wallet';
import { inTransaction, postEntry, type PlainEntryType } from '../../server/ledger';
import { testApp, type TestApp } from './helpers/app';
import { giveCoins, opToken, redeemOk, walletPlayer, type WalletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const page = async (p: WalletPlayer, query = '') => {
  const res = await t.call('GET', `/api/transactions${query}`, { token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionPage>();
};

/** An entry at a given instant, as a game or the seed would write it. */
const entry = (playerId: number, type: PlainEntryType, amount: number, at: string) =>
  inTransaction(t.db, (trx) => postEntry(trx, { playerId, type, amount, createdAt: new Date(at) }));

describe('GET transactions', () => {
  it('is rows [] for a player with no coins (the client says "No Transaction Found")', async () => {
    const p = await walletPlayer(t);
    expect(await page(p)).toEqual({ rows: [], nextCursor: null });
  });

  it('pages newest first without losing or repeating a row, even within one millisecond', async () => {
    const p = await walletPlayer(t);
    const at = '2026-01-10T04:00:00.000Z';
    for (let i = 1; i <= 7; i++) await entry(p.id, 'FINDTHEODD', i, at);
    await entry(p.id, 'SPINWHEEL', 100, '2026-01-11T04:00:00.000Z');
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: TransactionPage = await page(p, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.rows.map((r) => r.amount));
      cursor = res.nextCursor;
    }
    expect(seen).toEqual([100, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('filters by type and by days in Malaysia time (GMT+8)', async () => {
    const p = await walletPlayer(t);
    // 15:59 UTC on the 1st is 23:59 in Malaysia; 16:00 UTC is already the 2nd there.
    await entry(p.id, 'SQUIDGAME', 1, '2026-02-01T15:59:00.000Z');
    await entry(p.id, 'SQUIDGAME', 2, '2026-02-01T16:00:00.000Z');
    await entry(p.id, 'LUCKYEGG', 3, '2026-02-02T10:00:00.000Z');
    const amounts = async (q: string) => (await page(p, q)).rows.map((r) => r.amount);
    expect(await amounts('?from=2026-02-01&to=2026-02-01')).toEqual([1]);
    expect(await amounts('?from=2026-02-02&to=2026-02-02')).toEqual([3, 2]);
    expect(await amounts('?type=LUCKYEGG')).toEqual([3]);
    expect(await amounts('?type=SQUIDGAME&from=2026-02-02')).toEqual([2]);
    expect(await amounts('?type=ADJUST')).toEqual([]);
    expect((await t.call('GET', '/api/transactions?from=2026-02-30', { token: p.token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/transactions?type=BOGUS', { token: p.token })).statusCode).toBe(400);
    expect((await t.call('GET', '/api/transactions?from=2026-02-03&to=2026-02-01', { token: p.token })).statusCode).toBe(400);
  });

  it('shows REDEEM rows with the status of their redemption', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 100);
    const { redemption } = await redeemOk(t, p.token, 50);
    let rows = (await page(p, '?type=REDEEM')).rows;
    expect(rows).toMatchObject([{ type: 'REDEEM', amount: -50, status: 'Pending' }]);
    await t.call('POST', `/api/admin/redemptions/${redemption.id}/reject`, { token: await opToken(t), body: { reason: 'test' } });
    rows = (await page(p)).rows;
    expect(rows.slice(0, 2)).toMatchObject([
      { type: 'REDEEMREJECT', amount: 50, status: 'Rejected' },
      { type: 'REDEEM', status: 'Rejected' },
    ]);
    expect(rows.at(-1)).toMatchObject({ type: 'ADJUST', amount: 100, status: null, note: 'test coins' });
  });

  it("knows the eleven transaction types of SPEC 3, the quiz's own, the missions' and streak's, and the VIP tiers' monthly bonus", async () => {
    expect(TRANSACTION_TYPES).toHaveLength(15);
    for (const own of ['QUIZ', 'MISSION', 'STREAK', 'TIERBONUS']) expect(TRANSACTION_TYPES).toContain(own);
    const p = await walletPlayer(t);
    for (const type of TRANSACTION_TYPES) {
      expect((await t.call('GET', `/api/transactions?type=${type}`, { token: p.token })).statusCode, type).toBe(200);
    }
    expect((await t.call('GET', '/api/transactions')).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localH5Wallet } from '../../server/providers/h5wallet';
import { runRedeemJobs } from '../../server/redeem/jobs';
import { testApp, type TestApp } from './helpers/app';
import { balances, giveCoins, opToken, redeemOk, walletPlayer } from './helpers/wallet';

let t: TestApp;
const told: { to: number; payload: unknown }[] = [];
beforeAll(async () => {
  t = await testApp();
  t.realtime.toPlayer = (to, { type: _type, ...payload }) => {
    told.push({ to, payload });
  };
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const jobs = () =>
  runRedeemJobs({
    db: t.db,
    realtime: t.realtime,
    clock: t.clock.now,
    pushInbox: () => undefined,
    wallet: localH5Wallet(t.db),
    push: t.push,
    log: () => undefined,
  });
const expiredEntries = (playerId: number) =>
  t.db.selectFrom('coin_entries').select(['amount', 'ref']).where('player_id', '=', playerId).where('type', '=', 'EXPIRED').execute();

describe('the scheduled coin expiry', () => {
  it('expires what is left of a batch on its date for a player who never opens the app, once, and tells their devices', async () => {
    await t.db.updateTable('options').set({ value: '30' }).where('name', '=', 'coin_expiry_days').execute();
    const idle = await walletPlayer(t);
    const spender = await walletPlayer(t);
    await giveCoins(t, idle.uid, 80);
    await giveCoins(t, spender.uid, 120);
    // Spent from the batch (approved, so the undecided-redemption sweep does not hand it back): 20 are left to expire.
    const { redemption } = await redeemOk(t, spender.token, 100);
    expect((await t.call('POST', `/api/admin/redemptions/${redemption.id}/approve`, { token: await opToken(t) })).statusCode).toBe(200);

    // The seed's demo players have batches of their own: count only these two players' entries.
    t.clock.advance(29 * DAY);
    await jobs();
    expect(await expiredEntries(idle.id)).toEqual([]);
    expect(await expiredEntries(spender.id)).toEqual([]);

    t.clock.advance(2 * DAY);
    expect((await jobs()).coinsExpired).toBeGreaterThanOrEqual(100);
    expect(await expiredEntries(idle.id)).toEqual([{ amount: -80, ref: expect.stringMatching(/^batch:\d+$/) }]);
    expect(await expiredEntries(spender.id)).toEqual([{ amount: -20, ref: expect.stringMatching(/^batch:\d+$/) }]);
    expect(await balances(t, idle.id)).toEqual({ available: 0, pending: 0, redeemed: 0 });
    expect(await balances(t, spender.id)).toEqual({ available: 0, pending: 0, redeemed: 100 });
    expect(told).toEqual(
      expect.arrayContaining([
        { to: idle.id, payload: { reason: 'coins' } },
        { to: spender.id, payload: { reason: 'coins' } },
      ]),
    );

    // The next pass finds nothing new: no second EXPIRED entry, no coins taken twice.
    expect((await jobs()).coinsExpired).toBe(0);
    expect(await expiredEntries(idle.id)).toHaveLength(1);
    expect(await expiredEntries(spender.id)).toHaveLength(1);
  });
});

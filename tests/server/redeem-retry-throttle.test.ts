// Issue 15, finding 10: the per-player redeem throttle must not count retries
// of a key that already went through. A burst of retries (a flaky network, a
// client retrying on timeout) answers the stored first answer every time; the
// player's new redeems are still limited.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../contract/errors';
import type { RedeemResponse } from '../../contract/schemas/wallet';
import { LIMITS } from '../../server/throttle/limits';
import { testApp, type TestApp } from './helpers/app';
import { giveCoins, redeemCall, redeemOk, walletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const RETRIES = 100;

describe('retries of a redeemed key against the per-player throttle', () => {
  it('100 concurrent retries after a first success all answer 200 with the first redemption', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 1000);
    const key = randomUUID();
    const first = await redeemOk(t, p.token, 50, key);
    const retries = await Promise.all(Array.from({ length: RETRIES }, () => redeemCall(t, p.token, 50, key)));
    expect(retries.map((r) => r.statusCode)).toEqual(Array.from({ length: RETRIES }, () => 200));
    for (const r of retries) expect(r.json<RedeemResponse>()).toEqual(first);
    expect(await t.db.selectFrom('redemptions').select('id').where('player_id', '=', p.id).execute()).toHaveLength(1);
  });

  it('the retries leave the new redeems their full allowance, and the limit still holds for new keys', async () => {
    const p = await walletPlayer(t);
    await giveCoins(t, p.uid, 1000);
    const key = randomUUID();
    await redeemOk(t, p.token, 50, key);
    await Promise.all(Array.from({ length: RETRIES }, () => redeemCall(t, p.token, 50, key)));
    // The first redeem took one of the window's calls; the retries took none.
    for (let i = 1; i < LIMITS.redeemPerPlayer.limit; i++) await redeemOk(t, p.token, 50);
    const over = await redeemCall(t, p.token, 50);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(MSG.tooFrequentSeconds);
  });
});

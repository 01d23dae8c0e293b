// Tier benefits read through one function (server/loyalty/tiers/benefits.ts):
// the auto-approval amount of the player's tier lifts the club's limit, while
// the club's rule is on (server/loyalty/tiers/README.md says why only then).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ladder } from '../../contract/loyalty/tiers';
import type { AdminRedemptionPage } from '../../contract/schemas/wallet';
import { testApp, type TestApp } from './helpers/app';
import { threeTiers } from './helpers/tiers';
import { giveCoins, opToken, redeemOk, walletPlayer } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  t.clock.set(new Date('2026-11-28T10:00:00Z'));
  const token = await opToken(t);
  expect((await t.call('PUT', '/api/admin/tiers', { token, body: threeTiers() })).statusCode).toBe(200);
  expect((await t.call('PUT', '/api/admin/auto-approval', { token, body: { enabled: true, maxCreditRm: 20 } })).statusCode).toBe(200);
  t.clock.set(new Date('2026-11-28T16:00:00Z')); // the ladder counts from the next review
});
afterAll(async () => {
  await t.close();
});

const statusOf = async (id: number) => {
  const page = (await t.call('GET', '/api/admin/redemptions?limit=100', { token: await opToken(t) })).json<AdminRedemptionPage>();
  return page.rows.find((r) => r.id === id)?.status;
};

describe('the auto-approval benefit', () => {
  it("approves at once up to the tier's amount (Silver: RM50) what waits for an operator at the first tier (club: RM20)", async () => {
    const silver = await walletPlayer(t);
    const bronze = await walletPlayer(t);
    // The review sets a player's tier (tier_players); here it is given directly.
    await t.db.insertInto('tier_players').values({ player_id: silver.id, tier: 1, dirty: false }).execute();
    for (const p of [silver, bronze]) await giveCoins(t, p.uid, 150);
    const paid = await redeemOk(t, silver.token, 150); // RM30
    const waits = await redeemOk(t, bronze.token, 150);
    expect(await statusOf(paid.redemption.id)).toBe('Success');
    expect(await statusOf(waits.redemption.id)).toBe('Pending');
  });

  it("does nothing while the club's rule is off: the switch stops every automatic approval, a tier's too", async () => {
    const token = await opToken(t);
    const silver = await walletPlayer(t);
    await t.db.insertInto('tier_players').values({ player_id: silver.id, tier: 1, dirty: false }).execute();
    await giveCoins(t, silver.uid, 150);
    expect((await t.call('PUT', '/api/admin/auto-approval', { token, body: { enabled: false, maxCreditRm: 20 } })).statusCode).toBe(200);
    try {
      expect(await statusOf((await redeemOk(t, silver.token, 150)).redemption.id)).toBe('Pending'); // RM30, under Silver's RM50
      // ...and the public ladder promises none meanwhile (it says "checked by our team").
      const ladder = (await t.call('GET', '/api/vip/tiers')).json<Ladder>();
      expect(ladder.tiers.map((tier) => tier.benefits.autoApprovalRm)).toEqual([0, 0, 0]);
    } finally {
      expect((await t.call('PUT', '/api/admin/auto-approval', { token, body: { enabled: true, maxCreditRm: 20 } })).statusCode).toBe(200);
    }
  });

  it("the public ladder shows each tier's amount while the rule is on", async () => {
    const ladder = (await t.call('GET', '/api/vip/tiers')).json<Ladder>();
    expect(ladder.tiers.map((tier) => tier.benefits.autoApprovalRm)).toEqual(
      threeTiers().tiers.map((tier) => tier.benefits.autoApprovalRm),
    );
    expect(ladder.tiers[1]?.benefits.autoApprovalRm).toBe(50);
  });

  it('a manual tier counts until its end date, then the reviewed tier again', async () => {
    const p = await walletPlayer(t);
    await t.db
      .insertInto('tier_players')
      .values({
        player_id: p.id,
        tier: 0,
        dirty: false,
        manual_tier: 2,
        manual_until: new Date('2026-11-28T17:00:00Z'),
        manual_reason: 'tier match',
      })
      .execute();
    await giveCoins(t, p.uid, 1000);
    expect(await statusOf((await redeemOk(t, p.token, 500)).redemption.id)).toBe('Success'); // RM100 under Gold's RM200
    t.clock.set(new Date('2026-11-28T17:00:00Z'));
    expect(await statusOf((await redeemOk(t, p.token, 150)).redemption.id)).toBe('Pending');
  });
});

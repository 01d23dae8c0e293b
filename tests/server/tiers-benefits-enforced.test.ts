// Each VIP tier benefit enforced where it applies (issue 27 item 2), all read
// through server/loyalty/tiers/benefits.ts: the wheels' daily limit, the
// expiry of coins earned, the monthly bonus (once per tier per GMT+8 month),
// and the redemption queue's priority. Ladder: tests/server/helpers/tiers.ts
// (Bronze 16 spins, 90 days, no bonus; Silver 20, 120 days, 10 coins,
// priority 1; Gold 30, 180 days, 50 coins, priority 2).
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRedemptionPage } from '../../contract/schemas/wallet';
import type { GameDetail } from '../../contract/schemas/games';
import type { RefreshData } from '../../contract/schemas/refresh';
import { connect } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { creditPayout } from '../../server/games/wager/stake';
import { bonusKey, runMonthlyBonus } from '../../server/loyalty/tiers/monthlyBonus';
import { testApp, type TestApp } from './helpers/app';
import { urlOfDatabase } from './helpers/cluster';
import { makePlayer, newKey, spin, status } from './helpers/spin';
import { threeTiers } from './helpers/tiers';
import { giveCoins, opToken, redeemOk, walletPlayer } from './helpers/wallet';

const DAY = 86_400_000;
let t: TestApp;
let dbB: Kysely<Database>;
const told: { to: number; reason: string }[] = [];

beforeAll(async () => {
  t = await testApp();
  const url = process.env.DATABASE_URL;
  // A second process's handle on the same database (PGlite: the one handle there is).
  dbB = url ? await connect({ databaseUrl: await urlOfDatabase(t.db, url), dataDir: 'memory://' }) : t.db;
  t.realtime.toPlayer = (to, event) => {
    if (event.type === 'stale') told.push({ to, reason: event.reason });
  };
  t.clock.freeze();
  t.clock.set(new Date('2026-11-28T10:00:00Z'));
  const token = await opToken(t);
  expect((await t.call('PUT', '/api/admin/tiers', { token, body: threeTiers() })).statusCode).toBe(200);
  t.clock.set(new Date('2026-11-28T16:00:00Z')); // the ladder counts from the next review (GMT+8 midnight)
});
afterAll(async () => {
  if (dbB !== t.db) await dbB.destroy();
  await t.close();
});

/** The review sets a player's tier (tier_players); here it is given directly. */
const setTier = async (playerId: number, tier: number) => {
  await t.db
    .insertInto('tier_players')
    .values({ player_id: playerId, tier, dirty: false })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ tier }))
    .execute();
};

describe('the daily spin limit', () => {
  it("is the tier's on the status, the refresh and the spin; an operator's override wins", async () => {
    const bronze = await makePlayer(t, { chances: { SPINWHEEL: 40, SPINWHEELV2: 40 } });
    const silver = await makePlayer(t, { chances: { SPINWHEEL: 40, SPINWHEELV2: 40 } });
    const gold = await makePlayer(t, { chances: { SPINWHEELV2: 40 } });
    const overridden = await makePlayer(t, { chances: { SPINWHEELV2: 40 }, dailyLimit: 5 });
    await setTier(silver.id, 1);
    await setTier(gold.id, 2);
    await setTier(overridden.id, 2);
    expect(await status(t, bronze.token, 'spin-wheel')).toMatchObject({ rm: 16, dailyLimit: 16 });
    expect(await status(t, silver.token, 'spin-wheel')).toMatchObject({ rm: 20, dailyLimit: 20 });
    expect(await status(t, gold.token, 'spinwheelv2')).toMatchObject({ rm: 30, dailyLimit: 30 });
    expect(await status(t, overridden.token, 'spinwheelv2')).toMatchObject({ rm: 5, dailyLimit: 5 });
    const playRec = async (token: string) => (await t.call('GET', '/api/player', { token })).json<RefreshData>().playRec.SPINWHEELV2.rm;
    expect(await playRec(silver.token)).toBe(20);
    expect(await playRec(overridden.token)).toBe(5);

    for (let i = 0; i < 16; i++) expect((await spin(t, bronze.token, 'spin-wheel', newKey())).statusCode).toBe(200);
    expect((await spin(t, bronze.token, 'spin-wheel', newKey())).json()).toEqual({ message: 'msg.noMoreChancesToSpin' });
    for (let i = 0; i < 20; i++) expect((await spin(t, silver.token, 'spin-wheel', newKey())).statusCode).toBe(200);
    const refused = await spin(t, silver.token, 'spin-wheel', newKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'msg.noMoreChancesToSpin' });
    expect(await status(t, silver.token, 'spin-wheel')).toMatchObject({ rm: 0, usedToday: 20, dailyLimit: 20 });
  });

  it('a manual tier counts until its end date', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 40 } });
    await t.db
      .insertInto('tier_players')
      .values({
        player_id: p.id,
        tier: 0,
        dirty: false,
        manual_tier: 2,
        manual_until: new Date(t.clock.now().getTime() + 3_600_000),
        manual_reason: 'tier match',
      })
      .execute();
    expect((await status(t, p.token, 'spin-wheel')).dailyLimit).toBe(30);
    await t.db
      .updateTable('tier_players')
      .set({ manual_until: new Date(t.clock.now().getTime() - 1) })
      .where('player_id', '=', p.id)
      .execute();
    expect((await status(t, p.token, 'spin-wheel')).dailyLimit).toBe(16);
  });

  it("the terms publish the first tier's limit, every player's at least", async () => {
    const detail = (await t.call('GET', '/api/games/spin-wheel')).json<GameDetail>();
    expect(detail.spinTerms?.dailySpinLimit).toBe(16);
  });
});

describe('the expiry of coins earned', () => {
  const payout = async (playerId: number, roundId: number) => {
    await t.db
      .transaction()
      .execute((trx) => creditPayout(trx, { playerId, historyType: 'SQUIDGAME', roundId, payout: 10, now: t.clock.now() }));
    const entry = await t.db
      .selectFrom('coin_entries')
      .select('expires_at')
      .where('idempotency_key', '=', `wager:${roundId}:payout`)
      .executeTakeFirstOrThrow();
    return entry.expires_at?.getTime();
  };
  const round = () => 900_000_000 + Math.floor(Math.random() * 90_000_000);

  it('follows the tier held when earned, and never moves afterwards', async () => {
    const now = t.clock.now().getTime();
    const bronze = await walletPlayer(t);
    const silver = await walletPlayer(t);
    await setTier(silver.id, 1);
    expect(await payout(bronze.id, round())).toBe(now + 90 * DAY);
    const first = round();
    expect(await payout(silver.id, first)).toBe(now + 120 * DAY);
    await setTier(silver.id, 2);
    expect(await payout(silver.id, round())).toBe(now + 180 * DAY);
    // Coins earned at Silver keep Silver's expiry.
    const kept = await t.db
      .selectFrom('coin_entries')
      .select('expires_at')
      .where('idempotency_key', '=', `wager:${first}:payout`)
      .executeTakeFirstOrThrow();
    expect(kept.expires_at?.getTime()).toBe(now + 120 * DAY);
  });
});

describe('the monthly bonus', () => {
  const pushed: number[] = [];
  const deps = (db: Kysely<Database>) => ({
    db,
    realtime: t.realtime,
    clock: t.clock.now,
    pushInbox: (id: number) => {
      pushed.push(id);
    },
  });
  const bonuses = (playerId: number) =>
    t.db
      .selectFrom('coin_entries')
      .select(['amount', 'idempotency_key', 'expires_at'])
      .where('player_id', '=', playerId)
      .where('type', '=', 'TIERBONUS')
      .orderBy('id')
      .execute();

  it("credits each tier's bonus once a GMT+8 month, whatever the runs, with a message in three languages", async () => {
    const bronze = await walletPlayer(t);
    const silver = await walletPlayer(t);
    await setTier(silver.id, 1);
    told.length = 0;
    // Two processes at once, then a retry: one credit.
    await Promise.all([runMonthlyBonus(deps(t.db)), runMonthlyBonus(deps(dbB))]);
    await runMonthlyBonus(deps(t.db));
    const month = '2026-11'; // 2026-11-28T16:00Z is 29/11 in GMT+8
    const rows = await bonuses(silver.id);
    expect(rows.map((r) => [r.amount, r.idempotency_key])).toEqual([[10, bonusKey(silver.id, month, 1)]]);
    expect(rows[0]?.expires_at?.getTime()).toBe(t.clock.now().getTime() + 120 * DAY);
    expect(await bonuses(bronze.id)).toEqual([]);
    expect(
      told
        .filter((e) => e.to === silver.id)
        .map((e) => e.reason)
        .sort(),
    ).toEqual(['coins', 'inbox']);
    const inbox = await t.db.selectFrom('inbox_messages').select(['id', 'title', 'descr']).where('player_id', '=', silver.id).execute();
    expect(inbox).toHaveLength(1);
    expect(pushed.filter((id) => id === inbox[0]?.id)).toHaveLength(1); // its push, once
    expect(inbox[0]?.title).toEqual({
      en: 'Your Silver monthly bonus',
      zh: '您的Silver 级每月奖励',
      ms: 'Bonus bulanan Tahap Silver anda',
    });
    expect(inbox[0]?.descr).toMatchObject({ en: expect.stringContaining('10 coins for 11/2026') });

    // Promoted mid-month: the higher tier's bonus too, once.
    await setTier(silver.id, 2);
    await runMonthlyBonus(deps(t.db));
    await runMonthlyBonus(deps(t.db));
    expect((await bonuses(silver.id)).map((r) => r.amount)).toEqual([10, 50]);

    // The next GMT+8 month (from 30/11 16:00 UTC): the tier held then, once.
    t.clock.set(new Date('2026-11-30T16:00:00Z'));
    await runMonthlyBonus(deps(t.db));
    await runMonthlyBonus(deps(t.db));
    expect((await bonuses(silver.id)).map((r) => [r.amount, r.idempotency_key])).toEqual([
      [10, bonusKey(silver.id, '2026-11', 1)],
      [50, bonusKey(silver.id, '2026-11', 2)],
      [50, bonusKey(silver.id, '2026-12', 2)],
    ]);
    t.clock.set(new Date('2026-11-28T16:00:00Z'));
  });
});

describe('the redemption queue', () => {
  it('puts higher tiers first, then the oldest, on every page', async () => {
    const players = [await walletPlayer(t), await walletPlayer(t), await walletPlayer(t), await walletPlayer(t)];
    const [bronze, silver, gold, bronze2] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0], (typeof players)[0]];
    await setTier(silver.id, 1);
    await setTier(gold.id, 2);
    const ids: Record<string, number> = {};
    for (const [name, p] of [
      ['bronze', bronze],
      ['silver', silver],
      ['gold', gold],
      ['bronze2', bronze2],
    ] as const) {
      await giveCoins(t, p.uid, 150);
      ids[name] = (await redeemOk(t, p.token, 150)).redemption.id;
      t.clock.set(new Date(t.clock.now().getTime() + 1000));
    }
    const mine = new Set(Object.values(ids));
    const token = await opToken(t);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `status=Pending&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: AdminRedemptionPage = (await t.call('GET', `/api/admin/redemptions?${query}`, { token })).json<AdminRedemptionPage>();
      seen.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => mine.has(id))).toEqual([ids.gold, ids.silver, ids.bronze, ids.bronze2]);
  });
});

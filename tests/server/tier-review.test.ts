// The tier review (issue 27 item 3) on the app's fake clock, with two
// processes running it at once (each its own database pool, as two servers
// would): up at once at a threshold; down only at a period's end after one
// period of grace, which the player's card shows ("keep Gold: N more points
// by ..."). Each change is told once: an inbox message, its push in the
// player's language, and the socket's 'stale: tier' to their devices.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TierStatus } from '../../contract/loyalty/tiers';
import type { RefreshData } from '../../contract/schemas/refresh';
import { openSession } from '../../server/auth/sessions';
import { connect } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { inTransaction } from '../../server/ledger';
import { awardPoints } from '../../server/loyalty/points/award';
import { runTierReview, type ReviewDeps, type ReviewPass } from '../../server/loyalty/tiers/review';
import { pushInboxMessage } from '../../server/notify/push';
import { maskToken } from '../../server/providers/push';
import { testApp, type TestApp } from './helpers/app';
import { urlOfDatabase } from './helpers/cluster';
import { opToken } from './helpers/wallet';
import { makePlayer, type TestPlayer } from './helpers/spin';
import { threeTiers } from './helpers/tiers';

// 10:00 GMT+8 on 15/11/2026; quarters end at 01/01, 01/04 and 01/07 (GMT+8).
const START = new Date('2026-11-15T02:00:00.000Z');
const gmt8 = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - 8 * 3_600_000);

let t: TestApp;
let dbB: Kysely<Database>;
let procs: ReviewDeps[];
const pushed: Promise<number>[] = [];
/** What the review told players' devices over the socket. */
const events: { to: number; event: string; payload: unknown }[] = [];
let serial = 0;

beforeAll(async () => {
  t = await testApp();
  const url = process.env.DATABASE_URL;
  dbB = url ? await connect({ databaseUrl: await urlOfDatabase(t.db, url), dataDir: 'memory://' }) : t.db;
  procs = [t.db, dbB].map((db) => ({
    db,
    realtime: t.realtime,
    clock: t.clock.now,
    pushInbox: (id: number) => {
      pushed.push(pushInboxMessage({ db, push: t.push, log: () => undefined }, id));
    },
  }));
  t.realtime.toPlayer = (id, { type, ...payload }) => {
    events.push({ to: id, event: type, payload });
  };
  t.clock.freeze();
  t.clock.set(new Date('2026-11-01T02:00:00.000Z'));
  const res = await t.call('PUT', '/api/admin/tiers', { token: await opToken(t), body: threeTiers('quarter') });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.set(START); // the ladder counts from the GMT+8 midnight after its save (the default ladder reviews daily)
});
afterAll(async () => {
  if (dbB !== t.db) await dbB.destroy();
  await t.close();
});

/** Both processes review at once; their tallies summed. */
async function bothReview(): Promise<ReviewPass> {
  const passes = await Promise.all(procs.map((deps) => runTierReview(deps)));
  await Promise.all(pushed.splice(0));
  return passes.reduce((a, b) => ({
    reviewed: a.reviewed + b.reviewed,
    promoted: a.promoted + b.promoted,
    demoted: a.demoted + b.demoted,
  }));
}

async function points(p: { id: number }, n: number): Promise<void> {
  const now = t.clock.now();
  await inTransaction(t.db, (trx) => awardPoints(trx, { playerId: p.id, source: 'stake', sourceId: `review-${++serial}`, points: n, now }));
}

const place = (p: { id: number }) =>
  t.db.selectFrom('tier_players').select(['tier', 'in_grace', 'period_ends_at']).where('player_id', '=', p.id).executeTakeFirstOrThrow();
const messages = (p: { id: number }) =>
  t.db
    .selectFrom('inbox_messages')
    .select(['title', 'descr'])
    .where('player_id', '=', p.id)
    .where('kind', '=', 'others')
    .orderBy('id')
    .execute();
const eventsTo = (p: { id: number }) => events.filter((e) => e.to === p.id).map((e) => [e.event, e.payload]);
/** Push titles a device received, newest first. */
const pushesTo = async (device: string) => (await t.push.read(100)).filter((e) => e.to === maskToken(device)).map((e) => e.data.title);
const tierOf = async (p: TestPlayer): Promise<TierStatus | null> => {
  const token = (await openSession(t.db, p.id, 24, t.clock.now())).token;
  return (await t.call('GET', '/api/player', { token })).json<RefreshData>().tier;
};

describe('the tier review', () => {
  it("promotes at the threshold at once, once, with a message and a push in the player's language", async () => {
    const near = await makePlayer(t);
    const far = await makePlayer(t);
    await t.db.updateTable('players').set({ language: 'ms' }).where('id', '=', near.id).execute();
    await t.call('GET', '/api/player', { token: near.token, pushToken: 'device-tier-review-000000001' });
    await points(near, 99);
    await points(far, 50);
    await bothReview();
    expect((await place(near)).tier).toBe(0);

    await points(near, 1);
    const pass = await bothReview();
    expect(pass.promoted).toBe(1);
    expect(await place(near)).toMatchObject({ tier: 1, in_grace: false, period_ends_at: gmt8('2027-01-01') });
    expect((await place(far)).tier).toBe(0);
    const [message, ...more] = await messages(near);
    expect(more).toHaveLength(0);
    expect(message?.title).toMatchObject({ en: 'Welcome to Silver!', ms: 'Selamat datang ke Tahap Silver!' });
    expect(message?.descr.en).toContain('Your 100 points reached Silver');
    expect(await pushesTo('device-tier-review-000000001')).toEqual(['Selamat datang ke Tahap Silver!']);
    expect(eventsTo(near)).toEqual([
      ['stale', { reason: 'tier' }],
      ['stale', { reason: 'inbox' }],
    ]);
    expect((await tierOf(near))?.index).toBe(1);

    // Nothing new: a review changes nothing and says nothing.
    expect(await bothReview()).toMatchObject({ promoted: 0, demoted: 0 });
    expect(await messages(near)).toHaveLength(1);
  });

  it('64 players crossing at once, reviewed by two processes: each promoted once', async () => {
    const players = await t.db
      .insertInto('players')
      .values(
        Array.from({ length: 64 }, (_, i) => ({ uid: `tierrace${String(i).padStart(2, '0')}`, full_name: 'Tier Racer', verified: true })),
      )
      .returning('id')
      .execute();
    for (const p of players) await points(p, 500);
    const pass = await bothReview();
    expect(pass.promoted).toBe(64);
    for (const p of players) {
      expect((await place(p)).tier).toBe(2);
      expect(await messages(p)).toHaveLength(1);
    }
  });

  it("moves down only after a period of grace, and the card says what keeps the tier; the demotion is told in the player's language", async () => {
    t.clock.set(START);
    const p = await makePlayer(t);
    await t.db.updateTable('players').set({ language: 'zh' }).where('id', '=', p.id).execute();
    await t.call('GET', '/api/player', { token: p.token, pushToken: 'device-tier-review-000000002' });
    await points(p, 600);
    await bothReview();
    expect((await place(p)).tier).toBe(2);

    // 01/01/2027: Q4's 600 points keep Gold for Q1.
    t.clock.set(new Date(gmt8('2027-01-01').getTime() + 60_000));
    await bothReview();
    expect(await place(p)).toMatchObject({ tier: 2, in_grace: false, period_ends_at: gmt8('2027-04-01') });

    // 01/04/2027: no points in Q1: Gold is kept for one more quarter, in grace.
    t.clock.set(new Date(gmt8('2027-04-01').getTime() + 60_000));
    await bothReview();
    expect(await place(p)).toMatchObject({ tier: 2, in_grace: true, period_ends_at: gmt8('2027-07-01') });
    await points(p, 200);
    const card = await tierOf(p);
    expect(card).toMatchObject({ index: 2, points: 200, keep: { threshold: 500, needed: 300, by: '2027-06-30' } });
    // The period ends at 01/07 00:00 GMT+8: its last day, the one the card names, is 30/06.
    expect(card?.reviewAt).toBe(gmt8('2027-07-01').toISOString());

    // Kept and in grace: nothing was said beyond the promotion to Gold.
    expect(await pushesTo('device-tier-review-000000002')).toEqual(['欢迎升级至Gold 级！']);

    // 01/07/2027: Q2's 200 points reach Silver only: down to Silver, told so on the inbox, the push (in Chinese) and the socket.
    events.length = 0;
    t.clock.set(new Date(gmt8('2027-07-01').getTime() + 60_000));
    await bothReview();
    expect(await place(p)).toMatchObject({ tier: 1, in_grace: false, period_ends_at: gmt8('2027-10-01') });
    const last = (await messages(p)).at(-1);
    expect(last?.title.en).toBe('Your tier is now Silver');
    expect(await pushesTo('device-tier-review-000000002')).toEqual(['您的等级现为Silver 级', '欢迎升级至Gold 级！']);
    expect(eventsTo(p)).toEqual([
      ['stale', { reason: 'tier' }],
      ['stale', { reason: 'inbox' }],
    ]);
    expect(last?.descr.en).toContain("(200) did not reach Gold's 500");
    expect((await tierOf(p))?.keep).toBeNull();
  });

  it('a player under a club grant is reviewed but not told of a tier they do not feel', async () => {
    t.clock.set(START);
    const p = await makePlayer(t);
    await t.db
      .insertInto('tier_players')
      .values({
        player_id: p.id,
        tier: 0,
        dirty: false,
        manual_tier: 2,
        manual_until: gmt8('2027-12-31'),
        manual_reason: 'tier match',
      })
      .execute();
    await points(p, 150);
    await bothReview();
    expect((await place(p)).tier).toBe(1);
    expect(await messages(p)).toHaveLength(0);
  });
});

// The player's side of the VIP tiers (issue 27, items 4 and 6): the refresh
// data carries the tier and its progress; vip/points lists the rows of the
// review window with the server's total, and the published rules
// (checkTier) recompute the same total and tier from those rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointsPage, TierStatus } from '../../contract/loyalty/tiers';
import { checkTier, POINTS_PAGE_SIZE } from '../../contract/loyalty/tiersRules';
import type { RefreshData } from '../../contract/schemas/refresh';
import { DEMO_PLAYER } from '../../server/db/seed';
import { DEMO_LADDER } from '../../server/db/seed/tiers';
import { awardPoints } from '../../server/loyalty/points/award';
import { testApp, type TestApp } from './helpers/app';
import { login, makePlayer } from './helpers/spin';
import { opToken } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const refreshTier = async (token: string): Promise<TierStatus | null> => {
  const res = await t.call('GET', '/api/player', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RefreshData>().tier;
};

const allRows = async (token: string): Promise<{ first: PointsPage; rows: PointsPage['rows'] }> => {
  const pages: PointsPage[] = [];
  let cursor: number | null = null;
  do {
    const res = await t.call('GET', `/api/vip/points${cursor === null ? '' : `?cursor=${cursor}`}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const page: PointsPage = res.json<PointsPage>();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null);
  const first = pages[0];
  if (!first) throw new Error('no page');
  return { first, rows: pages.flatMap((p) => p.rows) };
};

const recompute = (page: PointsPage, rows: PointsPage['rows']) =>
  checkTier(
    rows.map((r) => ({ points: r.points, at: Date.parse(r.at) })),
    page.period,
    Date.parse(page.at),
    DEMO_LADDER.tiers.map((x) => x.threshold),
  );

describe('the tier in the refresh data and vip/points', () => {
  it('a guest gets none', async () => {
    expect((await t.call('GET', '/api/vips')).json<RefreshData>().tier).toBeNull();
  });

  it('the demo player is on Pearl with the seeded week, 380 points short of Jade, reviewed at the next GMT+8 midnight', async () => {
    const token = await login(t, DEMO_PLAYER.uid, DEMO_PLAYER.password);
    const tier = await refreshTier(token);
    expect(tier).toMatchObject({
      index: 0,
      name: { en: 'Pearl', zh: '珍珠', ms: 'Mutiara' },
      badge: 'shield',
      points: 620,
      grantedUntil: null,
    });
    expect(tier?.next).toMatchObject({ index: 1, name: { en: 'Jade' }, threshold: 1000, needed: 380 });
    const review = new Date(tier?.reviewAt ?? '');
    expect((review.getTime() + 8 * 3_600_000) % 86_400_000).toBe(0);
    expect(review.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(86_400_000);

    const { first, rows } = await allRows(token);
    expect(rows).toHaveLength(14);
    expect(rows.find((r) => r.source === 'adjust')).toMatchObject({ points: 100, reason: 'Welcome to the VIP club' });
    expect(recompute(first, rows)).toMatchObject({ points: first.points, tier: first.tier });
    expect(first.points).toBe(620);
  });

  it("an operator's adjustment moves the points and the progress at once; the rows recompute to the same total", async () => {
    const p = await makePlayer(t);
    expect(await refreshTier(p.token)).toMatchObject({ index: 0, points: 0, next: { needed: 1000 } });
    const body = { points: 250, reason: 'tier match', idempotencyKey: 'status-adjust-0001' };
    expect((await t.call('POST', `/api/admin/players/${p.uid}/tier-points`, { token: await opToken(t), body })).statusCode).toBe(200);
    expect(await refreshTier(p.token)).toMatchObject({ index: 0, points: 250, next: { index: 1, needed: 750 } });
    const { first, rows } = await allRows(p.token);
    expect(rows.map((r) => [r.source, r.sourceId, r.points, r.reason])).toEqual([['adjust', 'status-adjust-0001', 250, 'tier match']]);
    expect(recompute(first, rows)).toMatchObject({ points: 250, tier: 0 });
  });

  it('pages by id and leaves out rows older than the window, which count neither on the server nor in the check', async () => {
    const p = await makePlayer(t);
    const now = t.clock.now().getTime();
    await t.db.transaction().execute(async (trx) => {
      await awardPoints(trx, {
        playerId: p.id,
        source: 'stake',
        sourceId: `old-${p.id}`,
        points: 999,
        now: new Date(now - 100 * 86_400_000),
      });
      for (let i = 0; i < POINTS_PAGE_SIZE + 5; i++) {
        await awardPoints(trx, {
          playerId: p.id,
          source: 'stake',
          sourceId: `page-${p.id}-${i}`,
          points: 2,
          now: new Date(now - (300 - i) * 60_000),
        });
      }
    });
    const { first, rows } = await allRows(p.token);
    expect(first.rows).toHaveLength(POINTS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    expect(rows).toHaveLength(POINTS_PAGE_SIZE + 5);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(first.points).toBe(2 * (POINTS_PAGE_SIZE + 5));
    expect(recompute(first, rows).points).toBe(first.points);
    expect(await refreshTier(p.token)).toMatchObject({ points: first.points, index: 0, next: { needed: 1000 - first.points } });
  });

  it("the rows are the player's own: no session, no list", async () => {
    expect((await t.call('GET', '/api/vip/points')).statusCode).toBe(401);
    const p = await makePlayer(t);
    expect((await t.call('GET', '/api/vip/points?cursor=0', { token: p.token })).statusCode).toBe(400);
  });
});

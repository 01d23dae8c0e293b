// The VIP ladder in the console (issue 27, item 2): refused when wrong with a
// key in three languages, audited, and counting only from the next review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ladder, LadderBody, LadderConsole } from '../../contract/loyalty/tiers';
import { msg as en } from '../../src/i18n/dict/en/msg';
import { msg as ms } from '../../src/i18n/dict/ms/msg';
import { msg as zh } from '../../src/i18n/dict/zh/msg';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer } from './helpers/spin';
import { threeTiers, tier } from './helpers/tiers';
import { opToken } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  t.clock.set(new Date('2026-11-28T10:00:00Z'));
});
afterAll(async () => {
  await t.close();
});

const save = async (body: LadderBody) => t.call('PUT', '/api/admin/tiers', { token: await opToken(t), body });

describe('the VIP ladder', () => {
  it.each<[string, LadderBody, string]>([
    [
      'thresholds not rising',
      { period: 'rolling90', tiers: [tier('A', 0), tier('B', 100), tier('C', 100)] },
      'msg.tierThresholdsNotRising',
    ],
    ['a first tier above 0', { period: 'rolling90', tiers: [tier('A', 10)] }, 'msg.tierThresholdsNotRising'],
    [
      'a name missing in Malay',
      { period: 'rolling90', tiers: [{ ...tier('A', 0), name: { en: 'A', zh: 'A', ms: ' ' } }] },
      'msg.tierNameMissing',
    ],
    ['a spin limit out of range', { period: 'rolling90', tiers: [tier('A', 0, { dailySpinLimit: 0 })] }, 'msg.tierBenefitOutOfRange'],
    [
      'an auto-approval amount above RM10,000',
      { period: 'rolling90', tiers: [tier('A', 0), tier('B', 5, { autoApprovalRm: 10_001 })] },
      'msg.tierBenefitOutOfRange',
    ],
    [
      'a negative auto-approval amount',
      { period: 'rolling90', tiers: [tier('A', 0, { autoApprovalRm: -1 })] },
      'msg.tierBenefitOutOfRange',
    ],
    [
      'a monthly bonus above 100,000 coins',
      { period: 'quarter', tiers: [tier('A', 0), tier('B', 5, { monthlyBonusCoins: 100_001 })] },
      'msg.tierBenefitOutOfRange',
    ],
    ['a negative monthly bonus', { period: 'rolling90', tiers: [tier('A', 0, { monthlyBonusCoins: -10 })] }, 'msg.tierBenefitOutOfRange'],
    [
      'a queue priority above 100',
      { period: 'rolling90', tiers: [tier('A', 0), tier('B', 5, { queuePriority: 101 })] },
      'msg.tierBenefitOutOfRange',
    ],
    ['a negative queue priority', { period: 'rolling90', tiers: [tier('A', 0, { queuePriority: -1 })] }, 'msg.tierBenefitOutOfRange'],
    [
      'an expiry out of range',
      { period: 'quarter', tiers: [tier('A', 0), tier('B', 5, { coinExpiryDays: 9999 })] },
      'msg.tierBenefitOutOfRange',
    ],
    ['no tier at all', { period: 'rolling90', tiers: [] }, 'msg.tierLadderEmpty'],
  ])('refuses %s with a 400 and a key every language translates', async (_what, body, key) => {
    const res = await save(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(key);
    const name = key.slice('msg.'.length) as keyof typeof en;
    for (const dict of [en, zh, ms]) expect(dict[name]).toMatch(/\S/);
  });

  it('a saved ladder is audited and counts from the next GMT+8 midnight, not before', async () => {
    // The demo seed's ladder is in force (server/db/seed/tiers.ts).
    const before = await t.call('GET', '/api/vip/tiers');
    expect(before.json<Ladder>().tiers.map((x) => x.name.en)).toEqual(['Pearl', 'Jade', 'Ruby']);
    const res = await save(threeTiers());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<LadderConsole>();
    expect(saved.current.version).toBe(1);
    expect(new Date(saved.next?.effectiveFrom ?? 0).toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect((await t.call('GET', '/api/vip/tiers')).json<Ladder>().tiers.map((x) => x.name.en)).toEqual(['Pearl', 'Jade', 'Ruby']);
    const line = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', '=', 'tiers.ladder')
      .executeTakeFirstOrThrow();
    expect(line.detail).toMatchObject({ after: { tiers: [{ threshold: 0 }, { threshold: 100 }, { threshold: 500 }] } });
    t.clock.set(new Date('2026-11-28T16:00:00Z'));
    const after = (await t.call('GET', '/api/vip/tiers')).json<Ladder>();
    expect(after.tiers.map((x) => [x.name.en, x.threshold])).toEqual([
      ['Bronze', 0],
      ['Silver', 100],
      ['Gold', 500],
    ]);
  });

  it('only admins save a ladder; an adjustment of points is audited and written once per key', async () => {
    expect((await t.call('PUT', '/api/admin/tiers', { body: threeTiers() })).statusCode).toBe(401);
    const p = await makePlayer(t);
    const adjust = async () =>
      t.call('POST', `/api/admin/players/${p.uid}/tier-points`, {
        token: await opToken(t),
        body: { points: 40, reason: 'event goodwill', idempotencyKey: 'goodwill-0001' },
      });
    expect((await adjust()).json()).toEqual({ replayed: false });
    expect((await adjust()).json()).toEqual({ replayed: true });
    const rows = await t.db.selectFrom('tier_points').select(['source', 'points', 'reason']).where('player_id', '=', p.id).execute();
    expect(rows).toEqual([{ source: 'adjust', points: 40, reason: 'event goodwill' }]);
    const lines = await t.db.selectFrom('audit_log').select('target').where('action', '=', 'tiers.points').execute();
    expect(lines).toEqual([{ target: p.uid }]);
  });
});

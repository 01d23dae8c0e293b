// The console's side of the tiers (issue 27, item 5): a manual tier with a
// reason and an end date wins in tierPlace until its end, bad grants are
// refused with their key, every grant is audited and the player is told;
// the Tiers tab's summary counts players per tier and points per day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlayerTier, ManualTierBody, TierSummary } from '../../contract/loyalty/tiers';
import { SERIES_DAYS } from '../../contract/schemas/consoleDesk';
import { tierPlace } from '../../server/loyalty/tiers/benefits';
import { hashPassword } from '../../server/auth/password';
import { msg as en } from '../../src/i18n/dict/en/msg';
import { msg as ms } from '../../src/i18n/dict/ms/msg';
import { msg as zh } from '../../src/i18n/dict/zh/msg';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer } from './helpers/spin';
import { threeTiers } from './helpers/tiers';

let t: TestApp;
let admin: string;
const NOW = new Date('2026-11-28T10:00:00Z');
const events: { to: number | 'all'; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  t.clock.set(new Date('2026-11-27T10:00:00Z'));
  expect((await t.call('PUT', '/api/admin/tiers', { token: await operatorToken(t), body: threeTiers() })).statusCode).toBe(200);
  t.clock.set(NOW); // Bronze, Silver, Gold in force from the review after the save
  admin = await operatorToken(t);
  t.realtime.toPlayer = (id, { type, ...payload }) => {
    events.push({ to: id, event: type, payload });
  };
});
afterAll(async () => {
  await t.close();
});

const grant = (uid: string, body: ManualTierBody, token = admin) => t.call('PUT', `/api/admin/players/${uid}/tier`, { token, body });
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

describe('a manual tier', () => {
  it('is what tierPlace returns until its end, then the reviewed tier again; audited; the player is told', async () => {
    const p = await makePlayer(t);
    const res = await grant(p.uid, { tier: 2, until: inDays(10), reason: 'VIP event guest' });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<AdminPlayerTier>();
    expect(view.manual).toEqual({ tier: 2, until: inDays(10), reason: 'VIP event guest' });
    expect(view.status).toMatchObject({ index: 2, grantedUntil: inDays(10) });
    expect(view.tiers.map((n) => n.en)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(events.at(-1)).toEqual({ to: p.id, event: 'stale', payload: { reason: 'tier' } });

    expect((await tierPlace(t.db, p.id, NOW)).index).toBe(2);
    expect((await tierPlace(t.db, p.id, new Date(inDays(9.9)))).index).toBe(2);
    const after = await tierPlace(t.db, p.id, new Date(inDays(10)));
    expect([after.index, after.grantedUntil]).toEqual([0, null]);

    const line = await t.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'tiers.manual')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      target: p.uid,
      detail: { before: null, after: { tier: 2, until: inDays(10) }, reason: 'VIP event guest' },
    });

    // Cleared with a reason: the review's tier again at once, audited with the grant it ended.
    const cleared = await grant(p.uid, { tier: null, until: null, reason: 'event cancelled' });
    expect(cleared.json<AdminPlayerTier>()).toMatchObject({ manual: null, status: { index: 0, grantedUntil: null } });
    const lines = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'tiers.manual').orderBy('id').execute();
    expect(lines.at(-1)?.detail).toMatchObject({ before: { tier: 2, reason: 'VIP event guest' }, after: null });
  });

  it.each<[string, ManualTierBody, string]>([
    ['a tier outside the ladder', { tier: 3, until: inDays(5), reason: 'x' }, 'msg.tierManualInvalid'],
    ['an end in the past', { tier: 1, until: inDays(-1), reason: 'x' }, 'msg.tierManualUntilInvalid'],
    ['an end more than a year ahead', { tier: 1, until: inDays(366), reason: 'x' }, 'msg.tierManualUntilInvalid'],
    ['an end that is no date', { tier: 1, until: 'soon', reason: 'x' }, 'msg.tierManualUntilInvalid'],
    ['an empty reason', { tier: 1, until: inDays(5), reason: '  ' }, 'msg.tierManualReasonMissing'],
  ])('refuses %s with a 400 and a key every language translates, writing nothing', async (_what, body, key) => {
    const p = await makePlayer(t);
    const res = await grant(p.uid, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(key);
    const name = key.slice('msg.'.length) as keyof typeof en;
    for (const dict of [en, zh, ms]) expect(dict[name]).toMatch(/\S/);
    expect(await t.db.selectFrom('tier_players').select('player_id').where('player_id', '=', p.id).executeTakeFirst()).toBeUndefined();
  });

  it('is for admins only, and an unknown player is a 404', async () => {
    const p = await makePlayer(t);
    await t.db
      .insertInto('operators')
      .values({ username: 'tier-support', password_hash: await hashPassword('operator123'), role: 'support' })
      .execute();
    const support = await operatorToken(t, { username: 'tier-support', password: 'operator123' });
    expect((await grant(p.uid, { tier: 1, until: inDays(5), reason: 'x' }, support)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/admin/players/${p.uid}/tier`, { token: support })).statusCode).toBe(403);
    expect((await grant('nobody-here', { tier: 1, until: inDays(5), reason: 'x' })).statusCode).toBe(404);
  });
});

describe('the Tiers tab summary', () => {
  it('counts players per tier (no row: the first; a grant in force where it puts them) and points per GMT+8 day', async () => {
    const before = (await t.call('GET', '/api/admin/tiers/summary', { token: admin })).json<TierSummary>();
    const silver = await makePlayer(t);
    const granted = await makePlayer(t);
    await t.db.insertInto('tier_players').values({ player_id: silver.id, tier: 1, dirty: false }).execute();
    expect((await grant(granted.uid, { tier: 2, until: inDays(3), reason: 'guest' })).statusCode).toBe(200);
    await t.call('POST', `/api/admin/players/${silver.uid}/tier-points`, {
      token: admin,
      body: { points: 70, reason: 'goodwill', idempotencyKey: 'summary-0001' },
    });

    const res = await t.call('GET', '/api/admin/tiers/summary', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<TierSummary>();
    expect(after.players.map((n, i) => n - (before.players[i] ?? 0))).toEqual([0, 1, 1]);
    expect(after.days).toHaveLength(SERIES_DAYS);
    expect(new Date((after.days.at(-1) ?? 0) * 1000).toISOString()).toBe('2026-11-27T16:00:00.000Z'); // today's GMT+8 midnight
    expect((after.points.at(-1) ?? 0) - (before.points.at(-1) ?? 0)).toBe(70);
  });
});

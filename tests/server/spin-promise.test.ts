// Spin prizes are credited within 15 minutes (SPEC 9; issue 26 item 2), on the
// app's fake clock: a spin's answer and its history row carry the prize's
// clock (due = spun + 15 min, then when it was credited, and meanwhile what
// holds it), and the dashboard counts the payout job's late prizes and how
// late the oldest is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpinHistoryPage, SpinResult } from '../../contract/games/wheel';
import type { Dashboard } from '../../contract/schemas/console';
import { spinWheel } from '../../server/games/wheel/spin';
import { retryDuePayouts } from '../../server/payouts';
import { localH5Wallet, type H5WalletProvider } from '../../server/providers/h5wallet';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, spin, type TestPlayer } from './helpers/spin';

const MINUTE = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

const iso = (ms: number) => new Date(ms).toISOString();
const history = async (p: TestPlayer) => (await t.call('GET', '/api/games/spin-wheel/history', { token: p.token })).json<SpinHistoryPage>();
const dashboard = async () => {
  const res = await t.call('GET', '/api/admin/dashboard', { token: await operatorToken(t) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>().spinPayouts;
};
/** The platform refusing every credit for now. */
const refusing: H5WalletProvider = { name: 'refusing', credit: async () => ({ ok: false, error: 'platform busy' }) };

describe("a spin prize's 15-minute clock", () => {
  it('is due 15 minutes after the spin and shows when it was credited, in the answer and the history', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    const spunAt = t.clock.now().getTime();
    const res = await spin(t, p.token, 'spin-wheel', newKey());
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<SpinResult>();
    // Spin wheel V1 has no no-win slot: the local wallet pays at once.
    expect(result.clock).toEqual({ dueAt: iso(spunAt + 15 * MINUTE), creditedAt: iso(spunAt), hold: null });
    expect((await history(p)).rows[0]?.clock).toEqual({ dueAt: iso(spunAt + 15 * MINUTE), creditedAt: iso(spunAt), hold: null });
  });

  it('says "retrying" while the platform refuses, counts it late on the dashboard past 15 minutes, and shows the late credit', async () => {
    const before = await dashboard();
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    const spunAt = t.clock.now().getTime();
    const result = await spinWheel(t.db, refusing, {
      player: { id: p.id, uid: p.uid, verified: true },
      game: 'SPINWHEEL',
      idempotencyKey: newKey(),
      now: t.clock.now(),
      row: await t.db
        .selectFrom('games')
        .select(['maintenance', 'settings_version'])
        .where('slug', '=', 'spin-wheel')
        .executeTakeFirstOrThrow(),
    });
    const due = iso(spunAt + 15 * MINUTE);
    expect(result.clock).toEqual({ dueAt: due, creditedAt: null, hold: 'retrying' });
    expect((await history(p)).rows[0]?.clock).toEqual({ dueAt: due, creditedAt: null, hold: 'retrying' });
    expect(await dashboard()).toMatchObject({ owed: before.owed + 1, late: before.late });

    // 20 minutes on, still refused: late by 5 minutes.
    t.clock.advance(20 * MINUTE);
    await retryDuePayouts(t.db, refusing, 'spin', t.clock.now());
    const late = await dashboard();
    expect(late).toMatchObject({ owed: before.owed + 1, late: before.late + 1, oldestDueAt: due });

    // The platform is back at the next attempt (2 minutes later): credited 22 minutes after the spin, and the clock says when.
    t.clock.advance(2 * MINUTE);
    const paidAt = t.clock.now().getTime();
    expect(await retryDuePayouts(t.db, localH5Wallet(t.db), 'spin', t.clock.now())).toMatchObject({ credited: 1 });
    expect((await history(p)).rows[0]?.clock).toEqual({ dueAt: due, creditedAt: iso(paidAt), hold: null });
    expect(await dashboard()).toMatchObject({ owed: before.owed, late: before.late, paidLate30: before.paidLate30 + 1 });
  });
});

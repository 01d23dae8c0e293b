import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatsWith, pickWeighted, webHmacSha256 } from '../../contract/fairness';
import type { FairnessState, RotateResponse } from '../../contract/schemas/fairness';
import type { GameDetail } from '../../contract/schemas/games';
import type { SpinResult } from '../../contract/games/wheel';
import type { RefreshData } from '../../contract/schemas/refresh';
import { SPIN_LOCK_NAMESPACE } from '../../server/games/wheel/spin';
import { startOfBusinessDay } from '../../server/lib/businessDay';
import { operatorToken } from './helpers/accounts';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, spin, status, steerNextSpin } from './helpers/spin';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const rounds = (playerId: number) => t.db.selectFrom('spin_rounds').selectAll().where('player_id', '=', playerId).orderBy('id').execute();

describe('GET games/:slug/status', () => {
  it('counts unused chances within the daily limit of 16, per wheel', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 3, SPINWHEELV2: 20 } });
    expect(await status(t, p.token, 'spin-wheel')).toEqual({
      rm: 3,
      dailyLimit: 16,
      usedToday: 0,
      nextSpinAt: null,
      verified: true,
      maintenance: false,
    });
    expect(await status(t, p.token, 'spinwheelv2')).toMatchObject({ rm: 16, dailyLimit: 16 });
  });

  it('needs a player and a spin wheel', async () => {
    expect((await t.call('GET', '/api/games/spin-wheel/status')).statusCode).toBe(401);
    const p = await makePlayer(t);
    // Every other game has a status call of its own; an unknown slug reaches the wheels' and is refused.
    for (const slug of ['nope', 'spin-wheel-3']) {
      const res = await t.call('GET', `/api/games/${slug}/status`, { token: p.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'msg.invalidGame' });
    }
  });

  it("agrees with refresh's playRec SPINWHEELV2.rm", async () => {
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 5 }, dailyLimit: 3 });
    const refresh = (await t.call('GET', '/api/player', { token: p.token })).json<RefreshData>();
    expect(refresh.playRec.SPINWHEELV2.rm).toBe(3);
    expect((await status(t, p.token, 'spinwheelv2')).rm).toBe(3);
    expect((await spin(t, p.token, 'spinwheelv2', newKey())).statusCode).toBe(200);
    expect((await t.call('GET', '/api/player', { token: p.token })).json<RefreshData>().playRec.SPINWHEELV2.rm).toBe(2);
    expect((await status(t, p.token, 'spinwheelv2')).rm).toBe(2);
  });
});

describe('POST games/:slug/spin', () => {
  it('spins once: takes a chance, writes the round with its proof, credits the H5 account, and verifies after a rotation', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 2 } });
    const before = (await t.call('GET', '/api/fairness', { token: p.token })).json<FairnessState>().current;
    const res = await spin(t, p.token, 'spin-wheel', newKey());
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<SpinResult>();
    expect(result.proof).toEqual({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, nonce: 0 });
    expect(result.creditStatus).toBe('SUCCESS');
    expect(result.status).toMatchObject({ rm: 1, usedToday: 1, dailyLimit: 16 });
    expect(result.slot.creditRm).toBeGreaterThan(0);
    expect(result.slot.multiplier).toBeCloseTo(result.slot.creditRm / 30, 4);

    const [round] = await rounds(p.id);
    expect(round).toMatchObject({
      id: result.roundId,
      game: 'SPINWHEEL',
      slot: result.slot.index,
      credit_rm: result.slot.creditRm,
      stake_rm: 30,
      status: 'SUCCESS',
      spin_no: 1,
    });
    expect(round?.credited_at).not.toBeNull();
    const credit = await t.db
      .selectFrom('h5_wallet_credits')
      .selectAll()
      .where('reference', '=', `spin:${result.roundId}`)
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ player_uid: p.uid, amount_rm: result.slot.creditRm });
    const chances = await t.db.selectFrom('spin_chances').select(['id', 'used_at']).where('player_id', '=', p.id).orderBy('id').execute();
    expect(chances.filter((c) => c.used_at !== null).map((c) => c.id)).toEqual([round?.chance_id]);

    // The player checks it: rotate to reveal the seed, recompute the float, map it on the published table.
    const { revealed } = (await t.call('POST', '/api/fairness/rotate', { token: p.token, body: {} })).json<RotateResponse>();
    const [float] = await floatsWith(webHmacSha256, revealed.serverSeed, result.proof.clientSeed, result.proof.nonce, 1);
    const odds = (await t.call('GET', '/api/games/spin-wheel')).json<GameDetail>().odds;
    expect(
      odds[
        pickWeighted(
          float ?? -1,
          odds.map((o) => o.weight ?? 0),
        )
      ]?.index,
    ).toBe(result.slot.index);
  });

  it('answers a replayed idempotency key with the first spin, and never spins twice', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 3 } });
    const key = newKey();
    const first = (await spin(t, p.token, 'spinwheelv2', key)).json<SpinResult>();
    const again = await spin(t, p.token, 'spinwheelv2', key);
    expect(again.statusCode).toBe(200);
    expect(again.json<SpinResult>()).toMatchObject({ roundId: first.roundId, slot: first.slot, proof: first.proof });
    expect(await rounds(p.id)).toHaveLength(1);
    expect((await status(t, p.token, 'spinwheelv2')).rm).toBe(2);
    // The same key on the other wheel is a client bug, not a replay.
    const other = await spin(t, p.token, 'spin-wheel', key);
    expect(other.statusCode).toBe(400);
  });

  it('lets exactly one of 20 concurrent spins on one chance win', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(t, p.token, 'spin-wheel', newKey())));
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((r) => r.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(['msg.alreadySpin', 'msg.noMoreChancesToSpin']).toContain(lost.json<{ message: string }>().message);
    }
    expect(await rounds(p.id)).toHaveLength(1);
  });

  it('answers concurrent retries of one key with one spin', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 5 } });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin(t, p.token, 'spinwheelv2', key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => r.json<SpinResult>().roundId)).size).toBe(1);
    expect(await rounds(p.id)).toHaveLength(1);
  });

  // Only a real server interleaves requests: PGlite runs one query at a time, so there the loser can only see "no more chances".
  it.runIf(process.env.DATABASE_URL)('says "You\'ve already spin the reward" when the chance it saw was taken meanwhile', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    let locked!: () => void;
    let proceed!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const mayProceed = new Promise<void>((resolve) => {
      proceed = resolve;
    });
    // Another request of the same player holds the spin lock and uses the chance...
    const other = t.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${SPIN_LOCK_NAMESPACE}::int, ${p.id}::int)`.execute(trx);
      locked();
      await mayProceed;
      await trx.updateTable('spin_chances').set({ used_at: new Date() }).where('player_id', '=', p.id).execute();
    });
    await lockTaken;
    // ...while this one has seen the chance and waits for the lock.
    const pending = spin(t, p.token, 'spin-wheel', newKey());
    await waitFor(async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`.execute(t.db);
      return (rows[0]?.n ?? 0) > 0;
    });
    proceed();
    await other;
    const res = await pending;
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'msg.alreadySpin' }]);
    expect(await rounds(p.id)).toEqual([]);
  });

  it('refuses without a chance, and past the daily limit until midnight GMT+8', async () => {
    const midnight = new Date(startOfBusinessDay(new Date()).getTime() + DAY);
    t.clock.freeze();
    t.clock.set(new Date(midnight.getTime() - 60_000)); // 23:59:00 GMT+8
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 4 }, dailyLimit: 2 });
    const none = await makePlayer(t);
    expect((await spin(t, none.token, 'spinwheelv2', newKey())).json()).toEqual({ message: 'msg.noMoreChancesToSpin' });

    for (let i = 0; i < 2; i++) expect((await spin(t, p.token, 'spinwheelv2', newKey())).statusCode).toBe(200);
    const refused = await spin(t, p.token, 'spinwheelv2', newKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'msg.noMoreChancesToSpin' });
    expect(await status(t, p.token, 'spinwheelv2')).toMatchObject({
      rm: 0,
      usedToday: 2,
      dailyLimit: 2,
      nextSpinAt: midnight.toISOString(),
    });

    t.clock.set(new Date(midnight.getTime() - 1)); // 23:59:59.999
    expect((await status(t, p.token, 'spinwheelv2')).rm).toBe(0);
    t.clock.set(midnight);
    expect(await status(t, p.token, 'spinwheelv2')).toMatchObject({ rm: 2, usedToday: 0, nextSpinAt: null });
    expect((await spin(t, p.token, 'spinwheelv2', newKey())).statusCode).toBe(200);
    t.clock.set(new Date());
  });

  it('shows no countdown on the first wheel, nor when no chance is coming', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 2, SPINWHEELV2: 1 }, dailyLimit: 1 });
    await spin(t, p.token, 'spin-wheel', newKey());
    await spin(t, p.token, 'spinwheelv2', newKey());
    expect(await status(t, p.token, 'spin-wheel')).toMatchObject({ rm: 0, nextSpinAt: null });
    expect(await status(t, p.token, 'spinwheelv2')).toMatchObject({ rm: 0, nextSpinAt: null });
  });

  it('is for verified accounts only', async () => {
    const p = await makePlayer(t, { verified: false, chances: { SPINWHEEL: 1 } });
    const res = await spin(t, p.token, 'spin-wheel', newKey());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'msg.verifyAccountFirst' });
    expect(await status(t, p.token, 'spin-wheel')).toMatchObject({ rm: 1, verified: false });
  });

  it('refuses a game in maintenance, in preparation, not started or ended, an unknown game, and a guest', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 5 } });
    const expectRefusal = async (slug: string, code: number, message: string) => {
      const res = await spin(t, p.token, slug, newKey());
      expect([res.statusCode, res.json()]).toEqual([code, { message }]);
    };
    const set = (values: { maintenance?: boolean; status?: 'live' | 'preparation'; start_date?: Date; end_date?: Date | null }) =>
      t.db.updateTable('games').set(values).where('slug', '=', 'spin-wheel').execute();
    await set({ maintenance: true });
    await expectRefusal('spin-wheel', 503, 'msg.gameMaintenance');
    expect((await status(t, p.token, 'spin-wheel')).maintenance).toBe(true);
    await set({ maintenance: false, status: 'preparation' });
    await expectRefusal('spin-wheel', 409, 'msg.gameInPreparation');
    await set({ status: 'live', start_date: new Date(Date.now() + DAY) });
    await expectRefusal('spin-wheel', 409, 'msg.eventNotStart');
    await set({ start_date: new Date(Date.now() - 90 * DAY), end_date: new Date(Date.now() - DAY) });
    await expectRefusal('spin-wheel', 409, 'msg.invalidGame');
    await set({ end_date: null });
    await expectRefusal('squidgame', 404, 'msg.invalidGame');
    await expectRefusal('nope', 404, 'msg.invalidGame');
    expect((await t.call('POST', '/api/games/spin-wheel/spin', { body: { idempotencyKey: newKey() } })).statusCode).toBe(401);
    expect((await spin(t, p.token, 'spin-wheel', 'short')).statusCode).toBe(400);
    expect(await rounds(p.id)).toEqual([]);
  });

  it('refuses every spin while the system is under maintenance', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    const op = await operatorToken(t);
    await t.call('PUT', '/api/admin/maintenance', { body: { maintenance: 1 }, token: op });
    const res = await spin(t, p.token, 'spin-wheel', newKey());
    expect([res.statusCode, res.json()]).toEqual([503, { message: 'msg.systemMaintenance' }]);
    await t.call('PUT', '/api/admin/maintenance', { body: { maintenance: 0 }, token: op });
    expect((await spin(t, p.token, 'spin-wheel', newKey())).statusCode).toBe(200);
  });

  it('pays the no-win slot nothing and settles it at once', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 1 } });
    await steerNextSpin(t, p, 'SPINWHEELV2', (slot) => slot.creditRm === 0);
    const result = (await spin(t, p.token, 'spinwheelv2', newKey())).json<SpinResult>();
    expect(result).toMatchObject({ creditStatus: 'SUCCESS', slot: { creditRm: 0, multiplier: 0, label: { en: 'Try Again' } } });
    const [round] = await rounds(p.id);
    expect(round).toMatchObject({ status: 'SUCCESS', credit_rm: 0, credited_at: null, credit_attempts: 0 });
    expect(await t.db.selectFrom('h5_wallet_credits').selectAll().where('reference', '=', `spin:${result.roundId}`).execute()).toEqual([]);
  });

  it('refuses to play a prize table that breaks the caps, and keeps the chance', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 1 } });
    await t.db.updateTable('spin_prizes').set({ active: false }).where('game', '=', 'SPINWHEELV2').where('slot', '!=', 1).execute();
    try {
      const res = await spin(t, p.token, 'spinwheelv2', newKey());
      expect([res.statusCode, res.json()]).toEqual([500, { message: 'msg.internalServerError' }]);
    } finally {
      await t.db.updateTable('spin_prizes').set({ active: true }).where('game', '=', 'SPINWHEELV2').execute();
    }
    expect((await status(t, p.token, 'spinwheelv2')).rm).toBe(1);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

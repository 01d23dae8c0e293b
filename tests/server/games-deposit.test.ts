import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../server/h5/signature';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, status, type TestPlayer } from './helpers/spin';

let t: TestApp;
let p: TestPlayer;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  p = await makePlayer(t);
});
afterAll(async () => {
  await t.close();
});

const seconds = () => Math.floor(t.clock.now().getTime() / 1000);
let serial = 0;
const txId = () => `TX-${process.pid}-${++serial}`;

/** As the H5 platform calls: a plain JSON body, signed over its exact bytes. */
function deposit(body: Record<string, unknown>, opts: { secret?: string; signature?: string } = {}) {
  const raw = JSON.stringify({ uid: p.uid, ts: seconds(), ...body });
  return t.app.inject({
    method: 'POST',
    url: '/api/h5/deposit',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-h5-signature': opts.signature ?? signBody(opts.secret ?? t.config.h5Secret, raw) },
  });
}
const chances = async (game: 'SPINWHEEL' | 'SPINWHEELV2') =>
  (
    await t.db
      .selectFrom('spin_chances')
      .select('id')
      .where('player_id', '=', p.id)
      .where('game', '=', game)
      .where('used_at', 'is', null)
      .execute()
  ).length;

describe('POST h5/deposit', () => {
  it('grants one spin on the first wheel for a deposit of RM30', async () => {
    const res = await deposit({ txId: txId(), amountRm: 30 });
    expect([res.statusCode, res.json()]).toEqual([200, { spinsGranted: 1, duplicate: false }]);
    expect(await chances('SPINWHEEL')).toBe(1);
    expect((await status(t, p.token, 'spin-wheel')).rm).toBe(1);
  });

  it('grants one spin per deposit however large, on the wheel the platform names', async () => {
    const res = await deposit({ txId: txId(), amountRm: 95.5, game: 'spinwheelv2' });
    expect(res.json()).toEqual({ spinsGranted: 1, duplicate: false });
    expect(await chances('SPINWHEELV2')).toBe(1);
    expect(await chances('SPINWHEEL')).toBe(1);
  });

  it('records a deposit under RM30 and grants nothing', async () => {
    const id = txId();
    expect((await deposit({ txId: id, amountRm: 29.99 })).json()).toEqual({ spinsGranted: 0, duplicate: false });
    expect(
      await t.db.selectFrom('h5_deposits').select(['amount_rm', 'spins_granted', 'game']).where('tx_id', '=', id).executeTakeFirst(),
    ).toEqual({ amount_rm: 29.99, spins_granted: 0, game: null });
    expect(await chances('SPINWHEEL')).toBe(1);
  });

  it('grants nothing twice for a replayed txId, even when the replays race', async () => {
    const id = txId();
    expect((await deposit({ txId: id, amountRm: 50 })).json()).toEqual({ spinsGranted: 1, duplicate: false });
    t.clock.advance(1000); // a fresh ts and signature: the platform retrying, not a byte-for-byte copy
    expect((await deposit({ txId: id, amountRm: 50 })).json()).toEqual({ spinsGranted: 0, duplicate: true });
    const racing = txId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit({ txId: racing, amountRm: 30 })));
    expect(answers.map((r) => r.json<{ duplicate: boolean }>().duplicate).filter((d) => !d)).toHaveLength(1);
    expect(await chances('SPINWHEEL')).toBe(3);
  });

  it.each([
    ['a wrong secret', { secret: 'not-the-secret' }],
    ['a missing signature', { signature: '' }],
  ])('refuses %s with 401 msg.hashMismatch', async (_label, opts) => {
    const res = await deposit({ txId: txId(), amountRm: 30 }, opts);
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'msg.hashMismatch' }]);
  });

  it('refuses a stale report, an unknown player and a bad amount', async () => {
    const stale = await deposit({ txId: txId(), amountRm: 30, ts: seconds() - 301 });
    expect([stale.statusCode, stale.json()]).toEqual([401, { message: 'msg.authDataTooOld' }]);
    const unknown = await deposit({ txId: txId(), amountRm: 30, uid: 'nobody999' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'msg.invalidPlayerId' }]);
    for (const amountRm of [-1, 'thirty']) expect((await deposit({ txId: txId(), amountRm })).statusCode).toBe(400);
    expect((await deposit({ txId: txId(), amountRm: 30, game: 'fto' })).statusCode).toBe(400);
    expect((await deposit({ txId: '', amountRm: 30 })).statusCode).toBe(400);
    expect(await chances('SPINWHEEL')).toBe(3);
  });
});

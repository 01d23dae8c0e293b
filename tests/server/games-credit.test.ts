// Paying spin prizes through the H5 wallet provider: a provider that fails,
// hangs or loses its answer leaves the round PENDING; the retry job pays it
// later under the same reference, exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spinWheel } from '../../server/games/wheel/spin';
import { newPayout, payOnce, payoutReference, retryDuePayouts } from '../../server/payouts';
import { creditSafely, localH5Wallet, type H5WalletProvider } from '../../server/providers/h5wallet';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, type TestPlayer } from './helpers/spin';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

/** A provider whose next answers the test scripts: 'fail', 'throw', 'lost' (pays, then the answer is lost) or 'ok'. */
function scriptedWallet(script: ('fail' | 'throw' | 'lost' | 'ok')[]): H5WalletProvider & { calls: string[] } {
  const local = localH5Wallet(t.db);
  const calls: string[] = [];
  return {
    name: 'scripted',
    calls,
    async credit(uid, amount, reference) {
      calls.push(reference);
      const step = script.shift() ?? 'ok';
      if (step === 'fail') return { ok: false, error: 'platform busy' };
      if (step === 'throw') throw new Error('connection reset');
      const paid = await local.credit(uid, amount, reference);
      if (step === 'lost') throw new Error('socket hang up after the platform answered');
      return paid;
    },
  };
}

const spinWith = async (wallet: H5WalletProvider, p: TestPlayer) =>
  spinWheel(t.db, wallet, {
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
const round = (id: number) => t.db.selectFrom('spin_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paidRows = (id: number) =>
  t.db.selectFrom('h5_wallet_credits').selectAll().where('reference', '=', payoutReference('spin', id)).execute();
const retry = (wallet: H5WalletProvider) => retryDuePayouts(t.db, wallet, 'spin', t.clock.now());

describe('crediting spin prizes', () => {
  it('leaves the round PENDING when the provider fails, and the retry job pays it later, once', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    const wallet = scriptedWallet(['fail', 'throw', 'ok']);
    // Spin wheel V1 has no no-win slot: every spin has something to pay.
    const result = await spinWith(wallet, p);
    expect(result.creditStatus).toBe('PENDING');
    expect(await round(result.roundId)).toMatchObject({
      status: 'PENDING',
      credit_attempts: 1,
      credit_error: 'platform busy',
      credited_at: null,
    });

    // Not due yet: the retry leaves it alone.
    expect(await retry(wallet)).toEqual({ credited: 0, failed: 0 });
    t.clock.advance(MINUTE);
    expect(await retry(wallet)).toEqual({ credited: 0, failed: 1 });
    expect(await round(result.roundId)).toMatchObject({ status: 'PENDING', credit_attempts: 2, credit_error: 'connection reset' });
    t.clock.advance(2 * MINUTE);
    expect(await retry(wallet)).toEqual({ credited: 1, failed: 0 });
    expect(await round(result.roundId)).toMatchObject({ status: 'SUCCESS', credit_attempts: 3, credit_error: null });
    expect(await paidRows(result.roundId)).toHaveLength(1);
    expect(wallet.calls).toEqual(Array(3).fill(`spin:${result.roundId}`));

    t.clock.advance(60 * MINUTE);
    expect(await retry(wallet)).toEqual({ credited: 0, failed: 0 });
  });

  it('pays once when the provider paid but its answer was lost', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    const wallet = scriptedWallet(['lost', 'ok']);
    const result = await spinWith(wallet, p);
    expect(result.creditStatus).toBe('PENDING');
    t.clock.advance(MINUTE);
    expect(await retry(wallet)).toEqual({ credited: 1, failed: 0 });
    const rows = await paidRows(result.roundId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount_rm).toBe(result.slot.creditRm);
  });

  it('treats a provider that never answers as a failed attempt', async () => {
    const hanging: H5WalletProvider = { name: 'hanging', credit: () => new Promise(() => undefined) };
    expect(await creditSafely(hanging, 'demo01', 5, 'spin:test', 20)).toEqual({ ok: false, error: 'no answer within 20 ms' });
  });

  it('lets two retry jobs (two server processes) pay a round only once', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    const result = await spinWith(scriptedWallet(['fail']), p);
    t.clock.advance(MINUTE);
    const a = scriptedWallet([]);
    const b = scriptedWallet([]);
    const [ra, rb] = await Promise.all([retry(a), retry(b)]);
    expect(ra.credited + rb.credited).toBe(1);
    expect(a.calls.length + b.calls.length).toBe(1);
    expect(await paidRows(result.roundId)).toHaveLength(1);
  });

  it('records prizes paid at the same moment together, each round with its own attempts and time, and never re-marks a paid one', async () => {
    const players = await Promise.all([1, 2, 3].map(() => makePlayer(t, { chances: { SPINWHEEL: 1 } })));
    // The first round fails its first attempt and is paid by a later one, in the same turn as two first attempts.
    const late = await spinWith(scriptedWallet(['fail']), players[0] as TestPlayer);
    t.clock.advance(MINUTE);
    const paidBefore = await spinWith(scriptedWallet([]), players[1] as TestPlayer);
    const paidAt = (await round(paidBefore.roundId)).credited_at;
    t.clock.advance(MINUTE);
    const wallet = scriptedWallet([]);
    const [second, fresh] = await Promise.all([
      retry(wallet),
      spinWith(wallet, players[2] as TestPlayer),
      // The round already paid, answered once more (a late duplicate answer): nothing changes.
      payOnce(t.db, wallet, newPayout('spin', paidBefore.roundId, (players[1] as TestPlayer).uid, paidBefore.slot.creditRm), t.clock.now()),
    ]);
    expect(second).toEqual({ credited: 1, failed: 0 });
    expect(await round(late.roundId)).toMatchObject({
      status: 'SUCCESS',
      credit_attempts: 2,
      credit_error: null,
      next_credit_at: null,
      credited_at: t.clock.now(),
    });
    expect(await round(fresh.roundId)).toMatchObject({ status: 'SUCCESS', credit_attempts: 1, credited_at: t.clock.now() });
    expect(await round(paidBefore.roundId)).toMatchObject({ status: 'SUCCESS', credit_attempts: 1, credited_at: paidAt });
  });

  it('has the local wallet record each reference once, however many credits arrive together', async () => {
    const wallet = localH5Wallet(t.db);
    const [a, b] = [`spin:test-${newKey()}`, `spin:test-${newKey()}`];
    const answers = await Promise.all([
      wallet.credit('demo01', 5, a),
      wallet.credit('demo01', 5, a),
      wallet.credit('demo02', 2.5, b),
      wallet.credit('demo02', 0, b),
    ]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }, { ok: false, error: 'amount must be positive, got 0' }]);
    const rows = await t.db
      .selectFrom('h5_wallet_credits')
      .select(['reference', 'player_uid', 'amount_rm'])
      .where('reference', 'in', [a, b])
      .orderBy('player_uid')
      .execute();
    expect(rows).toEqual([
      { reference: a, player_uid: 'demo01', amount_rm: 5 },
      { reference: b, player_uid: 'demo02', amount_rm: 2.5 },
    ]);
  });
});

// Two servers' batches of one moment sharing references. One connection on PGlite: only PostgreSQL runs them at once. With 1,000
// a side the batches did not overlap; with 3,000 (six batches each) rows inserted in each batch's own order deadlocked.
it.runIf(process.env.DATABASE_URL)(
  'has two local wallets crediting the same references at once, in opposite orders, both answered and each reference recorded once',
  async () => {
    const refs = Array.from({ length: 3000 }, () => `spin:test-${newKey()}`);
    const [one, two] = [localH5Wallet(t.db), localH5Wallet(t.db)];
    const answers = await Promise.all([
      ...refs.map((r) => one.credit('demo01', 1, r)),
      ...[...refs].reverse().map((r) => two.credit('demo01', 1, r)),
    ]);
    expect(answers.every((a) => a.ok)).toBe(true);
    const rows = await t.db.selectFrom('h5_wallet_credits').select('reference').where('reference', 'in', refs).execute();
    expect(rows).toHaveLength(refs.length);
  },
);

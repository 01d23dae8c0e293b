// Issue 26 item 7: the SPINWHEEL and SPINWHEELV2 filters of the coin history
// list the player's spins, read from the spin records, with their RM prize
// and no coin amount (a spin's prize is RM free credit paid to the H5
// account, never coins: server/history/README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpinResult } from '../../contract/games/wheel';
import type { TransactionPage } from '../../contract/schemas/wallet';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, spin, steerNextSpin, type TestPlayer } from './helpers/spin';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const history = async (p: TestPlayer, query = '') => {
  const res = await t.call('GET', `/api/transactions${query}`, { token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TransactionPage>();
};

const spinOk = async (p: TestPlayer, slug: string) => {
  const res = await spin(t, p.token, slug, newKey());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SpinResult>();
};

describe('GET transactions?type=SPINWHEEL|SPINWHEELV2', () => {
  it('lists a spin with its RM prize, its status and clock, and no coins', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 1 } });
    await steerNextSpin(t, p, 'SPINWHEEL', (slot) => slot.creditRm > 0);
    const result = await spinOk(p, 'spin-wheel');
    expect(result.slot.creditRm).toBeGreaterThan(0);

    const { rows, nextCursor } = await history(p, '?type=SPINWHEEL');
    expect(nextCursor).toBeNull();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.roundId,
      type: 'SPINWHEEL',
      amount: 0,
      note: null,
      creditRm: result.slot.creditRm,
      status: 'Success',
    });
    expect(rows[0]?.clock?.creditedAt).not.toBeNull();
    expect(rows[0]?.clock?.hold).toBeNull();
    // The other wheel's filter does not show it.
    expect((await history(p, '?type=SPINWHEELV2')).rows).toEqual([]);
  });

  it('keeps the unfiltered list coins only: no spin row there, and no ledger entry for the spin', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 1 } });
    await spinOk(p, 'spinwheelv2');
    expect((await history(p, '?type=SPINWHEELV2')).rows).toHaveLength(1);
    expect((await history(p)).rows).toEqual([]);
    expect(await t.db.selectFrom('coin_entries').select('id').where('player_id', '=', p.id).execute()).toEqual([]);
  });

  it('pages spins newest first and filters them by Malaysia days', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEELV2: 3 } });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await spinOk(p, 'spinwheelv2')).roundId);
    const seen: number[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: TransactionPage = await history(p, `?type=SPINWHEELV2&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.rows.map((r) => r.id));
      cursor = res.nextCursor;
    }
    expect(seen).toEqual([...ids].reverse());
    expect((await history(p, '?type=SPINWHEELV2&from=2000-01-01&to=2000-01-02')).rows).toEqual([]);
  });
});

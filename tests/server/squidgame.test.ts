import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../contract/fairness';
import type { SquidAnswer, SquidHistoryPage, SquidStatus } from '../../contract/games/squidgame';
import { SQUID_FLOATS, squidBridge, type Panel } from '../../contract/games/squidRules';
import type { RotateResponse } from '../../contract/schemas/fairness';
import type { SquidSecret } from '../../server/games/squidgame/progress';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, type TestPlayer } from './helpers/spin';
import { balances, giveCoins } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

type Res = { statusCode: number; body: string; json<J>(): J };
async function ok<T>(res: Promise<Res>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
}
async function refused(res: Promise<Res>, status: number, message: string): Promise<void> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  expect(r.json<{ message: string }>().message).toBe(message);
}

const bet = (p: TestPlayer, coins: number, key = newKey()) =>
  t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: coins, idempotencyKey: key } });
const step = (p: TestPlayer, bridgeId: number, n: number, panel: Panel) =>
  t.call('POST', '/api/games/squidgame/step', { token: p.token, body: { bridgeId, step: n, panel } });
const cashout = (p: TestPlayer, bridgeId: number) => t.call('POST', '/api/games/squidgame/cashout', { token: p.token, body: { bridgeId } });
const other = (panel: Panel | undefined): Panel => (panel === 'left' ? 'right' : 'left');

/** The bridge as drawn: a test may read what a player never sees. */
async function secretBridge(id: number): Promise<Panel[]> {
  const row = await t.db.selectFrom('game_rounds').select('outcome').where('id', '=', id).executeTakeFirstOrThrow();
  return (row.outcome as SquidSecret).bridge;
}

async function richPlayer(coins = 100): Promise<TestPlayer> {
  const p = await makePlayer(t);
  await giveCoins(t, p.uid, coins);
  return p;
}

async function ledgerSum(playerId: number): Promise<number> {
  const rows = await t.db.selectFrom('coin_entries').select('amount').where('player_id', '=', playerId).execute();
  return Math.round(rows.reduce((s, r) => s + Number(r.amount) * 100, 0)) / 100;
}

describe('squid game', () => {
  it('debits the bet, hides the bridge while open, and pays 0.96 x 2^k on cash-out through the ledger', async () => {
    const p = await richPlayer();
    const status = await ok<SquidStatus>(t.call('GET', '/api/games/squidgame/status', { token: p.token }));
    expect(status).toMatchObject({ bounds: { min: 1, max: 1000 }, bridge: null, maintenance: false });
    expect(status.ladder[0]).toBe(1.92);
    expect(status.ladder[9]).toBe(983.04);
    const placed = await ok<SquidAnswer>(bet(p, 10));
    expect(placed.coin?.balance).toBe(90);
    expect(placed.bridge).toMatchObject({ bet: 10, steps: [], safe: 0, cashout: 0, state: 'open', bridge: null });
    const panels = await secretBridge(placed.bridge.id);
    const s1 = await ok<SquidAnswer>(step(p, placed.bridge.id, 1, panels[0] ?? 'left'));
    expect(s1.bridge).toMatchObject({ safe: 1, cashout: 19.2, state: 'open', bridge: null });
    const s2 = await ok<SquidAnswer>(step(p, placed.bridge.id, 2, panels[1] ?? 'left'));
    expect(s2.bridge.cashout).toBe(38.4);
    // The open bridge is what another device resumes.
    const resumed = await ok<SquidStatus>(t.call('GET', '/api/games/squidgame/status', { token: p.token }));
    expect(resumed.bridge).toEqual(s2.bridge);
    const cashed = await ok<SquidAnswer>(cashout(p, placed.bridge.id));
    expect(cashed.bridge).toMatchObject({ state: 'cashedOut', payout: 38.4, bridge: panels });
    expect(cashed.coin?.balance).toBe(128.4);
    // A retried cash-out pays nothing more.
    const again = await ok<SquidAnswer>(cashout(p, placed.bridge.id));
    expect(again.bridge.payout).toBe(38.4);
    expect((await balances(t, p.id)).available).toBe(128.4);
    expect(await ledgerSum(p.id)).toBe(128.4);
  });

  it('loses the bet on a broken panel and reveals the bridge, which the revealed seed recomputes', async () => {
    const p = await richPlayer(20);
    const placed = await ok<SquidAnswer>(bet(p, 5));
    const panels = await secretBridge(placed.bridge.id);
    const fell = await ok<SquidAnswer>(step(p, placed.bridge.id, 1, other(panels[0])));
    expect(fell.bridge).toMatchObject({ state: 'fell', payout: 0, safe: 0, bridge: panels });
    expect(fell.coin).toBeUndefined();
    expect((await balances(t, p.id)).available).toBe(15);
    // A step after the fall changes nothing.
    const late = await ok<SquidAnswer>(step(p, placed.bridge.id, 2, 'left'));
    expect(late.bridge.steps).toHaveLength(1);
    // Rotate the seed pair: the revealed server seed gives the same bridge.
    const rotated = await ok<RotateResponse>(
      t.call('POST', '/api/fairness/rotate', { token: p.token, body: { clientSeed: 'after-the-bridge' } }),
    );
    const floats = await floatsWith(
      webHmacSha256,
      rotated.revealed.serverSeed,
      fell.bridge.proof.clientSeed,
      fell.bridge.proof.nonce,
      SQUID_FLOATS,
    );
    expect(squidBridge(floats)).toEqual(panels);
    const history = await ok<SquidHistoryPage>(t.call('GET', '/api/games/squidgame/history', { token: p.token }));
    expect(history.rows[0]).toMatchObject({ id: placed.bridge.id, status: 'SUCCESS', bet: 5, payout: 0, multiplier: 0 });
  });

  it('crosses all ten steps at 983.04x', async () => {
    const p = await richPlayer(1);
    const placed = await ok<SquidAnswer>(bet(p, 1));
    const panels = await secretBridge(placed.bridge.id);
    let last = placed;
    for (let n = 1; n <= 10; n++) last = await ok<SquidAnswer>(step(p, placed.bridge.id, n, panels[n - 1] ?? 'left'));
    expect(last.bridge).toMatchObject({ state: 'crossed', payout: 983.04, safe: 10 });
    expect(last.coin?.balance).toBe(983.04);
  });

  it("refuses in the wager path's order: bet bounds, coins, one open bridge, cash-out before a step", async () => {
    const p = await richPlayer(10);
    await refused(bet(p, 1001), 400, 'msg.invalidBet');
    await refused(
      t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: 1.5, idempotencyKey: newKey() } }),
      400,
      'msg.invalidRequest',
    );
    await refused(bet(p, 11), 400, 'msg.insufficientCoins');
    const placed = await ok<SquidAnswer>(bet(p, 4));
    await refused(bet(p, 4), 409, 'msg.finishPlayFirst');
    await refused(cashout(p, placed.bridge.id), 409, 'msg.cashoutNeedsStep');
    await refused(step(p, placed.bridge.id, 3, 'left'), 409, 'msg.roundNotOpen');
    await refused(step(p, 999_999_999, 1, 'left'), 404, 'msg.invalidGame');
    await t.db.updateTable('games').set({ maintenance: true }).where('slug', '=', 'squidgame').execute();
    try {
      await refused(step(p, placed.bridge.id, 1, 'left'), 503, 'msg.gameMaintenance');
    } finally {
      await t.db.updateTable('games').set({ maintenance: false }).where('slug', '=', 'squidgame').execute();
    }
    expect((await balances(t, p.id)).available).toBe(6);
  });

  it('answers a retried bet with the same bridge and debits once', async () => {
    const p = await richPlayer(10);
    const key = newKey();
    const [a, b] = await Promise.all([ok<SquidAnswer>(bet(p, 3, key)), ok<SquidAnswer>(bet(p, 3, key))]);
    expect(a.bridge.id).toBe(b.bridge.id);
    expect((await balances(t, p.id)).available).toBe(7);
  });

  it('takes one of two concurrent moves on one bridge, and pays a cash-out once', async () => {
    const p = await richPlayer(10);
    const placed = await ok<SquidAnswer>(bet(p, 2));
    const panels = await secretBridge(placed.bridge.id);
    const both = await Promise.all([step(p, placed.bridge.id, 1, panels[0] ?? 'left'), step(p, placed.bridge.id, 1, other(panels[0]))]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const answers = both.map((r) => r.json<SquidAnswer>());
    // Whichever came first decided the step; the second answered the same bridge.
    expect(answers[0]?.bridge.steps).toEqual(answers[1]?.bridge.steps);
    expect(answers[0]?.bridge.steps).toHaveLength(1);
    expect(await ledgerSum(p.id)).toBe((await balances(t, p.id)).available);
  });

  it('pays three concurrent cash-outs of one bridge once', async () => {
    const p = await richPlayer(10);
    const placed = await ok<SquidAnswer>(bet(p, 2));
    const panels = await secretBridge(placed.bridge.id);
    await ok<SquidAnswer>(step(p, placed.bridge.id, 1, panels[0] ?? 'left'));
    const cashes = await Promise.all([cashout(p, placed.bridge.id), cashout(p, placed.bridge.id), cashout(p, placed.bridge.id)]);
    expect(cashes.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(cashes.map((r) => r.json<SquidAnswer>().bridge.payout)).toEqual([3.84, 3.84, 3.84]);
    expect((await balances(t, p.id)).available).toBe(11.84);
    expect(await ledgerSum(p.id)).toBe((await balances(t, p.id)).available);
  });

  it("checks in the wager path's order: session, game state, eligibility, limits, bounds, coins", async () => {
    const p = await richPlayer(1);
    const open = await ok<SquidAnswer>(bet(p, 1));
    const badBet = { bet: 1001, idempotencyKey: newKey() };
    const call = () => t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: badBet });
    // Every check fails at once; lifting one at a time shows the next.
    await t.db
      .insertInto('player_limits')
      .values({ player_id: p.id, break_until: new Date(Date.now() + 86_400_000) })
      .execute();
    await t.db.updateTable('games').set({ maintenance: true }).where('slug', '=', 'squidgame').execute();
    try {
      await refused(t.call('POST', '/api/games/squidgame/bet', { body: badBet }), 401, 'msg.pleaseLoginToContinue');
      await refused(call(), 503, 'msg.gameMaintenance');
    } finally {
      await t.db.updateTable('games').set({ maintenance: false }).where('slug', '=', 'squidgame').execute();
    }
    await refused(call(), 409, 'msg.finishPlayFirst');
    const panels = await secretBridge(open.bridge.id);
    await ok<SquidAnswer>(step(p, open.bridge.id, 1, other(panels[0])));
    await refused(call(), 409, 'msg.onBreak');
    await t.db.deleteFrom('player_limits').where('player_id', '=', p.id).execute();
    await refused(call(), 400, 'msg.invalidBet');
    await refused(bet(p, 1), 400, 'msg.insufficientCoins');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatsWith, pickWeighted, webHmacSha256 } from '../../contract/fairness';
import type { RotateResponse } from '../../contract/schemas/fairness';
import type { GameDetail } from '../../contract/schemas/games';
import type { SpinHistoryPage, SpinResult } from '../../contract/games/wheel';
import { DEMO_PLAYER } from '../../server/db/seed';
import { DEMO_HISTORY_CLIENT_SEED, DEMO_HISTORY_SERVER_SEED } from '../../server/db/seed/spinDemo';
import { seedPrizeTable } from '../../server/db/seed/spinPrizes';
import { floatsSync, hashSeed } from '../../server/fairness/rng';
import { slotFor } from '../../server/games/wheel/prizeTable';
import { loadPrizeTable } from '../../server/games/wheel/spinGames';
import { verifySeed } from '../../src/game/verifySeed';
import { wheelRoundsToVerify } from '../../src/game/wheel/verify';
import { testApp, type TestApp } from './helpers/app';
import { login, makePlayer, newKey, spin } from './helpers/spin';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const history = async (token: string, slug: string, query = ''): Promise<SpinHistoryPage> => {
  const res = await t.call('GET', `/api/games/${slug}/history${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SpinHistoryPage>();
};

describe('GET games/:slug/history', () => {
  it("shows the demo player's seeded spins newest first, one of each status, recomputable from the demo seed", async () => {
    const token = await login(t, DEMO_PLAYER.uid, DEMO_PLAYER.password);
    const v2 = await history(token, 'spinwheelv2');
    expect(v2.rows.map((r) => r.status)).toEqual(['SUCCESS', 'REJECTED', 'SUCCESS']);
    expect(v2.rows.map((r) => r.spin)).toEqual([3, 2, 1]);
    expect(v2.nextCursor).toBeNull();
    expect((await history(token, 'spin-wheel')).rows).toHaveLength(2);
    for (const row of v2.rows) {
      expect(row.proof).toMatchObject({ serverSeedHash: hashSeed(DEMO_HISTORY_SERVER_SEED), clientSeed: DEMO_HISTORY_CLIENT_SEED });
      const slot = slotFor(
        floatsSync(DEMO_HISTORY_SERVER_SEED, DEMO_HISTORY_CLIENT_SEED, row.proof.nonce, 1)[0] ?? 0,
        seedPrizeTable('SPINWHEELV2'),
      );
      expect([row.match, row.credit, row.reward]).toEqual([slot.index, slot.creditRm, slot.label.en]);
      expect(row).toMatchObject({ name: 'Spin Wheel V2', amount: 30, coinOut: 0 });
      // Seeded before rounds recorded credits: the table the round was drawn on, weights and slots only.
      const seeded = seedPrizeTable('SPINWHEELV2');
      expect(row.table).toEqual({ slots: seeded.map((x) => x.index), weights: seeded.map((x) => x.weight) });
    }
    // Seeded on earlier days: today's spins are untouched.
    const status = (await t.call('GET', '/api/games/spinwheelv2/status', { token })).json<{ usedToday: number; rm: number }>();
    expect(status).toMatchObject({ usedToday: 0, rm: 2 });
  });

  it('is empty for a player who never spun', async () => {
    const p = await makePlayer(t);
    expect(await history(p.token, 'spin-wheel')).toEqual({ rows: [], nextCursor: null });
  });

  it('pages newest first with the columns of SPEC section 3, in the asked language', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 23 }, dailyLimit: 30 });
    const results: SpinResult[] = [];
    for (let i = 0; i < 23; i++) results.push((await spin(t, p.token, 'spin-wheel', newKey())).json<SpinResult>());

    const first = await history(p.token, 'spin-wheel');
    expect(first.rows).toHaveLength(20);
    expect(first.nextCursor).toBe(first.rows[19]?.id);
    const second = await history(p.token, 'spin-wheel', `?cursor=${first.nextCursor}`);
    expect(second.rows).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const all = [...first.rows, ...second.rows];
    expect(all.map((r) => r.id)).toEqual(results.map((r) => r.roundId).reverse());
    expect(all.map((r) => r.spin)).toEqual([...Array(23).keys()].map((i) => 23 - i));

    const newest = results[22];
    expect(all[0]).toEqual({
      id: newest?.roundId,
      date: expect.any(String),
      status: 'SUCCESS',
      spin: 23,
      credit: newest?.slot.creditRm,
      match: newest?.slot.index,
      reward: newest?.slot.label.en,
      name: 'Spin Wheel',
      multiplier: newest?.slot.multiplier,
      amount: 30,
      coinOut: 0,
      proof: newest?.proof,
      clock: newest?.clock,
      table: { slots: expect.any(Array), weights: expect.any(Array), credits: expect.any(Array) },
    });
    const zh = await history(p.token, 'spin-wheel', '?lang=zh');
    expect(zh.rows[0]?.reward).toBe(newest?.slot.label.zh);
    expect(zh.rows[0]?.name).not.toBe('Spin Wheel');
    // The other wheel's history is its own.
    expect((await history(p.token, 'spinwheelv2')).rows).toEqual([]);
  });

  it('gives each round the table it was drawn on: after the operator edits the table, old rounds still verify', async () => {
    const p = await makePlayer(t, { chances: { SPINWHEEL: 6 } });
    const results: SpinResult[] = [];
    for (let i = 0; i < 6; i++) results.push((await spin(t, p.token, 'spin-wheel', newKey())).json<SpinResult>());
    const { revealed } = (await t.call('POST', '/api/fairness/rotate', { token: p.token, body: {} })).json<RotateResponse>();
    const asDrawn = await loadPrizeTable(t.db, 'SPINWHEEL');
    const saved = await t.db.selectFrom('spin_prizes').select(['slot', 'weight', 'credit_rm']).where('game', '=', 'SPINWHEEL').execute();
    // The operator's edit: one slot the rounds did not all land on takes every weight, and pays less.
    const matches = new Set(results.map((r) => r.slot.index));
    const only = asDrawn.find((s) => !matches.has(s.index)) ?? asDrawn.find((s) => s.index !== results[0]?.slot.index);
    if (!only) throw new Error('a table of one slot');
    try {
      await t.db.updateTable('spin_prizes').set({ weight: 0 }).where('game', '=', 'SPINWHEEL').execute();
      await t.db
        .updateTable('spin_prizes')
        .set({ weight: 1000, credit_rm: 1 })
        .where('game', '=', 'SPINWHEEL')
        .where('slot', '=', only.index)
        .execute();
      const today = (await t.call('GET', '/api/games/spin-wheel')).json<GameDetail>().odds;
      expect(today.find((o) => o.index === only.index)).toMatchObject({ weight: 1000, creditRm: 1 });

      const rows = (await history(p.token, 'spin-wheel')).rows;
      expect(rows.map((r) => r.id)).toEqual(results.map((r) => r.roundId).reverse());
      let movedByEdit = 0;
      for (const row of rows) {
        // What the round was drawn on, as it was: not today's table.
        expect(row.table).toEqual({
          slots: asDrawn.map((s) => s.index),
          weights: asDrawn.map((s) => s.weight),
          credits: asDrawn.map((s) => s.creditRm),
        });
        const [float] = await floatsWith(webHmacSha256, revealed.serverSeed, row.proof.clientSeed, row.proof.nonce, 1);
        const i = pickWeighted(float ?? -1, row.table?.weights ?? []);
        expect([row.table?.slots[i], row.table?.credits?.[i]]).toEqual([row.match, row.credit]);
        // Today's table would put the round elsewhere (the bug this guards against).
        const sorted = [...today].sort((a, b) => a.index - b.index);
        if (
          sorted[
            pickWeighted(
              float ?? -1,
              sorted.map((o) => o.weight ?? 0),
            )
          ]?.index !== row.match
        )
          movedByEdit++;
      }
      expect(movedByEdit).toBeGreaterThan(0);

      // The settings screen's verifier, given today's table as the fallback, confirms every round.
      const check = await verifySeed(revealed, wheelRoundsToVerify('spin-wheel', today, rows), webHmacSha256);
      expect(check.hashOk).toBe(true);
      expect(check.rounds.map((r) => r.ok)).toEqual(rows.map(() => true));
    } finally {
      for (const s of saved) {
        await t.db
          .updateTable('spin_prizes')
          .set({ weight: s.weight, credit_rm: s.credit_rm })
          .where('game', '=', 'SPINWHEEL')
          .where('slot', '=', s.slot)
          .execute();
      }
    }
  });

  it('needs a player and a spin wheel', async () => {
    expect((await t.call('GET', '/api/games/spin-wheel/history')).statusCode).toBe(401);
    const p = await makePlayer(t);
    // Every other game has a history call of its own; an unknown slug reaches the wheels' and is refused.
    const res = await t.call('GET', '/api/games/nope/history', { token: p.token });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'msg.invalidGame' }]);
    expect((await t.call('GET', '/api/games/spin-wheel/history?cursor=abc', { token: p.token })).statusCode).toBe(400);
  });
});

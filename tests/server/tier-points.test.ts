// Tier points (issue 27, item 1): written in the source's transaction, once
// per source whatever the retries or the races.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FtoAnswer, FtoDeal, FtoPlay } from '../../contract/games/fto';
import { FTO_ROUNDS } from '../../contract/games/ftoRules';
import type { QuizAnswer, QuizPlay, QuizQuestion } from '../../contract/games/quiz';
import type { FtoSecret } from '../../server/games/fto/progress';
import { spinRoulette } from '../../server/games/quiz/roulette';
import { debitStake } from '../../server/games/wager/stake';
import { signBody } from '../../server/h5/signature';
import '../../server/loyalty/points/tables';
import { testApp, type TestApp } from './helpers/app';
import { makeCampaign, okJson, quizCalls, refusal, rightChoice } from './helpers/quiz';
import { coinsPrize, placeEntry, rouletteCampaign, rouletteDeps } from './helpers/quizRoulette';
import { makePlayer, newKey, type TestPlayer } from './helpers/spin';
import { giveCoins } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const pointRows = (playerId: number) =>
  t.db
    .selectFrom('tier_points')
    .select(['source', 'source_id', 'points', 'idempotency_key'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
const dayTotal = async (playerId: number) =>
  (await t.db.selectFrom('tier_point_days').select('points').where('player_id', '=', playerId).execute()).reduce((s, r) => s + r.points, 0);

async function richPlayer(coins: number): Promise<TestPlayer> {
  const p = await makePlayer(t);
  await giveCoins(t, p.uid, coins);
  return p;
}

describe('tier points', () => {
  it('64 racing stakes (16 players, each bet sent 4 times at once) award points once per stake', async () => {
    const players = await Promise.all(Array.from({ length: 16 }, () => richPlayer(100)));
    const calls = players.flatMap((p, i) => {
      const key = newKey();
      return Array.from({ length: 4 }, () =>
        t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: i + 1, idempotencyKey: key } }),
      );
    });
    const answers = await Promise.all(calls);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    for (const [i, p] of players.entries()) {
      const rows = await pointRows(p.id);
      const round = await t.db.selectFrom('game_rounds').select('id').where('player_id', '=', p.id).executeTakeFirstOrThrow();
      expect(rows).toEqual([{ source: 'stake', source_id: String(round.id), points: i + 1, idempotency_key: `points:stake:${round.id}` }]);
      expect(await dayTotal(p.id)).toBe(i + 1);
    }
  });

  it('a stake and its points roll back together: a refused stake and a crashed transaction leave neither', async () => {
    const p = await richPlayer(5);
    const refused = await t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: 6, idempotencyKey: newKey() } });
    expect(refused.statusCode).toBe(400);
    const crash = new Error('crash after the stake');
    await expect(
      t.db.transaction().execute(async (trx) => {
        const round = await trx
          .insertInto('game_rounds')
          .values({
            player_id: p.id,
            game: 'SQUIDGAME',
            state: 'open',
            bet: 2,
            payout: 0,
            params: '{}',
            outcome: '{}',
            detail: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await debitStake(trx, { playerId: p.id, historyType: 'SQUIDGAME', roundId: round.id, bet: 2, now: t.clock.now() });
        expect(await trx.selectFrom('tier_points').select('points').where('player_id', '=', p.id).execute()).toEqual([{ points: 2 }]);
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect(await pointRows(p.id)).toEqual([]);
    expect(await dayTotal(p.id)).toBe(0);
    const entries = await t.db.selectFrom('coin_entries').select('amount').where('player_id', '=', p.id).execute();
    expect(entries.map((e) => e.amount)).toEqual([5]);
  });

  it('a deposit that granted a spin awards 1 point per RM once, however often the platform retries it', async () => {
    const p = await makePlayer(t);
    const deposit = (txId: string, amountRm: number) => {
      const raw = JSON.stringify({ uid: p.uid, ts: Math.floor(t.clock.now().getTime() / 1000), txId, amountRm });
      return t.app.inject({
        method: 'POST',
        url: '/api/h5/deposit',
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-h5-signature': signBody(t.config.h5Secret, raw) },
      });
    };
    const tx = `TX-points-${process.pid}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(tx, 95.5)));
    expect(answers.filter((a) => a.json<{ duplicate: boolean }>().duplicate === false)).toHaveLength(1);
    await deposit(`${tx}-small`, 29.99);
    expect(await pointRows(p.id)).toEqual([{ source: 'deposit', source_id: tx, points: 95, idempotency_key: `points:deposit:${tx}` }]);
    expect(await dayTotal(p.id)).toBe(95);
  });

  it('a Find The Odd play that pays coins awards a point per coin once; a replayed answer adds nothing', async () => {
    const p = await makePlayer(t);
    const play = await okJson<FtoPlay>(t.call('POST', '/api/games/fto/play', { token: p.token, body: { idempotencyKey: newKey() } }));
    const round = await t.db.selectFrom('game_rounds').select('outcome').where('id', '=', play.id).executeTakeFirstOrThrow();
    const odd = (round.outcome as FtoSecret).draws.map((d) => d.odd);
    const answer = (r: number, card: number) =>
      t.call('POST', '/api/games/fto/answer', { token: p.token, body: { playId: play.id, round: r, card } });
    let last: FtoAnswer | null = null;
    for (let r = 1; r <= FTO_ROUNDS; r++) {
      const deal = await okJson<FtoDeal>(t.call('POST', '/api/games/fto/deal', { token: p.token, body: { playId: play.id, round: r } }));
      const right = odd[r - 1] ?? 0;
      // Three right answers, the rest wrong: 3 coins.
      last = await okJson<FtoAnswer>(answer(r, r <= 3 ? right : (right + 1) % deal.count));
    }
    expect(last?.play).toMatchObject({ finished: true, coins: 3 });
    expect(await refusal(answer(FTO_ROUNDS, 0))).toEqual([409, 'msg.roundAnswered']);
    expect(await pointRows(p.id)).toEqual([
      { source: 'fto', source_id: String(play.id), points: 3, idempotency_key: `points:fto:${play.id}` },
    ]);
    expect(await dayTotal(p.id)).toBe(3);
  });

  it("a right quiz answer awards its coin's point once; a replayed answer adds nothing", async () => {
    const p = await makePlayer(t);
    const calls = quizCalls(t);
    const [weekId = 0] = await makeCampaign(t, {
      slug: `points-${randomUUID().slice(0, 8)}`,
      startsAt: new Date(t.clock.now().getTime() - 3_600_000),
      weekMs: 7 * 86_400_000,
      weeks: 1,
    });
    const play = await okJson<QuizPlay>(calls.start(p, weekId));
    await okJson<QuizQuestion>(calls.ask(p, play.id, 1));
    const { right } = await rightChoice(t, play.id, 1);
    expect((await okJson<QuizAnswer>(calls.answer(p, play.id, 1, right))).result.correct).toBe(true);
    expect(await refusal(calls.answer(p, play.id, 1, right))).toEqual([409, 'msg.roundAnswered']);
    expect(await pointRows(p.id)).toEqual([
      { source: 'quiz', source_id: `${play.id}:1`, points: 1, idempotency_key: `points:quiz:${play.id}:1` },
    ]);
    expect(await dayTotal(p.id)).toBe(1);
  });

  it("the quiz roulette's coins award their points once; a retried spin adds nothing", async () => {
    const p = await makePlayer(t);
    const {
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [coinsPrize(6)]);
    await placeEntry(t, weekId, p.id, { place: 1 });
    const body = { weekId, idempotencyKey: randomUUID() };
    const first = await spinRoulette(rouletteDeps(t), { id: p.id }, body, t.clock.now());
    const again = await spinRoulette(rouletteDeps(t), { id: p.id }, body, t.clock.now());
    expect([first.credited, again.credited]).toEqual([true, false]);
    const roundId = first.answer.spin.roundId;
    expect(await pointRows(p.id)).toEqual([
      { source: 'quiz', source_id: `roulette:${roundId}`, points: 6, idempotency_key: `points:quiz:roulette:${roundId}` },
    ]);
    expect(await dayTotal(p.id)).toBe(6);
  });

  it('tier points are append-only', async () => {
    const p = await richPlayer(10);
    expect(
      (await t.call('POST', '/api/games/squidgame/bet', { token: p.token, body: { bet: 3, idempotencyKey: newKey() } })).statusCode,
    ).toBe(200);
    await expect(t.db.updateTable('tier_points').set({ points: 300 }).where('player_id', '=', p.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('tier_points').where('player_id', '=', p.id).execute()).rejects.toThrow(/append-only/);
  });
});

// The quiz's lucky roulette, driven through its service (and once through
// its route, for the answer's schema and the refusal's body): who may spin,
// once a week and idempotent by key, coins credited once, a physical prize
// announced and awaiting contact, the weekly ticket stock under 40
// concurrent spins (on PGlite the calls queue; with DATABASE_URL the pool
// really races), and the verifier's recompute from the revealed seed.
// Players are placed by writing their week's entry.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUIZ_CAMPAIGN } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { floatsWith, webHmacSha256 } from '../../contract/fairness';
import type { RouletteAnswer, RouletteHistoryPage, RouletteSpin } from '../../contract/games/quiz';
import { QUIZ_API } from '../../contract/games/quizRules';
import { rouletteSlot } from '../../contract/games/rouletteRules';
import type { PushData } from '../../contract/schemas/push';
import type { AppDeps } from '../../server/deps';
import { rotateSeed } from '../../server/fairness/repo';
import { playerAwards, publishedPrizes, rouletteHistory, spinOfRound, spinRoulette } from '../../server/games/quiz/roulette';
import { rememberPushToken } from '../../server/notify/pushTokens';
import { testApp, type TestApp } from './helpers/app';
import { coinsPrize, placeEntry, rouletteCampaign, rouletteDeps, TICKETS, TRY_AGAIN } from './helpers/quizRoulette';
import { within } from './helpers/realtime';
import { bareVerifiedPlayer, walletPlayer } from './helpers/wallet';

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  deps = rouletteDeps(t);
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

const spin = (playerId: number, weekId: number, idempotencyKey: string = randomUUID()) =>
  spinRoulette(deps, { id: playerId }, { weekId, idempotencyKey }, t.clock.now());

async function ledgerOf(playerId: number): Promise<{ quiz: number[]; sum: number; available: number }> {
  const entries = await t.db.selectFrom('coin_entries').select(['type', 'amount']).where('player_id', '=', playerId).execute();
  const balance = await t.db.selectFrom('coin_balances').select('available').where('player_id', '=', playerId).executeTakeFirst();
  return {
    quiz: entries.filter((e) => e.type === 'QUIZ').map((e) => e.amount),
    sum: entries.reduce((s, e) => s + e.amount, 0),
    available: balance?.available ?? 0,
  };
}

const roundsOf = async (playerId: number) =>
  (await t.db.selectFrom('game_rounds').select('id').where('player_id', '=', playerId).where('game', '=', 'QUIZROULETTE').execute()).length;

describe('who may spin', () => {
  it('refuses a player without a place of the week, and draws nothing for them', async () => {
    const {
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [coinsPrize(5)]);
    const nobody = await bareVerifiedPlayer(t);
    await expect(spin(nobody, weekId)).rejects.toMatchObject({ status: 409, key: MSG.noMoreChancesToSpin });
    const fourRight = await bareVerifiedPlayer(t);
    await placeEntry(t, weekId, fourRight, 'notQualified');
    await expect(spin(fourRight, weekId)).rejects.toMatchObject({ status: 409, key: MSG.noMoreChancesToSpin });
    const tooLate = await bareVerifiedPlayer(t);
    await placeEntry(t, weekId, tooLate, 'full');
    await expect(spin(tooLate, weekId)).rejects.toMatchObject({ status: 409, key: MSG.participantsFull });
    for (const p of [nobody, fourRight, tooLate]) expect(await roundsOf(p)).toBe(0);
  });
});

describe('one spin a week', () => {
  it('answers a retry with the same spin, refuses another key, credits the coins once and lets next week spin again', async () => {
    const {
      id: campaignId,
      weekIds: [week1 = 0, week2 = 0],
    } = await rouletteCampaign(t, [coinsPrize(7)], 2);
    const p = await bareVerifiedPlayer(t);
    await placeEntry(t, week1, p, { place: 1 });
    const key = randomUUID();
    const first = await spin(p, week1, key);
    expect(first.credited).toBe(true);
    expect(first.answer.spin).toMatchObject({
      weekId: week1,
      slot: 0,
      prize: { kind: 'coins', coins: 7 },
      award: { kind: 'coins', coins: 7, state: 'credited', contactBy: null },
    });
    expect(first.answer.coin?.balance).toBe(7);

    const again = await spin(p, week1, key);
    expect(again.credited).toBe(false);
    expect(again.answer).toEqual(first.answer);
    await expect(spin(p, week1)).rejects.toMatchObject({ status: 409, key: MSG.alreadySpin });
    expect(await ledgerOf(p)).toEqual({ quiz: [7], sum: 7, available: 7 });
    const placed = await t.db
      .selectFrom('quiz_entries')
      .select('spin_round_id')
      .where('week_id', '=', week1)
      .where('player_id', '=', p)
      .executeTakeFirstOrThrow();
    expect(placed.spin_round_id).toBe(first.answer.spin.roundId);
    expect(await spinOfRound(t.db, first.answer.spin.roundId)).toEqual(first.answer.spin);

    await placeEntry(t, week2, p, { place: 3 });
    const second = await spin(p, week2);
    expect(second.answer.coin?.balance).toBe(14);
    expect(await ledgerOf(p)).toEqual({ quiz: [7, 7], sum: 14, available: 14 });
    expect((await playerAwards(t.db, p, campaignId)).map((a) => a.weekNumber)).toEqual([2, 1]);
    expect((await rouletteHistory(t.db, p, undefined)).rows.map((r) => r.roundId)).toEqual([
      second.answer.spin.roundId,
      first.answer.spin.roundId,
    ]);
  });

  it('gives nothing on a "try again" slot: no award, no coins, no message', async () => {
    const {
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [TRY_AGAIN]);
    const p = await bareVerifiedPlayer(t);
    await placeEntry(t, weekId, p, { place: 1 });
    const { answer, credited } = await spin(p, weekId);
    expect([answer.spin.prize.kind, answer.spin.award, answer.coin, credited]).toEqual(['none', null, undefined, false]);
    expect(await ledgerOf(p)).toEqual({ quiz: [], sum: 0, available: 0 });
    expect(await t.db.selectFrom('inbox_messages').select('id').where('player_id', '=', p).execute()).toEqual([]);
  });
});

describe('a physical prize', () => {
  it('awaits contact for 5 days and reaches the winner in the inbox, by push and on their other devices', async () => {
    const {
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [TICKETS]);
    const p = await bareVerifiedPlayer(t);
    await placeEntry(t, weekId, p, { place: 1 });
    await rememberPushToken(t.db, p, `token-${randomUUID()}`, t.clock.now());
    const pushed = new Promise<PushData>((resolve) => {
      vi.spyOn(t.push, 'send').mockImplementationOnce(async (_token, data) => {
        resolve(data);
        return 'sent';
      });
    });
    const told = vi.spyOn(t.realtime, 'toPlayer');

    const { answer, credited } = await spin(p, weekId);
    expect(credited).toBe(false);
    expect(answer.coin).toBeUndefined();
    expect(answer.spin.award).toMatchObject({
      kind: 'physical',
      state: 'awaitingContact',
      label: TICKETS.label,
      weekNumber: 1,
      contactBy: new Date(t.clock.now().getTime() + QUIZ_CAMPAIGN.contactDays * DAY_MS).toISOString(),
    });
    const [message] = await t.db.selectFrom('inbox_messages').select(['title', 'descr']).where('player_id', '=', p).execute();
    expect(message?.title).toEqual({
      en: 'You won Race tickets!',
      zh: '恭喜您赢得Race tickets (zh)！',
      ms: 'Anda memenangi Race tickets (ms)!',
    });
    expect(message?.descr.en).toContain('within 5 days');
    expect((await within(pushed, 'the prize push')).title).toBe('You won Race tickets!');
    expect(told).toHaveBeenCalledWith(p, { type: 'stale', reason: 'inbox' });
    expect(await ledgerOf(p)).toEqual({ quiz: [], sum: 0, available: 0 });
    told.mockRestore();
  });
});

describe('the weekly ticket stock', () => {
  it(`never goes below zero: 40 placed players spin at once and ${QUIZ_CAMPAIGN.ticketSetsPerWeek} win tickets`, async () => {
    // Tickets come up on all but one float in a million while they last; then only coins are left.
    const {
      id: campaignId,
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [{ ...TICKETS, weight: 999_999 }, coinsPrize(3)]);
    const players = await Promise.all(Array.from({ length: 40 }, () => bareVerifiedPlayer(t)));
    for (const [i, p] of players.entries()) await placeEntry(t, weekId, p, { place: i + 1 });

    const results = await Promise.allSettled(players.map((p) => spin(p, weekId)));
    const spins = results.map((r) => {
      if (r.status === 'rejected') throw r.reason;
      return r.value.answer.spin;
    });
    const won = (kind: string) => spins.filter((s) => s.award?.kind === kind).length;
    expect([won('physical'), won('coins')]).toEqual([QUIZ_CAMPAIGN.ticketSetsPerWeek, 40 - QUIZ_CAMPAIGN.ticketSetsPerWeek]);
    const awarded = await t.db
      .selectFrom('quiz_awards')
      .select('kind')
      .where('week_id', '=', weekId)
      .where('kind', '=', 'physical')
      .execute();
    expect(awarded).toHaveLength(QUIZ_CAMPAIGN.ticketSetsPerWeek);
    // Each spin drew on the table as it stood: the tickets' weight went to 0 with the 15th set.
    expect(spins.filter((s) => s.table.weights[0] === 0).length).toBe(40 - QUIZ_CAMPAIGN.ticketSetsPerWeek);

    const [tickets, coinSlot] = await publishedPrizes(t.db, campaignId, weekId);
    expect([tickets?.left, tickets?.weight, tickets?.probability, coinSlot?.probability]).toEqual([0, 0, 0, 1]);
    expect((await publishedPrizes(t.db, campaignId, null))[0]).toMatchObject({ left: 15, weight: 999_999 });
    for (const p of players) {
      const ledger = await ledgerOf(p);
      expect(ledger.available).toBe(ledger.sum);
    }
  });
});

describe('the verifier', () => {
  it('recomputes every spin from the revealed seed after a rotation, on the table it was drawn on', async () => {
    const { weekIds } = await rouletteCampaign(t, [TICKETS, coinsPrize(5, 3), TRY_AGAIN, coinsPrize(20, 2)], 4);
    const p = await bareVerifiedPlayer(t);
    const spins: RouletteSpin[] = [];
    for (const [i, weekId] of weekIds.entries()) {
      await placeEntry(t, weekId, p, { place: i + 1 });
      spins.push((await spin(p, weekId)).answer.spin);
    }
    const { revealed } = await rotateSeed(t.db, p, t.clock.now());
    const history = (await rouletteHistory(t.db, p, undefined)).rows;
    expect(history).toEqual([...spins].reverse());
    for (const s of history) {
      expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(s.proof.serverSeedHash);
      const [float = -1] = await floatsWith(webHmacSha256, revealed.serverSeed, s.proof.clientSeed, s.proof.nonce, 1);
      const slot = rouletteSlot(float, s.table.weights);
      expect(slot).toBe(s.slot);
      expect(s.table.prizes[slot]).toBe(s.prize.id);
      expect(s.table.coins[slot]).toBe(s.prize.coins);
    }
  });
});

describe('through the API', () => {
  it("answers the spin and its retry alike, refuses another key with the catalogue's key, and lists it for the verifier", async () => {
    const {
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [TICKETS, coinsPrize(5), TRY_AGAIN]);
    const p = await walletPlayer(t);
    await placeEntry(t, weekId, p.id, { place: 1 });
    const call = (idempotencyKey: string) =>
      t.call('POST', `/api/${QUIZ_API.roulette}`, { token: p.token, body: { weekId, idempotencyKey } });
    const key = randomUUID();
    const first = await call(key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(key);
    expect(again.json<RouletteAnswer>().spin).toEqual(first.json<RouletteAnswer>().spin);
    const other = await call(randomUUID());
    expect([other.statusCode, other.json()]).toEqual([409, { message: MSG.alreadySpin }]);
    const history = await t.call('GET', `/api/${QUIZ_API.history}`, { token: p.token });
    expect(history.json<RouletteHistoryPage>()).toEqual({ rows: [first.json<RouletteAnswer>().spin], nextCursor: null });
  });
});

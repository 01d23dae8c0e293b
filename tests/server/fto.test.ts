import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../contract/fairness';
import type { FtoAnswer, FtoDeal, FtoHistoryPage, FtoPlay, FtoStatus } from '../../contract/games/fto';
import { FTO_FLOATS_PER_PLAY, FTO_GRACE_MS, FTO_ROUNDS, ftoDraw, ftoLevel } from '../../contract/games/ftoRules';
import type { RotateResponse } from '../../contract/schemas/fairness';
import type { RefreshData } from '../../contract/schemas/refresh';
import type { FtoSecret } from '../../server/games/fto/progress';
import { decodePng } from '../../server/games/fto/testing';
import { startOfBusinessDay } from '../../server/lib/businessDay';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, type TestPlayer } from './helpers/spin';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const start = (p: TestPlayer, key = newKey()) => t.call('POST', '/api/games/fto/play', { token: p.token, body: { idempotencyKey: key } });
const dealCall = (p: TestPlayer, playId: number, round: number) =>
  t.call('POST', '/api/games/fto/deal', { token: p.token, body: { playId, round } });
const answerCall = (p: TestPlayer, playId: number, round: number, card: number | null) =>
  t.call('POST', '/api/games/fto/answer', { token: p.token, body: card === null ? { playId, round } : { playId, round, card } });

async function ok<T>(res: Promise<{ statusCode: number; body: string; json<J>(): J }>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json<T>();
}

/** The server's secret draws of a play: a test may read what a player never sees. */
async function oddCards(playId: number): Promise<number[]> {
  const row = await t.db.selectFrom('game_rounds').select('outcome').where('id', '=', playId).executeTakeFirstOrThrow();
  return (row.outcome as FtoSecret).draws.map((d) => d.odd);
}

const ledgerOf = (playerId: number) =>
  t.db.selectFrom('coin_entries').selectAll().where('player_id', '=', playerId).where('type', '=', 'FINDTHEODD').execute();

describe('Find The Odd', () => {
  it('plays ten rounds, credits one coin per right answer once, and reports it everywhere', async () => {
    const p = await makePlayer(t);
    const status0 = await ok<FtoStatus>(t.call('GET', '/api/games/fto/status', { token: p.token }));
    expect(status0).toMatchObject({ rm: 1, playsPerDay: 1, play: null, maintenance: false });
    const play = await ok<FtoPlay>(start(p));
    expect(play).toMatchObject({ results: [], deal: null, nextRound: 1, coins: 0, finished: false });
    const odd = await oddCards(play.id);
    let last: FtoAnswer | null = null;
    for (let round = 1; round <= FTO_ROUNDS; round++) {
      const deal = await ok<FtoDeal>(dealCall(p, play.id, round));
      expect(deal).toMatchObject({ round, count: ftoLevel(round).cards, cols: ftoLevel(round).cols, limitMs: ftoLevel(round).ms });
      // Nothing but the pictures tells the odd card: one PNG of the whole board, its cards of one size.
      const board = decodePng(Buffer.from(deal.board, 'base64'));
      const rows = Math.ceil(deal.count / deal.cols);
      expect(board.width / deal.cols).toBe(board.height / rows);
      const rightCard = odd[round - 1] ?? -1;
      const card = round <= 7 ? rightCard : (rightCard + 1) % deal.count;
      last = await ok<FtoAnswer>(answerCall(p, play.id, round, card));
      expect(last.result).toEqual({ round, picked: card, oddCard: rightCard, correct: round <= 7, timedOut: false });
    }
    expect(last?.play).toMatchObject({ finished: true, nextRound: null, coins: 7 });
    expect(last?.coin?.balance).toBe(7);
    const entries = await ledgerOf(p.id);
    expect(entries.map((e) => [e.amount, e.idempotency_key])).toEqual([[7, `fto:${play.id}`]]);
    const refresh = await ok<RefreshData>(t.call('GET', '/api/player', { token: p.token }));
    expect(refresh.coin.balance).toBe(7);
    expect(refresh.playRec.FTO).toMatchObject({ rm: 0, reward: 7, motion: 'win' });
    expect(await ok<FtoStatus>(t.call('GET', '/api/games/fto/status', { token: p.token }))).toMatchObject({ rm: 0, play: null });
    // Nothing is answerable twice: the finished play takes no more answers and pays no more.
    expect((await answerCall(p, play.id, FTO_ROUNDS, 0)).json()).toEqual({ message: 'msg.roundAnswered' });
    expect(await ledgerOf(p.id)).toHaveLength(1);
  });

  it('gives one free play per GMT+8 day, resetting at midnight there', async () => {
    const p = await makePlayer(t);
    const midnight = new Date(startOfBusinessDay(t.clock.now()).getTime() + DAY);
    // Stopped 5 s before midnight: the ten rounds must not run past it (on a busy machine they took 7.6 s).
    t.clock.freeze();
    t.clock.set(new Date(midnight.getTime() - 5_000));
    try {
      const play = await ok<FtoPlay>(start(p));
      for (let round = 1; round <= FTO_ROUNDS; round++) {
        await ok<FtoDeal>(dealCall(p, play.id, round));
        // "Time's up" is never taken for card 0, whichever card is odd.
        expect((await ok<FtoAnswer>(answerCall(p, play.id, round, null))).result).toMatchObject({
          picked: null,
          correct: false,
          timedOut: true,
        });
      }
      const refused = await start(p);
      expect([refused.statusCode, refused.json()]).toEqual([409, { message: 'msg.noMorePlaysToday' }]);
      const status = await ok<FtoStatus>(t.call('GET', '/api/games/fto/status', { token: p.token }));
      expect(status).toMatchObject({ rm: 0, nextPlayAt: midnight.toISOString() });
      t.clock.set(midnight);
      expect((await ok<FtoPlay>(start(p))).id).not.toBe(play.id);
      // A play of no right answers pays nothing and writes no ledger entry.
      expect(await ledgerOf(p.id)).toEqual([]);
    } finally {
      t.clock.set(new Date());
      t.clock.thaw();
    }
  });

  it("keeps the server's deadline: a late tap changes nothing, a play left mid-round continues with that round wrong", async () => {
    const p = await makePlayer(t);
    t.clock.freeze();
    try {
      const play = await ok<FtoPlay>(start(p));
      const odd = await oddCards(play.id);
      const deal = await ok<FtoDeal>(dealCall(p, play.id, 1));
      expect(Date.parse(deal.deadline) - t.clock.now().getTime()).toBe(ftoLevel(1).ms);
      t.clock.advance(ftoLevel(1).ms + FTO_GRACE_MS + 1);
      const late = await answerCall(p, play.id, 1, odd[0] ?? 0);
      expect([late.statusCode, late.json()]).toEqual([409, { message: 'msg.roundTimeUp' }]);
      // The player leaves and comes back on another device: the same play, round 1 counted wrong, round 2 next.
      const again = await ok<FtoStatus>(t.call('GET', '/api/games/fto/status', { token: p.token }));
      expect(again.play).toMatchObject({ id: play.id, nextRound: 2, deal: null, coins: 0 });
      expect(again.play?.results).toEqual([{ round: 1, picked: null, oddCard: odd[0], correct: false, timedOut: true }]);
      expect((await ok<FtoPlay>(start(p))).id).toBe(play.id);
      // Out of order and repeated deals are refused; the open round deals again identically.
      expect((await dealCall(p, play.id, 3)).json()).toEqual({ message: 'msg.roundNotOpen' });
      expect((await dealCall(p, play.id, 1)).json()).toEqual({ message: 'msg.roundAnswered' });
      const second = await ok<FtoDeal>(dealCall(p, play.id, 2));
      t.clock.advance(1000);
      const redeal = await ok<FtoDeal>(dealCall(p, play.id, 2));
      expect(redeal.board).toBe(second.board);
      expect(redeal.deadline).toBe(second.deadline);
      const status = await ok<FtoStatus>(t.call('GET', '/api/games/fto/status', { token: p.token }));
      expect(status.play?.deal?.board).toBe(second.board);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('starts one play however many starts race, and answers a round once however many answers race', async () => {
    const p = await makePlayer(t);
    const starts = await Promise.all(Array.from({ length: 8 }, () => start(p)));
    const ids = new Set(starts.map((r) => (r.statusCode === 200 ? r.json<FtoPlay>().id : r.statusCode)));
    expect(ids.size).toBe(1);
    const [playId] = [...ids] as number[];
    expect(await t.db.selectFrom('game_rounds').select('id').where('player_id', '=', p.id).execute()).toHaveLength(1);
    await ok<FtoDeal>(dealCall(p, playId ?? 0, 1));
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => answerCall(p, playId ?? 0, 1, i % 4)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json())).toEqual(Array(5).fill({ message: 'msg.roundAnswered' }));
  });

  it('answers a retried start with the same play, and keeps plays to their owner', async () => {
    const p = await makePlayer(t);
    const other = await makePlayer(t);
    const key = newKey();
    const first = await ok<FtoPlay>(start(p, key));
    expect((await ok<FtoPlay>(start(p, key))).id).toBe(first.id);
    expect((await dealCall(other, first.id, 1)).json()).toEqual({ message: 'msg.invalidGame' });
    expect((await t.call('POST', '/api/games/fto/deal', { body: { playId: first.id, round: 1 } })).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/games/fto/answer', { token: p.token, body: { playId: first.id, round: 11, card: 0 } })).statusCode,
    ).toBe(400);
  });

  it("refuses plays under maintenance and in preparation, in the platform's order", async () => {
    const p = await makePlayer(t);
    const set = (values: { maintenance?: boolean; status?: 'live' | 'preparation' }) =>
      t.db.updateTable('games').set(values).where('slug', '=', 'fto').execute();
    try {
      await set({ maintenance: true, status: 'preparation' });
      expect((await start(p)).json()).toEqual({ message: 'msg.gameMaintenance' });
      expect((await ok<FtoStatus>(t.call('GET', '/api/games/fto/status', { token: p.token }))).maintenance).toBe(true);
      await set({ maintenance: false });
      expect((await start(p)).json()).toEqual({ message: 'msg.gameInPreparation' });
    } finally {
      await set({ maintenance: false, status: 'live' });
    }
  });

  it('lets the player verify a finished play once the seed is revealed, and not rotate mid-play', async () => {
    const p = await makePlayer(t);
    const play = await ok<FtoPlay>(start(p));
    const rotateMid = await t.call('POST', '/api/fairness/rotate', { token: p.token, body: {} });
    expect([rotateMid.statusCode, rotateMid.json()]).toEqual([409, { message: 'msg.finishPlayFirst' }]);
    for (let round = 1; round <= FTO_ROUNDS; round++) {
      await ok<FtoDeal>(dealCall(p, play.id, round));
      await ok<FtoAnswer>(answerCall(p, play.id, round, 0));
    }
    const [row] = (await ok<FtoHistoryPage>(t.call('GET', '/api/games/fto/history', { token: p.token }))).rows;
    expect(row).toMatchObject({ id: play.id, status: 'SUCCESS', rounds: FTO_ROUNDS });
    const rotated = await ok<RotateResponse>(t.call('POST', '/api/fairness/rotate', { token: p.token, body: {} }));
    if (!row) throw new Error('no history row');
    const floats = await floatsWith(webHmacSha256, rotated.revealed.serverSeed, row.proof.clientSeed, row.proof.nonce, FTO_FLOATS_PER_PLAY);
    expect(Array.from({ length: FTO_ROUNDS }, (_, i) => ftoDraw(floats, i + 1, row.table))).toEqual(row.draws);
  });
});

// Rock scissor paper's server: matchmaking, the house, the clock's deadlines,
// quitting and settlement, through the service every socket message and the
// clock job call (tests/server/rsp-cluster.test.ts plays it over real sockets
// on two processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floatsWith, webHmacSha256 } from '../../contract/fairness';
import type { RspHistoryPage, RspReply, RspStatus } from '../../contract/games/rsp';
import {
  beats,
  HANDS,
  RSP_BREAK_MS,
  RSP_CLOSE_MARGIN_MS,
  RSP_COUNTDOWN_MS,
  RSP_FLOATS,
  RSP_GRACE_MS,
  RSP_ROUND_MS,
  rspHouseHands,
  type Hand,
} from '../../contract/games/rspRules';
import type { RotateResponse } from '../../contract/schemas/fairness';
import { AppError } from '../../server/http/errors';
import { rspClockPass } from '../../server/games/rsp/job';
import { cancel, move, quit, resume, search } from '../../server/games/rsp/service';
import { testApp, type TestApp } from './helpers/app';
import { makePlayer, newKey, type TestPlayer } from './helpers/spin';
import { balances, giveCoins } from './helpers/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
});
afterAll(async () => {
  await t.close();
});

const BOUNDS = { min: 1, max: 1000 };
const deps = () => ({ db: t.db, realtime: t.realtime, clock: now });
const now = () => t.clock.now();
const tick = () => rspClockPass(deps());
const winning = (against: Hand): Hand => HANDS.find((h) => beats(h, against)) ?? 'rock';
const losing = (against: Hand): Hand => HANDS.find((h) => beats(against, h)) ?? 'rock';

async function player(coins = 100): Promise<TestPlayer> {
  const p = await makePlayer(t);
  await giveCoins(t, p.uid, coins);
  return p;
}
const find = (p: TestPlayer, bet: number, key = newKey()) => search(deps(), p.id, { bet, idempotencyKey: key }, BOUNDS, now());
async function refusedWith(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  throw new Error('accepted');
}
async function houseHands(matchId: number): Promise<Hand[]> {
  const row = await t.db.selectFrom('rsp_matches').select('state').where('id', '=', matchId).executeTakeFirstOrThrow();
  return (row.state as { house: Hand[] }).house;
}
/** The player's last ended match, from the history (once over, a match is no longer where they stand). */
async function lastEnded(p: TestPlayer) {
  return (await t.call('GET', '/api/games/rock-scissor-paper/history', { token: p.token })).json<RspHistoryPage>().rows[0]?.match;
}
const ledgerSum = async (playerId: number) => {
  const rows = await t.db.selectFrom('coin_entries').select('amount').where('player_id', '=', playerId).execute();
  return Math.round(rows.reduce((s, r) => s + Number(r.amount) * 100, 0)) / 100;
};
/** Into round 1 (after the countdown). */
const pastCountdown = () => t.clock.advance(RSP_COUNTDOWN_MS);
/** From a round's start to a millisecond after the clock closes it without a side's move (its deadline, grace and margin). */
const TIMED_OUT = RSP_ROUND_MS + RSP_GRACE_MS + RSP_CLOSE_MARGIN_MS + 1;
/** A round nobody moved in, and the break after it. */
const UNMOVED_ROUND = TIMED_OUT + RSP_BREAK_MS;

describe('rock scissor paper', () => {
  it('plays the house after the wait: its hands drawn from the seed before any move, paid 1.94x on two wins, verifiable', async () => {
    const p = await player();
    const waiting = await find(p, 10);
    expect(waiting.match).toBeNull();
    expect(waiting.search).toMatchObject({ bet: 10 });
    expect(Date.parse(waiting.search?.houseAt ?? '') - now().getTime()).toBe(10_000);
    // No coins move while searching.
    expect((await balances(t, p.id)).available).toBe(100);
    t.clock.advance(9_999);
    await tick();
    expect((await resume(deps(), p.id, now())).match).toBeNull();
    t.clock.advance(1);
    await tick();
    const matched = (await resume(deps(), p.id, now())).match;
    expect(matched).toMatchObject({ opponent: 'house', bet: 10, prize: 19.4, phase: 'countdown', houseHands: null });
    expect((await balances(t, p.id)).available).toBe(90);
    const id = matched?.id ?? 0;
    const house = await houseHands(id);
    pastCountdown();
    let reply: RspReply = await move(deps(), p.id, { matchId: id, round: 1, hand: winning(house[0] ?? 'rock') }, now());
    expect(reply.match?.score).toEqual({ you: 1, opponent: 0 });
    t.clock.advance(3_000);
    reply = await move(deps(), p.id, { matchId: id, round: 2, hand: winning(house[1] ?? 'rock') }, now());
    expect(reply.match?.result).toEqual({ outcome: 'won', reason: 'rounds', payout: 19.4 });
    expect(reply.match?.houseHands?.slice(0, 2)).toEqual(house.slice(0, 2));
    expect((await balances(t, p.id)).available).toBe(109.4);
    expect(await ledgerSum(p.id)).toBe(109.4);

    const history = (await t.call('GET', '/api/games/rock-scissor-paper/history', { token: p.token })).json<RspHistoryPage>();
    const row = history.rows[0];
    expect(row?.match.result?.outcome).toBe('won');
    const rotated = (
      await t.call('POST', '/api/fairness/rotate', { token: p.token, body: { clientSeed: 'after-rsp' } })
    ).json<RotateResponse>();
    if (!row?.proof) throw new Error('no proof');
    const floats = await floatsWith(webHmacSha256, rotated.revealed.serverSeed, row.proof.clientSeed, row.proof.nonce, RSP_FLOATS);
    expect(rspHouseHands(floats)).toEqual(house);
  });

  it('matches two players of the same bet at once, never one with a different bet or with themselves', async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const key = newKey();
    expect((await find(a, 5, key)).search).toMatchObject({ bet: 5 });
    // A retry of the same search answers it; another search meanwhile is refused.
    expect((await find(a, 5, key)).search).toMatchObject({ bet: 5 });
    expect(await refusedWith(find(a, 5))).toBe('msg.finishPlayFirst');
    expect((await find(c, 6)).match).toBeNull();
    const matched = await find(b, 5);
    expect(matched.match).toMatchObject({ opponent: 'player', bet: 5, phase: 'countdown' });
    expect((await resume(deps(), a.id, now())).match?.id).toBe(matched.match?.id);
    expect((await resume(deps(), c.id, now())).match).toBeNull();
    expect((await balances(t, a.id)).available).toBe(95);
    expect((await balances(t, b.id)).available).toBe(95);
    await cancel(deps(), c.id, now());
  });

  it('never puts a player in two matches or one with themselves, whatever the concurrency', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => player()));
    // Each player searches twice at once with different keys: whichever comes second is refused, or answered with the match it is in.
    const outcomes = await Promise.all(
      players.flatMap((p) =>
        [find(p, 7), find(p, 7)].map((call) =>
          call.then(
            () => 'ok',
            (e: unknown) => (e instanceof AppError ? e.key : String(e)),
          ),
        ),
      ),
    );
    expect(outcomes.filter((o) => o !== 'ok' && o !== 'msg.finishPlayFirst')).toEqual([]);
    const matches = await t.db
      .selectFrom('rsp_matches')
      .select(['player_a', 'player_b'])
      .where('ended', '=', false)
      .where(
        'player_a',
        'in',
        players.map((p) => p.id),
      )
      .execute();
    const seats = matches.flatMap((m) => [m.player_a, m.player_b]);
    expect(matches.every((m) => m.player_a !== m.player_b && m.player_b !== null)).toBe(true);
    expect(new Set(seats).size).toBe(seats.length);
    const searching = await t.db
      .selectFrom('rsp_searches')
      .select('player_id')
      .where(
        'player_id',
        'in',
        players.map((p) => p.id),
      )
      .execute();
    expect(seats.length + searching.length).toBe(players.length);
    expect(searching.length).toBeLessThanOrEqual(1);
    for (const p of players) await quitAny(p);
  });

  async function quitAny(p: TestPlayer): Promise<void> {
    const { match } = await resume(deps(), p.id, now());
    if (match && !match.result) await quit(deps(), p.id, match.id, now());
    else await cancel(deps(), p.id, now());
  }

  it('closes a round at its deadline: a side with no move loses it, and two misses in a row lose the match', async () => {
    const [a, b] = [await player(), await player()];
    await find(a, 4);
    const { match } = await find(b, 4);
    const id = match?.id ?? 0;
    pastCountdown();
    await move(deps(), a.id, { matchId: id, round: 1, hand: 'rock' }, now());
    t.clock.advance(TIMED_OUT);
    await tick();
    expect((await resume(deps(), a.id, now())).match?.rounds[0]).toEqual({ round: 1, you: 'rock', opponent: null, winner: 'you' });
    // A move after the deadline and its grace is refused.
    expect(await refusedWith(move(deps(), b.id, { matchId: id, round: 1, hand: 'paper' }, now()))).toBe('msg.roundTimeUp');
    t.clock.advance(3_000);
    await move(deps(), a.id, { matchId: id, round: 2, hand: 'paper' }, now());
    t.clock.advance(TIMED_OUT);
    await tick();
    expect((await resume(deps(), b.id, now())).match).toBeNull();
    const ended = await lastEnded(b);
    expect(ended?.result).toEqual({ outcome: 'lost', reason: 'rounds', payout: 0 });
    expect((await balances(t, a.id)).available).toBe(96 + 7.76);
    expect((await balances(t, b.id)).available).toBe(96);
  });

  it('gives both stakes back when both sides abandon the match', async () => {
    const [a, b] = [await player(), await player()];
    await find(a, 3);
    const { match } = await find(b, 3);
    pastCountdown();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(UNMOVED_ROUND);
      await tick();
    }
    const ended = await lastEnded(a);
    expect(ended?.id).toBe(match?.id);
    expect(ended?.result).toEqual({ outcome: 'void', reason: 'abandoned', payout: 3 });
    expect((await balances(t, a.id)).available).toBe(100);
    expect((await balances(t, b.id)).available).toBe(100);
  });

  it("forfeits a match on quit: the opponent wins it, the quitter's stake is gone, and a late move is answered with the end", async () => {
    const [a, b] = [await player(), await player()];
    await find(a, 10);
    const { match } = await find(b, 10);
    const id = match?.id ?? 0;
    pastCountdown();
    const quitted = await quit(deps(), a.id, id, now());
    expect(quitted.match?.result).toEqual({ outcome: 'lost', reason: 'quit', payout: 0 });
    expect((await balances(t, a.id)).available).toBe(90);
    expect((await balances(t, b.id)).available).toBe(90 + 19.4);
    const late = await move(deps(), b.id, { matchId: id, round: 1, hand: 'rock' }, now());
    expect(late.match?.result).toMatchObject({ outcome: 'won', reason: 'quit' });
  });

  it("settles once when processes race on a match's deadline", async () => {
    const [a, b] = [await player(), await player()];
    await find(a, 8);
    await find(b, 8);
    pastCountdown();
    // Neither moves: two rounds pass; four clock passes race to close them.
    t.clock.advance(2 * UNMOVED_ROUND);
    await Promise.all([tick(), tick(), tick(), tick()]);
    const entries = await t.db
      .selectFrom('coin_entries')
      .select(['player_id', 'amount'])
      .where('player_id', 'in', [a.id, b.id])
      .where('type', '=', 'ROCKPAPERSCISSORS')
      .execute();
    // A stake and its return each, nothing twice.
    expect(entries.map((e) => Number(e.amount)).sort((x, y) => x - y)).toEqual([-8, -8, 8, 8]);
  });

  it('ends a search whose player can no longer cover the stake when an opponent comes', async () => {
    const [a, b] = [await player(10), await player(10)];
    await find(a, 10);
    // a's coins go elsewhere while waiting.
    await t.db.transaction().execute(async (trx) => {
      const { postEntry } = await import('../../server/ledger');
      await postEntry(trx, { playerId: a.id, type: 'ADJUST', amount: -5 });
    });
    const reply = await find(b, 10);
    expect(reply.match).toBeNull();
    expect(reply.search).toMatchObject({ bet: 10 });
    expect((await resume(deps(), a.id, now())).search).toBeNull();
    await cancel(deps(), b.id, now());
  });

  it('loses a round to the house when the player does not move, and the house cannot be moved for', async () => {
    const p = await player();
    await find(p, 2);
    t.clock.advance(10_000);
    await tick();
    const { match } = await resume(deps(), p.id, now());
    const house = await houseHands(match?.id ?? 0);
    pastCountdown();
    await move(deps(), p.id, { matchId: match?.id ?? 0, round: 1, hand: losing(house[0] ?? 'rock') }, now());
    const after = await resume(deps(), p.id, now());
    expect(after.match?.score).toEqual({ you: 0, opponent: 1 });
    await quit(deps(), p.id, match?.id ?? 0, now());
  });
});

describe("rock scissor paper in the player's absence (issue 26)", () => {
  const inbox = async (p: TestPlayer) =>
    (await t.db.selectFrom('inbox_messages').select(['title', 'descr']).where('player_id', '=', p.id).execute()).map((r) => ({
      title: r.title as unknown as { en: string; zh: string },
      desc: r.descr as unknown as { en: string; zh: string },
    }));

  it('tells a player who left during the search, in the inbox, that the house played on and the stake is lost', async () => {
    const p = await player();
    await find(p, 7);
    // The app is closed: no move ever comes. The house steps in, and each round without a move is lost.
    t.clock.advance(10_000);
    await tick();
    pastCountdown();
    for (let i = 0; i < 3; i++) {
      t.clock.advance(UNMOVED_ROUND);
      await tick();
    }
    expect((await lastEnded(p))?.result).toMatchObject({ outcome: 'lost', payout: 0 });
    expect((await balances(t, p.id)).available).toBe(93);
    const [message, ...more] = await inbox(p);
    expect(more).toHaveLength(0);
    expect(message?.title.en).toBe('Rock scissor paper: a match ended without your move');
    expect(message?.desc.en).toContain('your stake of 7 coins is lost');
    expect(message?.desc.zh).toContain('7 金币');
  });

  it('tells both absent players their stakes are back, and nobody who was there and won', async () => {
    const [a, b] = [await player(), await player()];
    await find(a, 6);
    const { match } = await find(b, 6);
    pastCountdown();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(UNMOVED_ROUND);
      await tick();
    }
    expect((await lastEnded(a))?.id).toBe(match?.id);
    for (const p of [a, b]) expect((await inbox(p)).map((m) => m.title.en)).toEqual(['Rock scissor paper: your stake is back']);

    const [c, d] = [await player(), await player()];
    await find(c, 5);
    const second = await find(d, 5);
    const id = second.match?.id ?? 0;
    pastCountdown();
    for (const round of [1, 2]) {
      await move(deps(), c.id, { matchId: id, round, hand: 'rock' }, now());
      t.clock.advance(TIMED_OUT);
      await tick();
      t.clock.advance(RSP_BREAK_MS);
    }
    expect((await lastEnded(c))?.result).toMatchObject({ outcome: 'won' });
    expect(await inbox(c)).toEqual([]);
    expect((await inbox(d)).map((m) => m.title.en)).toEqual(['Rock scissor paper: a match ended without your move']);
  });

  it('sends no message to a player who quit (they chose it and saw the end)', async () => {
    const [a, b] = [await player(), await player()];
    await find(a, 8);
    const { match } = await find(b, 8);
    pastCountdown();
    await quit(deps(), a.id, match?.id ?? 0, now());
    expect(await inbox(a)).toEqual([]);
    expect(await inbox(b)).toEqual([]);
  });
});

describe("rock scissor paper's deadlines when the server answers late (issue 31)", () => {
  /** Two players in round 1, a has moved; the round's deadline. */
  async function roundOne(bet: number) {
    const [a, b] = [await player(), await player()];
    await find(a, bet);
    const { match } = await find(b, bet);
    pastCountdown();
    const id = match?.id ?? 0;
    const moved = await move(deps(), a.id, { matchId: id, round: 1, hand: 'rock' }, now());
    return { a, b, id, deadline: Date.parse(moved.match?.current?.deadline ?? '') };
  }
  const status = async (p: TestPlayer) =>
    (await t.call('GET', '/api/games/rock-scissor-paper/status', { token: p.token })).json<RspStatus>();

  it('counts a move received by the deadline and its grace though the clock, the opponent and the status were served before it', async () => {
    const { a, b, id, deadline } = await roundOne(12);
    const received = new Date(deadline + RSP_GRACE_MS);
    // The move waits for a database connection and the match's lock; calls received later go first, up to the margin's end.
    t.clock.set(new Date(deadline + RSP_GRACE_MS + RSP_CLOSE_MARGIN_MS));
    await tick();
    expect((await resume(deps(), a.id, now())).match?.rounds).toEqual([]);
    expect((await status(b)).match?.rounds).toEqual([]);
    const counted = await move(deps(), b.id, { matchId: id, round: 1, hand: 'paper' }, received);
    expect(counted.match?.rounds).toEqual([{ round: 1, you: 'paper', opponent: 'rock', winner: 'you' }]);
    // The answer carries the server's time as it leaves, so the phone's countdown is not set back by the wait.
    expect(counted.match?.serverNow).toBe(now().toISOString());
    expect((await resume(deps(), a.id, now())).match?.score).toEqual({ you: 0, opponent: 1 });
    await quit(deps(), a.id, id, now());
  });

  it('refuses a move received after the deadline and its grace, while the round waits out its margin and once it is closed', async () => {
    const { a, b, id, deadline } = await roundOne(13);
    const late = new Date(deadline + RSP_GRACE_MS + 1);
    t.clock.set(late);
    expect(await refusedWith(move(deps(), b.id, { matchId: id, round: 1, hand: 'paper' }, late))).toBe('msg.roundTimeUp');
    // Nothing closed the round yet: the refused move left it as it was, and the clock closes it at the margin's end.
    expect((await resume(deps(), b.id, now())).match?.current).toMatchObject({ round: 1, yourHand: null });
    t.clock.set(new Date(deadline + RSP_GRACE_MS + RSP_CLOSE_MARGIN_MS + 1));
    await tick();
    expect((await status(b)).match?.rounds).toEqual([{ round: 1, you: null, opponent: 'rock', winner: 'opponent' }]);
    expect(await refusedWith(move(deps(), b.id, { matchId: id, round: 1, hand: 'paper' }, late))).toBe('msg.roundTimeUp');
    await quit(deps(), a.id, id, now());
  });
});

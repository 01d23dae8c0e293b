// Rock scissor paper on two server processes on one PostgreSQL (the
// scale-out path): two players whose sockets are on different processes are
// matched and play a match to the end; then a process goes away mid-match
// and its player reconnects to the other and finishes it; the ledger is
// exact afterwards. The match lives in the database, so either process can
// take any move; what one decides reaches the other's player over the adapter.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RspPush, RspReply } from '../../contract/games/rsp';
import { RSP_BREAK_MS, RSP_COUNTDOWN_MS, type Hand } from '../../contract/games/rspRules';
import type { RspMessage } from '../../contract/games/rsp';
import { cluster, pathIsLive, type Cluster } from './helpers/cluster';
import { handshake, nextEvent, playerClient, type TestPlayerClient } from './helpers/realtime';
import { balances, giveCoins, walletPlayer, type WalletPlayer } from './helpers/wallet';

const DATABASE_URL = process.env.DATABASE_URL;

const send = (client: TestPlayerClient, message: RspMessage): Promise<RspReply> =>
  client.send({ type: 'game', slug: 'rock-scissor-paper', message }) as Promise<RspReply>;

/**
 * The next rock scissor paper push of this kind to this client, of this round
 * when one is given. A process delivers a push to its own sockets only once
 * the adapter has published it, so a player who has just moved onto that
 * process can still receive a push of a round already over (the app ignores
 * one that is not about its current round, and so does this).
 */
const pushed = <K extends RspPush['type']>(client: TestPlayerClient, kind: K, round?: number) =>
  nextEvent(
    client,
    'game',
    (e) => {
      const push = e.event as RspPush;
      return e.slug === 'rock-scissor-paper' && push.type === kind && (round === undefined || roundOf(push) === round);
    },
    10_000,
  ).then((e) => e.event as Extract<RspPush, { type: K }>);

function roundOf(push: RspPush): number | null {
  switch (push.type) {
    case 'opponentReady':
      return push.round;
    case 'roundResult':
    case 'roundStarted':
      return push.round.round;
    default:
      return null;
  }
}

async function ledgerSum(c: Cluster, playerId: number): Promise<number> {
  const rows = await c.a.db.selectFrom('coin_entries').select('amount').where('player_id', '=', playerId).execute();
  return Math.round(rows.reduce((s, r) => s + Number(r.amount) * 100, 0)) / 100;
}

describe.skipIf(!DATABASE_URL)(
  `rock scissor paper on two processes over PostgreSQL${DATABASE_URL ? '' : ' (skipped: DATABASE_URL is unset)'}`,
  () => {
    let c: Cluster;
    let pa: WalletPlayer;
    let pb: WalletPlayer;
    let onA: TestPlayerClient;
    let onB: TestPlayerClient;
    beforeAll(async () => {
      c = await cluster((databaseUrl) => ({ databaseUrl }));
      c.a.clock.freeze();
      await c.a.db.updateTable('games').set({ status: 'live' }).where('slug', '=', 'rock-scissor-paper').execute();
      [pa, pb] = [await walletPlayer(c.a), await walletPlayer(c.a)];
      for (const p of [pa, pb]) await giveCoins(c.a, p.uid, 100);
      onA = playerClient(c.a.url, pa.token);
      onB = playerClient(c.b.url, pb.token);
      expect(await handshake(onA)).toBe('connected');
      expect(await handshake(onB)).toBe('connected');
      // Both ways across the adapter before anything is raced on them.
      await pathIsLive(c.b.realtime, pa.id, onA);
      await pathIsLive(c.a.realtime, pb.id, onB);
    });
    afterAll(async () => {
      onA.close();
      onB.close();
      await c.close();
    });

    /** Both sides move in the open round; the reveal reaches both, whichever process made it. */
    async function playRound(matchId: number, round: number, a: TestPlayerClient, handA: Hand, b: TestPlayerClient, handB: Hand) {
      const revealA = pushed(a, 'roundResult', round);
      const revealB = pushed(b, 'roundResult', round);
      const readyB = pushed(b, 'opponentReady', round);
      await send(a, { type: 'move', matchId, round, hand: handA });
      expect((await readyB).round).toBe(round);
      await send(b, { type: 'move', matchId, round, hand: handB });
      const [ra, rb] = [await revealA, await revealB];
      expect(ra.round).toMatchObject({ round, you: handA, opponent: handB });
      expect(rb.round).toMatchObject({ round, you: handB, opponent: handA });
      c.a.clock.advance(RSP_BREAK_MS);
    }

    it('matches players on different processes and plays a match to the end, each told every step', async () => {
      const matchedA = pushed(onA, 'matched');
      const waiting = await send(onA, { type: 'search', bet: 10, idempotencyKey: randomUUID() });
      expect(waiting.search).toMatchObject({ bet: 10 });
      const joined = await send(onB, { type: 'search', bet: 10, idempotencyKey: randomUUID() });
      expect(joined.match).toMatchObject({ opponent: 'player', bet: 10, phase: 'countdown' });
      const matchId = joined.match?.id ?? 0;
      expect((await matchedA).match.id).toBe(matchId);
      c.a.clock.advance(RSP_COUNTDOWN_MS);

      await playRound(matchId, 1, onA, 'rock', onB, 'rock');
      await playRound(matchId, 2, onA, 'rock', onB, 'scissor');
      const endA = pushed(onA, 'matchEnded');
      const endB = pushed(onB, 'matchEnded');
      await playRound(matchId, 3, onA, 'paper', onB, 'rock');
      expect((await endA).match.result).toEqual({ outcome: 'won', reason: 'rounds', payout: 19.4 });
      expect((await endB).match.result).toEqual({ outcome: 'lost', reason: 'rounds', payout: 0 });
      expect((await balances(c.a, pa.id)).available).toBe(109.4);
      expect((await balances(c.a, pb.id)).available).toBe(90);
    });

    it('goes on when a process goes away mid-match: its player reconnects to the other and finishes, and the ledger is exact', async () => {
      await send(onA, { type: 'search', bet: 5, idempotencyKey: randomUUID() });
      const { match } = await send(onB, { type: 'search', bet: 5, idempotencyKey: randomUUID() });
      const matchId = match?.id ?? 0;
      c.a.clock.advance(RSP_COUNTDOWN_MS);
      await send(onA, { type: 'move', matchId, round: 1, hand: 'scissor' });

      // Process B goes away with player B's socket; B comes back on A and picks the match up where it stands.
      await c.stopB();
      onB.close();
      onB = playerClient(c.a.url, pb.token);
      expect(await handshake(onB)).toBe('connected');
      const resumed = await send(onB, { type: 'resume' });
      expect(resumed.match).toMatchObject({ id: matchId, phase: 'round', current: { round: 1, yourHand: null, opponentReady: true } });

      const revealA = pushed(onA, 'roundResult', 1);
      const revealB = pushed(onB, 'roundResult', 1);
      await send(onB, { type: 'move', matchId, round: 1, hand: 'rock' });
      expect((await revealA).round).toMatchObject({ round: 1, you: 'scissor', opponent: 'rock', winner: 'opponent' });
      expect((await revealB).round).toMatchObject({ round: 1, you: 'rock', winner: 'you' });
      c.a.clock.advance(RSP_BREAK_MS);
      const endA = pushed(onA, 'matchEnded');
      await playRound(matchId, 2, onA, 'scissor', onB, 'rock');
      expect((await endA).match.result).toEqual({ outcome: 'lost', reason: 'rounds', payout: 0 });
      expect((await balances(c.a, pa.id)).available).toBe(104.4);
      expect((await balances(c.a, pb.id)).available).toBe(90 - 5 + 9.7);
      for (const p of [pa, pb]) expect(await ledgerSum(c, p.id)).toBe((await balances(c.a, p.id)).available);
    });
  },
);

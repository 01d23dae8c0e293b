// Lucky egg's service: the session state a player sees, and the smash: in
// one transaction under the player's rounds lock, the session and "once a
// session" checked, the stake through the wager path, the prize drawn from
// the player's seed, the round stored settled and the payout credited. A
// retry with the same key answers the same egg.
import type { Kysely } from 'kysely';
import { MSG } from '../../../contract/errors';
import type { EggRound, EggSmashAnswer, EggSmashBody, EggStatus } from '../../../contract/games/luckyegg';
import {
  eggDraw,
  eggExactRtp,
  eggSessions,
  eggSessionsOfDay,
  LUCKY_EGG_FLOATS,
  type EggPrizeShape,
  type EggSessionWindow,
} from '../../../contract/games/luckyEggRules';
import type { BetBounds } from '../../../contract/games/wager';
import { payoutOf } from '../../../contract/games/wagerRules';
import type { Database } from '../../db/schema';
import { drawOutcome } from '../../fairness/outcome';
import { AppError } from '../../http/errors';
import { batchPerTurn } from '../../lib/batchPerTurn';
import { perHandle } from '../../lib/perHandle';
import type { LedgerTx } from '../../ledger';
import { insertRound, lockPlayerRounds, type RoundRow } from '../platform/rounds';
import { checkStake, creditPayout, debitStake, walletAfter } from '../wager/stake';

const GAME = 'LUCKYEGG' as const;

/** What an egg was drawn on: the table as it stood and the session it belongs to. */
interface EggParams {
  table: EggPrizeShape[];
  session: { startsAt: string; endsAt: string };
}
interface EggSecret {
  prize: number;
}
interface EggDetail {
  egg: number;
}

const sessionJson = (w: EggSessionWindow) => ({ startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString() });

export function eggRound(row: RoundRow): EggRound {
  const params = row.params as EggParams;
  const { prize } = row.outcome as EggSecret;
  if (!row.proof) throw new Error(`lucky egg round ${row.id} has no proof`);
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    bet: row.bet,
    egg: (row.detail as EggDetail).egg,
    prize,
    multiplier: params.table[prize]?.multiplier ?? 0,
    payout: row.payout,
    session: params.session,
    proof: row.proof,
    table: params.table,
  };
}

/**
 * In one read, under the rounds lock: the round of a retried key (any
 * game's) and the player's egg in the open session, if any.
 */
async function keyOrEgg(
  trx: LedgerTx,
  playerId: number,
  key: string,
  open: EggSessionWindow | null,
): Promise<{ seen?: RoundRow; played?: RoundRow }> {
  const rows = await trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where((eb) =>
      open
        ? eb.or([
            eb('idempotency_key', '=', key),
            eb.and([eb('game', '=', GAME), eb('created_at', '>=', open.startsAt), eb('created_at', '<', open.endsAt)]),
          ])
        : eb('idempotency_key', '=', key),
    )
    .orderBy('id', 'desc')
    .execute();
  const seen = rows.find((r) => r.idempotency_key === key);
  const played = rows.find((r) => r !== seen);
  return { ...(seen && { seen }), ...(played && { played }) };
}

interface PlayedAsk {
  playerId: number;
  session: EggSessionWindow;
}

/**
 * The player's egg in a session, if they took part in it: for the status
 * calls of one event-loop turn, one query per session among them (the
 * opening's crowd asks together), through the (player_id, game, created_at)
 * index.
 */
const playedIn = perHandle((db: Kysely<Database>) =>
  batchPerTurn(async (asked: readonly PlayedAsk[]) => {
    const found = new Map<string, RoundRow>();
    const sessions = new Map(asked.map((a) => [a.session.startsAt.getTime(), a.session]));
    await Promise.all(
      [...sessions.values()].map(async (session) => {
        const ids = [...new Set(asked.filter((a) => a.session.startsAt.getTime() === session.startsAt.getTime()).map((a) => a.playerId))];
        const rows = await db
          .selectFrom('game_rounds')
          .selectAll()
          .distinctOn('player_id')
          .where('player_id', 'in', ids)
          .where('game', '=', GAME)
          .where('created_at', '>=', session.startsAt)
          .where('created_at', '<', session.endsAt)
          .orderBy('player_id')
          .orderBy('id', 'desc')
          .execute();
        for (const r of rows) found.set(`${r.player_id}@${session.startsAt.getTime()}`, r);
      }),
    );
    return asked.map((a) => found.get(`${a.playerId}@${a.session.startsAt.getTime()}`));
  }),
);

/** What the status and the smash take from the game's shared settings (./shared.ts). */
export interface EggGame {
  bounds: BetBounds;
  slots: readonly number[];
  table: EggPrizeShape[];
}

export async function eggStatus(
  db: Kysely<Database>,
  playerId: number,
  game: EggGame & { maintenance: boolean },
  now: Date,
): Promise<EggStatus> {
  const { bounds, maintenance, slots, table } = game;
  const sessions = eggSessions(now, slots);
  const played = sessions.latest ? await playedIn(db)({ playerId, session: sessions.latest }) : undefined;
  return {
    bounds,
    maintenance,
    serverNow: now.toISOString(),
    session: sessions.open && sessionJson(sessions.open),
    next: sessions.next && sessionJson(sessions.next),
    today: eggSessionsOfDay(now, slots).map(sessionJson),
    played: played ? eggRound(played) : null,
    table,
    exactRtp: eggExactRtp(table),
  };
}

export interface EggSmash {
  answer: EggSmashAnswer;
  /** false for a retried key: nothing moved this time */
  moved: boolean;
}

export async function smashEgg(db: Kysely<Database>, playerId: number, body: EggSmashBody, game: EggGame, now: Date): Promise<EggSmash> {
  const { bounds, slots, table } = game;
  const { open } = eggSessions(now, slots);
  return db.transaction().execute(async (trx: LedgerTx) => {
    await lockPlayerRounds(trx, playerId);
    const { seen, played } = await keyOrEgg(trx, playerId, body.idempotencyKey, open);
    if (seen) {
      if (seen.game !== GAME) throw new AppError(400, MSG.invalidRequest);
      return { answer: { round: eggRound(seen), coin: await walletAfter(trx, playerId, now) }, moved: false };
    }
    if (!open) throw new AppError(409, MSG.eventNotStart);
    if (played) throw new AppError(409, MSG.alreadyParticipated);
    await checkStake(trx, { playerId, bet: body.bet, bounds, now });
    if (!table.some((p) => p.weight > 0)) throw new AppError(409, MSG.gameInPreparation);
    const { floats, proof } = await drawOutcome(trx, playerId, LUCKY_EGG_FLOATS);
    const prize = eggDraw(floats[0] ?? 0, table);
    const payout = payoutOf(body.bet, table[prize]?.multiplier ?? 0);
    const row = await insertRound(trx, {
      playerId,
      game: GAME,
      idempotencyKey: body.idempotencyKey,
      stake: body.bet,
      proof,
      params: { table, session: sessionJson(open) } satisfies EggParams,
      outcome: { prize } satisfies EggSecret,
      detail: { egg: body.egg } satisfies EggDetail,
      now,
      settled: { payout },
    });
    await debitStake(trx, { playerId, historyType: GAME, roundId: row.id, bet: body.bet, now });
    await creditPayout(trx, { playerId, historyType: GAME, roundId: row.id, payout, now });
    return { answer: { round: eggRound(row), coin: await walletAfter(trx, playerId, now) }, moved: true };
  });
}

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
import type { LedgerTx } from '../../ledger';
import { findByKey, insertRound, lockPlayerRounds, saveProgress, type RoundRow } from '../platform/rounds';
import { checkStake, creditPayout, debitStake, walletAfter } from '../wager/stake';
import { eggSettings } from './table';

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

/** The player's egg in a session, if they took part in it. */
async function eggIn(db: Kysely<Database>, playerId: number, session: EggSessionWindow): Promise<RoundRow | undefined> {
  return db
    .selectFrom('game_rounds')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('game', '=', GAME)
    .where('created_at', '>=', session.startsAt)
    .where('created_at', '<', session.endsAt)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The lucky egg's game row as the calls need it: its bounds, its switch and the version of its slots and table. */
export interface EggGame {
  bounds: BetBounds;
  maintenance: boolean;
  settingsVersion: number;
}

export async function eggStatus(db: Kysely<Database>, playerId: number, game: EggGame, now: Date): Promise<EggStatus> {
  const { bounds, maintenance } = game;
  const { slots, table } = await eggSettings(db, game.settingsVersion);
  const sessions = eggSessions(now, slots);
  const played = sessions.latest ? await eggIn(db, playerId, sessions.latest) : undefined;
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

export async function smashEgg(
  db: Kysely<Database>,
  playerId: number,
  body: EggSmashBody,
  game: Pick<EggGame, 'bounds' | 'settingsVersion'>,
  now: Date,
): Promise<EggSmash> {
  const { bounds } = game;
  const { slots, table } = await eggSettings(db, game.settingsVersion);
  return db.transaction().execute(async (trx: LedgerTx) => {
    await lockPlayerRounds(trx, playerId);
    const seen = await findByKey(trx, playerId, body.idempotencyKey);
    if (seen) {
      if (seen.game !== GAME) throw new AppError(400, MSG.invalidRequest);
      return { answer: { round: eggRound(seen), coin: await walletAfter(trx, playerId, now) }, moved: false };
    }
    const { open } = eggSessions(now, slots);
    if (!open) throw new AppError(409, MSG.eventNotStart);
    if (await eggIn(trx, playerId, open)) throw new AppError(409, MSG.alreadyParticipated);
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
    });
    await debitStake(trx, { playerId, historyType: GAME, roundId: row.id, bet: body.bet, now });
    const settled = await saveProgress(trx, row.id, { egg: body.egg } satisfies EggDetail, now, { payout });
    await creditPayout(trx, { playerId, historyType: GAME, roundId: row.id, payout, now });
    return { answer: { round: eggRound(settled), coin: await walletAfter(trx, playerId, now) }, moved: true };
  });
}

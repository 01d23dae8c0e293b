// Squid game's service: place a bet (the bridge is drawn from the player's
// seed in the same transaction that debits the stake), take a step, cash
// out. Every call is one transaction under the player's rounds lock, so one
// open bridge, each step taken once and one payout hold on any process. The
// bridge stays on the server until it ends; no time limit.
import type { Kysely } from 'kysely';
import { MSG } from '../../../contract/errors';
import type { BetBounds } from '../../../contract/games/wager';
import type { SquidAnswer, SquidBetBody, SquidBridge, SquidStatus, SquidStepBody } from '../../../contract/games/squidgame';
import { SQUID_FLOATS, SQUID_LADDER, SQUID_RTP, SQUID_STEPS, squidBridge } from '../../../contract/games/squidRules';
import type { Coin } from '../../../contract/schemas/refresh';
import type { Database } from '../../db/schema';
import { drawOutcome } from '../../fairness/outcome';
import { AppError } from '../../http/errors';
import type { LedgerTx } from '../../ledger';
import { findByKey, findOpen, findRound, insertRound, lockPlayerRounds, saveProgress, type RoundRow } from '../platform/rounds';
import { checkStake, creditPayout, debitStake, walletAfter } from '../wager/stake';
import * as bridgeOf from './progress';
import type { SquidProgress, SquidSecret } from './progress';
import { unwrap } from '../platform/step';

const GAME = 'SQUIDGAME' as const;

/** What a bridge was drawn on, kept with it for the verifier. */
export interface SquidParams {
  steps: number;
  rtp: number;
}

const progressIn = (row: RoundRow): SquidProgress => row.detail as SquidProgress;
const secretIn = (row: RoundRow): SquidSecret => row.outcome as SquidSecret;

/** The bridge as the player may see it: the panels only once it has ended. */
export function bridgeView(row: RoundRow): SquidBridge {
  const progress = progressIn(row);
  if (!row.proof) throw new Error(`squid game round ${row.id} has no proof`);
  return {
    id: row.id,
    startedAt: row.created_at.toISOString(),
    bet: row.bet,
    steps: progress.steps,
    safe: bridgeOf.safeSteps(progress),
    cashout: bridgeOf.cashoutValue(progress, row.bet),
    state: progress.state,
    payout: row.payout,
    bridge: bridgeOf.isEnded(progress) ? secretIn(row).bridge : null,
    proof: row.proof,
  };
}

export async function squidStatus(db: Kysely<Database>, playerId: number, bounds: BetBounds, maintenance: boolean): Promise<SquidStatus> {
  const open = await findOpen(db, playerId, GAME);
  return { bounds, maintenance, ladder: [...SQUID_LADDER], bridge: open ? bridgeView(open) : null };
}

export interface SquidMove {
  answer: SquidAnswer;
  /** coins moved: the player's other devices should refresh their wallet */
  moved: boolean;
  /** the bridge ended with a payout in this call (for the big-wins feed) */
  won?: { bet: number; payout: number; multiplier: number };
}

/** A new bridge for `bet`, or, for a retried key, the bridge that key placed. */
export async function placeBet(
  db: Kysely<Database>,
  playerId: number,
  body: SquidBetBody,
  bounds: BetBounds,
  now: Date,
): Promise<SquidMove> {
  return db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, playerId);
    const seen = await findByKey(trx, playerId, body.idempotencyKey);
    if (seen) {
      if (seen.game !== GAME) throw new AppError(400, MSG.invalidRequest);
      return { answer: { bridge: bridgeView(seen) }, moved: false };
    }
    if (await findOpen(trx, playerId, GAME)) throw new AppError(409, MSG.finishPlayFirst);
    await checkStake(trx, { playerId, bet: body.bet, bounds, now });
    const { floats, proof } = await drawOutcome(trx, playerId, SQUID_FLOATS);
    const row = await insertRound(trx, {
      playerId,
      game: GAME,
      idempotencyKey: body.idempotencyKey,
      stake: body.bet,
      proof,
      params: { steps: SQUID_STEPS, rtp: SQUID_RTP } satisfies SquidParams,
      outcome: { bridge: squidBridge(floats) } satisfies SquidSecret,
      detail: bridgeOf.emptyProgress(),
      now,
    });
    await debitStake(trx, { playerId, historyType: GAME, roundId: row.id, bet: body.bet, now });
    return { answer: { bridge: bridgeView(row), coin: await walletAfter(trx, playerId, now) }, moved: true };
  });
}

async function ownBridge(trx: LedgerTx, playerId: number, bridgeId: number): Promise<RoundRow> {
  const row = await findRound(trx, playerId, bridgeId);
  if (!row || row.game !== GAME) throw new AppError(404, MSG.invalidGame);
  return row;
}

/** Stores a move; when it ends the bridge, settles it and credits the payout through the wager path. */
async function store(trx: LedgerTx, row: RoundRow, moved: bridgeOf.Moved, now: Date): Promise<SquidMove> {
  if (!moved.changed) return { answer: { bridge: bridgeView(row) }, moved: false };
  const { progress } = moved;
  if (!bridgeOf.isEnded(progress)) return { answer: { bridge: bridgeView(await saveProgress(trx, row.id, progress, now)) }, moved: false };
  const payout = bridgeOf.payoutOf(progress, row.bet);
  const settled = await saveProgress(trx, row.id, progress, now, { payout });
  await creditPayout(trx, { playerId: row.player_id, historyType: GAME, roundId: row.id, payout, now });
  const coin: Coin | undefined = payout > 0 ? await walletAfter(trx, row.player_id, now) : undefined;
  return {
    answer: { bridge: bridgeView(settled), ...(coin ? { coin } : {}) },
    moved: payout > 0,
    ...(payout > 0 ? { won: { bet: row.bet, payout, multiplier: bridgeOf.multiplierOf(progress) } } : {}),
  };
}

export function takeStep(db: Kysely<Database>, playerId: number, body: SquidStepBody, now: Date): Promise<SquidMove> {
  return db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, playerId);
    const row = await ownBridge(trx, playerId, body.bridgeId);
    return store(trx, row, unwrap(bridgeOf.takeStep(progressIn(row), secretIn(row), body.step, body.panel)), now);
  });
}

export function cashOut(db: Kysely<Database>, playerId: number, bridgeId: number, now: Date): Promise<SquidMove> {
  return db.transaction().execute(async (trx) => {
    await lockPlayerRounds(trx, playerId);
    const row = await ownBridge(trx, playerId, bridgeId);
    return store(trx, row, unwrap(bridgeOf.cashOut(progressIn(row))), now);
  });
}

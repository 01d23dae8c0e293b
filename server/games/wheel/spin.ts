// POST games/:slug/spin: one spin of a wheel, decided by the server. In one
// transaction: take one of the player's chances, draw the outcome through
// fairness (drawOutcome), map it with slotFor, and write the round with its
// proof; after the commit the prize is credited through the H5 wallet
// provider (server/payouts), so a provider failure leaves a PENDING round.
import { sql, type Kysely, type Selectable } from 'kysely';
import { MSG } from '../../../contract/errors';
import type { SpinResult } from '../../../contract/games/wheel';
import type { Database, Player, SpinGameKey, SpinRoundsTable } from '../../db/schema';
import { drawOutcome } from '../../fairness/outcome';
import { AppError } from '../../http/errors';
import { FIRST_ATTEMPT_LEASE_MS, newPayout, payOnce } from '../../payouts';
import type { H5WalletProvider } from '../../providers/h5wallet';
import { afterSpin, allowanceAndKey, spinAllowance, toSpinStatus } from './allowance';
import { multiplierOf, slotFor } from './prizeTable';
import { recordOutcome } from './roundTable';
import { playablePrizeTable, stakeOf } from './spinGames';

type RoundRow = Selectable<SpinRoundsTable>;

/** Namespace of the per-player spin lock (pg_advisory_xact_lock(namespace, player id)); any fixed int4. */
export const SPIN_LOCK_NAMESPACE = 7_340_005;

export interface SpinRequest {
  player: Pick<Player, 'id' | 'uid' | 'verified'>;
  game: SpinGameKey;
  idempotencyKey: string;
  now: Date;
  /** the game's maintenance flag, for the status in the answer */
  maintenance: boolean;
}

const noChance = () => new AppError(409, MSG.noMoreChancesToSpin);

/**
 * Spins once, or answers the first spin again when the idempotency key was
 * seen. All spins of one player run one at a time (a transaction-scoped
 * advisory lock), so the daily limit, the spin number and the chance taken
 * are decided on committed data; the chance itself is taken by one
 * UPDATE ... RETURNING and its round is UNIQUE on chance_id, so even without
 * the lock one chance could never pay twice.
 */
export async function spinWheel(db: Kysely<Database>, wallet: H5WalletProvider, req: SpinRequest): Promise<SpinResult> {
  const { player, game, now } = req;
  if (!player.verified) throw new AppError(400, MSG.verifyAccountFirst);
  // Seen before the lock: a chance that is gone after it was taken by a concurrent request.
  const sawChance = await openChance(db, player.id, game);
  const table = await playablePrizeTable(db, game);

  const { round, after } = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SPIN_LOCK_NAMESPACE}::int, ${player.id}::int)`.execute(trx);
    const { allowance, seenRoundId } = await allowanceAndKey(trx, player.id, game, now, req.idempotencyKey);
    if (seenRoundId !== null) {
      const seen = await trx.selectFrom('spin_rounds').selectAll().where('id', '=', seenRoundId).executeTakeFirstOrThrow();
      // A key belongs to one spin: reusing it on the other wheel is a client bug, not a replay.
      if (seen.game !== game) throw new AppError(400, MSG.invalidRequest);
      return { round: seen, after: null };
    }
    if (allowance.usedToday >= allowance.dailyLimit) throw noChance();
    const chance = await trx.updateTable('spin_chances').set({ used_at: now })
      .where('id', '=', (eb) => eb.selectFrom('spin_chances').select('id')
        .where('player_id', '=', player.id).where('game', '=', game).where('used_at', 'is', null)
        .orderBy('granted_at').orderBy('id').limit(1).forUpdate().skipLocked())
      .returning('id').executeTakeFirst();
    if (!chance) throw sawChance ? new AppError(409, MSG.alreadySpin) : noChance();

    const { floats, proof } = await drawOutcome(trx, player.id, 1);
    const float = floats[0] ?? 0;
    const slot = slotFor(float, table);
    const pays = slot.creditRm > 0;
    const inserted = await trx.insertInto('spin_rounds').values({
      player_id: player.id, game, chance_id: chance.id, idempotency_key: req.idempotencyKey,
      // Counted in the insert, under the lock: the player's rounds on this wheel so far, plus this one.
      spin_no: sql<number>`(SELECT count(*) + 1 FROM spin_rounds WHERE player_id = ${player.id} AND game = ${game})`, slot: slot.index, label: JSON.stringify(slot.label),
      credit_rm: slot.creditRm, stake_rm: stakeOf(game),
      // A no-win slot has nothing to credit: it is settled at once.
      status: pays ? 'PENDING' : 'SUCCESS',
      next_credit_at: pays ? new Date(now.getTime() + FIRST_ATTEMPT_LEASE_MS) : null,
      proof: JSON.stringify(proof),
      // The table as drawn on, kept with the round: the fairness verifier recomputes it on this, not today's table.
      outcome: JSON.stringify(recordOutcome(float, table)),
      created_at: now,
    }).returningAll().executeTakeFirstOrThrow();
    // The allowance after this spin, as a read after the commit would find it (the lock kept other spins out).
    return { round: inserted, after: afterSpin(allowance) };
  });

  let status = round.status;
  if (after && status === 'PENDING') {
    const paid = await payOnce(db, wallet, newPayout('spin', round.id, player.uid, round.credit_rm), now);
    if (paid) status = 'SUCCESS';
  }
  const allowance = after ?? await spinAllowance(db, player.id, game, now);
  return {
    roundId: round.id,
    slot: slotOfRound(round),
    creditStatus: status,
    proof: round.proof,
    status: toSpinStatus(game, allowance, { verified: player.verified, maintenance: req.maintenance }),
  };
}

async function openChance(db: Kysely<Database>, playerId: number, game: SpinGameKey): Promise<boolean> {
  const row = await db.selectFrom('spin_chances').select('id')
    .where('player_id', '=', playerId).where('game', '=', game).where('used_at', 'is', null)
    .limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The slot as published, from what the round recorded (the table may have
 * been edited since): its probability comes from the weights it was drawn on.
 */
export function slotOfRound(round: Pick<RoundRow, 'slot' | 'label' | 'credit_rm' | 'stake_rm' | 'outcome'>): SpinResult['slot'] {
  const { weights, slots } = round.outcome;
  const total = weights.reduce((s, w) => s + w, 0);
  const weight = weights[slots.indexOf(round.slot)] ?? 0;
  return {
    index: round.slot,
    label: round.label,
    creditRm: round.credit_rm,
    multiplier: multiplierOf(round.credit_rm, round.stake_rm),
    probability: total > 0 ? weight / total : 0,
    weight,
  };
}

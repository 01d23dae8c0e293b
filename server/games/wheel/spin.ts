// POST games/:slug/spin: one spin of a wheel, decided by the server. In one
// transaction: take one of the player's chances, draw the outcome through
// fairness (drawOutcome), map it with slotFor, and write the round with its
// proof; after the commit the prize is credited through the H5 wallet
// provider (server/payouts), so a provider failure leaves a PENDING round.
import type { Insertable, Kysely, Selectable } from 'kysely';
import { MSG } from '../../../contract/errors';
import type { SpinResult } from '../../../contract/games/wheel';
import type { Database, GamesTable, Player, SpinGameKey, SpinRoundsTable } from '../../db/schema';
import { drawOutcome } from '../../fairness/outcome';
import { AppError } from '../../http/errors';
import { FIRST_ATTEMPT_LEASE_MS, newPayout, payOnce } from '../../payouts';
import type { H5WalletProvider } from '../../providers/h5wallet';
import { spinClock } from '../../lib/spinClock';
import { afterSpin, lockSpinsAndAllowance, spinAllowance, toSpinStatus } from './allowance';
import { multiplierOf, slotFor } from './prizeTable';
import { recordOutcome } from './roundTable';
import { playablePrizeTable, stakeOf } from './spinGames';

type RoundRow = Selectable<SpinRoundsTable>;
type GameRow = Selectable<GamesTable>;

/** Namespace of the per-player spin lock (pg_advisory_xact_lock(namespace, player id)); any fixed int4. */
export const SPIN_LOCK_NAMESPACE = 7_340_005;

export interface SpinRequest {
  player: Pick<Player, 'id' | 'uid' | 'verified'>;
  game: SpinGameKey;
  idempotencyKey: string;
  now: Date;
  /** the game row as the route read it: its maintenance flag for the status in the answer, its settings_version for the prize table */
  row: Pick<GameRow, 'maintenance' | 'settings_version'>;
}

const noChance = () => new AppError(409, MSG.noMoreChancesToSpin);

/**
 * Spins once, or answers the first spin again when the idempotency key was
 * seen. All spins of one player run one at a time (a transaction-scoped
 * advisory lock), so the daily limit, the spin number and the chance taken
 * are decided on committed data; the chance itself is taken in the statement
 * that writes its round, and a round is UNIQUE on chance_id, so even without
 * the lock one chance could never pay twice.
 */
export async function spinWheel(db: Kysely<Database>, wallet: H5WalletProvider, req: SpinRequest): Promise<SpinResult> {
  const { player, game, now } = req;
  if (!player.verified) throw new AppError(400, MSG.verifyAccountFirst);
  const table = await playablePrizeTable(db, game, req.row.settings_version);

  const { round, after } = await db.transaction().execute(async (trx) => {
    const { sawChance, allowance, seenRoundId, lastSpinNo } = await lockSpinsAndAllowance(
      trx,
      SPIN_LOCK_NAMESPACE,
      player.id,
      game,
      now,
      req.idempotencyKey,
    );
    // A chance seen before the lock and gone after it was taken by a concurrent request.
    const gone = () => (sawChance ? new AppError(409, MSG.alreadySpin) : noChance());
    if (seenRoundId !== null) {
      const seen = await trx.selectFrom('spin_rounds').selectAll().where('id', '=', seenRoundId).executeTakeFirstOrThrow();
      // A key belongs to one spin: reusing it on the other wheel is a client bug, not a replay.
      if (seen.game !== game) throw new AppError(400, MSG.invalidRequest);
      return { round: seen, after: null };
    }
    if (allowance.usedToday >= allowance.dailyLimit) throw noChance();
    if (allowance.openChances === 0) throw gone();

    const { floats, proof } = await drawOutcome(trx, player.id, 1);
    const float = floats[0] ?? 0;
    const slot = slotFor(float, table);
    const pays = slot.creditRm > 0;
    const inserted = await insertRoundOnChance(
      trx,
      { playerId: player.id, game, now },
      {
        idempotency_key: req.idempotencyKey,
        // Under the lock: the player's rounds on this wheel so far, plus this one.
        spin_no: lastSpinNo + 1,
        slot: slot.index,
        label: JSON.stringify(slot.label),
        credit_rm: slot.creditRm,
        stake_rm: stakeOf(game),
        // A no-win slot has nothing to credit: it is settled at once.
        status: pays ? 'PENDING' : 'SUCCESS',
        next_credit_at: pays ? new Date(now.getTime() + FIRST_ATTEMPT_LEASE_MS) : null,
        proof: JSON.stringify(proof),
        // The table as drawn on, kept with the round: the fairness verifier recomputes it on this, not today's table.
        outcome: JSON.stringify(recordOutcome(float, table)),
      },
    );
    if (!inserted) throw gone();
    // The allowance after this spin, as a read after the commit would find it (the lock kept other spins out).
    return { round: inserted, after: afterSpin(allowance) };
  });

  let paid: Pick<RoundRow, 'status' | 'credited_at' | 'credit_error'> = round;
  if (after && round.status === 'PENDING') {
    // The attempt's outcome as recordAttempt wrote it: paid at `now`, or an error the job retries.
    paid = (await payOnce(db, wallet, newPayout('spin', round.id, player.uid, round.credit_rm), now))
      ? { status: 'SUCCESS', credited_at: now, credit_error: null }
      : { status: 'PENDING', credited_at: null, credit_error: round.credit_error ?? 'refused' };
  }
  const allowance = after ?? (await spinAllowance(db, player.id, game, now));
  return {
    roundId: round.id,
    slot: slotOfRound(round),
    creditStatus: paid.status,
    clock: spinClock({ ...round, ...paid }),
    proof: round.proof,
    status: toSpinStatus(game, allowance, { verified: player.verified, maintenance: req.row.maintenance }),
  };
}

/** A round's own values; who, which wheel, when and the chance come from the statement. */
type RoundValues = Pick<
  Insertable<SpinRoundsTable>,
  'idempotency_key' | 'spin_no' | 'slot' | 'label' | 'credit_rm' | 'stake_rm' | 'status' | 'next_credit_at' | 'proof' | 'outcome'
>;

/**
 * Takes the player's oldest unused chance and writes its round in one
 * statement; undefined when no chance was left (nothing written).
 */
async function insertRoundOnChance(
  trx: Kysely<Database>,
  on: { playerId: number; game: SpinGameKey; now: Date },
  v: RoundValues,
): Promise<RoundRow | undefined> {
  return (
    trx
      .with('chance', (q) =>
        q
          .updateTable('spin_chances')
          .set({ used_at: on.now })
          .where('id', '=', (eb) =>
            eb
              .selectFrom('spin_chances')
              .select('id')
              .where('player_id', '=', on.playerId)
              .where('game', '=', on.game)
              .where('used_at', 'is', null)
              .orderBy('granted_at')
              .orderBy('id')
              .limit(1)
              .forUpdate()
              .skipLocked(),
          )
          .returning('id'),
      )
      .insertInto('spin_rounds')
      .columns([
        'chance_id',
        'player_id',
        'game',
        'created_at',
        'idempotency_key',
        'spin_no',
        'slot',
        'label',
        'credit_rm',
        'stake_rm',
        'status',
        'next_credit_at',
        'proof',
        'outcome',
      ])
      // A SELECT from the chance taken: no chance, no row. PostgreSQL types each parameter by its target column.
      .expression((eb) =>
        eb
          .selectFrom('chance')
          .select([
            'chance.id',
            eb.val(on.playerId).as('player_id'),
            eb.val(on.game).as('game'),
            eb.val(on.now).as('created_at'),
            eb.val(v.idempotency_key).as('idempotency_key'),
            eb.val(v.spin_no).as('spin_no'),
            eb.val(v.slot).as('slot'),
            eb.val(v.label).as('label'),
            eb.val(v.credit_rm).as('credit_rm'),
            eb.val(v.stake_rm).as('stake_rm'),
            eb.val(v.status).as('status'),
            eb.val(v.next_credit_at ?? null).as('next_credit_at'),
            eb.val(v.proof).as('proof'),
            eb.val(v.outcome).as('outcome'),
          ]),
      )
      .returningAll()
      .executeTakeFirst()
  );
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

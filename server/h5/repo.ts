import type { Kysely } from 'kysely';
import { pointsForDeposit } from '../../contract/loyalty/tiersRules';
import { awardPoints } from '../loyalty/points/award';
import type { Database, SpinGameKey } from '../db/schema';

export interface DepositRecord {
  playerId: number;
  txId: string;
  amountRm: number;
  game: SpinGameKey;
  /** chances the deposit earns on `game` (./deposit.ts) */
  spins: number;
  /** when the platform says the deposit happened */
  at: Date;
  now: Date;
}

/** Records the deposit once and grants its spins and tier points in the same transaction; a known txId changes nothing. */
export async function recordDeposit(db: Kysely<Database>, input: DepositRecord): Promise<{ spinsGranted: number; duplicate: boolean }> {
  const { spins } = input;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('h5_deposits')
      .values({
        tx_id: input.txId,
        player_id: input.playerId,
        amount_rm: input.amountRm,
        game: spins > 0 ? input.game : null,
        spins_granted: spins,
        at: input.at,
        received_at: input.now,
      })
      .onConflict((oc) => oc.column('tx_id').doNothing())
      .returning('tx_id')
      .executeTakeFirst();
    if (!inserted) return { spinsGranted: 0, duplicate: true };
    if (spins > 0) {
      await trx
        .insertInto('spin_chances')
        .values(
          Array.from({ length: spins }, () => ({
            player_id: input.playerId,
            game: input.game,
            source: `deposit:${input.txId}`,
            granted_at: input.now,
          })),
        )
        .execute();
    }
    await awardPoints(trx, {
      playerId: input.playerId,
      source: 'deposit',
      sourceId: input.txId,
      points: pointsForDeposit(input.amountRm, spins),
      now: input.now,
    });
    return { spinsGranted: spins, duplicate: false };
  });
}

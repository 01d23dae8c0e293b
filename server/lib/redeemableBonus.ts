import type { Kysely } from 'kysely';
import type { RedeemableBonus } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';

/** What a guest, or a player without a bonus, is shown. */
export const NO_BONUS: RedeemableBonus = { id: null, tx_amount: 0, turnover: 0, status: 'Not Available', created_date: null };

/** The player's latest bonus from the H5 platform, as the refresh data and the redeem screen show it. */
export async function latestRedeemableBonus(db: Kysely<Database>, playerId: number): Promise<RedeemableBonus> {
  const bonus = await db
    .selectFrom('redeemable_bonuses')
    .selectAll()
    .where('player_id', '=', playerId)
    .orderBy('created_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return bonus
    ? {
        id: bonus.id,
        tx_amount: bonus.tx_amount,
        turnover: bonus.turnover,
        status: bonus.status,
        created_date: bonus.created_date.toISOString(),
      }
    : NO_BONUS;
}

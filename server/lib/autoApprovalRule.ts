import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sharedPerTurn } from './sharedPerTurn';

/**
 * Whether the admin's automatic approval of redemptions is on (redeem/autoApproval.ts keeps the rule;
 * the public ladder reads it). Every player opening the VIP screen asks: the calls of one turn share a read.
 */
export const autoApprovalRuleOn: (db: Kysely<Database>) => Promise<boolean> = sharedPerTurn(async (db) => {
  const row = await db.selectFrom('redeem_auto_approval').select('enabled').where('id', '=', 1).executeTakeFirst();
  return row?.enabled === true;
});

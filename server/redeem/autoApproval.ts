// Automatic approval (issue 13 item 10): the club promises credit within
// REDEEM.creditWithinHours, and small redemptions need not wait for an
// operator. An admin sets one rule (on/off, the most RM per redemption);
// a new redemption that fits it is approved at once through decide.ts's
// approve, so the ledger settle, the H5 credit and the inbox message are
// exactly an operator's, and the audit line names the rule.
import type { Kysely, Transaction } from 'kysely';
import type { AutoApproval, AutoApprovalBody } from '../../contract/schemas/console';
import type { Operator } from '../auth/operators';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { playerTier } from '../loyalty/tiers/benefits';
import { approveRedemption, type DecideDeps } from './decide';

export async function readAutoApproval(db: Kysely<Database>): Promise<AutoApproval> {
  const row = await db.selectFrom('redeem_auto_approval').leftJoin('operators', 'operators.id', 'redeem_auto_approval.updated_by')
    .select(['redeem_auto_approval.enabled', 'redeem_auto_approval.max_credit_rm', 'redeem_auto_approval.updated_at', 'operators.username'])
    .where('redeem_auto_approval.id', '=', 1).executeTakeFirstOrThrow();
  return { enabled: row.enabled, maxCreditRm: Number(row.max_credit_rm), updatedAt: row.updated_at.toISOString(), updatedBy: row.username };
}

/** Saves the rule; the setting as it was before, for the audit line. */
export async function saveAutoApproval(trx: Transaction<Database>, body: AutoApprovalBody, op: Operator, now: Date): Promise<{ enabled: boolean; maxCreditRm: number }> {
  const before = await trx.selectFrom('redeem_auto_approval').select(['enabled', 'max_credit_rm']).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
  await trx.updateTable('redeem_auto_approval').set({
    enabled: body.enabled, max_credit_rm: Math.round(body.maxCreditRm * 100) / 100, updated_at: now, updated_by: op.id,
  }).where('id', '=', 1).execute();
  return { enabled: before.enabled, maxCreditRm: Number(before.max_credit_rm) };
}

/** The most RM a player's redemption may be auto-approved for: the club's rule, or the player's VIP tier's when higher. */
export async function autoApprovalLimitOf(db: Kysely<Database>, playerId: number, clubLimitRm: number, now: Date): Promise<number> {
  const { tier } = await playerTier(db, playerId, now);
  return Math.max(clubLimitRm, tier.benefits.autoApprovalRm);
}

/**
 * After a new redemption commits: approve it when the rule is on, its player
 * is verified and its credit is at or under the limit (the club's, or the
 * player's tier's when higher). True when it approved. A redemption decided meanwhile (an operator was
 * quicker) is left as it is: a decision is final.
 */
export async function autoApproveIfAllowed(deps: DecideDeps, redemptionId: number, now: Date): Promise<boolean> {
  const fits = await deps.db.selectFrom('redemptions')
    .innerJoin('players', 'players.id', 'redemptions.player_id')
    .innerJoin('redeem_auto_approval', (join) => join.on('redeem_auto_approval.id', '=', 1))
    .select(['redemptions.player_id', 'redemptions.credit_rm', 'redeem_auto_approval.max_credit_rm'])
    .where('redemptions.id', '=', redemptionId).where('redemptions.status', '=', 'Pending')
    .where('players.verified', '=', true).where('redeem_auto_approval.enabled', '=', true)
    .executeTakeFirst();
  if (!fits) return false;
  const limit = await autoApprovalLimitOf(deps.db, fits.player_id, Number(fits.max_credit_rm), now);
  if (Number(fits.credit_rm) > limit) return false;
  try {
    await approveRedemption(deps, { rule: 'redeem.autoApproval' }, redemptionId, now);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}

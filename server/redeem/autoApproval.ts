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
import { REDEEM, REDEEM_PROMISE } from '../../contract/constants';
import { playerTier } from '../loyalty/tiers/benefits';
import { approveRedemption, type DecideDeps } from './decide';
import { stalePendingIds } from './repo';

export async function readAutoApproval(db: Kysely<Database>): Promise<AutoApproval> {
  const row = await db
    .selectFrom('redeem_auto_approval')
    .leftJoin('operators', 'operators.id', 'redeem_auto_approval.updated_by')
    .select(['redeem_auto_approval.enabled', 'redeem_auto_approval.max_credit_rm', 'redeem_auto_approval.updated_at', 'operators.username'])
    .where('redeem_auto_approval.id', '=', 1)
    .executeTakeFirstOrThrow();
  return { enabled: row.enabled, maxCreditRm: Number(row.max_credit_rm), updatedAt: row.updated_at.toISOString(), updatedBy: row.username };
}

/** Saves the rule; the setting as it was before, for the audit line. */
export async function saveAutoApproval(
  trx: Transaction<Database>,
  body: AutoApprovalBody,
  op: Operator,
  now: Date,
): Promise<{ enabled: boolean; maxCreditRm: number }> {
  const before = await trx
    .selectFrom('redeem_auto_approval')
    .select(['enabled', 'max_credit_rm'])
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('redeem_auto_approval')
    .set({
      enabled: body.enabled,
      max_credit_rm: Math.round(body.maxCreditRm * 100) / 100,
      updated_at: now,
      updated_by: op.id,
    })
    .where('id', '=', 1)
    .execute();
  return { enabled: before.enabled, maxCreditRm: Number(before.max_credit_rm) };
}

/**
 * The most RM a redemption of this player is approved for without an
 * operator, or null when none is (the admin's rule is off): the rule's
 * amount, or the player's VIP tier's when higher (playerTier, the one way a
 * benefit reads the tier).
 */
export async function autoApprovalLimitFor(db: Kysely<Database>, playerId: number, now: Date): Promise<number | null> {
  const row = await db
    .selectFrom('redeem_auto_approval')
    .select('max_credit_rm')
    .where('id', '=', 1)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const { tier } = await playerTier(db, playerId, now);
  return Math.max(Number(row.max_credit_rm), tier.benefits.autoApprovalRm);
}

/**
 * Approve a pending redemption when its player is verified and its credit is
 * at or under the player's limit (autoApprovalLimitFor). True when it
 * approved. Called right after a new redemption commits, and by the promise's
 * pass before the due time (jobs.ts). A redemption decided meanwhile (an
 * operator was quicker) is left as it is: a decision is final.
 */
export async function autoApproveIfAllowed(deps: DecideDeps, redemptionId: number, now: Date): Promise<boolean> {
  const pending = await deps.db
    .selectFrom('redemptions')
    .innerJoin('players', 'players.id', 'redemptions.player_id')
    .select(['redemptions.player_id', 'redemptions.credit_rm'])
    .where('redemptions.id', '=', redemptionId)
    .where('redemptions.status', '=', 'Pending')
    .where('players.verified', '=', true)
    .executeTakeFirst();
  if (!pending) return false;
  const limit = await autoApprovalLimitFor(deps.db, pending.player_id, now);
  if (limit === null || Number(pending.credit_rm) > limit) return false;
  try {
    await approveRedemption(deps, { rule: 'redeem.autoApproval' }, redemptionId, now);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
}

/**
 * The promise's last chance (REDEEM_PROMISE.autoApproveLeadMinutes before the
 * due time): a redemption still undecided is approved if the rule allows it
 * now (turned on or raised since it was made, or its first try failed), so
 * its credit lands in time; expireStaleRedemptions releases the rest at the
 * due time. Resolves to how many it approved.
 */
export async function approveBeforeDue(deps: DecideDeps, now: Date, limit = 100): Promise<number> {
  // Made before this, a redemption is due within the lead.
  const cutoff = new Date(now.getTime() - REDEEM.creditWithinHours * 3_600_000 + REDEEM_PROMISE.autoApproveLeadMinutes * 60_000);
  let approved = 0;
  for (const id of await stalePendingIds(deps.db, cutoff, limit)) {
    if (await autoApproveIfAllowed(deps, id, now)) approved++;
  }
  return approved;
}

// An operator's (or the clock's) decision on a pending redemption. Each runs
// in one transaction that locks the redemption row first and the balance row
// second (the order a redeem takes too, so they cannot deadlock), moves the
// coins in the ledger, records the decision with its audit line and inbox
// message, and only after the commit tells the player's devices.
import type { Kysely } from 'kysely';
import { REDEEM } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import type { AdminRedemption } from '../../contract/schemas/wallet';
import { audit, auditRule, type AuditRule } from '../auth/audit';
import type { Operator } from '../auth/operators';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { inTransaction, releaseHold, settleHold, type LedgerTx } from '../ledger';
import { playerById } from '../lib/players';
import { redemptionRef } from '../lib/redemptionRef';
import { redemptionDueAt } from '../lib/redemptionClock';
import { postRedeemMessage } from '../notify/inbox';
import { FIRST_ATTEMPT_LEASE_MS, newPayout, payOnce, payoutReference } from '../payouts';
import type { H5WalletProvider } from '../providers/h5wallet';
import type { Realtime } from '../realtime/hub';
import {
  adminRedemptionRow,
  lockPendingUnlessBusy,
  lockRedemption,
  markApproved,
  markReleased,
  readPendingHours,
  stalePendingIds,
  toRedemption,
  type AdminRedemptionRow,
  type RedemptionRow,
} from './repo';
import { ledgerNote } from '../../contract/ledgerNotes';

export interface DecideDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  wallet: H5WalletProvider;
  /** pushes a committed inbox message to the player's devices (server/notify) */
  pushInbox: (messageId: number) => void;
}

const REDEEM_ART = 'inbox/redeem.svg';

const notFound = (): AppError => new AppError(404, MSG.invalidRequest);
/** Decided already (by another operator, or expired meanwhile): a decision is final. */
const alreadyDecided = (): AppError => new AppError(409, MSG.invalidRequest, { typ: 'redemption' });

async function lockPending(trx: LedgerTx, id: number): Promise<RedemptionRow> {
  const row = await lockRedemption(trx, id);
  if (!row) throw notFound();
  if (row.status !== 'Pending') throw alreadyDecided();
  return row;
}

/** After the commit: the player's open apps refresh, their other devices get the decision's message as a push. */
function tell(deps: Omit<DecideDeps, 'wallet'>, decided: Decided): void {
  deps.realtime.toPlayer(decided.row.player_id, { type: 'stale', reason: 'redeem' });
  deps.pushInbox(decided.messageId);
}

interface Decided {
  row: RedemptionRow;
  messageId: number;
}

/** Who approves: an operator, or an automatic rule (server/redeem/autoApproval.ts) on the very same path. */
export type Approver = Operator | { rule: AuditRule };

/** Approve: pending coins become redeemed, the credit is owed to the H5 account and paid after the commit. */
export async function approveRedemption(deps: DecideDeps, by: Approver, id: number, now: Date): Promise<AdminRedemption> {
  const decided = await inTransaction(deps.db, async (trx): Promise<Decided> => {
    const pending = await lockPending(trx, id);
    await settleHold(trx, { playerId: pending.player_id, amount: pending.coins });
    const reference = payoutReference('redeem', id);
    const operatorId = 'rule' in by ? null : by.id;
    const updated = await markApproved(trx, id, {
      by: operatorId,
      reference,
      firstAttemptAt: new Date(now.getTime() + FIRST_ATTEMPT_LEASE_MS),
      now,
    });
    const detail = { playerId: pending.player_id, coins: pending.coins, creditRm: pending.credit_rm, reference };
    if ('rule' in by) await auditRule(trx, by.rule, 'redemption.approve', String(id), detail);
    else await audit(trx, by, 'redemption.approve', String(id), detail);
    const messageId = await postRedeemMessage(trx, {
      playerId: pending.player_id,
      status: 'Success',
      creditRm: pending.credit_rm,
      img: REDEEM_ART,
      at: now,
    });
    return { row: updated, messageId };
  });
  tell(deps, decided);
  const { row } = decided;
  const player = await playerById(deps.db, row.player_id);
  if (!player) throw new Error(`redemption ${id} has no player`);
  // A failed attempt is not the operator's error: the retry job pays it later under the same reference.
  await payOnce(deps.db, deps.wallet, newPayout('redeem', id, player.uid, row.credit_rm), now);
  return adminRedemption(deps.db, id);
}

/** Reject: the held coins go back to the player with a REDEEMREJECT entry. */
export async function rejectRedemption(deps: DecideDeps, op: Operator, id: number, reason: string, now: Date): Promise<AdminRedemption> {
  const decided = await inTransaction(deps.db, async (trx) => {
    const pending = await lockPending(trx, id);
    const released = await release(trx, pending, 'Rejected', reason, now, op.id);
    await audit(trx, op, 'redemption.reject', String(id), { playerId: pending.player_id, coins: pending.coins, reason });
    return released;
  });
  tell(deps, decided);
  return adminRedemption(deps.db, id);
}

async function release(
  trx: LedgerTx,
  pending: RedemptionRow,
  status: 'Rejected' | 'Expired',
  reason: string | null,
  now: Date,
  by: number | null,
): Promise<Decided> {
  await releaseHold(trx, {
    playerId: pending.player_id,
    amount: pending.coins,
    ref: redemptionRef(pending.id),
    idempotencyKey: `redeem-release:${pending.id}`,
    note: ledgerNote(status === 'Rejected' ? 'redeemRejected' : 'redeemExpired'),
  });
  const updated = await markReleased(trx, pending.id, { status, reason, by, now });
  const messageId = await postRedeemMessage(trx, {
    playerId: pending.player_id,
    status,
    creditRm: pending.credit_rm,
    reason,
    img: REDEEM_ART,
    at: now,
  });
  return { row: updated, messageId };
}

/**
 * The sweep: redemptions nobody decided by their due time (requested +
 * REDEEM.creditWithinHours; sooner if option redeem_pending_hours says so)
 * expire and give their coins back with an apology in the inbox (the
 * Expired message's words). Rows another process is deciding are skipped
 * (SKIP LOCKED), not waited for.
 */
export async function expireStaleRedemptions(deps: Omit<DecideDeps, 'wallet'>, now: Date, limit = 100): Promise<number> {
  const hours = Math.min(await readPendingHours(deps.db), REDEEM.creditWithinHours);
  const cutoff = new Date(now.getTime() - hours * 3_600_000);
  let expired = 0;
  for (const id of await stalePendingIds(deps.db, cutoff, limit)) {
    const decided = await inTransaction(deps.db, async (trx) => {
      const row = await lockPendingUnlessBusy(trx, id);
      return row ? release(trx, row, 'Expired', null, now, null) : null;
    });
    if (decided === null) continue;
    expired++;
    tell(deps, decided);
  }
  return expired;
}

/** A redemption as the operator list shows it. */
export async function adminRedemption(db: Kysely<Database>, id: number): Promise<AdminRedemption> {
  const row = await adminRedemptionRow(db, id);
  if (!row) throw notFound();
  return toAdminRedemption(row);
}

export function toAdminRedemption(row: AdminRedemptionRow): AdminRedemption {
  return {
    ...toRedemption(row),
    playerId: row.player_id,
    uid: row.uid,
    fullName: row.full_name,
    creditReference: row.credit_reference,
    creditedAt: row.credited_at?.toISOString() ?? null,
    creditError: row.credit_error,
    dueAt: redemptionDueAt(row.created_at).toISOString(),
    // Approved with nobody behind the decision: the automatic rule (an expiry also has none, but is not a Success).
    autoApproved: row.status === 'Success' && row.decided_by === null,
  };
}

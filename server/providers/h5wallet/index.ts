// The H5 wallet: where spin prizes (free credit in RM) are paid (SPEC section
// 9: within 15 minutes, delayed ones within 24 hours). A real platform API
// plugs in behind this interface. Every credit carries a reference that the
// provider must treat as an idempotency key: the game service retries a
// credit whose answer it never saw, and a retry must never pay twice.
import type { Insertable, Kysely } from 'kysely';
import type { Database, H5WalletCreditsTable } from '../../db/schema';
import { batchPerTurn } from '../../lib/batchPerTurn';

export interface CreditResult {
  /** true once the platform has the credit (a repeat of a known reference is ok too) */
  ok: boolean;
  /** why not, for the operator's eyes (kept on the round) */
  error?: string;
}

export interface H5WalletProvider {
  /** 'local' for the stand-in below; a real provider names its platform */
  readonly name: string;
  credit(playerUid: string, amountRm: number, reference: string): Promise<CreditResult>;
}

/**
 * The default provider: nothing is paid. Credits are recorded in the table
 * h5_wallet_credits, once per reference (ON CONFLICT DO NOTHING), so the
 * whole flow - PENDING, retry, SUCCESS - runs end to end without a platform.
 * The credits asked for in one turn are written in one statement: the
 * platform would not use this database at all, so the stand-in keeps its
 * share of it small. The server says at start-up that it is local.
 */
export function localH5Wallet(db: Kysely<Database>): H5WalletProvider {
  const record = batchPerTurn(async (credits: readonly Insertable<H5WalletCreditsTable>[]) => {
    // In reference order, so two batches sharing references wait for each other instead of deadlocking.
    const ordered = [...credits].sort((a, b) => (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0));
    await db
      .insertInto('h5_wallet_credits')
      .values(ordered)
      .onConflict((oc) => oc.column('reference').doNothing())
      .execute();
    return credits.map(() => undefined);
  });
  return {
    name: 'local',
    async credit(playerUid, amountRm, reference) {
      if (!(amountRm > 0)) return { ok: false, error: `amount must be positive, got ${amountRm}` };
      await record({ reference, player_uid: playerUid, amount_rm: amountRm });
      return { ok: true };
    },
  };
}

/** How long a credit call may take before it counts as failed (and is retried later, by reference). */
export const CREDIT_TIMEOUT_MS = 5_000;

/**
 * A provider call that never throws and never hangs: an exception or a
 * timeout is a failed attempt. The outcome of a timed-out call is unknown,
 * which is exactly why the retry reuses the reference.
 */
export async function creditSafely(
  provider: H5WalletProvider,
  playerUid: string,
  amountRm: number,
  reference: string,
  timeoutMs = CREDIT_TIMEOUT_MS,
): Promise<CreditResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CreditResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([provider.credit(playerUid, amountRm, reference), timeout]);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

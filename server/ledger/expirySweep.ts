// The scheduled side of coin expiry: every batch whose date has come gets its
// EXPIRED entry even if its player never opens the app (reads sweep their own
// player too, so a player always sees expired coins gone). A watermark in
// options remembers how far the sweep got, so each pass only looks at batches
// that came due since the last one, and a restart does not start over.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from './entries';
import { expireDueCoins } from './summary';

const WATERMARK = 'coin_expiry_swept_at';
const PAGE = 200;

export interface SweepResult {
  /** players whose due batches were swept */
  players: number;
  /** players who actually lost coins (the ones to tell) */
  expiredFor: number[];
  coins: number;
}

async function readWatermark(db: Kysely<Database>): Promise<Date> {
  const row = await db.selectFrom('options').select('value').where('name', '=', WATERMARK).executeTakeFirst();
  const at = row ? new Date(row.value) : new Date(0);
  return Number.isNaN(at.getTime()) ? new Date(0) : at;
}

/**
 * Sweeps every player with a batch due in (watermark, now], page by page in
 * order of their first such batch, then moves the watermark to now. Safe to
 * run on several processes at once: each batch's EXPIRED entry is keyed by
 * the batch, and the balance row lock orders the writers.
 */
export async function sweepExpiredCoins(db: Kysely<Database>, now: Date): Promise<SweepResult> {
  const since = await readWatermark(db);
  const result: SweepResult = { players: 0, expiredFor: [], coins: 0 };
  let after: { first: Date; playerId: number } | null = null;
  for (;;) {
    let query = db
      .selectFrom('coin_entries')
      .select(['player_id', (eb) => eb.fn.min('expires_at').as('first')])
      .where('amount', '>', 0)
      .where('expires_at', '>', since)
      .where('expires_at', '<=', now)
      .groupBy('player_id');
    if (after) {
      const { first, playerId } = after;
      query = query.having(sql<boolean>`(min(expires_at), player_id) > (${first}, ${playerId})`);
    }
    const page = await query.orderBy('first').orderBy('player_id').limit(PAGE).execute();
    for (const row of page) {
      const coins = await inTransaction(db, (trx) => expireDueCoins(trx, row.player_id, now));
      result.players++;
      if (coins > 0) {
        result.expiredFor.push(row.player_id);
        result.coins += coins;
      }
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last?.first) break;
    after = { first: new Date(last.first), playerId: last.player_id };
  }
  await db
    .insertInto('options')
    .values({ name: WATERMARK, value: now.toISOString() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: now.toISOString() }))
    .execute();
  return result;
}

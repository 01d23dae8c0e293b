// The big-wins feed's storage: the operator's settings (options table) and the
// wins it carried (big_wins, migration 0018).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BigWin } from '../../contract/bigWins';
import { BIG_WIN_DEFAULTS, BIG_WINS_LISTED, type BigWinSettingsShape } from '../../contract/bigWinsRules';
import type { GameKey } from '../../contract/constants';
import { maskName } from '../../contract/names';
import type { Database } from '../db/schema';

/** Each setting's row in options. */
const OPTION_OF: Record<keyof BigWinSettingsShape, string> = {
  minMultiplier: 'big_win_min_multiplier',
  minPayout: 'big_win_min_payout',
  perMinute: 'big_win_per_minute',
};
const SETTING_KEYS = Object.keys(OPTION_OF) as (keyof BigWinSettingsShape)[];

/** Serialises the per-minute count and the insert across processes (pg_advisory_xact_lock(namespace, 0)); any fixed int4. */
const FEED_LOCK_NAMESPACE = 0x0b16_0011;
const MINUTE_MS = 60_000;

export async function readBigWinSettings(db: Kysely<Database>): Promise<BigWinSettingsShape> {
  const rows = await db.selectFrom('options').select(['name', 'value']).where('name', 'in', Object.values(OPTION_OF)).execute();
  const read = (key: keyof BigWinSettingsShape): number => {
    const value = Number(rows.find((r) => r.name === OPTION_OF[key])?.value);
    return Number.isFinite(value) ? value : BIG_WIN_DEFAULTS[key];
  };
  return { minMultiplier: read('minMultiplier'), minPayout: read('minPayout'), perMinute: read('perMinute') };
}

export async function writeBigWinSettings(trx: Transaction<Database>, settings: BigWinSettingsShape): Promise<void> {
  for (const key of SETTING_KEYS) {
    const row = { name: OPTION_OF[key], value: String(settings[key]) };
    await trx
      .insertInto('options')
      .values(row)
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: row.value }))
      .execute();
  }
}

export interface WinToStore {
  playerId: number;
  game: GameKey;
  bet: number;
  payout: number;
  multiplier: number;
  at: Date;
}

/**
 * Stores the win unless the feed already carried `perMinute` in the minute
 * before it: the count and the insert hold one advisory lock, so two
 * processes (or two requests of one) can never both take the last place.
 * Null: the cap is reached, or the player is gone.
 */
export async function storeBigWin(db: Kysely<Database>, win: WinToStore, perMinute: number): Promise<BigWin | null> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${FEED_LOCK_NAMESPACE}::int, 0)`.execute(trx);
    const { n } = await trx
      .selectFrom('big_wins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('at', '>', new Date(win.at.getTime() - MINUTE_MS))
      .executeTakeFirstOrThrow();
    if (Number(n) >= perMinute) return null;
    const player = await trx.selectFrom('players').select('full_name').where('id', '=', win.playerId).executeTakeFirst();
    if (!player) return null;
    const row = await trx
      .insertInto('big_wins')
      .values({
        player_id: win.playerId,
        masked_name: maskName(player.full_name),
        game: win.game,
        bet: win.bet,
        payout: win.payout,
        multiplier: win.multiplier,
        at: win.at,
      })
      .returning(['id', 'masked_name', 'game', 'payout', 'multiplier', 'at'])
      .executeTakeFirstOrThrow();
    return toBigWin(row);
  });
}

/** The newest wins the feed carried, newest first. */
export async function recentBigWins(db: Kysely<Database>, limit = BIG_WINS_LISTED): Promise<BigWin[]> {
  const rows = await db
    .selectFrom('big_wins')
    .select(['id', 'masked_name', 'game', 'payout', 'multiplier', 'at'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toBigWin);
}

function toBigWin(r: { id: number; masked_name: string; game: GameKey; payout: number; multiplier: number; at: Date }): BigWin {
  return {
    id: r.id,
    name: r.masked_name,
    game: r.game,
    payout: Number(r.payout),
    multiplier: Number(r.multiplier),
    at: r.at.toISOString(),
  };
}

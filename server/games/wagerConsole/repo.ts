// The wagering games' operator settings as stored: bet bounds on games
// (migration 0016), the lucky egg's slots and prize table; the big-wins
// feed's settings are server/bigWins'.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { GameKey } from '../../../contract/constants';
import type { AdminWagerSettings, EggPrizesBody } from '../../../contract/games/wagerConsole';
import { readBigWinSettings } from '../../bigWins/repo';
import type { Database } from '../../db/schema';
import { eggSlots as readEggSlots, eggTable as readEggPrizes } from '../luckyegg/table';

type Trx = Transaction<Database>;

/** Serialises two editors of one egg table: a replace is a delete then inserts (pg_advisory_xact_lock(namespace, table)). */
const EGG_TABLES_LOCK_NAMESPACE = 0x0e66_0016;
export const EGG_TABLE = { slots: 1, prizes: 2 } as const;
export async function lockEggTable(trx: Trx, table: (typeof EGG_TABLE)[keyof typeof EGG_TABLE]): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${EGG_TABLES_LOCK_NAMESPACE}::int, ${table}::int)`.execute(trx);
}

export async function readWagerSettings(db: Kysely<Database>): Promise<AdminWagerSettings> {
  const [games, eggSlots, eggPrizes, bigWins] = await Promise.all([
    db
      .selectFrom('games')
      .select(['key', 'slug', 'min_bet', 'max_bet'])
      .where('min_bet', 'is not', null)
      .where('max_bet', 'is not', null)
      .orderBy('sort')
      .orderBy('key')
      .execute(),
    readEggSlots(db),
    readEggPrizes(db),
    readBigWinSettings(db),
  ]);
  return {
    games: games.map((g) => ({ key: g.key, slug: g.slug, min: g.min_bet ?? 0, max: g.max_bet ?? 0 })),
    eggSlots,
    eggPrizes,
    bigWins,
  };
}

// What the console shows is what the game reads.
export { readEggSlots, readEggPrizes };

/** The bounds before the change, or undefined when players do not stake on this game. */
export async function setBetBounds(
  trx: Trx,
  key: GameKey,
  bounds: { min: number; max: number },
): Promise<{ min: number; max: number } | undefined> {
  const before = await trx
    .selectFrom('games')
    .select(['min_bet', 'max_bet'])
    .where('key', '=', key)
    .where('min_bet', 'is not', null)
    .where('max_bet', 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  await trx.updateTable('games').set({ min_bet: bounds.min, max_bet: bounds.max }).where('key', '=', key).execute();
  return { min: before.min_bet ?? 0, max: before.max_bet ?? 0 };
}

export async function replaceEggSlots(trx: Trx, minutes: readonly number[]): Promise<void> {
  await trx.deleteFrom('lucky_egg_slots').execute();
  await trx
    .insertInto('lucky_egg_slots')
    .values(minutes.map((m) => ({ minute_of_day: m })))
    .execute();
}

export async function replaceEggPrizes(trx: Trx, prizes: EggPrizesBody['prizes']): Promise<void> {
  await trx.deleteFrom('lucky_egg_prizes').execute();
  await trx
    .insertInto('lucky_egg_prizes')
    .values(prizes.map((p, i) => ({ sort: i + 1, multiplier: p.multiplier, weight: p.weight })))
    .execute();
}

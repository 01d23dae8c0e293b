// The lucky egg's sessions and prize table as the operator set them
// (lucky_egg_slots, lucky_egg_prizes; migration 0016 opened with the same
// figures as LUCKY_EGG_OPENING_TABLE, written there as literals, and slots at
// 12:00, 18:00 and 21:00 GMT+8).
import type { Kysely } from 'kysely';
import type { EggPrizeShape } from '../../../contract/games/luckyEggRules';
import type { Database } from '../../db/schema';

/** The table the club opened with (the simulations' reference): integer weights summing to 100,000, exactly 97.000%, top prize 500x. */
export const LUCKY_EGG_OPENING_TABLE: readonly EggPrizeShape[] = [
  { multiplier: 500, weight: 10 },
  { multiplier: 100, weight: 50 },
  { multiplier: 20, weight: 300 },
  { multiplier: 5, weight: 2000 },
  { multiplier: 2, weight: 15500 },
  { multiplier: 1, weight: 20000 },
  { multiplier: 0.5, weight: 40000 },
  { multiplier: 0, weight: 22140 },
];

export async function eggTable(db: Kysely<Database>): Promise<EggPrizeShape[]> {
  const rows = await db.selectFrom('lucky_egg_prizes').select(['multiplier', 'weight']).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ multiplier: Number(r.multiplier), weight: r.weight }));
}

export async function eggSlots(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('lucky_egg_slots').select('minute_of_day').orderBy('minute_of_day').execute();
  return rows.map((r) => r.minute_of_day);
}

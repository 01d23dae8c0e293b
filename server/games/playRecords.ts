import type { Kysely } from 'kysely';
import { GAME_KEYS, GAME_RULES, type GameKey } from '../../contract/constants';
import type { PlayRecord, PlayRecords } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';
import { startOfBusinessDay } from '../lib/businessDay';
import { spinAllowance } from './allowance';

/**
 * The playRec of the refresh data: each game's maintenance flag, and for FTO
 * and SPINWHEELV2 the plays left today (GMT+8 business day). A guest gets the
 * flags only.
 */
export async function playRecords(db: Kysely<Database>, playerId: number | null, now: Date): Promise<PlayRecords> {
  const games = await db.selectFrom('games').select(['key', 'maintenance']).execute();
  const record = (key: GameKey): PlayRecord => ({ mtn: games.find((g) => g.key === key)?.maintenance ? 1 : 0 });
  const records = Object.fromEntries(GAME_KEYS.map((k) => [k, record(k)])) as PlayRecords;
  if (playerId === null) return records;

  const [ftoToday, spin] = await Promise.all([
    countRounds(db, playerId, 'FTO', startOfBusinessDay(now)),
    // The same function as GET games/spinwheelv2/status, so the two always agree.
    spinAllowance(db, playerId, 'SPINWHEELV2', now),
  ]);
  records.FTO.rm = Math.max(0, GAME_RULES.FTO.freePlaysPerDay - ftoToday);
  records.SPINWHEELV2.rm = spin.rm;
  return records;
}

async function countRounds(db: Kysely<Database>, playerId: number, game: GameKey, since: Date): Promise<number> {
  const row = await db.selectFrom('game_rounds').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId).where('game', '=', game).where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

import type { Kysely } from 'kysely';
import { GAME_KEYS, type GameKey } from '../../contract/constants';
import type { PlayRecord, PlayRecords } from '../../contract/schemas/refresh';
import type { Database } from '../db/schema';
import { platformGames } from './platform/registry';

/**
 * The playRec of the refresh data: each game's maintenance flag, and what
 * each game's descriptor adds for a logged-in player (SPEC 3: plays left
 * today, the card game's reward and motion). A guest gets the flags only.
 */
export async function playRecords(db: Kysely<Database>, playerId: number | null, now: Date): Promise<PlayRecords> {
  const games = await db.selectFrom('games').select(['key', 'maintenance']).execute();
  const record = (key: GameKey): PlayRecord => ({ mtn: games.find((g) => g.key === key)?.maintenance ? 1 : 0 });
  const records = Object.fromEntries(GAME_KEYS.map((k) => [k, record(k)])) as PlayRecords;
  if (playerId === null) return records;

  // The same functions as each game's status call, so the two always agree.
  for (const game of platformGames()) {
    if (game.playRecord) Object.assign(records[game.key], await game.playRecord(db, playerId, now));
  }
  return records;
}

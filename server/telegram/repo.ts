import type { Kysely } from 'kysely';
import type { Database, Player } from '../db/schema';

export async function playerByTelegram(db: Kysely<Database>, tgId: number): Promise<Player | undefined> {
  return db.selectFrom('players').selectAll().where('tg_id', '=', tgId).executeTakeFirst();
}

/** Binds (or with null unbinds) the player's Telegram account; a Telegram account bound to another player throws the unique violation. */
export async function setTelegram(db: Kysely<Database>, playerId: number, tgId: number | null): Promise<void> {
  await db.updateTable('players').set({ tg_id: tgId }).where('id', '=', playerId).execute();
}

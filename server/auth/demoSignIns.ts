// Demo sign-ins (the seed's, for development) that still open an account: a
// database seeded before production stopped seeding them, or copied from a
// development machine, would otherwise go live with admin/admin1234.
// server/main.ts refuses to start in production while any is found.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_NORMAL_PLAYER, DEMO_OPERATOR, DEMO_PLAYER } from '../db/seed/credentials';
import { verifyPassword } from './password';

/** Which demo sign-ins still work, as "operator admin" / "player demo01". */
export async function demoSignInsInUse(db: Kysely<Database>): Promise<string[]> {
  const found: string[] = [];
  const op = await db.selectFrom('operators').select('password_hash').where('username', '=', DEMO_OPERATOR.username).executeTakeFirst();
  if (op && (await verifyPassword(DEMO_OPERATOR.password, op.password_hash))) found.push(`operator ${DEMO_OPERATOR.username}`);
  for (const demo of [DEMO_PLAYER, DEMO_NORMAL_PLAYER]) {
    const player = await db.selectFrom('players').select('password_hash').where('uid', '=', demo.uid).executeTakeFirst();
    if (player?.password_hash && (await verifyPassword(demo.password, player.password_hash))) found.push(`player ${demo.uid}`);
  }
  return found;
}

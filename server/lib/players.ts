// The players table as several domains look a player up (login, launch
// tokens, deposits, the console, UID changes), and the answers a taken UID
// gets.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { MSG } from '../../contract/errors';
import type { Database, Player } from '../db/schema';
import { AppError } from '../http/errors';

const byUid = (uid: string) => (eb: ExpressionBuilder<Database, 'players'>) => eb(eb.fn<string>('lower', ['uid']), '=', uid.toLowerCase());

/** UIDs are unique regardless of case (index players_uid_lower), so lookups ignore it too. */
export async function playerIdByUid(db: Kysely<Database>, uid: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('players').select('id').where(byUid(uid)).executeTakeFirst();
}

export async function playerByUid(db: Kysely<Database>, uid: string): Promise<Player | undefined> {
  return db.selectFrom('players').selectAll().where(byUid(uid)).executeTakeFirst();
}

export async function playerById(db: Kysely<Database>, id: number): Promise<Player | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

/** SPEC section 8: a 409 carries typ and count, which the client stores under typ + '409'. */
export const uidTaken = (): AppError => new AppError(409, MSG.accountExist, { typ: 'uid', count: 1 });

/** SQLSTATE unique_violation; pg and PGlite both report it as `code` with the constraint name. */
const UNIQUE_VIOLATION = '23505';

/** The name of the unique constraint or index a database error reports, or null for any other error. */
export function violatedUnique(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || error.code !== UNIQUE_VIOLATION) return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}

// The checks every game call makes about the game itself, in the platform's
// fixed order (server/games/README.md): unknown game, maintenance, in
// preparation, not started, ended. The session and the player's own
// eligibility come after, in the game's routes. Never 403 for a game rule:
// the client logs out on any 403 (SPEC section 4).
import type { Kysely, Selectable } from 'kysely';
import type { GameSlug } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import type { Database, GamesTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findGame } from '../rows';

export type GameRow = Selectable<GamesTable>;

/** The game's row when it can be played now, else the refusal a player should read. */
export async function playableGame(db: Kysely<Database>, slug: GameSlug, now: Date): Promise<GameRow> {
  return playableRow(await findGame(db, slug), now);
}

/** playableGame's checks on a row already read (a game that keeps its row in memory). */
export function playableRow(row: GameRow | undefined, now: Date): GameRow {
  if (!row) throw new AppError(404, MSG.invalidGame);
  if (row.maintenance) throw new AppError(503, MSG.gameMaintenance);
  if (row.status === 'preparation') throw new AppError(409, MSG.gameInPreparation);
  if (now.getTime() < row.start_date.getTime()) throw new AppError(409, MSG.eventNotStart);
  if (row.end_date && now.getTime() >= row.end_date.getTime()) throw new AppError(409, MSG.invalidGame);
  return row;
}
